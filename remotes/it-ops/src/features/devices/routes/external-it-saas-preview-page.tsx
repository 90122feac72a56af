import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Flex, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useToast } from '@kanri/runtime';
import { ErrorState, LinkButton, NotFoundPage, PageHeader, DeviceNameCell } from '@kanri/ui';
import type { ExternalPreviewItem } from '@kanri/contracts';
import { useExternalItSaasPreview, useImportExternalItSaas } from '../api/external-it-saas';
import { deviceFieldLabels, deviceGenreLabels, deviceOsLabels } from '../components/device-labels';

function shown(value: unknown): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/**
 * `/devices/external-it-saas/{appIntegrationId}/preview` (001 §2): what importing the source would
 * do — counts to create, update and leave unchanged, and each reported device with its action and,
 * for an update, the fields that change (before → after) — then Import (one transaction on the
 * server), which shows the counts done. An unknown source (404) shows not found.
 */
export function ExternalItSaasPreviewPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const appIntegrationId = useParams().appIntegrationId;
  const preview = useExternalItSaasPreview(appIntegrationId);
  const importer = useImportExternalItSaas();
  const [done, setDone] = useState<{ createdCount: number; updatedCount: number; unchangedCount: number } | null>(null);
  const actionLabels = { CREATE: t`Add`, UPDATE: t`Update`, UNCHANGED: t`No change` };
  const actionColors = { CREATE: 'green', UPDATE: 'blue', UNCHANGED: 'default' };
  const columns = useMemo<TableColumnsType<ExternalPreviewItem>>(
    () => [
      { key: 'action', title: t`Action`, width: 110, render: (_, row) => <Tag color={actionColors[row.action]}>{actionLabels[row.action]}</Tag> },
      { key: 'name', title: t`Device name`, render: (_, row) => <DeviceNameCell genre={row.genre} avatarUrl={null} name={row.name} /> },
      { key: 'genre', title: t`Genre`, width: 130, render: (_, row) => i18n._(deviceGenreLabels[row.genre]) },
      { key: 'model', title: t`Model`, render: (_, row) => [row.maker, row.model].filter(Boolean).join(' ') },
      { key: 'os', title: t`OS`, width: 150, render: (_, row) => [row.os ? i18n._(deviceOsLabels[row.os]) : null, row.osVersion].filter(Boolean).join(' ') },
      { key: 'serialNumber', title: t`Serial number`, width: 150, render: (_, row) => row.serialNumber },
      { key: 'lastSeenAt', title: t`Last seen`, width: 170, render: (_, row) => formatDate(row.lastSeenAt, 'dateTime') },
      {
        key: 'changes',
        title: t`Changes`,
        render: (_, row) =>
          row.changes.length ? (
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {row.changes.map((change) => {
                const label = deviceFieldLabels[change.field] ? i18n._(deviceFieldLabels[change.field]!) : change.field;
                return <li key={change.field}>{t`${label}: ${shown(change.before)} → ${shown(change.after)}`}</li>;
              })}
            </ul>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow t
    [t, i18n],
  );
  if (!appIntegrationId || isApiError(preview.error, 404)) return <NotFoundPage />;
  if (preview.error && !preview.data) return <ErrorState onRetry={() => void preview.mutate()} />;
  if (!preview.data) return <Skeleton active />;
  const { integration, summary, items } = preview.data;
  const runImport = async () => {
    try {
      const result = await importer.trigger({ params: { appIntegrationId } });
      setDone(result);
      toast.success(t`The devices were imported.`);
      void preview.mutate();
    } catch (error) {
      toast.destructive(t`The devices could not be imported.`, error instanceof Error ? error.message : undefined);
    }
  };
  const nothingToDo = summary.createCount + summary.updateCount === 0;
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Devices`, to: '/devices/inventory' }, { label: t`MDM and IT SaaS`, to: '/devices/external-it-saas' }, { label: integration.name }]}
        title={t`Import preview: ${integration.name}`}
        description={<Typography.Text type="secondary">{integration.vendorName}</Typography.Text>}
        extra={
          <Button type="primary" onClick={() => void runImport()} loading={importer.isMutating} disabled={nothingToDo}>
            {t({ message: 'Import', context: 'externalItSaas' })}
          </Button>
        }
      />
      {done ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t`Imported: ${done.createdCount} added, ${done.updatedCount} updated, ${done.unchangedCount} unchanged.`}
          action={<LinkButton to="/devices/inventory">{t`Go to devices`}</LinkButton>}
        />
      ) : null}
      <Flex gap={32} style={{ marginBottom: 16 }}>
        <Statistic title={t`To add`} value={summary.createCount} />
        <Statistic title={t`To update`} value={summary.updateCount} />
        <Statistic title={t`Unchanged`} value={summary.unchangedCount} />
      </Flex>
      <Table<ExternalPreviewItem>
        rowKey="externalId"
        columns={columns}
        dataSource={items}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        aria-label={t`Devices reported by ${integration.name}`}
        scroll={{ x: 1200 }}
      />
    </section>
  );
}
