import { useEffect } from 'react';
import { Alert, Button, Descriptions, Flex, Spin, Switch, Tooltip, Typography } from 'antd';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CsvDetectedEncoding, CsvImportResult } from '@kanri/contracts';
import { ErrorState } from '../states/error-state';
import type { CsvImportSearch } from './csv-import-search';
import type { CsvImportNavigate } from './use-csv-import-location';
import { useCsvDryRun, type CsvImportEndpoint, type CsvImportParams } from './use-csv-dry-run';
import { CsvPreviewTable } from './csv-preview-table';

/** Why the import cannot go on: header errors, rows with errors, or no data rows; `null` = it can. */
export function csvImportBlocker(result: Pick<CsvImportResult, 'summary'>): 'headers' | 'rows' | 'empty' | null {
  if (result.summary.headerErrors.length > 0) return 'headers';
  if (result.summary.errorRowsCount > 0 || result.summary.cellsCount > 0) return 'rows';
  if (result.summary.rowsCount === 0) return 'empty';
  return null;
}

/** The encodings as the preview names them. */
export function useEncodingLabel(): (encoding: CsvDetectedEncoding) => string {
  const { t } = useLingui();
  return (encoding) => (encoding === 'UTF-8-BOM' ? t`UTF-8 (with BOM)` : encoding === 'Shift_JIS' ? t`Shift_JIS (CP932)` : t`UTF-8`);
}

/** Props of `CsvPreviewStep`. */
export interface CsvPreviewStepProps {
  endpoint: CsvImportEndpoint;
  /** Path params of the import call, if its path has some. */
  params?: CsvImportParams;
  search: CsvImportSearch & { uploadedFileKey: string };
  navigate: CsvImportNavigate;
  /** Next: run the real import (only offered when nothing blocks it). */
  onImport: () => void;
}

/**
 * Step 2 of the CSV import wizard (000 §2, §4): the dry run of the uploaded file — its detected
 * encoding, counts, header errors and a paged table of its records with their errors; "Show error
 * rows only" is the URL's `filterError`. Any header error, error row or an empty file blocks Next.
 */
export function CsvPreviewStep({ endpoint, params, search, navigate, onImport }: CsvPreviewStepProps) {
  const { t } = useLingui();
  const encodingLabel = useEncodingLabel();
  const { uploadedFileKey, pageIndex, pageSize, filterError } = search;
  const dryRun = useCsvDryRun(endpoint, { uploadedFileKey, pageIndex, pageSize, filterError }, params);
  const result = dryRun.data;

  // a page past the end (an edited URL, or fewer rows after a filter) returns to the first page
  const total = result?.recordsTotal;
  useEffect(() => {
    if (total !== undefined && !dryRun.isValidating && pageIndex > 0 && pageIndex * pageSize >= total) navigate({ pageIndex: 0 }, { replace: true });
  }, [total, pageIndex, pageSize, dryRun.isValidating, navigate]);

  const back = (
    <Button onClick={() => navigate({}, { step: 'upload-file' })}>
      <Trans>Back</Trans>
    </Button>
  );

  if (dryRun.error && !result) {
    return (
      <Flex vertical gap={24}>
        <ErrorState title={t`The file could not be checked.`} description={dryRun.error.message} onRetry={() => void dryRun.mutate()} />
        <Flex justify="space-between">{back}</Flex>
      </Flex>
    );
  }
  if (!result) {
    return (
      <Flex vertical align="center" gap={12} style={{ paddingBlock: 48 }} role="status" aria-busy="true">
        <Spin size="large" />
        <Typography.Text>
          <Trans>Checking the file… A large file can take a little while.</Trans>
        </Typography.Text>
      </Flex>
    );
  }

  const blocker = csvImportBlocker(result);
  const { summary } = result;
  const errorRows = summary.errorRowsCount;
  const errorCells = summary.cellsCount;
  const dataRows = summary.rowsCount;
  const nextBlockedReason =
    blocker === 'headers'
      ? t`Fix the header errors in the file and upload it again.`
      : blocker === 'rows'
        ? t`Fix the rows with errors in the file and upload it again.`
        : blocker === 'empty'
          ? t`The file has no data rows.`
          : undefined;

  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'rows', label: t`Data rows`, children: summary.rowsCount },
          { key: 'errorRows', label: t`Rows with errors`, children: errorRows },
          { key: 'encoding', label: t`Detected encoding`, children: encodingLabel(result.detectedEncoding) },
        ]}
      />

      {summary.headerErrors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t`The header row has errors.`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {summary.headerErrors.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {blocker === 'rows' ? (
        <Alert
          type="error"
          showIcon
          title={<Plural value={errorRows} one="# row has errors." other="# rows have errors." />}
          description={
            <Trans>
              <Plural value={errorCells} one="# cell is" other="# cells are" /> marked in red; point at one to read why. Fix the file
              and upload it again.
            </Trans>
          }
        />
      ) : null}
      {blocker === 'empty' ? <Alert type="warning" showIcon title={t`The file has no data rows.`} /> : null}
      {blocker === null ? (
        <Alert
          type="success"
          showIcon
          title={t`No errors were found.`}
          description={<Plural value={dataRows} one="Press Next to import # row." other="Press Next to import # rows." />}
        />
      ) : null}

      <Flex align="center" gap={8}>
        <Switch
          id="csv-filter-error"
          checked={filterError}
          onChange={(checked) => navigate({ filterError: checked, pageIndex: 0 })}
          disabled={errorRows === 0 && !filterError}
        />
        <label htmlFor="csv-filter-error">
          <Trans>Show error rows only</Trans>
        </label>
      </Flex>

      {result.headers.length > 0 ? (
        <CsvPreviewTable
          headers={result.headers}
          records={result.records}
          total={result.recordsTotal}
          pageIndex={pageIndex}
          pageSize={pageSize}
          loading={dryRun.isValidating}
          onPageChange={(patch) => navigate(patch)}
          caption={filterError ? t`Rows with errors` : t`File contents`}
        />
      ) : null}

      <Flex justify="space-between">
        {back}
        <Tooltip title={nextBlockedReason}>
          {/* a disabled button gets no pointer events: the wrapper carries the tooltip */}
          <span>
            <Button type="primary" disabled={blocker !== null} onClick={onImport} aria-describedby={blocker ? 'csv-next-blocked' : undefined}>
              <Trans>Next</Trans>
            </Button>
          </span>
        </Tooltip>
        {nextBlockedReason ? (
          <span id="csv-next-blocked" style={{ display: 'none' }}>
            {nextBlockedReason}
          </span>
        ) : null}
      </Flex>
    </Flex>
  );
}
