import { Card, Descriptions, Flex, Space, Statistic, Typography } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Link, useParams } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, LinkButton, RecordGate, RecordHeader, RecordHistory, RecordTabs } from '@kanri/ui';
import type { SoftwareDetail } from '@kanri/contracts';
import { useSoftwareRecord } from '../api/get-software';
import { useSoftwareContractsCost } from '../api/get-software-contracts-cost';
import { SoftwareArchitectureTab } from '../components/software-architecture-tab';
import { SoftwareContractsCostTab } from '../components/software-contracts-cost-tab';
import { SoftwareDetailTab } from '../components/software-detail-tab';
import { SoftwareOverviewTab } from '../components/software-overview-tab';
import { SoftwareUsersTab } from '../components/software-users-tab';
import { softwareEnumLabels, softwareFieldLabels, softwareUsageStatusLabels } from '../components/software-labels';

/**
 * `/software/{id}` and its tabs (001 §2 "Software"): overview, users, activity-monitoring, detail,
 * architecture, contracts-cost, rule-and-policy, settings (the first opens by default). The header:
 * breadcrumb software › registry › name (at most 3 entries, the middle one collapsing on narrow
 * widths), the logo and name, the custom SaaS badge, the vendor, the assigned total (the
 * integration's accounts, else the registry's user count), the usage status and the renewal date.
 * An id that is not a UUID, or a software the API does not find, shows the not-found page.
 */
export function SoftwarePage() {
  const software = useSoftwareRecord(useParams().id);
  return (
    <RecordGate query={software} avatar>
      {(current) => <SoftwareView software={current} refetch={() => software.mutate()} />}
    </RecordGate>
  );
}

function SoftwareView({ software, refetch }: { software: SoftwareDetail; refetch: () => Promise<SoftwareDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const name = software.info.name;
  const assigned = software.accounts?.total ?? software.userCount;
  const renewal = software.renewalDate ? formatDate(software.renewalDate, 'date') : t`Not set`;
  const status = i18n._(softwareUsageStatusLabels[software.operationalStatus.usageStatus]);
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Software`, to: '/software/registry' }, { label: t`Registry`, to: '/software/registry' }, { label: name }]}
        name={name}
        avatar={{ src: software.info.logoUrl, shape: 'square' }}
        subtitle={
          <Space wrap size="middle">
            <span>{software.vendor.name || t`Vendor not set`}</span>
            <span>{t`Assigned: ${assigned}`}</span>
            <span>{t`Status: ${status}`}</span>
            <span>{t`Renewal: ${renewal}`}</span>
          </Space>
        }
        tags={software.isCustomSaas ? [{ key: 'custom', label: t`Custom SaaS`, color: 'purple' }] : []}
      />
      <RecordTabs
        aria-label={t`Software`}
        basePath={`/software/${software.id}`}
        tabs={[
          { key: 'overview', label: t`Overview`, render: () => <SoftwareOverviewTab software={software} /> },
          { key: 'users', label: t`User accounts`, render: () => <SoftwareUsersTab software={software} /> },
          { key: 'activity-monitoring', label: t`Activity monitoring`, render: () => <ActivityMonitoringTab software={software} /> },
          { key: 'detail', label: t`Detail`, render: () => <SoftwareDetailTab software={software} refetch={refetch} /> },
          { key: 'architecture', label: t`Architecture`, render: () => <SoftwareArchitectureTab software={software} refetch={refetch} /> },
          { key: 'contracts-cost', label: t`Contracts and cost`, render: () => <SoftwareContractsCostTab software={software} /> },
          { key: 'rule-and-policy', label: t`Rule and policy`, render: () => <RuleAndPolicyTab software={software} /> },
          { key: 'settings', label: t`Settings`, render: () => <SettingsTab software={software} /> },
        ]}
      />
    </section>
  );
}

/** Sign-in activity of the integration's accounts (active, signed in within the inactive days) and the software's history. */
function ActivityMonitoringTab({ software }: { software: SoftwareDetail }) {
  const { t } = useLingui();
  const cost = useSoftwareContractsCost(software.id);
  const accounts = cost.data?.integration?.accounts;
  return (
    <Flex vertical gap={16}>
      {accounts ? (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Sign-in activity`}</h2>}>
          <Space size="large" wrap>
            <Statistic title={t`Active accounts`} value={accounts.active} />
            <Statistic title={t`Signed in within ${accounts.inactiveDays} days`} value={accounts.signedInWithinInactiveDays} />
            <Statistic title={t`Inactive (no sign-in for ${accounts.inactiveDays} days)`} value={accounts.active - accounts.signedInWithinInactiveDays} />
          </Space>
          <LastSignInChart months={cost.data?.lastSignInsByMonth ?? []} />
        </Card>
      ) : cost.data ? (
        <Typography.Paragraph type="secondary">{t`Sign-in activity is read from an app integration; this software has none. Its history is below.`}</Typography.Paragraph>
      ) : null}
      <RecordHistory
        resourceType="SOFTWARE"
        resourceId={software.id}
        fieldLabels={softwareFieldLabels}
        valueLabels={softwareEnumLabels}
        dateFields={['renewalDate']}
      />
    </Flex>
  );
}

/** Accounts by the month of their last sign-in, last 12 months (recharts; the values listed for screen readers). */
function LastSignInChart({ months }: { months: { month: string; accounts: number }[] }) {
  const { t } = useLingui();
  return (
    <figure aria-label={t`Accounts by month of their last sign-in`} style={{ margin: '16px 0 0' }}>
      <div style={{ width: '100%', height: 200 }} aria-hidden>
        <ResponsiveContainer>
          <BarChart data={months}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} width={40} />
            <Tooltip />
            <Bar dataKey="accounts" fill="#1677ff" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {months.map((m) => (
          <li key={m.month}>{t`${m.month}: ${plural(m.accounts, { one: '# account', other: '# accounts' })}`}</li>
        ))}
      </ul>
    </figure>
  );
}

/** The rules that apply to this software's accounts: the integration's inactive-days rule and the rule matching. */
function RuleAndPolicyTab({ software }: { software: SoftwareDetail }) {
  const { t } = useLingui();
  const cost = useSoftwareContractsCost(software.id);
  const integration = cost.data?.integration;
  if (!software.appIntegrationId) {
    return (
      <EmptyState
        title={t`No account rules yet`}
        description={t`Account rules (inactive accounts, accounts without a worker, roles that differ from the assigned ones) apply once the app is integrated.`}
        action={<LinkButton to="/software/marketplace">{t`Open the marketplace`}</LinkButton>}
      />
    );
  }
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Account rules`}</h2>} loading={cost.isLoading}>
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'inactive', label: t`Inactive account`, children: integration ? t`No sign-in for ${integration.accounts.inactiveDays} days` : '—' },
          { key: 'matching', label: t`Rule matching`, children: t`Each account is matched to a worker by e-mail and known aliases; a role that differs from the assigned one is a violated role.` },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
        <Link to={`/app-integrations/${software.appIntegrationId}/rule-and-policy`}>{t`Change the rules on the app integration`}</Link>
      </Typography.Paragraph>
    </Card>
  );
}

/** What can be set about this software and where: its usage status (detail tab) and its integration's settings. */
function SettingsTab({ software }: { software: SoftwareDetail }) {
  const { t, i18n } = useLingui();
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Settings`}</h2>}>
      <Descriptions
        bordered
        column={1}
        items={[
          {
            key: 'usageStatus',
            label: i18n._(softwareFieldLabels.usageStatus),
            children: (
              <Space>
                {i18n._(softwareUsageStatusLabels[software.operationalStatus.usageStatus])}
                <Link to={`/software/${software.id}/detail`}>{t`Change on the detail tab`}</Link>
              </Space>
            ),
          },
          {
            key: 'integration',
            label: t`App integration`,
            children: software.appIntegrationId ? (
              <Link to={`/app-integrations/${software.appIntegrationId}/settings`}>{t`Deactivate, reactivate or delete it in its settings`}</Link>
            ) : (
              t`Not integrated`
            ),
          },
        ]}
      />
    </Card>
  );
}
