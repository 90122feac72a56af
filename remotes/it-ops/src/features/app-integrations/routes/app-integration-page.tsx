import { lazy, Suspense } from 'react';
import { Skeleton, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { RecordGate, RecordHeader, RecordTabs } from '@kanri/ui';
import { appIntegrationStatusLabels, pricingModelLabels, type AppIntegration } from '@kanri/contracts';
import { useAppIntegration } from '../api/get-app-integration';
import { appIntegrationFieldLabels, appIntegrationStatusColors } from '../components/app-integration-labels';
import { appLinkOf, formatAmount } from '../components/app-integration-format';
import { UsersTab } from '../components/users-tab';
import { GroupsTab } from '../components/groups-tab';
import { DetailTab } from '../components/detail-tab';
import { ArchitectureTab } from '../components/architecture-tab';
import { RuleAndPolicyTab } from '../components/rule-and-policy-tab';
import { SettingsTab } from '../components/settings-tab';

// the overview's charts (recharts) load with the tab, not with the page
const OverviewTab = lazy(async () => ({ default: (await import('../components/overview-tab')).OverviewTab }));

/**
 * `/app-integrations/{id}` and `/app-integrations/{id}/{tab}` (001 §2 "App integrations and apps";
 * DECISIONS.md "a detail screen with tabs opens its first listed tab"): the header (app logo, name,
 * the link to its marketplace entry — a custom app's to the custom SaaS add form —, the custom-app
 * badge, tenant, renewal date, plan and price, the status tag) and the tabs overview, users,
 * groups, detail, architecture, rule-and-policy, settings. Not a UUID or 404 → not found.
 */
export function AppIntegrationPage() {
  const integration = useAppIntegration(useParams().id);
  return <RecordGate query={integration} avatar>{(current) => <AppIntegrationView integration={current} />}</RecordGate>;
}

function AppIntegrationView({ integration }: { integration: AppIntegration }) {
  const { t, i18n } = useLingui();
  const basePath = `/app-integrations/${integration.id}`;
  const appLink = appLinkOf(integration);
  const price = formatAmount(integration.price, integration.contract.currencyCode, i18n.locale);
  const tabs = [
    {
      key: 'overview',
      label: t`Overview`,
      render: () => (
        <Suspense fallback={<Skeleton active />}>
          <OverviewTab integration={integration} />
        </Suspense>
      ),
    },
    { key: 'users', label: t({ message: 'Users', context: 'appIntegrationTab' }), render: () => <UsersTab integration={integration} /> },
    { key: 'groups', label: t({ message: 'Groups', context: 'appIntegrationTab' }), render: () => <GroupsTab integration={integration} /> },
    { key: 'detail', label: t({ message: 'Detail', context: 'appIntegrationTab' }), render: () => <DetailTab integration={integration} /> },
    { key: 'architecture', label: t({ message: 'Architecture', context: 'appIntegrationTab' }), render: () => <ArchitectureTab integration={integration} /> },
    { key: 'rule-and-policy', label: t({ message: 'Rule and policy', context: 'appIntegrationTab' }), render: () => <RuleAndPolicyTab integration={integration} /> },
    { key: 'settings', label: t({ message: 'Settings', context: 'appIntegrationTab' }), render: () => <SettingsTab integration={integration} /> },
  ];
  const notSet = t`Not set`;
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Software`, to: '/software/registry' }, { label: integration.name }]}
        name={integration.name}
        avatar={{ src: integration.logoUrl, shape: 'square' }}
        subtitle={
          <Space wrap size={[16, 4]}>
            {appLink && (
              <Link to={appLink}>{integration.isCustomApp ? t`Custom SaaS form` : t`Marketplace entry`}</Link>
            )}
            <Typography.Text>
              {i18n._(appIntegrationFieldLabels.integratedTenantName)}: {integration.integratedTenantName ?? notSet}
            </Typography.Text>
            <Typography.Text>
              {i18n._(appIntegrationFieldLabels.renewalDate)}: {integration.renewalDate ? formatDate(integration.renewalDate, 'date') : notSet}
            </Typography.Text>
            <Typography.Text>
              {i18n._(appIntegrationFieldLabels['contract.planName'])}: {integration.planName ?? notSet}
              {integration.contract.pricingModel && ` (${i18n._(pricingModelLabels[integration.contract.pricingModel])})`}
            </Typography.Text>
            <Typography.Text>
              {t`Price`}: {price ?? notSet}
            </Typography.Text>
          </Space>
        }
        tags={[
          ...(integration.isCustomApp ? [{ key: 'custom', label: i18n._(appIntegrationFieldLabels.isCustomApp), color: 'purple' }] : []),
          { key: 'status', label: i18n._(appIntegrationStatusLabels[integration.status]), color: appIntegrationStatusColors[integration.status] },
        ]}
      />
      <RecordTabs tabs={tabs} basePath={basePath} aria-label={t`App integration`} />
    </section>
  );
}

