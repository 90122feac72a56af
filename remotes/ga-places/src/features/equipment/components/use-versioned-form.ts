import type { ReactNode } from 'react';
import { useToast } from '@kanri/runtime';
import { focusFirstError, useSchemaForm, useStaleVersion, useSubmitError, type SchemaFormApi, type UseSchemaFormOptions } from '@kanri/ui';

/** A master-data record a dialog edits: its id and the `version` it was read at (issue 29). */
export interface VersionedRecord {
  id: string;
  version: number;
}

/** Options of {@link useVersionedForm}. */
export interface VersionedFormOptions<TRecord extends VersionedRecord, TValues, TOutput> {
  /** The record to edit; `null` adds a new one. */
  record: TRecord | null;
  /** Reads the edited record as it is now (Reload after a stale version); unused when adding. */
  refetch: () => Promise<TRecord | undefined>;
  /** The contract's create-body schema (e.g. `createEquipmentTypeBodySchema`): it validates the form. */
  schema: UseSchemaFormOptions<TValues, TOutput>['schema'];
  /** The form's values for a record (when editing, and again after Reload) or for `null` (adding). */
  valuesOf: (record: TRecord | null) => TValues;
  /** The `id` of the form element: the dialog's submit button names it, and the first error is focused in it. */
  formId: string;
  /** The create mutation (`POST`): `trigger({ body })`; `isMutating` feeds `saving`. */
  create: { trigger: (input: { body: TOutput }) => Promise<unknown>; isMutating: boolean };
  /** The update mutation (`PATCH …/{id}`): `trigger({ params: { id }, body })` with the base's `version`. */
  update: { trigger: (input: { params: { id: string }; body: TOutput & { version: number } }) => Promise<unknown>; isMutating: boolean };
  /** Closes the dialog (after a successful save). */
  onClose: () => void;
}

/** Texts of {@link useVersionedForm}, localized by the dialog (its Lingui messages stay in its module). */
export interface VersionedFormTexts {
  /** Title of the stale-version alert ("Someone else changed this equipment type…"). */
  conflictTitle: string;
  /** The success toast ("… was saved." when editing, "… was added." when adding). */
  saved: string;
}

/** What {@link useVersionedForm} returns. */
export interface VersionedForm<TValues> {
  /** The schema form: give it to `SchemaForm` (with `id={formId}`) and the `Form…Field` components. */
  form: SchemaFormApi<TValues>;
  /** The stale-version warning with Reload while it stands; `null` otherwise. Render it above the form. */
  alert: ReactNode;
  /** True while the create or update call is in flight (the OK button's `loading`). */
  saving: boolean;
}

/**
 * The form of a create-or-update dialog of a versioned master-data record (001 §3, §7: equipment
 * types and items, `POST /v2/…` and `PATCH /v2/…/{id}`). The form starts from `valuesOf(record)` and
 * is validated with the contract's `schema`; an invalid submit focuses the first error. A submit
 * sends `update.trigger({ params: { id }, body: { ...values, version } })` with the `version` the
 * edit started from, or `create.trigger({ body })` when adding. On success it toasts `texts.saved`
 * and calls `onClose`. Errors:
 * - a stale version (409 `CONFLICT` without field errors, someone else saved first; issue 29) keeps
 *   what was typed and shows `alert` titled `texts.conflictTitle`, with Reload (the record is read again
 *   through `refetch` and the form starts again from it; `useStaleVersion`);
 * - a 400 goes under the fields and a taken code (409 with a field error) under `code`
 *   (`useSubmitError`), anything else is a destructive toast; the first error is then focused.
 *
 * `texts` come localized from the dialog, so each dialog's Lingui messages stay in its own module.
 */
export function useVersionedForm<TRecord extends VersionedRecord, TValues, TOutput>(
  options: VersionedFormOptions<TRecord, TValues, TOutput>,
  texts: VersionedFormTexts,
): VersionedForm<TValues> {
  const { record, refetch, schema, valuesOf, formId, create, update } = options;
  const toast = useToast();
  const onSubmitError = useSubmitError();
  // `stale.base`: the record the edit started from; only Reload moves it
  const stale = useStaleVersion(record, {
    refetch,
    onReloaded: (current) => form.reset(valuesOf(current)),
    title: texts.conflictTitle,
  });
  const form = useSchemaForm({
    schema,
    defaultValues: valuesOf(stale.base),
    onSubmit: async ({ value, formApi }) => {
      const { base } = stale;
      stale.clear();
      try {
        if (base) await update.trigger({ params: { id: base.id }, body: { ...value, version: base.version } });
        else await create.trigger({ body: value });
      } catch (error) {
        if (base && stale.catches(error)) return;
        onSubmitError(formApi, error, { conflictField: 'code' });
        focusFirstError(formId);
        return;
      }
      toast.success(texts.saved);
      options.onClose();
    },
    onInvalid: () => focusFirstError(formId),
  });
  return { form, alert: stale.alert, saving: create.isMutating || update.isMutating };
}
