import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, ErrorState, LinkButton, PageHeader } from '@kanri/ui';
import { appIntegrationFields, type HrSaasIntegration } from '@kanri/contracts';
import { useHrSaasIntegrations } from '../api/hr-saas';

/**
 * `/person/external-hr-saas` (001 §2 "Person screens"; docs/people.md "External HR SaaS"): the
 * company's integrations of HR SaaS apps (SmartHR, freee人事労務, カオナビ) — app, tenant, how many
 * workers each reports, how many people are linked, the last import — each active one linking to its
 * preview, where the import happens. No integration: a link to the app integrations to add one.
 * The tenant and the status are the app integration's fields (`appIntegrationFields`, issue 30),
 * named as on the app integration's page; the counts and the last import are the list's own.
 */
export function ExternalHrSaasPage() {
  const { t, i18n } = useLingui();
  const integrations = useHrSaasIntegrations();
  const columns = useMemo<TableColumnsType<HrSaasIntegration>>(
    () => [
      {
        key: 'name',
        title: t`Integration`,
        render: (_, row) =>
          row.status === 'ACTIVE' ? <Link to={`/person/external-hr-saas/${encodeURIComponent(row.appIntegrationId)}/preview`}>{row.name}</Link> : row.name,
      },
      { key: 'appName', title: t`App`, width: 160, render: (_, row) => row.appName },
      { key: 'tenant', title: i18n._(appIntegrationFields.integratedTenantName.label), render: (_, row) => row.integratedTenantName ?? '—' },
      {
        key: 'status',
        title: i18n._(appIntegrationFields.status.label),
        width: 120,
        render: (_, row) => <Tag color={row.status === 'ACTIVE' ? 'green' : undefined}>{i18n._(appIntegrationFields.status.values[row.status])}</Tag>,
      },
      { key: 'reported', title: t`Workers reported`, width: 150, align: 'right', render: (_, row) => row.reportedPeopleCount.toLocaleString() },
      { key: 'linked', title: t`People linked`, width: 150, align: 'right', render: (_, row) => row.linkedPeopleCount.toLocaleString() },
      { key: 'lastImportedAt', title: t`Last import`, width: 180, render: (_, row) => (row.lastImportedAt ? formatDate(row.lastImportedAt, 'dateTime') : t`Never`) },
    ],
    [t, i18n],
  );
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`People`, to: '/people/workforce' }, { label: t`Add person`, to: '/person/add' }, { label: t`HR SaaS` }]}
        title={t`Import from an HR SaaS`}
        description={t`Workers that your HR SaaS reports. Open an integration to preview what an import would add, change or mark as leaving.`}
      />
      {integrations.error && !integrations.data ? (
        <ErrorState onRetry={() => void integrations.mutate()} />
      ) : (
        <Table<HrSaasIntegration>
          rowKey="appIntegrationId"
          columns={columns}
          dataSource={integrations.data?.items}
          loading={integrations.isLoading}
          pagination={false}
          aria-label={t`HR SaaS integrations`}
          locale={{
            emptyText: (
              <EmptyState
                title={t`No HR SaaS is integrated`}
                description={t`Integrate SmartHR or another HR app from the app catalog first.`}
                action={<LinkButton to="/software/marketplace">{t`Open the app catalog`}</LinkButton>}
              />
            ),
          }}
        />
      )}
    </section>
  );
}
