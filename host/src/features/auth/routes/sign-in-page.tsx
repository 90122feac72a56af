import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Button, Input } from 'antd';
import { useForm } from '@tanstack/react-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { mfaVerifySchema, signInSchema } from '@kanri/contracts';
import { fieldErrorsByPath, isApiError, useAuth } from '@kanri/runtime';
import { useListSearch } from '@kanri/ui';
import { AuthCard } from '../components/auth-card';
import { AuthForm, authFormValidators } from '../components/auth-form';
import { FormField, fieldError, fieldInputProps } from '../components/form-field';
import { afterSignInPath, signInSearchSchema } from '../auth-search';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function PasswordStep({ onMfa, onDone }: { onMfa: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const { signIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: authFormValidators(signInSchema),
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
    <AuthForm form={form} error={serverError} submitLabel={<Trans>Sign in</Trans>}>
      <form.Field name="email">
        {(field) => (
          <FormField label={t`E-mail address`} htmlFor="sign-in-email" error={fieldError(field.state.meta.errors, serverFields.email)}>
            <Input id="sign-in-email" type="email" autoComplete="username" autoFocus {...fieldInputProps(field)} />
          </FormField>
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <FormField label={t`Password`} htmlFor="sign-in-password" error={fieldError(field.state.meta.errors, serverFields.password)}>
            <Input.Password id="sign-in-password" autoComplete="current-password" {...fieldInputProps(field)} />
          </FormField>
        )}
      </form.Field>
    </AuthForm>
  );
}

function CodeStep({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const { t } = useLingui();
  const { verifyMfa } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { code: '' },
    validators: authFormValidators(mfaVerifySchema),
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
    <>
      <Alert type="info" showIcon title={t`We sent a 6-digit code to your e-mail address. Enter it to finish signing in.`} style={{ marginBottom: 16 }} />
      <AuthForm form={form} error={serverError} submitLabel={<Trans>Verify</Trans>}>
        <form.Field name="code">
          {(field) => (
            <FormField label={t`Verification code`} htmlFor="sign-in-code" error={fieldError(field.state.meta.errors)}>
              <Input id="sign-in-code" inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={6} {...fieldInputProps(field)} />
            </FormField>
          )}
        </form.Field>
      </AuthForm>
      <Button type="link" block onClick={onRestart} style={{ marginTop: 8 }}>
        <Trans>Start over with e-mail and password</Trans>
      </Button>
    </>
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
