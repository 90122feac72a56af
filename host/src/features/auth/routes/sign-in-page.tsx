import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input } from 'antd';
import { useForm } from '@tanstack/react-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { mfaVerifySchema, signInSchema } from '@kanri/contracts';
import { fieldErrorsByPath, formValidator, isApiError, useAuth } from '@kanri/runtime';
import { useListSearch } from '@kanri/ui';
import { AuthCard } from '../components/auth-card';
import { FormField, fieldError } from '../components/form-field';
import { afterSignInPath, signInSearchSchema } from '../auth-search';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function PasswordStep({ onMfa, onDone }: { onMfa: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const { signIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const validate = formValidator(signInSchema);
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: {
      onSubmit: validate,
      onChange: ({ value, formApi }) => (formApi.state.submissionAttempts > 0 ? validate({ value }) : undefined),
    },
    onSubmit: async ({ value }) => {
      setServerError(null);
      setServerFields({});
      try {
        const result = await signIn(value);
        if (result.mfaRequired) onMfa();
        else onDone();
      } catch (error) {
        if (isApiError(error)) setServerFields(fieldErrorsByPath(error.fieldErrors));
        setServerError(messageOf(error));
      }
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Form layout="vertical" component={false}>
      {serverError ? <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" /> : null}
      <form.Field name="email">
        {(field) => (
          <FormField label={t`E-mail address`} htmlFor="sign-in-email" error={fieldError(field.state.meta.errors, serverFields.email)}>
            <Input
              id="sign-in-email"
              type="email"
              autoComplete="username"
              autoFocus
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              aria-invalid={field.state.meta.errors.length > 0 || undefined}
            />
          </FormField>
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <FormField label={t`Password`} htmlFor="sign-in-password" error={fieldError(field.state.meta.errors, serverFields.password)}>
            <Input.Password
              id="sign-in-password"
              autoComplete="current-password"
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              aria-invalid={field.state.meta.errors.length > 0 || undefined}
            />
          </FormField>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="primary" htmlType="submit" block loading={submitting}>
            <Trans>Sign in</Trans>
          </Button>
        )}
      </form.Subscribe>
      </Form>
    </form>
  );
}

function CodeStep({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const { t } = useLingui();
  const { verifyMfa } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const validate = formValidator(mfaVerifySchema);
  const form = useForm({
    defaultValues: { code: '' },
    validators: { onSubmit: validate, onChange: ({ value, formApi }) => (formApi.state.submissionAttempts > 0 ? validate({ value }) : undefined) },
    onSubmit: async ({ value }) => {
      setServerError(null);
      try {
        const result = await verifyMfa(value.code.trim());
        if (!result.mfaRequired) onDone();
      } catch (error) {
        setServerError(messageOf(error));
      }
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Form layout="vertical" component={false}>
      <Alert type="info" showIcon title={t`We sent a 6-digit code to your e-mail address. Enter it to finish signing in.`} style={{ marginBottom: 16 }} />
      {serverError ? <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" /> : null}
      <form.Field name="code">
        {(field) => (
          <FormField label={t`Verification code`} htmlFor="sign-in-code" error={fieldError(field.state.meta.errors)}>
            <Input
              id="sign-in-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={6}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          </FormField>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="primary" htmlType="submit" block loading={submitting}>
            <Trans>Verify</Trans>
          </Button>
        )}
      </form.Subscribe>
      <Button type="link" block onClick={onRestart} style={{ marginTop: 8 }}>
        <Trans>Start over with e-mail and password</Trans>
      </Button>
      </Form>
    </form>
  );
}

/**
 * `/auth/sign-in` (000 §2): e-mail and password, then the e-mailed code when `mfa_method=email`;
 * `error=invitation_not_found` shows "Invitation not found"; a signed-in user goes to `redirect`
 * or `/`.
 */
export function SignInPage() {
  const { t } = useLingui();
  const { status } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch(signInSearchSchema);
  const target = afterSignInPath(search.redirect);

  if (status === 'signedIn') return <Navigate to={target} replace />;
  const done = () => navigate(target, { replace: true });
  return (
    <AuthCard title={search.mfa_method === 'email' ? t`Enter verification code` : t`Sign in`}>
      {search.error === 'invitation_not_found' ? <Alert type="error" showIcon title={t`Invitation not found`} style={{ marginBottom: 16 }} role="alert" /> : null}
      {search.mfa_method === 'email' ? (
        <CodeStep onDone={done} onRestart={() => setSearch({ mfa_method: undefined }, { replace: true })} />
      ) : (
        <PasswordStep onMfa={() => setSearch({ mfa_method: 'email', error: undefined })} onDone={done} />
      )}
    </AuthCard>
  );
}
