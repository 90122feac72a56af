import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, ErrorState, PageHeader } from '@kanri/ui';
import type { ExternalItSaas } from '@kanri/contracts';
import { useExternalItSaas } from '../api/external-it-saas';

/**
 * `/devices/external-it-saas` (001 §2): the connected MDM / IT SaaS sources (simulated connector,
 * docs/devices.md) — name, vendor, kind, how many devices each reports and how many were imported,
 * the last import — each linking to its preview, where the import happens.
 */
export function ExternalItSaasPage() {
  const { t } = useLingui();
  const sources = useExternalItSaas();
  const kindLabels = { MDM: t`MDM`, IT_SAAS: t`IT SaaS` };
  const columns = useMemo<TableColumnsType<ExternalItSaas>>(
    () => [
      {
        key: 'name',
        title: t`Source`,
        render: (_, row) => <Link to={`/devices/external-it-saas/${encodeURIComponent(row.appIntegrationId)}/preview`}>{row.name}</Link>,
      },
      { key: 'vendorName', title: t`Vendor`, render: (_, row) => row.vendorName },
      { key: 'kind', title: t`Kind`, render: (_, row) => <Tag>{kindLabels[row.kind]}</Tag> },
      { key: 'reported', title: t`Devices reported`, align: 'right', render: (_, row) => row.reportedDeviceCount },
      { key: 'imported', title: t`Devices imported`, align: 'right', render: (_, row) => row.importedDeviceCount },
      { key: 'lastImportedAt', title: t`Last import`, render: (_, row) => (row.lastImportedAt ? formatDate(row.lastImportedAt, 'dateTime') : t`Never`) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kindLabels follows t
    [t],
  );
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Devices`, to: '/devices/inventory' }, { label: t`MDM and IT SaaS` }]}
        title={t`MDM and IT SaaS`}
        description={t`Devices that your MDM or other IT SaaS report. Open a source to preview what an import would add or update.`}
      />
      {sources.error && !sources.data ? (
        <ErrorState onRetry={() => void sources.mutate()} />
      ) : (
        <Table<ExternalItSaas>
          rowKey="appIntegrationId"
          columns={columns}
          dataSource={sources.data?.items}
          loading={sources.isLoading}
          pagination={false}
          aria-label={t`MDM and IT SaaS sources`}
          locale={{ emptyText: <EmptyState title={t`No source is connected`} /> }}
        />
      )}
    </section>
  );
}
