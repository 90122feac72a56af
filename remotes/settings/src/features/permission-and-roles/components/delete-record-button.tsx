import { Button } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useDialogs, useToast } from '@kanri/runtime';

/** Props of {@link DeleteRecordButton}. */
export interface DeleteRecordButtonProps {
  /** The confirm dialog's title ("Delete this role?"). */
  title: string;
  /** The confirm dialog's text (names the record, says it cannot be undone). */
  content: string;
  /** The toast after the delete. */
  doneText: string;
  /** The destructive toast's title when the server refuses (its message, already localized, is the description). */
  failedTitle: string;
  /** Sends the DELETE. */
  onDelete: () => Promise<unknown>;
  /** Where to go after the delete (the family's list). */
  listPath: string;
  deleting: boolean;
}

/**
 * Delete of a record page: asks with the danger confirm dialog, then deletes, toasts and opens the
 * list. A refusal (409 while roles still use the record, or when nobody would be left holding
 * Settings) shows the server's localized message in a destructive toast and stays on the page.
 */
export function DeleteRecordButton({ title, content, doneText, failedTitle, onDelete, listPath, deleting }: DeleteRecordButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const { confirm } = useDialogs();
  const run = async () => {
    if (!(await confirm({ title, content, okText: t`Delete`, danger: true }))) return;
    try {
      await onDelete();
      toast.success(doneText);
      await navigate(listPath);
    } catch (error) {
      toast.destructive(failedTitle, error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <Button danger icon={<DeleteOutlined />} loading={deleting} onClick={() => void run()}>
      {t`Delete`}
    </Button>
  );
}
