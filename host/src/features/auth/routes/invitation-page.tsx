import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, Descriptions, Input, Skeleton } from 'antd';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { acceptInvitationEndpoint, getInvitationEndpoint, invitationAcceptSchema } from '@kanri/contracts';
import { apiFetch, fieldErrorsByPath, isApiError, useAuth, useEndpoint } from '@kanri/runtime';
import { AuthCard } from '../components/auth-card';
import { AuthForm, authFormValidators } from '../components/auth-form';
import { FormField, fieldError, fieldInputProps } from '../components/form-field';

/** Where a 400 or 404 invitation goes (000 §2, §8). */
export const invitationNotFoundUrl = '/auth/sign-in?error=invitation_not_found';

/**
 * `/auth/invitation/{invitationCode}` (000 §2): loads the invitation, shows the invited person's
 * email, givenName, familyName and middleName, and accepts it with a new password. A 400 or 404
 * goes to sign-in with `error=invitation_not_found`; any other failure shows 'Invitation is invalid'.
 */
export function InvitationPage() {
  const { t } = useLingui();
  const { invitationCode = '' } = useParams();
  const navigate = useNavigate();
  const { setSession } = useAuth();
  const { data, error, isLoading } = useEndpoint(getInvitationEndpoint, { params: { invitationCode } });
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  const schema = v.pipe(
    v.object({ password: invitationAcceptSchema.entries.password, confirmation: v.string() }),
    v.forward(
      v.check((input) => input.password === input.confirmation, t`The passwords do not match`),
      ['confirmation'],
    ),
  );
  const form = useForm({
    defaultValues: { password: '', confirmation: '' },
    validators: authFormValidators(schema),
    onSubmit: async ({ value }) => {
      setServerError(null);
      setServerFields({});
      try {
        const result = await apiFetch(acceptInvitationEndpoint, { params: { invitationCode }, body: { password: value.password } });
        if (result.mfaRequired) navigate('/auth/sign-in?mfa_method=email', { replace: true });
        else {
          setSession(result.session);
          navigate('/', { replace: true });
        }
      } catch (e) {
        if (isApiError(e, 400) && e.fieldErrors.length) {
          setServerFields(fieldErrorsByPath(e.fieldErrors));
          return;
        }
        if (isApiError(e, 400) || isApiError(e, 404)) {
          navigate(invitationNotFoundUrl, { replace: true });
          return;
        }
        setServerError(isApiError(e) && e.status === 0 ? e.message : t`Invitation is invalid`);
      }
    },
  });

  if (error && (error.status === 400 || error.status === 404)) return <Navigate to={invitationNotFoundUrl} replace />;

  return (
    <AuthCard title={t`Accept your invitation`}>
      {isLoading ? <Skeleton active aria-busy="true" aria-label={t`Loading`} /> : null}
      {error ? <Alert type="error" showIcon title={t`Invitation is invalid`} description={error.status === 0 ? error.message : undefined} role="alert" /> : null}
      {data ? (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t`E-mail address`}>{data.email}</Descriptions.Item>
            <Descriptions.Item label={t`Family name`}>{data.familyName}</Descriptions.Item>
            <Descriptions.Item label={t`Given name`}>{data.givenName}</Descriptions.Item>
            <Descriptions.Item label={t`Middle name`}>{data.middleName || '—'}</Descriptions.Item>
          </Descriptions>
          <AuthForm form={form} error={serverError} submitLabel={<Trans>Accept and sign in</Trans>}>
            <form.Field name="password">
              {(field) => (
                <FormField label={t`New password`} htmlFor="invitation-password" error={fieldError(field.state.meta.errors, serverFields.password)}>
                  <Input.Password id="invitation-password" autoComplete="new-password" autoFocus {...fieldInputProps(field)} />
                </FormField>
              )}
            </form.Field>
            <form.Field name="confirmation">
              {(field) => (
                <FormField label={t`Confirm password`} htmlFor="invitation-confirmation" error={fieldError(field.state.meta.errors)}>
                  <Input.Password id="invitation-confirmation" autoComplete="new-password" {...fieldInputProps(field)} />
                </FormField>
              )}
            </form.Field>
          </AuthForm>
        </>
      ) : null}
    </AuthCard>
  );
}
