import { useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CsvImportEndpoints } from './csv-import-wizard';
import { CsvExportButton } from './csv-export-button';
import { csvFileProblemMessages, validateCsvFile } from './validate-csv-file';
import { uploadCsvFile } from './upload-csv-file';

/** The upload in progress or done, as the upload step shows it. */
export type CsvUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'uploaded'; fileName: string; key: string }
  | { status: 'failed'; message: string };

/** Props of `CsvUploadStep`. */
export interface CsvUploadStepProps {
  endpoints: CsvImportEndpoints;
  /** Base of the export file names. */
  fileName: string;
  /** Extra query of the template and current-data exports (`{ genre: 'LAPTOP' }`). */
  exportQuery?: Record<string, unknown>;
  /** The key in the URL, when a file was uploaded earlier (e.g. before a reload). */
  uploadedFileKey: string | undefined;
  /** The name of the file uploaded in this visit, if any. */
  uploadedFileName: string | undefined;
  /** A file reached storage: its key and name. */
  onUploaded: (key: string, fileName: string) => void;
  /** Next: on to the preview (enabled once a file is uploaded). */
  onNext: () => void;
}

/**
 * Step 1 of the CSV import wizard (000 §2, §5, §7): download the template (`edit-template`) or the
 * current data (`edit`), then drop or choose one `.csv` file under 10 MB. A valid file goes
 * straight to storage (presigned URL, `PUT` with a progress bar); a wrong choice shows its
 * localized reason and keeps the earlier upload.
 */
export function CsvUploadStep({ endpoints, fileName, exportQuery, uploadedFileKey, uploadedFileName, onUploaded, onNext }: CsvUploadStepProps) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<CsvUploadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = async (file: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'uploading', fileName: file.name, percent: 0 });
    try {
      const key = await uploadCsvFile(file, {
        signal: controller.signal,
        onProgress: (percent) => setState((s) => (s.status === 'uploading' ? { ...s, percent } : s)),
      });
      setState({ status: 'uploaded', fileName: file.name, key });
      onUploaded(key, file.name);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const beforeUpload = (file: File, batch: File[]) => {
    // antd calls this once per file of a drop or choice; judge the whole batch once
    if (batch[0] === file) {
      const check = validateCsvFile(batch);
      if (check.ok) void start(check.file);
      else setState({ status: 'failed', message: i18n._(csvFileProblemMessages[check.problem]) });
    }
    return Upload.LIST_IGNORE;
  };

  const uploading = state.status === 'uploading';
  const uploadingName = state.status === 'uploading' ? state.fileName : '';
  const shownName = state.status === 'uploaded' ? state.fileName : uploadedFileName;

  return (
    <Flex vertical gap={24}>
      <Card size="small" title={t`1. Prepare the file`}>
        <Typography.Paragraph type="secondary">
          <Trans>Download the template, or export the current data to edit it, fill it in and save it as CSV.</Trans>
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <CsvExportButton endpoint={endpoints.export} mode="edit-template" name={fileName} filters={exportQuery} />
          <CsvExportButton endpoint={endpoints.export} mode="edit" name={fileName} filters={exportQuery} />
        </Flex>
      </Card>

      <Card size="small" title={t`2. Upload the file`}>
        <Upload.Dragger
          name="file"
          multiple
          accept={{ format: '.csv,text/csv', filter: 'native' }}
          showUploadList={false}
          beforeUpload={beforeUpload}
          disabled={uploading}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">
            <Trans>Drop a CSV file here, or click to choose one</Trans>
          </p>
          <p className="ant-upload-hint">
            <Trans>One .csv file, smaller than 10 MB. UTF-8 and Shift_JIS (as Excel saves it) are both read.</Trans>
          </p>
        </Upload.Dragger>

        <div aria-live="polite" style={{ marginTop: 16 }}>
          {state.status === 'uploading' ? (
            <div role="status" aria-label={t`Uploading ${uploadingName}`}>
              <Typography.Text>
                <Trans>Uploading {uploadingName}…</Trans>
              </Typography.Text>
              <Progress percent={state.percent} status="active" aria-label={t`Upload progress`} />
            </div>
          ) : null}
          {state.status === 'failed' ? <Alert type="error" showIcon role="alert" title={state.message} /> : null}
          {state.status !== 'uploading' && uploadedFileKey ? (
            <Alert
              type="success"
              showIcon
              icon={<PaperClipOutlined />}
              title={shownName ? t`Uploaded: ${shownName}` : t`A file is uploaded.`}
              description={t`Press Next to check its contents.`}
              style={state.status === 'failed' ? { marginTop: 8 } : undefined}
            />
          ) : null}
        </div>
      </Card>

      <Flex justify="flex-end">
        <Button type="primary" disabled={!uploadedFileKey || uploading} onClick={onNext}>
          <Trans>Next</Trans>
        </Button>
      </Flex>
    </Flex>
  );
}
