import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState } from '@kanri/ui';

/** The fields every equipment master-data row has (types and items, 001 §3). */
export interface MasterDataRow {
  id: string;
  code: string;
  name: string;
  nameJa: string;
  nameEn: string;
  displayOrder: number;
  disabled: boolean;
}

/** Props of {@link MasterDataTable}. */
export interface MasterDataTableProps<Row extends MasterDataRow> {
  /** `undefined` until the first answer. */
  rows: Row[] | undefined;
  loading: boolean;
  error?: { message: string } | null;
  onRetry: () => void;
  /** The table's accessible name. */
  caption: string;
  /** Columns of the row kind, shown after the names (an item's type, maker, model). */
  extraColumns?: TableColumnsType<Row>;
  onEdit: (row: Row) => void;
  /** Enables a disabled row or disables an enabled one. */
  onToggleDisabled: (row: Row) => void;
  /** The row whose enable/disable call is running (its button spins). */
  busyId?: string | null;
}

/**
 * The table of an equipment settings page (001 §2 `/equipment/settings/*`): code, name in Japanese
 * and English, the kind's own columns, display order, state (Enabled / Disabled) and the row's
 * actions (Edit, Disable or Enable; 001 §4). Master data is small, so it is one unpaged table in
 * display order; loading, empty and error (with Retry) states are shown.
 */
export function MasterDataTable<Row extends MasterDataRow>({ rows, loading, error, onRetry, caption, extraColumns = [], onEdit, onToggleDisabled, busyId }: MasterDataTableProps<Row>) {
  const { t } = useLingui();
  if (error) return <ErrorState description={error.message} onRetry={onRetry} />;
  const columns: TableColumnsType<Row> = [
    { key: 'code', title: t`Code`, render: (_, row) => row.code },
    { key: 'nameJa', title: t`Name (Japanese)`, render: (_, row) => row.nameJa },
    { key: 'nameEn', title: t`Name (English)`, render: (_, row) => row.nameEn },
    ...extraColumns,
    { key: 'displayOrder', title: t`Display order`, align: 'right', render: (_, row) => row.displayOrder },
    {
      key: 'state',
      title: t`State`,
      render: (_, row) => (row.disabled ? <Tag>{t`Disabled`}</Tag> : <Tag color="green">{t`Enabled`}</Tag>),
    },
    {
      key: 'actions',
      title: t`Actions`,
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => onEdit(row)} aria-label={t`Edit ${row.name}`}>
            {t`Edit`}
          </Button>
          <Button
            size="small"
            loading={busyId === row.id}
            onClick={() => onToggleDisabled(row)}
            aria-label={row.disabled ? t`Enable ${row.name}` : t`Disable ${row.name}`}
          >
            {row.disabled ? t`Enable` : t`Disable`}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<Row>
      rowKey="id"
      aria-label={caption}
      columns={columns}
      dataSource={rows ?? []}
      loading={loading && !rows}
      pagination={false}
      locale={{ emptyText: <EmptyState /> }}
    />
  );
}
