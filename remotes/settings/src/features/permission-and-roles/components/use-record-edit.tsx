import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@kanri/runtime';
import { useStaleVersion, useSubmitError, type SchemaFormApi } from '@kanri/ui';
import { errorCodes } from '@kanri/contracts';

/** A record an edit page saves against: its id and `version`. */
export interface VersionedRecord {
  id: string;
  version: number;
}

/**
 * The bookkeeping of an edit page (`…/{id}/edit`) that saves with `version`, on the kit's
 * `useStaleVersion` (issue 29: one stale-version behaviour in every remote):
 *
 * - `base`: the record the edit started from; only Reload moves it, never a background refetch.
 *   Render the form with `key={base.version}` so Reload starts it again from the current record.
 * - `onSaveError(form, error)`: a stale version (409 `CONFLICT` without field errors) keeps what was
 *   typed and shows `conflictAlert` with Reload. A change the server refuses for itself (409
 *   `LAST_SETTINGS_HOLDER`: nobody would be left holding Settings) shows the server's localized
 *   message in a destructive toast. 400s and a taken name (409 with field errors) go under the
 *   fields (the kit's `useSubmitError`).
 */
export function useRecordEdit<T extends VersionedRecord>(record: T, refetch: () => Promise<T | undefined>) {
  const { t } = useLingui();
  const submitError = useSubmitError();
  const stale = useStaleVersion(record, { refetch, title: t`Someone else changed this record while you were editing it.` });

  const onSaveError = async <TValues,>(form: SchemaFormApi<TValues>, error: unknown) => {
    const title = t`The changes could not be saved.`;
    stale.clear();
    if (isApiError(error, 409) && error.code !== errorCodes.conflict) return submitError(form, error, { title });
    if (stale.catches(error)) return;
    // a 409 with field errors is a name already taken
    submitError(form, error, { title, conflictField: 'name' });
  };

  return { base: stale.base, conflict: stale.conflict, conflictAlert: stale.alert, onSaveError };
}
