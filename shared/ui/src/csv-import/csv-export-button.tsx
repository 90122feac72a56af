import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useLingui } from '@lingui/react/macro';
import { apiFetch, isApiError, useToast } from '@kanri/runtime';
import type { CsvExportMode, CsvExportResult, EndpointDef } from '@kanri/contracts';
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
  /** The label (default by mode: "Download template", "Export current data", "Export CSV"). */
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
export function CsvExportButton({ endpoint, mode, name, filters, children, buttonProps }: CsvExportButtonProps) {
  const { t } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const label = children ?? (mode === 'edit-template' ? t`Download template` : mode === 'edit' ? t`Export current data` : t`Export CSV`);

  const onClick = async () => {
    setBusy(true);
    try {
      const query = { ...filters, mode, encoding: 'UTF-8' };
      const result = (await apiFetch(endpoint, { query } as never)) as CsvExportResult | undefined;
      if (!result?.url) throw new Error(t`No data returned from API`);
      downloadUrl(result.url, result.fileName || csvExportFileName(name, mode));
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
