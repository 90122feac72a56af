import { useState } from 'react';
import { Button, Flex, Modal, Result, Spin, Typography } from 'antd';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { CsvImportResult } from '@kanri/contracts';
import { CsvPreviewTable } from './csv-preview-table';

/** The real import as the wizard tracks it (in memory, for the uploaded file). */
export type CsvImportRun =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'imported'; result: CsvImportResult }
  | { status: 'rejected'; result: CsvImportResult }
  | { status: 'failed'; message: string };

/** Props of `ListLink`. */
interface ListLinkProps {
  to: string;
  label: string;
  primary?: boolean;
}

/** A link to the module's list that looks like a button and navigates inside the app. */
function ListLink({ to, label, primary }: ListLinkProps) {
  const navigate = useNavigate();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {label}
    </Button>
  );
}

/** Props of `CsvCompletionDialog`. */
export interface CsvCompletionDialogProps {
  open: boolean;
  result: CsvImportResult | null;
  listPath: string;
  listLabel: string;
  onClose: () => void;
}

/** The completion dialog (000 §2 step 3, §4): how many rows were added and updated, and a link to the module's list. */
export function CsvCompletionDialog({ open, result, listPath, listLabel, onClose }: CsvCompletionDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      title={t`Import completed`}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>,
        <ListLink key="list" to={listPath} label={listLabel} primary />,
      ]}
    >
      {result ? <ImportedCounts result={result} /> : null}
    </Modal>
  );
}

function ImportedCounts({ result }: { result: CsvImportResult }) {
  const created = result.createdCount;
  const updated = result.updatedCount;
  return (
    <Typography.Paragraph>
      <Trans>
        <Plural value={created} one="# row was added" other="# rows were added" /> and{' '}
        <Plural value={updated} one="# row was updated" other="# rows were updated" />.
      </Trans>
    </Typography.Paragraph>
  );
}

/** Props of `CsvImportStep`. */
export interface CsvImportStepProps {
  run: CsvImportRun;
  /** The URL says the file was imported already (a reload after the import). */
  imported: boolean;
  listPath: string;
  listLabel: string;
  /** Runs the real import (again). */
  onImport: () => void;
  /** Back to the preview. */
  onBack: () => void;
  /** Start over with another file. */
  onRestart: () => void;
}

/**
 * Step 3 of the CSV import wizard (000 §2, §4, DECISIONS.md "CSV"): the real import's progress,
 * then the completion dialog with the link to the module's list. The server imports all or
 * nothing: when it rejects the file, the step says that nothing was imported and lists the failing
 * rows with their errors. After a reload it offers to run the import (the dry run passed) or, when
 * the URL says it was imported, shows the completion without importing again.
 */
export function CsvImportStep({ run, imported, listPath, listLabel, onImport, onBack, onRestart }: CsvImportStepProps) {
  const { t } = useLingui();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 20 });

  if (run.status === 'running') {
    return (
      <Flex vertical align="center" gap={12} style={{ paddingBlock: 48 }} role="status" aria-busy="true">
        <Spin size="large" />
        <Typography.Text>
          <Trans>Importing… Please keep this page open.</Trans>
        </Typography.Text>
      </Flex>
    );
  }

  const restart = (
    <Button key="restart" onClick={onRestart}>
      <Trans>Import another file</Trans>
    </Button>
  );

  if (run.status === 'imported' || (run.status === 'idle' && imported)) {
    return (
      <Result
        status="success"
        title={t`Import completed`}
        subTitle={run.status === 'imported' ? <ImportedCounts result={run.result} /> : t`This file has been imported.`}
        extra={[<ListLink key="list" to={listPath} label={listLabel} primary />, restart]}
      />
    );
  }

  if (run.status === 'rejected') {
    const { result } = run;
    const failed = result.summary.errorRowsCount;
    return (
      <Flex vertical gap={16}>
        <div role="alert">
          <Result
            status="error"
            title={t`Nothing was imported`}
            subTitle={
              <Plural
                value={failed}
                one="# row could not be imported, so no data was changed. Fix the row below and upload the file again."
                other="# rows could not be imported, so no data was changed. Fix the rows below and upload the file again."
              />
            }
            extra={[
              <Button key="back" onClick={onBack}>
                <Trans>Back</Trans>
              </Button>,
              restart,
            ]}
          />
        </div>
        {result.records.length > 0 ? (
          <CsvPreviewTable
            headers={result.headers}
            records={result.records.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize)}
            total={result.records.length}
            pageIndex={page.pageIndex}
            pageSize={page.pageSize}
            onPageChange={(patch) => setPage((p) => ({ ...p, ...patch }))}
            caption={t`Rows that could not be imported`}
          />
        ) : null}
        {result.summary.headerErrors.length > 0 ? (
          <ul>
            {result.summary.headerErrors.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </ul>
        ) : null}
      </Flex>
    );
  }

  if (run.status === 'failed') {
    return (
      <div role="alert">
        <Result
          status="error"
          title={t`Nothing was imported`}
          subTitle={run.message}
          extra={[
            <Button key="retry" type="primary" onClick={onImport}>
              <Trans>Retry</Trans>
            </Button>,
            <Button key="back" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>,
          ]}
        />
      </div>
    );
  }

  return (
    <Result
      status="info"
      title={t`The file has been checked and is ready to import.`}
      extra={[
        <Button key="import" type="primary" onClick={onImport}>
          <Trans>Import</Trans>
        </Button>,
        <Button key="back" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>,
      ]}
    />
  );
}
