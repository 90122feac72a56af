import { Card } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, LinkButton, PageHeader } from '@kanri/ui';
import { LicenseAreaNav } from '../components/license-area-nav';

/**
 * `/licenses/rule-and-policy` (001 §2 list tab; content "not shown"): no license rule or policy
 * exists in the product yet, so the page says so honestly and points to the inventory.
 */
export function LicenseRuleAndPolicyPage() {
  const { t } = useLingui();
  return (
    <section>
      <LicenseAreaNav />
      <PageHeader title={t`Rule and policy`} />
      <Card>
        <EmptyState
          title={t`No license rules yet`}
          description={t`Rules such as who may hold a license are not set up for licenses. Seats are assigned on each license's page.`}
          action={<LinkButton to="/licenses/inventory">{t`Go to the inventory`}</LinkButton>}
        />
      </Card>
    </section>
  );
}

/**
 * `/licenses/settings` (001 §2 list tab; content "not shown"): licenses have no settings of their
 * own yet (the inventory's columns are set from its column settings button); an honest empty state.
 */
export function LicenseSettingsPage() {
  const { t } = useLingui();
  return (
    <section>
      <LicenseAreaNav />
      <PageHeader title={t`Settings`} />
      <Card>
        <EmptyState
          title={t`No license settings yet`}
          description={t`Licenses have no settings of their own. Choose the inventory's columns with its column settings button.`}
          action={<LinkButton to="/licenses/inventory">{t`Go to the inventory`}</LinkButton>}
        />
      </Card>
    </section>
  );
}
