import type { ReactNode } from 'react';
import { Form } from 'antd';

/** Joins TanStack Form's field errors (already localized strings) for antd `Form.Item`. */
export function fieldError(errors: unknown[], server?: string): string | undefined {
  const first = errors.find((e) => typeof e === 'string' && e) as string | undefined;
  return first ?? server;
}

/** A labelled form row whose error is announced and tied to the input (`aria-describedby` by antd). */
export function FormField({ label, htmlFor, error, children }: { label: ReactNode; htmlFor: string; error?: string; children: ReactNode }) {
  return (
    <Form.Item label={label} htmlFor={htmlFor} validateStatus={error ? 'error' : undefined} help={error ? <span role="alert">{error}</span> : undefined}>
      {children}
    </Form.Item>
  );
}
