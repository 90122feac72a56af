import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { acceptInvitationEndpoint, getInvitationEndpoint, invitationAcceptSchema, type Invitation } from '@kanri/contracts';
import { apiFetch, fieldErrorsByPath, isApiError, type ApiError } from '@kanri/runtime';
import { AuthCard } from '../components/auth-card';
import { AuthAlert } from '../components/auth-alert';
import { AuthForm, useAuthForm } from '../components/auth-form';
import { TextField } from '../components/form-field';
import { moveWithinAuthPage, useAuthLocation, useAuthPageEnv } from '../auth-location';

/** Where a 400 or 404 invitation goes (000 §2, §8). */
export const invitationNotFoundUrl = '/auth/sign-in?error=invitation_not_found';

/** The invitation code of an `/auth/invitation/{invitationCode}` path ('' when there is none). */
export function invitationCodeOf(pathname: string): string {
  const code = /^\/auth\/invitation\/([^/]+)\/?$/.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(code);
  } catch {
    return code;
  }
}


/** `GET /v2/invitations/{invitationCode}`: the invitation, or the call's `ApiError`. */
function useInvitation(invitationCode: string): { data?: Invitation; error?: ApiError } {
  const [state, setState] = useState<{ code: string; data?: Invitation; error?: ApiError } | null>(null);
  useEffect(() => {
    let live = true;
    apiFetch(getInvitationEndpoint, { params: { invitationCode } }).then(
      (data) => live && setState({ code: invitationCode, data }),
      (error: ApiError) => live && setState({ code: invitationCode, error }),
    );
    return () => {
      live = false;
    };
  }, [invitationCode]);
  return state?.code === invitationCode ? state : {};
}

/**
 * `/auth/invitation/{invitationCode}` (000 §2): loads the invitation, shows the invited person's
 * email, givenName, familyName and middleName, and accepts it with a new password. A 400 or 404
 * goes to sign-in with `error=invitation_not_found`; any other failure shows 'Invitation is invalid'.
 * Accepted, the new member leaves for `/` (a full page load), or for the e-mailed code step.
 */
export function InvitationPage() {
  const { t } = useLingui();
  const { pathname } = useAuthLocation();
  const { leave } = useAuthPageEnv();
  // the page's own code: leaving (an in-page move to sign-in) must not reload another invitation
  const [invitationCode] = useState(() => invitationCodeOf(pathname));
  const { data, error } = useInvitation(invitationCode);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  const schema = v.pipe(
    v.object({ password: invitationAcceptSchema.entries.password, confirmation: v.string() }),
    v.forward(
      v.check((input) => input.password === input.confirmation, t`The passwords do not match`),
      ['confirmation'],
    ),
  );
  const form = useAuthForm({
    defaultValues: { password: '', confirmation: '' },
    schema,
    onSubmit: async (value) => {
      setServerError(null);
      setServerFields({});
      try {
        const result = await apiFetch(acceptInvitationEndpoint, { params: { invitationCode }, body: { password: value.password } });
        if (result.mfaRequired) moveWithinAuthPage('/auth/sign-in?mfa_method=email', { replace: true });
        else leave('/');
      } catch (e) {
        if (isApiError(e, 400) && e.fieldErrors.length) {
          setServerFields(fieldErrorsByPath(e.fieldErrors));
          return;
        }
        if (isApiError(e, 400) || isApiError(e, 404)) {
          moveWithinAuthPage(invitationNotFoundUrl, { replace: true });
          return;
        }
        setServerError(isApiError(e) && e.status === 0 ? e.message : t`Invitation is invalid`);
      }
    },
  });

  const notFound = error && (error.status === 400 || error.status === 404);
  useEffect(() => {
    if (notFound) moveWithinAuthPage(invitationNotFoundUrl, { replace: true });
  }, [notFound]);
  if (notFound) return null;

  return (
    <AuthCard title={t`Accept your invitation`}>
      {!data && !error ? (
        <div role="status" aria-busy="true" aria-label={t`Loading`} className="ka-skeleton">
          <div />
          <div />
          <div />
        </div>
      ) : null}
      {error ? <AuthAlert type="error" title={t`Invitation is invalid`} description={error.status === 0 ? error.message : undefined} /> : null}
      {data ? (
        <>
          <table className="ka-descriptions">
            <tbody>
              <tr>
                <th scope="row">{t`E-mail address`}</th>
                <td>{data.email}</td>
              </tr>
              <tr>
                <th scope="row">{t`Family name`}</th>
                <td>{data.familyName}</td>
              </tr>
              <tr>
                <th scope="row">{t`Given name`}</th>
                <td>{data.givenName}</td>
              </tr>
              <tr>
                <th scope="row">{t`Middle name`}</th>
                <td>{data.middleName || '—'}</td>
              </tr>
            </tbody>
          </table>
          <AuthForm form={form} error={serverError} submitLabel={<Trans>Accept and sign in</Trans>}>
            <TextField form={form} name="password" id="invitation-password" type="password" label={t`New password`} serverError={serverFields.password} autoComplete="new-password" autoFocus />
            <TextField form={form} name="confirmation" id="invitation-confirmation" type="password" label={t`Confirm password`} autoComplete="new-password" />
          </AuthForm>
        </>
      ) : null}
    </AuthCard>
  );
}
