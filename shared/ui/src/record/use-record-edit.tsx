import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { useSubmitError } from '../form/use-submit-error';
import { useStaleVersion } from './use-stale-version';
import type { SchemaFormApi } from '../form/use-schema-form';

/** A record an edit saves: its id, and its `version` when the resource has optimistic concurrency. */
export interface EditableRecord {
  id: string;
  version?: number;
}

/** Texts of {@link useRecordEdit}; each has a generic default. */
export interface RecordEditTexts {
  /** Success toast (default "The changes were saved."). */
  saved?: string;
  /** Title of the failure toast (default "The changes could not be saved."). */
  failedTitle?: string;
  /** Title of the conflict alert ("Someone else changed this network…"); default the server's message. */
  conflictTitle?: string;
  /** Text of the conflict alert (default: not saved, Reload replaces what was typed). */
  conflictDescription?: string;
}

/** Options of {@link useRecordEdit}. */
export interface RecordEditOptions<T extends EditableRecord> extends RecordEditTexts {
  /** Refetches the record (Reload after a conflict); resolves it as it is now. */
  refetch: () => Promise<T | undefined>;
  /** The field a 409 with a taken unique value is about (`code`, `name`): its message goes under it. */
  conflictField?: string;
}

/** What {@link useRecordEdit} returns. */
export interface RecordEdit<T extends EditableRecord> {
  editing: boolean;
  /** Enters edit mode from the record as it is now. */
  start: () => void;
  /** Leaves edit mode (Cancel). */
  cancel: () => void;
  /**
   * The record the edit started from: only `start` and Reload move it, never a background refetch.
   * Fill the form from it and give the form `key={base.version}` so Reload starts it again.
   */
  base: T;
  /**
   * Saves: `send(base)` sends the PATCH (with `base.version`). Success toasts and leaves edit mode;
   * a stale version (409 `CONFLICT` without field errors) keeps what was typed and shows
   * `conflictAlert`; anything else goes to the kit's `useSubmitError` (400 under the fields, a taken
   * value under `conflictField`, otherwise a destructive toast with the server's message).
   */
  save: <TValues>(form: SchemaFormApi<TValues>, send: (base: T) => Promise<unknown>) => Promise<void>;
  /** The warning with Reload while a conflict stands; `null` otherwise. Render it above the form. */
  conflictAlert: ReactNode;
  conflict: boolean;
}

/**
 * Edit mode of a record's page (000 §3, §8; issue 10): keeps the `version` it started from, sends
 * it, and on 409 says someone else changed the record and offers Reload (refetch, the current
 * record becomes the base, the form starts again from it). A newer version is never overwritten
 * silently; what was typed stays until the user reloads (`useStaleVersion`).
 */
export function useRecordEdit<T extends EditableRecord>(record: T, options: RecordEditOptions<T>): RecordEdit<T> {
  const { t } = useLingui();
  const toast = useToast();
  const submitError = useSubmitError();
  const [editing, setEditing] = useState(false);
  const stale = useStaleVersion(record, { refetch: options.refetch, title: options.conflictTitle, description: options.conflictDescription });
  const { base } = stale;

  const start = () => {
    stale.rebase(record);
    setEditing(true);
  };
  const cancel = () => {
    stale.clear();
    setEditing(false);
  };

  const save = async <TValues,>(form: SchemaFormApi<TValues>, send: (base: T) => Promise<unknown>) => {
    stale.clear();
    try {
      await send(base);
      toast.success(options.saved ?? t`The changes were saved.`);
      setEditing(false);
    } catch (error) {
      if (base.version !== undefined && stale.catches(error)) return;
      submitError(form, error, { title: options.failedTitle, conflictField: options.conflictField });
    }
  };

  return { editing, start, cancel, base, save, conflictAlert: stale.alert, conflict: stale.conflict };
}
