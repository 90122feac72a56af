import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { OperationActivity, PageHeader } from '@kanri/ui';
import { listDeviceActivitiesEndpoint, type AuditLogEntry } from '@kanri/contracts';
import { DeviceAreaNav } from '../components/device-area-nav';
import { deviceFieldLabels } from '../components/device-labels';

/** The name an entry carries (a create, a delete or a rename holds `name`), else `null`. */
function nameOf(entry: AuditLogEntry): string | null {
  const change = entry.changes.find((c) => c.field === 'name');
  const value = change?.after ?? change?.before;
  return typeof value === 'string' && value ? value : null;
}

/**
 * `/devices/operation-activity` (001 §2 list tab "operation-activity"; issue 10): the devices
 * module's audit log (`GET /v2/device-activities`, the kit's `OperationActivity`, as the licenses'
 * tab), newest first, 50 entries a page — devices added, changed (check-outs, check-ins and
 * lifecycle changes are device updates) or deleted, and device models of the catalog. The record
 * column links a device to its profile and a model to the catalog, by the name the entry carries.
 */
export function DeviceOperationActivityPage() {
  const { t } = useLingui();
  return (
    <>
      <DeviceAreaNav />
      <PageHeader title={t`Operation activity`} />
      <OperationActivity
        endpoint={listDeviceActivitiesEndpoint}
        fieldLabels={deviceFieldLabels}
        record={{
          title: t`Device`,
          render: (e) => {
            const name = nameOf(e);
            if (e.resourceType === 'DEVICE_MODEL') return <Link to="/devices/settings/catalog">{name ? t`Device model: ${name}` : t`Device model`}</Link>;
            if (e.action === 'DELETE') return name;
            return <Link to={`/profile/device/${e.resourceId}`}>{name ?? t`Device profile`}</Link>;
          },
        }}
        emptyTitle={t`No activity yet`}
        emptyDescription={t`Adding, changing, checking out or deleting devices and device models is recorded here.`}
      />
    </>
  );
}
