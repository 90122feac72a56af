import type { ReactNode } from 'react';
import { Form } from 'antd';

/** Joins TanStack Form's field errors (already localized strings) for antd `Form.Item`. */
export function fieldError(errors: unknown[], server?: string): string | undefined {
  const first = errors.find((e) => typeof e === 'string' && e) as string | undefined;
  return first ?? server;
}

/** What `fieldInputProps` needs of a TanStack Form text field. */
interface TextField {
  state: { value: string; meta: { errors: unknown[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

/**
 * Binds a TanStack Form text field to an antd input: its value, change and blur, and
 * `aria-invalid` while the field has an error.
 *
 * @example <Input.Password id="sign-in-password" {...fieldInputProps(field)} />
 */
export function fieldInputProps(field: TextField) {
  return {
    value: field.state.value,
    onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
    onBlur: field.handleBlur,
    'aria-invalid': field.state.meta.errors.length > 0 || undefined,
  };
}

/** A labelled form row whose error is announced and tied to the input (`aria-describedby` by antd). */
export function FormField({ label, htmlFor, error, children }: { label: ReactNode; htmlFor: string; error?: string; children: ReactNode }) {
  return (
    <Form.Item label={label} htmlFor={htmlFor} validateStatus={error ? 'error' : undefined} help={error ? <span role="alert">{error}</span> : undefined}>
      {children}
    </Form.Item>
  );
}
