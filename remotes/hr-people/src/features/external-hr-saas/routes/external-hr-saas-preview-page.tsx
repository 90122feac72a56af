import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Flex, Segmented, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useToast } from '@kanri/runtime';
import { ErrorState, LinkButton, NotFoundPage, PageHeader } from '@kanri/ui';
import { hrSaasActionValues, hrSaasFieldLabels, personFields, workerTypeLabels, type HrSaasAction, type HrSaasImportResult, type HrSaasPreviewItem } from '@kanri/contracts';
import { useHrSaasPreview, useImportHrSaas } from '../api/hr-saas';
import { hrSaasActionColors, hrSaasActionLabels, hrSaasMatchLabels } from '../components/hr-saas-labels';

type Filter = HrSaasAction | 'ALL';

const dateFields = new Set(['employeeInformation.joinedAt', 'leaving.leavingAt']);

/**
 * `/person/external-hr-saas/{appIntegrationId}/preview` (001 §2; docs/people.md "External HR
 * SaaS"): what importing the HR SaaS would do — counts of new, changed, leaving and unchanged
 * workers, a filter by action, and each reported worker with its changes (field: old → new) —
 * then Import applies the selected workers (all new, changed and leaving ones at first) in one
 * transaction and shows the counts done. An unknown or deactivated integration (404) is not found.
 * The worker's fields are named by the person's description (`personFields`, `hrSaasFieldLabels`:
 * issue 30), as on the person page and its history.
 */
export function ExternalHrSaasPreviewPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const appIntegrationId = useParams().appIntegrationId;
  const preview = useHrSaasPreview(appIntegrationId);
  const importer = useImportHrSaas();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [deselected, setDeselected] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<HrSaasImportResult | null>(null);
  const shown = (field: string, value: string | null) => (value === null ? '—' : dateFields.has(field) ? formatDate(value, 'date') : value);
  const columns = useMemo<TableColumnsType<HrSaasPreviewItem>>(
    () => [
      { key: 'action', title: t`Action`, width: 110, render: (_, row) => <Tag color={hrSaasActionColors[row.action]}>{i18n._(hrSaasActionLabels[row.action])}</Tag> },
      { key: 'workerNumber', title: i18n._(personFields['employeeInformation.workerNumber'].label), width: 120, render: (_, row) => row.workerNumber },
      {
        key: 'name',
        title: t`Name`,
        width: 200,
        render: (_, row) => (
          <Flex vertical>
            {row.personId ? <Link to={`/person/${row.personId}`}>{row.name}</Link> : <span>{row.name}</span>}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.nameKana}
            </Typography.Text>
          </Flex>
        ),
      },
      { key: 'email', title: i18n._(personFields['employeeInformation.email'].label), width: 260, render: (_, row) => row.email },
      { key: 'workerType', title: i18n._(personFields.workerType.label), width: 120, render: (_, row) => i18n._(workerTypeLabels[row.workerType]) },
      { key: 'department', title: i18n._(personFields['employeeInformation.departmentId'].label), width: 160, render: (_, row) => row.department ?? '—' },
      { key: 'matchedBy', title: t`Matched`, width: 140, render: (_, row) => (row.matchedBy ? i18n._(hrSaasMatchLabels[row.matchedBy]) : '—') },
      {
        key: 'changes',
        title: t`Changes`,
        render: (_, row) =>
          row.action === 'NEW' ? (
            t`Added as a new person`
          ) : row.changes.length ? (
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {row.changes.map((change) => {
                const label = i18n._(hrSaasFieldLabels[change.field]);
                const before = shown(change.field, change.before);
                const after = shown(change.field, change.after);
                return <li key={change.field}>{t`${label}: ${before} → ${after}`}</li>;
              })}
            </ul>
          ) : null,
      },
    ],
    [t, i18n],
  );
  if (!appIntegrationId || isApiError(preview.error, 404)) return <NotFoundPage />;
  if (preview.error && !preview.data) return <ErrorState onRetry={() => void preview.mutate()} />;
  if (!preview.data) return <Skeleton active />;
  const { integration, summary, items } = preview.data;
  const importable = items.filter((i) => i.action !== 'UNCHANGED');
  const selected = importable.filter((i) => !deselected.has(i.externalId)).map((i) => i.externalId);
  const visible = filter === 'ALL' ? items : items.filter((i) => i.action === filter);
  const counts: Record<HrSaasAction, number> = { NEW: summary.newCount, CHANGED: summary.changedCount, LEAVING: summary.leavingCount, UNCHANGED: summary.unchangedCount };
  const selectedCount = selected.length;
  const runImport = async () => {
    try {
      const result = await importer.trigger({ params: { appIntegrationId }, body: { externalIds: selected } });
      setDone(result);
      setDeselected(new Set());
      toast.success(t`The people were imported.`);
      void preview.mutate();
    } catch (error) {
      toast.destructive(t`Nothing was imported.`, error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`People`, to: '/people/workforce' }, { label: t`HR SaaS`, to: '/person/external-hr-saas' }, { label: integration.name }]}
        title={t`Import preview: ${integration.name}`}
        description={<Typography.Text type="secondary">{[integration.appName, integration.integratedTenantName].filter(Boolean).join(' · ')}</Typography.Text>}
        extra={
          <Button type="primary" onClick={() => void runImport()} loading={importer.isMutating} disabled={selectedCount === 0}>
            {t`Import ${selectedCount} selected`}
          </Button>
        }
      />
      {done ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t`Imported: ${done.createdCount} added, ${done.updatedCount} changed, ${done.leavingCount} marked as leaving.`}
          action={<LinkButton to="/people/workforce">{t`Go to the workforce`}</LinkButton>}
        />
      ) : null}
      <Flex gap={32} style={{ marginBottom: 16 }} wrap>
        {hrSaasActionValues.map((action) => (
          <Statistic key={action} title={i18n._(hrSaasActionLabels[action])} value={counts[action]} />
        ))}
      </Flex>
      <Segmented<Filter>
        aria-label={t`Show`}
        style={{ marginBottom: 16 }}
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'ALL', label: t`All (${items.length})` },
          ...hrSaasActionValues.map((action) => {
            const label = i18n._(hrSaasActionLabels[action]);
            const n = counts[action];
            return { value: action, label: t`${label} (${n})` };
          }),
        ]}
      />
      <Table<HrSaasPreviewItem>
        rowKey="externalId"
        columns={columns}
        dataSource={visible}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        aria-label={t`Workers reported by ${integration.name}`}
        scroll={{ x: 1400 }}
        rowSelection={{
          selectedRowKeys: selected,
          getCheckboxProps: (row) => ({ disabled: row.action === 'UNCHANGED', 'aria-label': t`Import ${row.name}` }),
          onChange: (keys) => {
            const chosen = new Set(keys.map(String));
            setDeselected((old) => {
              const next = new Set(old);
              for (const item of visible) {
                if (item.action === 'UNCHANGED') continue;
                if (chosen.has(item.externalId)) next.delete(item.externalId);
                else next.add(item.externalId);
              }
              return next;
            });
          },
        }}
      />
    </section>
  );
}
