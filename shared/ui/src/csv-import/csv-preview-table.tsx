import { useMemo, type CSSProperties } from 'react';
import { Tooltip, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLingui } from '@lingui/react/macro';
import type { CsvHeader, CsvRecord } from '@kanri/contracts';
import { DataTable } from '../data-table/data-table';
import { truncateCell } from './truncate-cell';

/** Hides text on screen and keeps it for screen readers. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Props of `CsvPreviewCell`. */
export interface CsvPreviewCellProps {
  value: string | null | undefined;
  /** Localized messages; a cell with any is marked as an error. */
  errors: readonly string[];
}

/**
 * One preview cell (000 §2, §9): text longer than 10 characters is cut with `…`; the whole text and
 * the cell's errors show in a tooltip (on hover and on keyboard focus), and the errors are also in
 * text for screen readers ("Error: …").
 */
export function CsvPreviewCell({ value, errors }: CsvPreviewCellProps) {
  const { t } = useLingui();
  const { text, truncated, value: whole } = truncateCell(value);
  if (!truncated && errors.length === 0) return <>{text}</>;
  const errorText = errors.join(' ');
  const tip = (
    <>
      {truncated ? <div>{whole}</div> : null}
      {errors.map((message, i) => (
        <div key={i}>{message}</div>
      ))}
    </>
  );
  return (
    <Tooltip title={tip}>
      <span tabIndex={0} style={{ cursor: 'default' }}>
        {truncated ? (
          <>
            <span aria-hidden>{text}</span>
            <span style={visuallyHidden}>{whole}</span>
          </>
        ) : (
          text
        )}
        {errors.length > 0 ? <span style={visuallyHidden}>{t`Error: ${errorText}`}</span> : null}
      </span>
    </Tooltip>
  );
}

/** Props of `CsvPreviewTable`. */
export interface CsvPreviewTableProps {
  /** The file's columns in order (`key` into a record's `values`, `label` shown). */
  headers: readonly CsvHeader[];
  /** The page of records to show. */
  records: readonly CsvRecord[];
  /** How many records there are to page through. */
  total: number;
  pageIndex: number;
  pageSize: number;
  /** A page or page-size change (a page-size change sends `pageIndex: 0`). */
  onPageChange: (patch: { pageIndex?: number; pageSize?: number }) => void;
  /** A newer page is loading (the shown one stays). */
  loading?: boolean;
  /** Accessible name of the table. */
  caption: string;
}

/**
 * A page of checked CSV records (000 §2 "CSV import wizard" step 2, §3 "CSV import record"): the
 * file's row number (header = row 1), one column per header, and the row's own errors when there
 * are any. Cells with errors are marked red with their messages in a tooltip and in text for
 * screen readers; long cells are cut (`CsvPreviewCell`). Only the page handed in is rendered, so a
 * file of 100,000 rows costs what one page costs.
 */
export function CsvPreviewTable({ headers, records, total, pageIndex, pageSize, onPageChange, loading = false, caption }: CsvPreviewTableProps) {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const hasRecordErrors = records.some((record) => record.recordErrors.length > 0);

  const columns = useMemo<ColumnsType<CsvRecord>>(() => {
    const errorCell: CSSProperties = { background: token.colorErrorBg, color: token.colorErrorText };
    return [
      { key: 'rowNumber', title: t`Row`, dataIndex: 'rowNumber', width: 72, fixed: 'left', align: 'right' },
      ...headers.map((header) => ({
        key: `column-${header.key}`,
        title: header.label,
        onCell: (record: CsvRecord) => ((record.values[header.key]?.errors.length ?? 0) > 0 ? { style: errorCell } : {}),
        render: (_: unknown, record: CsvRecord) => {
          const cell = record.values[header.key];
          return <CsvPreviewCell value={cell?.value} errors={cell?.errors ?? []} />;
        },
      })),
      ...(hasRecordErrors
        ? [
            {
              key: 'recordErrors',
              title: t`Row errors`,
              onCell: (record: CsvRecord) => (record.recordErrors.length > 0 ? { style: errorCell } : {}),
              render: (_: unknown, record: CsvRecord) => record.recordErrors.join(' '),
            },
          ]
        : []),
    ];
  }, [headers, hasRecordErrors, t, token.colorErrorBg, token.colorErrorText]);

  return (
    <DataTable<CsvRecord>
      rowKey="rowNumber"
      columns={columns}
      rows={records as CsvRecord[]}
      total={total}
      loading={loading}
      search={{ pageIndex, pageSize }}
      onSearchChange={onPageChange}
      caption={caption}
      tableProps={{ size: 'small', scroll: { x: 'max-content' } }}
    />
  );
}
