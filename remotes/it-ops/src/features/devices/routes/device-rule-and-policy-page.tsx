import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@kanri/ui';
import { DeviceAreaNav } from '../components/device-area-nav';

/**
 * `/devices/rule-and-policy` (001 §2): device rules and policies. None is defined for devices
 * (the spec names the tab, no entity behind it), so the page says so.
 */
export function DeviceRuleAndPolicyPage() {
  const { t } = useLingui();
  return (
    <>
      <DeviceAreaNav />
      <PageHeader title={t`Rule and policy`} />
      <EmptyState title={t`No device rules or policies yet`} description={t`Rules for devices will show here once they are defined.`} />
    </>
  );
}
