import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useDialogs, useToast } from '@kanri/runtime';

/** One enable or disable call: `trigger({ params: { id } })` of an enable/disable mutation. */
type ToggleCall = { trigger: (input: { params: { id: string } }) => Promise<unknown> };

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
 * is running.
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
