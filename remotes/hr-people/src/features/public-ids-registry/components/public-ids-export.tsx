import { useState } from 'react';
import { Button, Checkbox, Space } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useLingui } from '@lingui/react/macro';
import { apiFetch, isApiError, useDialogs, useToast } from '@kanri/runtime';
import { csvExportFileName, downloadUrl } from '@kanri/ui';
import { publicIdsCsvEndpoints, type CsvExportResult, type PublicIdsSearch } from '@kanri/contracts';

/** Props of {@link PublicIdsExport}. */
export interface PublicIdsExportProps {
  /** The registry's search in force: the file holds the rows it selects, in its order. */
  search: PublicIdsSearch;
  /** The user is a My Number handler (`GET /v2/public-id-permissions`): only then is "Include My Number" offered. */
  handlesMyNumber: boolean;
  /** The registry's visible columns in order (the column settings' `visibleKeys`; issue 31): sent as `columns` when given. */
  columns?: readonly string[];
}

/**
 * The registry's CSV export (001 §7; DECISIONS.md "My Number"): `GET /v2/public-ids-csv?mode=view`
 * with the list's filters and sort, and its visible columns in order (`columns`). Numbers are masked in the file; a My Number handler may tick
 * "Include My Number" (`includeMyNumber=true`), which first asks for a confirmation that says the
 * export is recorded in the audit log. Failures show an error toast (401/403 are the runtime's).
 */
export function PublicIdsExport({ search, handlesMyNumber, columns }: PublicIdsExportProps) {
  const { t } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const [includeMyNumber, setIncludeMyNumber] = useState(false);
  const [busy, setBusy] = useState(false);
  const withNumbers = handlesMyNumber && includeMyNumber;

  const onExport = async () => {
    if (withNumbers) {
      const confirmed = await dialogs.confirm({
        title: t`Export My Numbers in full?`,
        content: t`The file will hold every selected My Number in clear. This export is recorded in the audit log with your name and the time. Keep the file only as long as the task needs it.`,
        okText: t`Export with My Numbers`,
        danger: true,
      });
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      const { publicIdType, nationalIdType, freeText, sortColumn, sortOrder } = search;
      const query = {
        mode: 'view', encoding: 'UTF-8', publicIdType, nationalIdType, freeText: freeText || undefined, sortColumn, sortOrder,
        ...(withNumbers ? { includeMyNumber: true } : {}),
        ...(columns?.length ? { columns: [...columns] } : {}),
      };
      const result = (await apiFetch(publicIdsCsvEndpoints.export, { query } as never)) as CsvExportResult | undefined;
      if (!result?.url) throw new Error(t`No data returned from API`);
      downloadUrl(result.url, result.fileName || csvExportFileName('public-ids', 'view'));
    } catch (error) {
      if (!isApiError(error, 401) && !isApiError(error, 403)) toast.error(error instanceof Error ? error.message : t`The file could not be exported.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space wrap>
      {handlesMyNumber ? (
        <Checkbox checked={includeMyNumber} onChange={(event) => setIncludeMyNumber(event.target.checked)}>
          {t`Include My Number`}
        </Checkbox>
      ) : null}
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void onExport()}>
        {t`Export CSV`}
      </Button>
    </Space>
  );
}
