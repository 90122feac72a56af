import { useState, type ReactNode } from 'react';
import { Button, Space, type ButtonProps } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useLingui } from '@lingui/react/macro';
import { apiFetch, isApiError, useToast } from '@kanri/runtime';
import type { CsvExportMode, CsvExportResult, EndpointDef, ExportFormat } from '@kanri/contracts';
import { csvExportFileName } from './csv-export-file-name';

/**
 * Saves `url` as `fileName` through a temporary link (the export answers with
 * `Content-Disposition: attachment`, so the page stays where it is).
 */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Props of `CsvExportButton`. */
export interface CsvExportButtonProps {
  /** A module's export call (`placesCsvEndpoints.export`): `GET /v2/{module}-csv?mode=&encoding=UTF-8` → `{ url, mode, fileName }`. */
  endpoint: EndpointDef & { method: 'GET' };
  /** `view` (the data as listed), `edit` (for re-import) or `edit-template` (headers only). */
  mode: CsvExportMode;
  /** Base of the file name (`places` → `places.csv`, `template_places.csv`, `places-export-{date}.csv`). */
  name: string;
  /**
   * Extra query of the export: a `view` export's list filters (so the file holds the data as
   * listed), or what chooses a template or edit file (`genre` of the devices CSV).
   */
  filters?: Record<string, unknown>;
  /** `csv` (default) or `xlsx` (an Excel workbook; issue 31). Sent only when `xlsx`. */
  format?: ExportFormat;
  /** A `view` export's visible columns, in order (the column settings' `visibleKeys`); sent as `columns` when given. */
  columns?: readonly string[];
  /** The label (default by mode: "Download template", "Export current data", "Export CSV"; "Export Excel" for `xlsx`). */
  children?: ReactNode;
  /** Passed to antd `Button` (`type`, `size`, `block`). */
  buttonProps?: Omit<ButtonProps, 'onClick' | 'loading' | 'children'>;
}

/**
 * A button that exports a module's CSV (000 §7 "CSV export GET", 001 §7, DECISIONS.md "CSV"): calls
 * the export endpoint with `mode` and `encoding=UTF-8`, then downloads the answer's `url` as the
 * answer's `fileName`, else `csvExportFileName(name, mode)`. A failure shows an error toast with the
 * localized message; the button shows a spinner meanwhile.
 */
export function CsvExportButton({ endpoint, mode, name, filters, format = 'csv', columns, children, buttonProps }: CsvExportButtonProps) {
  const { t } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const label = children ?? (format === 'xlsx' ? t`Export Excel` : mode === 'edit-template' ? t`Download template` : mode === 'edit' ? t`Export current data` : t`Export CSV`);

  const onClick = async () => {
    setBusy(true);
    try {
      const query = { ...filters, mode, encoding: 'UTF-8', ...(format === 'xlsx' ? { format } : {}), ...(columns?.length ? { columns: [...columns] } : {}) };
      const result = (await apiFetch(endpoint, { query } as never)) as CsvExportResult | undefined;
      if (!result?.url) throw new Error(t`No data returned from API`);
      downloadUrl(result.url, result.fileName || csvExportFileName(name, mode, new Date(), format));
    } catch (error) {
      // 401 and 403 are handled by the runtime (sign-in, forbidden dialog)
      if (!isApiError(error, 401) && !isApiError(error, 403)) toast.error(error instanceof Error ? error.message : t`The file could not be exported.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined aria-hidden />} {...buttonProps} loading={busy} onClick={() => void onClick()}>
      {label}
    </Button>
  );
}

/** Props of `ListExportButtons`: a `view` export's call, file name, the list's search and visible columns. */
export interface ListExportButtonsProps {
  /** The list's export call (`devicesCsvEndpoints.export`, `licensesCsvEndpoint`). */
  endpoint: EndpointDef & { method: 'GET' };
  /** Base of the file name (`devices` → `devices-export-{date}.csv|xlsx`). */
  name: string;
  /** The list's filters and sort as the page holds them (its URL search without paging). */
  filters?: Record<string, unknown>;
  /** The visible columns in their order (`useColumnSettings(...).visibleKeys`); omitted: every column. */
  columns?: readonly string[];
}

/**
 * A list's export (issue 31 "Every list to Excel"; docs/csv.md "Export to Excel"): "Export CSV"
 * and "Export Excel" side by side, each exporting exactly what the list shows — its filters and
 * sort (`filters`) and its visible columns in order (`columns`) — as a CSV (UTF-8 with a BOM) or an
 * XLSX file named `{name}-export-{date}.csv|xlsx`.
 */
export function ListExportButtons({ endpoint, name, filters, columns }: ListExportButtonsProps) {
  return (
    <Space.Compact>
      <CsvExportButton endpoint={endpoint} mode="view" name={name} filters={filters} columns={columns} />
      <CsvExportButton endpoint={endpoint} mode="view" name={name} filters={filters} columns={columns} format="xlsx" />
    </Space.Compact>
  );
}
