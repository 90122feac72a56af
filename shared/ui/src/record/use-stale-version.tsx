import { useState, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { errorCodes } from '@kanri/contracts';

/** Options of {@link useStaleVersion}. */
export interface StaleVersionOptions<T> {
  /** Reads the record as it is now (Reload); resolves `undefined` when it is gone. */
  refetch: () => Promise<T | undefined>;
  /** Called with the current record after Reload (it is `base` now): start the form again from it. */
  onReloaded?: (current: T) => void;
  /** Title of the alert ("Someone else changed this place…"); default the server's message. */
  title?: string;
  /** Text of the alert (default: not saved, Reload replaces what was typed). */
  description?: string;
}

/** What {@link useStaleVersion} returns. */
export interface StaleVersion<T> {
  /** The record the edit started from (send its `version`): only Reload and `rebase` move it, never a background refetch. */
  base: T;
  /** Starts an edit from `record` (hides the alert). */
  rebase: (record: T) => void;
  /**
   * True when `error` is a stale version — 409 `CONFLICT` without field errors (a taken code is a
   * 409 with a field error and is not one) — and the alert now shows; false for anything else.
   */
  catches: (error: unknown) => boolean;
  /** Hides the alert (a new save, Cancel). */
  clear: () => void;
  /** The warning with Reload while a conflict stands; `null` otherwise. Render it above the form. */
  alert: ReactNode;
  conflict: boolean;
}

/**
 * A stale `version` on save (issue 29; docs/security.md "Data integrity"): the form that sent the
 * version it loaded keeps what the user typed, and this says someone else changed the record and
 * offers Reload (`refetch`; the current record becomes `base`, then `onReloaded`). `record` is the
 * first base. Used by `useRecordEdit` on record pages and directly by dialogs and drawers that edit
 * a versioned record.
 */
export function useStaleVersion<T>(record: T, options: StaleVersionOptions<T>): StaleVersion<T> {
  const { t } = useLingui();
  const toast = useToast();
  const [base, setBase] = useState(record);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  const catches = (error: unknown) => {
    if (!(isApiError(error, 409) && error.code === errorCodes.conflict && error.fieldErrors.length === 0)) return false;
    setConflict(error.message);
    return true;
  };

  const reload = async () => {
    setReloading(true);
    try {
      const current = await options.refetch();
      if (current) {
        setBase(current);
        options.onReloaded?.(current);
      }
      setConflict(null);
    } catch (error) {
      toast.destructive(t`The record could not be reloaded.`, error instanceof Error ? error.message : undefined);
    } finally {
      setReloading(false);
    }
  };

  const alert =
    conflict === null ? null : (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={options.title ?? conflict}
        description={options.description ?? t`Your changes have not been saved. Reload to see the current record (what you typed here is replaced), then make your changes again.`}
        action={
          <Button onClick={() => void reload()} loading={reloading}>
            {t`Reload`}
          </Button>
        }
      />
    );

  const rebase = (next: T) => {
    setBase(next);
    setConflict(null);
  };
  return { base, rebase, catches, clear: () => setConflict(null), alert, conflict: conflict !== null };
}
