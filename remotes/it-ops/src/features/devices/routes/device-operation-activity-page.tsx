import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@kanri/ui';
import { DeviceAreaNav } from '../components/device-area-nav';

/**
 * `/devices/operation-activity` (001 §2): the module's audit log. The API offers a device's own
 * history (`/v2/audit-logs?resourceType=DEVICE&resourceId=…`, the profile's history tab) but no
 * module-wide log yet, so this page says where the history is instead of showing an empty list as
 * if nothing had happened.
 */
export function DeviceOperationActivityPage() {
  const { t } = useLingui();
  return (
    <>
      <DeviceAreaNav />
      <PageHeader title={t`Operation activity`} />
      <EmptyState
        title={t`The activity of all devices is not available yet`}
        description={t`Each device's changes are in the History tab of its profile.`}
      />
    </>
  );
}
