import { useRef, useState } from 'react';
import { Button, Card, Flex, Progress, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useDialogs, useToast } from '@kanri/runtime';
import { EmptyState, ErrorState, downloadUrl, putFileWithProgress, sectionHeading } from '@kanri/ui';
import {
  publicIdFileContentTypes,
  publicIdFileMaxBytes,
  publicIdFileSideLabels,
  publicIdFileSideValues,
  type PublicIdDetail,
  type PublicIdFile,
  type PublicIdFileSide,
} from '@kanri/contracts';
import { useAttachPublicIdFile, useDeletePublicIdFile, usePresignPublicIdFile, usePublicIdFileUrl, usePublicIdFiles } from '../api/public-id-files';

/** Why a chosen file is refused before anything is sent: not an image or PDF, or over 10 MB, or empty. */
export type ScanProblem = 'type' | 'size' | 'empty';

/** Checks a scan against the contract's rules (PNG, JPEG, WebP or PDF; 1 byte – 10 MB); `null` when it may be uploaded. */
export function scanProblem(file: Pick<File, 'type' | 'size'>): ScanProblem | null {
  if (!(publicIdFileContentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > publicIdFileMaxBytes) return 'size';
  return null;
}

/** A size in bytes as people read it (`1.2 MB`, `340 KB`) in the reader's number format. */
function formatSize(bytes: number, locale: string): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes)} B`;
}

/**
 * The files tab of a public ID (001 §2 `/public-ids/{id}/files`; 001 §7 object storage): the scans
 * of the card (file, side, size, uploaded when and by whom). Upload: the side, then an image or PDF
 * up to 10 MB — checked here first, then `POST …/files/upload-url`, a `PUT` of the file to the
 * answered URL with exactly the answered method and headers (with progress), then `POST …/files`
 * to attach it. Download asks `GET …/files/{fileId}/download-url` on each click for a short-lived
 * URL (never cached, never a public URL). Delete asks first and cannot be undone. Without
 * `mayHandle` (a My Number seen by someone who is not a My Number handler) the list shows without
 * upload, download or delete.
 */
export function PublicIdFiles({ record, mayHandle }: { record: Pick<PublicIdDetail, 'id'>; mayHandle: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { confirm } = useDialogs();
  const files = usePublicIdFiles(record.id);
  const presign = usePresignPublicIdFile();
  const attach = useAttachPublicIdFile();
  const fileUrl = usePublicIdFileUrl();
  const remove = useDeletePublicIdFile();
  const [side, setSide] = useState<PublicIdFileSide>('FRONT');
  const [progress, setProgress] = useState<number | null>(null);
  const [busyFileId, setBusyFileId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const problemText: Record<ScanProblem, string> = {
    type: t`Choose a PNG, JPEG or WebP image or a PDF.`,
    size: t`The file must be 10 MB or smaller.`,
    empty: t`The file is empty.`,
  };

  const upload = async (file: File) => {
    const problem = scanProblem(file);
    if (problem) {
      toast.error(problemText[problem]);
      return;
    }
    setProgress(0);
    try {
      const target = await presign.trigger({ params: { id: record.id }, body: { fileName: file.name, contentType: file.type as (typeof publicIdFileContentTypes)[number], sizeBytes: file.size } });
      await putFileWithProgress(target.url, file, { method: target.method, headers: target.headers, onProgress: setProgress });
      await attach.trigger({ params: { id: record.id }, body: { key: target.key, fileName: file.name, side } });
      toast.success(t`The file "${file.name}" was uploaded.`);
    } catch (error) {
      if (!isApiError(error, 401) && !isApiError(error, 403)) toast.destructive(t`The file could not be uploaded.`, error instanceof Error ? error.message : undefined);
    } finally {
      setProgress(null);
    }
  };

  const download = async (file: PublicIdFile) => {
    setBusyFileId(file.id);
    try {
      const answer = await fileUrl.trigger({ params: { id: record.id, fileId: file.id } });
      downloadUrl(answer.url, file.fileName);
    } catch (error) {
      if (!isApiError(error, 401) && !isApiError(error, 403)) toast.destructive(t`The file could not be downloaded.`, error instanceof Error ? error.message : undefined);
    } finally {
      setBusyFileId(null);
    }
  };

  const deleteFile = async (file: PublicIdFile) => {
    const confirmed = await confirm({
      title: t`Delete this file?`,
      content: t`"${file.fileName}" will be deleted from storage. This cannot be undone.`,
      okText: t`Delete`,
      danger: true,
    });
    if (!confirmed) return;
    setBusyFileId(file.id);
    try {
      await remove.trigger({ params: { id: record.id, fileId: file.id } });
      toast.success(t`The file "${file.fileName}" was deleted.`);
    } catch (error) {
      if (!isApiError(error, 401) && !isApiError(error, 403)) toast.destructive(t`The file could not be deleted.`, error instanceof Error ? error.message : undefined);
    } finally {
      setBusyFileId(null);
    }
  };

  const allColumns: TableColumnsType<PublicIdFile> = [
    { key: 'fileName', title: t`File`, ellipsis: { showTitle: true }, render: (_, f) => f.fileName },
    { key: 'side', title: t`Side`, width: 110, render: (_, f) => i18n._(publicIdFileSideLabels[f.side]) },
    { key: 'size', title: t`Size`, width: 100, render: (_, f) => formatSize(f.sizeBytes, i18n.locale) },
    { key: 'uploadedAt', title: t`Uploaded`, width: 180, render: (_, f) => formatDate(f.uploadedAt, 'dateTime') },
    { key: 'uploadedBy', title: t`Uploaded by`, width: 160, render: (_, f) => f.uploadedBy?.name ?? '' },
    {
      key: 'actions', title: t`Actions`, width: 230,
      render: (_, f) => (
        <Space>
          <Button size="small" icon={<DownloadOutlined aria-hidden />} loading={busyFileId === f.id && fileUrl.isMutating} onClick={() => void download(f)} aria-label={t`Download ${f.fileName}`}>
            {t`Download`}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} loading={busyFileId === f.id && remove.isMutating} onClick={() => void deleteFile(f)} aria-label={t`Delete ${f.fileName}`}>
            {t`Delete`}
          </Button>
        </Space>
      ),
    },
  ];

  const columns = mayHandle ? allColumns : allColumns.filter((column) => column.key !== 'actions');

  const uploader = (
    <Flex gap={8} wrap align="center">
      <Select<PublicIdFileSide>
        aria-label={t`Side`}
        value={side}
        onChange={setSide}
        style={{ minWidth: 140 }}
        options={publicIdFileSideValues.map((value) => ({ value, label: i18n._(publicIdFileSideLabels[value]) }))}
      />
      <input
        ref={input}
        type="file"
        hidden
        data-testid="public-id-file-input"
        accept={publicIdFileContentTypes.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button icon={<UploadOutlined aria-hidden />} loading={progress !== null} onClick={() => input.current?.click()}>
        {t`Upload a scan`}
      </Button>
      <Typography.Text type="secondary">{t`PNG, JPEG, WebP or PDF, up to 10 MB.`}</Typography.Text>
      {progress !== null ? <Progress percent={progress} size="small" style={{ width: 160 }} aria-label={t`Upload progress`} /> : null}
    </Flex>
  );

  if (files.error && !files.data) return <ErrorState onRetry={() => void files.mutate()} />;
  return (
    <Card title={<h2 style={sectionHeading}>{t`Scans`}</h2>}>
      {mayHandle ? <div style={{ marginBottom: 16 }}>{uploader}</div> : null}
      {!files.isLoading && files.data?.items.length === 0 ? (
        <EmptyState title={t`No scans yet`} description={t`Upload the front and back of the card, or the passport's photo page.`} />
      ) : (
        <Table<PublicIdFile> rowKey="id" size="small" columns={columns} dataSource={files.data?.items ?? []} loading={files.isLoading} pagination={false} scroll={{ x: true }} />
      )}
    </Card>
  );
}
