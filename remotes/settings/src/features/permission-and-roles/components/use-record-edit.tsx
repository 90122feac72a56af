import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { useSubmitError, type SchemaFormApi } from '@kanri/ui';
import { errorCodes } from '@kanri/contracts';

/** A record an edit page saves against: its id and `version`. */
export interface VersionedRecord {
  id: string;
  version: number;
}

/**
 * The bookkeeping of an edit page (`…/{id}/edit`) that saves with `version`:
 *
 * - `base`: the record the edit started from; only Reload moves it, never a background refetch.
 *   Render the form with `key={base.version}` so Reload starts it again from the current record.
 * - `onSaveError(form, error)`: a 409 `CONFLICT` without field errors refetches the record; when
 *   its version moved, someone else saved in between: `conflict` turns on and what was typed
 *   stays. A change the server refuses for itself (409 `LAST_SETTINGS_HOLDER`: nobody would be
 *   left holding Settings) shows the server's localized message in a destructive toast. 400s and
 *   a taken name (409 with field errors) go under the fields (the kit's `useSubmitError`).
 * - `reload()`: refetches, makes the current record the base and clears the conflict.
 */
export function useRecordEdit<T extends VersionedRecord>(record: T, refetch: () => Promise<T | undefined>) {
  const { t } = useLingui();
  const toast = useToast();
  const submitError = useSubmitError();
  const [base, setBase] = useState(record);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  const onSaveError = async <TValues,>(form: SchemaFormApi<TValues>, error: unknown) => {
    const title = t`The changes could not be saved.`;
    if (isApiError(error, 409) && error.code !== errorCodes.conflict) return submitError(form, error, { title });
    if (isApiError(error, 409) && error.fieldErrors.length === 0) {
      const current = await refetch().catch(() => undefined);
      if (!current || current.version !== base.version) return setConflict(true);
      // the same version after all: the server's message says why it refused
      return submitError(form, error, { title });
    }
    // a 409 with field errors is a name already taken
    submitError(form, error, { title, conflictField: 'name' });
  };

  const reload = async () => {
    setReloading(true);
    try {
      const current = await refetch();
      if (current) setBase(current);
      setConflict(false);
    } catch (error) {
      toast.destructive(t`The record could not be reloaded.`, error instanceof Error ? error.message : undefined);
    } finally {
      setReloading(false);
    }
  };

  const conflictAlert = conflict ? (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t`Someone else changed this record while you were editing it.`}
      description={t`Your changes have not been saved. Reload to see the current record (what you typed here is replaced), then make your changes again.`}
      action={
        <Button onClick={() => void reload()} loading={reloading}>
          {t`Reload`}
        </Button>
      }
    />
  ) : null;

  return { base, conflict, conflictAlert, onSaveError };
}
