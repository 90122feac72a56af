import * as v from 'valibot';
import { describeIssue, issuePath, type FieldError } from '@kanri/contracts';
import { i18n } from '../i18n/i18n';

/** The localized text of one valibot issue (contracts' message ids through the `contracts` catalog). */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  const { descriptor, values } = describeIssue(issue);
  // a schema's own, already localized message (e.g. a `v.check` written with `t`) is used as is;
  // valibot's English defaults ("Invalid type: …") and contract ids go through the catalog
  if (descriptor.id !== issue.message && !issue.message.startsWith('Invalid ') && !issue.message.startsWith('validation.')) return issue.message;
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

/**
 * Validates `value` with a contract schema and returns the localized error of each invalid field,
 * keyed by dotted path (first issue per field); `{}` when valid.
 */
export function validateFields(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = issuePath(issue);
    if (!(path in errors)) errors[path] = issueMessage(issue);
  }
  return errors;
}

/**
 * A TanStack Form form-level validator from a valibot schema: `{ fields }` with localized messages
 * (use as `validators: { onSubmit: formValidator(schema) }`), `undefined` when valid.
 */
export function formValidator(schema: v.GenericSchema) {
  return ({ value }: { value: unknown }) => {
    const fields = validateFields(schema, value);
    return Object.keys(fields).length ? { fields } : undefined;
  };
}

/** The server's field errors keyed by path (messages are already localized by the API). */
export function fieldErrorsByPath(fieldErrors: FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of fieldErrors) if (!(error.path in out)) out[error.path] = error.message;
  return out;
}
