import { useState } from 'react';
import { Button } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useDialogs, useToast } from '@kanri/runtime';

/** Props of {@link DeleteRecordButton}. */
export interface DeleteRecordButtonProps {
  /** The confirm dialog's title ("Delete this network?"). */
  title: string;
  /** The confirm dialog's text (names the record, says it cannot be undone). */
  content: string;
  /** The toast after the delete ("The network "…" was deleted."). */
  doneText: string;
  /** The destructive toast's title when the server refuses (its localized message is the description). */
  failedTitle: string;
  /** Sends the DELETE (`remove.trigger({ params: { id } })`). */
  onDelete: () => Promise<unknown>;
  /** Where to go after the delete (the list). */
  listPath: string;
  deleting: boolean;
}

/**
 * Delete on a record's page (000 §2): asks with the danger confirm dialog, then deletes, toasts and
 * opens the list. A refusal (409 while other records use it, 404 when already gone) shows the
 * server's localized message in a destructive toast and stays on the page.
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

/** The Edit button of a record's header (switches the page to edit mode). */
export function EditRecordButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button icon={<EditOutlined />} onClick={onClick}>
      {t`Edit`}
    </Button>
  );
}

/** One enable or disable call: `trigger({ params: { id } })` of an enable/disable mutation. */
export type ToggleCall = { trigger: (input: { params: { id: string } }) => Promise<unknown> };

/** The texts of {@link useToggleDisabled} for one record. */
export interface ToggleTexts {
  /** Title of the confirm dialog before disabling. */
  disableTitle: string;
  /** What disabling means, in the dialog. */
  disableContent: string;
  /** Title of the confirm dialog before enabling; no dialog when not given. */
  enableTitle?: string;
  enableContent?: string;
  /** Toasts after success. */
  disabled: string;
  enabled: string;
}

/**
 * Enabling and disabling a record through its two calls (001 §4: "can each be enabled or disabled,
 * through separate calls"): disabling asks first (a destructive confirm dialog), enabling asks only
 * when `enableTitle` is given; success shows a toast, a failure a destructive toast with the
 * server's localized message (401/403 are left to the runtime). `busyId` is the record whose call
 * is running (a list row or the page's record).
 */
export function useToggleDisabled(enable: ToggleCall, disable: ToggleCall) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const toggle = async (record: { id: string; disabled: boolean }, texts: ToggleTexts) => {
    const title = record.disabled ? texts.enableTitle : texts.disableTitle;
    if (title !== undefined) {
      const ok = await dialogs.confirm({
        title,
        content: record.disabled ? texts.enableContent : texts.disableContent,
        okText: record.disabled ? t`Enable` : t`Disable`,
        danger: !record.disabled,
      });
      if (!ok) return;
    }
    setBusyId(record.id);
    try {
      await (record.disabled ? enable : disable).trigger({ params: { id: record.id } });
      toast.success(record.disabled ? texts.enabled : texts.disabled);
    } catch (error) {
      if (!isApiError(error, 401) && !isApiError(error, 403)) {
        toast.destructive(t`The change could not be saved.`, error instanceof Error ? error.message : undefined);
      }
    } finally {
      setBusyId(null);
    }
  };
  return { toggle, busyId };
}

/** Props of {@link ToggleDisabledButton}. */
export interface ToggleDisabledButtonProps {
  record: { id: string; disabled: boolean };
  enable: ToggleCall;
  disable: ToggleCall;
  texts: ToggleTexts;
}

/** "Disable" / "Enable" on a record's page: {@link useToggleDisabled} for the one record. */
export function ToggleDisabledButton({ record, enable, disable, texts }: ToggleDisabledButtonProps) {
  const { t } = useLingui();
  const { toggle, busyId } = useToggleDisabled(enable, disable);
  return (
    <Button loading={busyId === record.id} onClick={() => void toggle(record, texts)}>
      {record.disabled ? t`Enable` : t`Disable`}
    </Button>
  );
}
