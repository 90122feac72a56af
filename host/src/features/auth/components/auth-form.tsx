import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type * as v from 'valibot';
import { validateFields } from '@kanri/runtime';
import { AuthAlert } from './auth-alert';

/** The state and actions of one `/auth` form (see `useAuthForm`). */
export interface AuthFormState<T extends Record<string, string>> {
  values: T;
  /** Localized error per field name, from the schema (after the first submit). */
  errors: Partial<Record<keyof T, string>>;
  submitting: boolean;
  setValue: (name: keyof T, value: string) => void;
  /** The form's `onSubmit`: validates, then runs `onSubmit` when valid (never twice at once). */
  handleSubmit: (event: FormEvent) => void;
}

/**
 * The state of an `/auth` form of text fields, validated by a valibot `schema` (messages localized
 * by `validateFields`): on submit, and once a submit was tried, on every change (errors appear after
 * the first submit, then clear as typed). `onSubmit` receives the values as typed; while it runs
 * `submitting` is true and further submits are ignored. A few lines instead of a form library: the
 * sign-in page is the first page of every visit (docs/performance.md "The sign-in page").
 */
export function useAuthForm<T extends Record<string, string>>({ defaultValues, schema, onSubmit }: { defaultValues: T; schema: v.GenericSchema; onSubmit: (values: T) => Promise<void> }): AuthFormState<T> {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);
  const running = useRef(false);

  const setValue = (name: keyof T, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted.current) setErrors(validateFields(schema, next) as Partial<Record<keyof T, string>>);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    attempted.current = true;
    const found = validateFields(schema, values) as Partial<Record<keyof T, string>>;
    setErrors(found);
    if (Object.keys(found).length) return;
    running.current = true;
    setSubmitting(true);
    void onSubmit(values).finally(() => {
      running.current = false;
      setSubmitting(false);
    });
  };

  return { values, errors, submitting, setValue, handleSubmit };
}

/**
 * The form of an `/auth` page: no browser validation (the schema validates), the fields laid out
 * vertically (`TextField`). `error` (the server's answer) shows above the fields as an alert; the
 * full-width primary `submitLabel` button spins while submitting.
 */
export function AuthForm<T extends Record<string, string>>({ form, submitLabel, error, children }: { form: AuthFormState<T>; submitLabel: ReactNode; error?: string | null; children: ReactNode }) {
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      {error ? <AuthAlert type="error" title={error} /> : null}
      {children}
      <button type="submit" className="ka-button ka-button-primary" aria-disabled={form.submitting || undefined}>
        {form.submitting ? <span className="ka-spinner" aria-hidden="true" /> : null}
        <span>{submitLabel}</span>
      </button>
    </form>
  );
}
