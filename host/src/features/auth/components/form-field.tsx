import type { ReactNode } from 'react';

/** Joins TanStack Form's field errors (already localized strings) for the field's help text. */
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
    status: field.state.meta.errors.length > 0 ? ('error' as const) : undefined,
  };
}

/**
 * One labelled field of the `/auth` forms: the label, the control and, when invalid, the error in
 * the theme's error colour announced with `role="alert"`. Mirrors antd `Form.Item`'s vertical
 * layout without loading antd's Form (docs/performance-web.md); the control shows its own error
 * state through `status="error"`.
 */
export function FormField({ label, htmlFor, error, children }: { label: ReactNode; htmlFor: string; error?: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 24 }}>
      <label htmlFor={htmlFor} style={{ display: 'block', paddingBottom: 8, lineHeight: 1.5715, color: 'rgba(0,0,0,0.88)' }}>
        {label}
      </label>
      {children}
      {error ? (
        <div role="alert" style={{ color: '#a8071a', lineHeight: 1.5715, minHeight: 24 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
