import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@kanri/ui';

/**
 * `/software/rule-and-policy` (001 §2 list tab): the account rules the server applies to every
 * integrated app — rule matching by e-mail and aliases, violated roles and assignments, inactive
 * and alumni accounts — and where each is set (an integration's inactive days, its roles).
 */
export function SoftwareRuleAndPolicyPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Rule and policy`} />
      <Card>
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'matching', label: t`Rule matching`, children: t`Each app account is matched to a worker by e-mail and known aliases, or by a link set by hand on the integration's users tab.` },
            { key: 'violated', label: t`Violated assignment and role`, children: t`An account of a worker with no assignment in the app is a violated assignment; a role that differs from the assigned one is a violated role.` },
            { key: 'noWorker', label: t`No worker, no account`, children: t`An account that matches no worker, and a worker assigned to the app without an account, are listed as alerts.` },
            { key: 'inactive', label: t`Inactive account`, children: t`An active account without a sign-in for the integration's inactive days (90 by default) is inactive.` },
            { key: 'alumni', label: t`Alumni`, children: t`An active account of a worker who has left is an alumni account.` },
          ]}
        />
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          <Link to="/software/alerts">{t`See the accounts that break these rules`}</Link>
        </Typography.Paragraph>
      </Card>
    </>
  );
}

/**
 * `/software/settings` (001 §2 list tab): where the software area is set up — the marketplace to
 * integrate apps, each integration's settings (deactivate, tenant, contract, provisioning), the
 * registry to add software by hand.
 */
export function SoftwareSettingsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Settings`} />
      <Card>
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'integrate', label: t`Integrate an app`, children: <Link to="/software/marketplace">{t`Open the marketplace`}</Link> },
            { key: 'add', label: t`Add software by hand`, children: <Link to="/software/add">{t`Add software`}</Link> },
            { key: 'integration', label: t`An integration's settings`, children: t`Open an integrated app from the registry: its settings tab deactivates, reactivates or deletes it and sets its tenant, contract and provisioning.` },
            { key: 'refresh', label: t`Refresh accounts`, children: <Link to="/software/registry">{t`"Refresh all" on the registry reads every integration's accounts again`}</Link> },
          ]}
        />
      </Card>
    </>
  );
}
