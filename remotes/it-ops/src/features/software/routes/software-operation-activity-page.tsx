import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { OperationActivity, PageHeader } from '@kanri/ui';
import { listSoftwareActivitiesEndpoint, type AuditLogEntry } from '@kanri/contracts';
import { softwareFieldLabels } from '../components/software-labels';

/** The name an entry carries (a create, a delete or a rename holds `name`), else `null`. */
function nameOf(entry: AuditLogEntry): string | null {
  const change = entry.changes.find((c) => c.field === 'name');
  const value = change?.after ?? change?.before;
  return typeof value === 'string' && value ? value : null;
}

/**
 * `/software/operation-activity` (001 §2 list tab): the audit log of software, app integrations
 * and app accounts (`GET /v2/software-activities`, the kit's `OperationActivity`), newest first;
 * the record column links a software to its page and an integration (or an account's) to the integration.
 */
export function SoftwareOperationActivityPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Operation activity`} />
      <OperationActivity
        endpoint={listSoftwareActivitiesEndpoint}
        fieldLabels={softwareFieldLabels}
        record={{
          title: t`Record`,
          render: (e) => {
            const name = nameOf(e);
            if (e.resourceType === 'APP_USER') return name ? t`App account: ${name}` : t`App account`;
            if (e.action === 'DELETE') return name;
            if (e.resourceType === 'APP_INTEGRATION') return <Link to={`/app-integrations/${e.resourceId}/overview`}>{name ?? t`App integration`}</Link>;
            return <Link to={`/software/${e.resourceId}`}>{name ?? t`Software`}</Link>;
          },
        }}
        emptyTitle={t`No activity yet`}
        emptyDescription={t`Software added or changed, integrations and accounts appear here.`}
      />
    </>
  );
}
