import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useStore, type AnyFormApi } from '@tanstack/react-form';
import type * as v from 'valibot';
import { formValidator } from '@kanri/runtime';

/**
 * TanStack Form validators of the `/auth` forms: `schema` checks the whole form on submit and, once
 * a submit was tried, on every change (errors appear after the first submit, then clear as typed).
 */
export function authFormValidators(schema: v.GenericSchema) {
  const validate = formValidator(schema);
  return {
    onSubmit: validate,
    onChange: ({ value, formApi }: { value: unknown; formApi: AnyFormApi }) => (formApi.state.submissionAttempts > 0 ? validate({ value }) : undefined),
  };
}

/**
 * The form of an `/auth` page: no browser validation (the schema validates), submitting runs
 * `form.handleSubmit()`, the fields are laid out vertically (`FormField`). `error` (the server's answer) shows
 * above the fields as an alert; the full-width primary `submitLabel` button spins while submitting.
 */
export function AuthForm({ form, submitLabel, error, children }: { form: AnyFormApi; submitLabel: ReactNode; error?: string | null; children: ReactNode }) {
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      {children}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
