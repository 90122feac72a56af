import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { OperationActivity, PageHeader } from '@kanri/ui';
import { listLicenseActivitiesEndpoint, type AuditLogEntry } from '@kanri/contracts';
import { LicenseAreaNav } from '../components/license-area-nav';
import { licenseFieldLabels } from '../components/license-labels';

/** The license an entry is about, by name: a license's payload or a seat's `licenseName`. */
function licenseOf(entry: AuditLogEntry): { id: string; name: string } | null {
  const field = (name: string) => entry.changes.find((c) => c.field === name);
  const name = field('licenseName');
  const value = (name?.after ?? name?.before) as string | undefined;
  if (entry.resourceType === 'LICENSE') return value ? { id: entry.resourceId, name: value } : null;
  const id = field('licenseId');
  const licenseId = (id?.after ?? id?.before) as string | undefined;
  return licenseId && value ? { id: licenseId, name: value } : null;
}

/**
 * `/licenses/operation-activity` (001 §2 list tab "operation-activity"; issue 10): the licenses
 * module's audit log (`GET /v2/license-activities`, the kit's `OperationActivity`), newest first —
 * who added, changed or deleted a license, and who assigned or freed a seat — 50 entries a page.
 */
export function LicenseActivityPage() {
  const { t } = useLingui();
  return (
    <section>
      <LicenseAreaNav />
      <PageHeader title={t`Operation activity`} />
      <OperationActivity
        endpoint={listLicenseActivitiesEndpoint}
        fieldLabels={licenseFieldLabels}
        describe={(e) => (e.resourceType === 'LICENSE_ASSIGNMENT' ? (e.action === 'CREATE' ? t`Seat assigned` : t`Seat unassigned`) : undefined)}
        record={{
          title: t`License`,
          render: (e) => {
            const license = licenseOf(e);
            return license ? <Link to={`/licenses/${license.id}`}>{license.name}</Link> : null;
          },
        }}
        emptyTitle={t`No activity yet`}
        emptyDescription={t`Adding, changing or deleting licenses and assigning seats is recorded here.`}
      />
    </section>
  );
}
