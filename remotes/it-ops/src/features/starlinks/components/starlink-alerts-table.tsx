import { useMemo } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { StarlinkAlertRow } from '@kanri/contracts';
import { starlinkAlertCategoryLabels } from './starlink-labels';

/** Props of {@link StarlinkAlertsTable}: the table's props plus what Resolve does and which alert is being resolved. */
export type StarlinkAlertsTableProps<Search extends DataTableSearch> = ListTableProps<StarlinkAlertRow, Search> & {
  onResolve(row: StarlinkAlertRow): void;
  resolvingId: string | null;
};

/**
 * The alerts: category (a tag), terminal (a link to its overview), message, detected at, state
 * (open, or resolved with when and by whom), and a Resolve button on open alerts. Newest first
 * (the server's order); paging only.
 */
export function StarlinkAlertsTable<Search extends DataTableSearch>({ onResolve, resolvingId, ...props }: StarlinkAlertsTableProps<Search>) {
  const { t, i18n } = useLingui();
  const columns = useMemo<TableColumnsType<StarlinkAlertRow>>(
    () => [
      { key: 'category', title: t`Category`, width: 170, render: (_, row) => <Tag>{i18n._(starlinkAlertCategoryLabels[row.category])}</Tag> },
      { key: 'starlink', title: t`Terminal`, width: 240, ellipsis: { showTitle: true }, render: (_, row) => <Link to={`/starlinks/${row.starlink.id}/overview`}>{row.starlink.name}</Link> },
      { key: 'message', title: t`Message`, render: (_, row) => row.message },
      { key: 'detectedAt', title: t`Detected at`, width: 170, render: (_, row) => formatDate(row.detectedAt, 'dateTime') },
      {
        key: 'state',
        title: t({ message: 'State', context: 'starlinkAlert' }),
        width: 220,
        render: (_, row) =>
          row.resolvedAt ? (
            <>
              <Tag color="green">{t({ message: 'Resolved', context: 'starlinkAlertStatus' })}</Tag> {formatDate(row.resolvedAt, 'dateTime')}
              {row.resolvedBy ? ` · ${row.resolvedBy.name}` : ''}
            </>
          ) : (
            <Tag color="orange">{t({ message: 'Open', context: 'starlinkAlertStatus' })}</Tag>
          ),
      },
      {
        key: 'actions',
        title: t`Actions`,
        width: 120,
        render: (_, row) =>
          row.resolvedAt ? null : (
            <Button size="small" onClick={() => onResolve(row)} loading={resolvingId === row.id} aria-label={t`Resolve the alert of ${row.starlink.name}`}>
              {t`Resolve`}
            </Button>
          ),
      },
    ],
    [t, i18n, onResolve, resolvingId],
  );
  return <DataTable rowKey="id" columns={columns} caption={t`Starlink alerts`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1200 } }} {...props} />;
}
