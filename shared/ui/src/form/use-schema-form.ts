import { useCallback } from 'react';
import { App } from 'antd';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { getBy, revalidateLogic, useForm, type AnyFieldApi, type ReactFormExtendedApi } from '@tanstack/react-form';
import { validateFields, type ApiError } from '@kanri/runtime';

/* eslint-disable @typescript-eslint/no-explicit-any -- TanStack Form's validator generics: a field component takes any form of `TValues` */
/**
 * The TanStack Form api of a form over `TValues`, whatever its validators: what `useSchemaForm`
 * returns and what the `Form…Field` components take as `form`.
 */
export type SchemaFormApi<TValues> = ReactFormExtendedApi<TValues, any, any, any, any, any, any, any, any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What `onInvalid` receives when a submit fails validation. */
export interface SchemaFormInvalid<TValues> {
  /** The values as they are. */
  value: TValues;
  /** Every invalid field's first localized message, keyed by field name, schema order first, then server errors. */
  errors: Record<string, string>;
  formApi: SchemaFormApi<TValues>;
}

/** Options of `useSchemaForm`. */
export interface UseSchemaFormOptions<TValues, TOutput = TValues> {
  /** The contract schema the values must pass (e.g. `createNetworkBodySchema`); its input type is `TValues`. */
  schema: v.GenericSchema<TValues, TOutput>;
  /** Every field's starting value (`null` for an empty reference, `''` for empty text). */
  defaultValues: NoInfer<TValues>;
  /**
   * Called with the schema's output once the values pass (TanStack Form's `onSubmit` shape). A
   * rejected promise leaves the form as it is; call `applyServerFieldErrors` for a 400 first.
   */
  onSubmit: (props: { value: TOutput; formApi: SchemaFormApi<TValues> }) => unknown;
  /** Called after a submit failed validation (e.g. to open the step holding the first error). */
  onInvalid?: (props: SchemaFormInvalid<TValues>) => void;
  /** Show the localized "validation error" toast on an invalid submit (000 §5, §8). Default `true`. */
  validationErrorToast?: boolean;
}

/**
 * A TanStack Form field name for a dotted path: array indices become brackets
 * (`items.0.name` → `items[0].name`), as TanStack Form names array fields.
 */
export function toFieldName(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/** The localized errors of `schema` for `value`, keyed by TanStack field name; root issues under `''`. */
function schemaErrors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(validateFields(schema, value))) out[toFieldName(path)] = message;
  return out;
}

/**
 * A form-level TanStack validator over a valibot schema: `{ form, fields }` with localized messages
 * (contract message ids through `issueMessage`), `undefined` when the values pass.
 */
export function schemaFormValidator(schema: v.GenericSchema) {
  return ({ value }: { value: unknown }) => {
    const { '': form, ...fields } = schemaErrors(schema, value);
    return form || Object.keys(fields).length ? { form, fields } : undefined;
  };
}

// one key: the toast replaces itself instead of stacking, whoever shows it
const validationToastKey = 'kanri-validation-error';

/**
 * The "validation error" toast of a failed submit (000 §5 "A failed validation on submit shows a
 * 'validation error' toast", §8): returns a function showing a localized error message. It has one
 * fixed key, so showing it again (or from `useSchemaForm` and a page both) shows one toast.
 */
export function useValidationErrorToast(): () => void {
  const { message } = App.useApp();
  const { t } = useLingui();
  return useCallback(() => {
    message?.error({ key: validationToastKey, content: t`Validation error: please correct the highlighted fields.` });
  }, [message, t]);
}

function clearServerError(field: AnyFieldApi): void {
  if (field.state.meta.errorMap.onServer === undefined) return;
  field.setMeta((prev) => ({ ...prev, errorMap: { ...prev.errorMap, onServer: undefined } }));
}

/** Every field's first error in the form's state, by field name. */
function stateErrors(form: SchemaFormApi<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, meta] of Object.entries(form.state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>)) {
    const first = meta?.errors?.find((e) => typeof e === 'string' && e);
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

/**
 * A TanStack Form (`@tanstack/react-form`) validated by a contract schema (STYLE.md "Input schemas
 * double as form validators"; 000 §5).
 *
 * - Nothing is validated while the user types until the first submit; a submit validates every
 *   field with `schema`; after that, every change re-validates (TanStack's `revalidateLogic`), so an
 *   error clears as soon as it is fixed. Messages are localized through `issueMessage`.
 * - An invalid submit shows the "validation error" toast (`validationErrorToast`, default on) and
 *   calls `onInvalid` with every error; `onSubmit` gets the schema's output.
 * - A server error put on a field by `applyServerFieldErrors` clears when that field changes.
 *
 * Returns the TanStack form api: render fields with the `Form…Field` components (or `form.Field`),
 * submit with `form.handleSubmit()` (see `SchemaForm`).
 */
export function useSchemaForm<TValues, TOutput = TValues>(options: UseSchemaFormOptions<TValues, TOutput>): SchemaFormApi<TValues> {
  const { schema, defaultValues, onSubmit, onInvalid, validationErrorToast = true } = options;
  const showValidationError = useValidationErrorToast();
  const form: SchemaFormApi<TValues> = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schemaFormValidator(schema) },
    listeners: { onChange: ({ fieldApi }) => clearServerError(fieldApi) },
    onSubmit: ({ value, formApi }) => onSubmit({ value: v.parse(schema, value), formApi: formApi as SchemaFormApi<TValues> }),
    onSubmitInvalid: ({ value, formApi }) => {
      if (validationErrorToast) showValidationError();
      const { '': _root, ...errors } = schemaErrors(schema, value);
      for (const [name, text] of Object.entries(stateErrors(formApi as SchemaFormApi<unknown>))) if (!(name in errors)) errors[name] = text;
      onInvalid?.({ value, errors, formApi: formApi as SchemaFormApi<TValues> });
    },
  });
  return form;
}

/**
 * Puts the server's field errors of a 400 (`error.fieldErrors`: dotted paths, messages already
 * localized by the API) on the matching fields, so they show under the fields like the form's own
 * errors (TanStack's `onServer` error slot; it clears when the field changes). A path matches a
 * field the form has mounted or a value the form holds (a field of another wizard step shows it
 * when it mounts).
 *
 * @returns the messages whose path matched no field (show them in a toast or alert), in order.
 */
export function applyServerFieldErrors<TValues>(form: SchemaFormApi<TValues>, error: Pick<ApiError, 'fieldErrors'>): string[] {
  const unmatched: string[] = [];
  const loose = form as unknown as SchemaFormApi<unknown>;
  const seen = new Set<string>();
  for (const fieldError of error.fieldErrors) {
    const name = toFieldName(fieldError.path);
    const known = name !== '' && (name in loose.fieldInfo || getBy(loose.state.values, name) !== undefined);
    if (!known) {
      unmatched.push(fieldError.message);
      continue;
    }
    // the first message per field wins, as under the form's own validation
    if (seen.has(name)) continue;
    seen.add(name);
    loose.setFieldMeta(name as never, (prev) => {
      const base = (prev ?? { isTouched: false, isBlurred: false, isDirty: false, isValidating: false, errorMap: {}, errorSourceMap: {} }) as NonNullable<typeof prev>;
      return { ...base, isTouched: true, errorMap: { ...base.errorMap, onServer: fieldError.message }, errorSourceMap: { ...base.errorSourceMap, onServer: 'form' } };
    });
  }
  return unmatched;
}
