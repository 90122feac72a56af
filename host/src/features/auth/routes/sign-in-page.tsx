import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { mfaVerifyEndpoint, mfaVerifySchema, signInEndpoint, signInSchema, updateSessionLocaleEndpoint, type Session } from '@kanri/contracts';
import { apiFetch, fieldErrorsByPath, i18n, isApiError } from '@kanri/runtime';
import { AuthCard } from '../components/auth-card';
import { AuthAlert } from '../components/auth-alert';
import { AuthForm, useAuthForm } from '../components/auth-form';
import { TextField } from '../components/form-field';
import { afterSignInPath, cleanedSignInSearch, parseSignInSearch, signInSearchString, type SignInSearch } from '../auth-search';
import { moveWithinAuthPage, useAuthLocation, useAuthPageEnv } from '../auth-location';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The language decision of docs/product-decisions.md (issue 30): the app opens in the language the
 * user read the sign-in page in. When the account's saved locale (`session.locale`) differs from
 * the page's, the page's is saved (`PATCH /v2/session/locale`) before leaving, so the shell that
 * loads next opens in it. A failed save is ignored (the shell then opens in the saved one, as before).
 */
export async function keepSignInLocale(session: Pick<Session, 'locale'>, pageLocale: string = i18n.locale): Promise<void> {
  if (session.locale === pageLocale || (pageLocale !== 'ja-JP' && pageLocale !== 'en-US')) return;
  await apiFetch(updateSessionLocaleEndpoint, { body: { locale: pageLocale } }, { handleAuthErrors: false }).catch(() => undefined);
}

type Done = (session: Session) => void | Promise<void>;

function PasswordStep({ onMfa, onDone }: { onMfa: () => void; onDone: Done }) {
  const { t } = useLingui();
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const form = useAuthForm({
    defaultValues: { email: '', password: '' },
    schema: signInSchema,
    onSubmit: async (value) => {
      setServerError(null);
      setServerFields({});
      try {
        const result = await apiFetch(signInEndpoint, { body: value });
        if (result.mfaRequired) onMfa();
        else await onDone(result.session);
      } catch (error) {
        if (isApiError(error)) setServerFields(fieldErrorsByPath(error.fieldErrors));
        setServerError(messageOf(error));
      }
    },
  });
  return (
    <AuthForm form={form} error={serverError} submitLabel={<Trans>Sign in</Trans>}>
      <TextField form={form} name="email" id="sign-in-email" type="email" label={t`E-mail address`} serverError={serverFields.email} autoComplete="username" autoFocus />
      <TextField form={form} name="password" id="sign-in-password" type="password" label={t`Password`} serverError={serverFields.password} autoComplete="current-password" />
    </AuthForm>
  );
}

function CodeStep({ onDone, onRestart }: { onDone: Done; onRestart: () => void }) {
  const { t } = useLingui();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAuthForm({
    defaultValues: { code: '' },
    schema: mfaVerifySchema,
    onSubmit: async (value) => {
      setServerError(null);
      try {
        const result = await apiFetch(mfaVerifyEndpoint, { body: { code: value.code.trim() } });
        if (!result.mfaRequired) await onDone(result.session);
      } catch (error) {
        setServerError(messageOf(error));
      }
    },
  });
  return (
    <>
      <AuthAlert type="info" title={t`We sent a 6-digit code to your e-mail address. Enter it to finish signing in.`} />
      <AuthForm form={form} error={serverError} submitLabel={<Trans>Verify</Trans>}>
        <TextField form={form} name="code" id="sign-in-code" label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={6} />
      </AuthForm>
      <button type="button" className="ka-button ka-button-link" onClick={onRestart}>
        <Trans>Start over with e-mail and password</Trans>
      </button>
    </>
  );
}

/**
 * `/auth/sign-in` (000 §2): e-mail and password, then the e-mailed code when `mfa_method=email`;
 * `error=invitation_not_found` shows "Invitation not found"; invalid search values are dropped
 * from the URL. Signed in (or already signed in), the user leaves for `redirect` or `/`
 * (`afterSignInPath`) with a full page load: the shell is another document, opened in the sign-in
 * page's language (`keepSignInLocale`; docs/product-decisions.md).
 */
export function SignInPage() {
  const { t } = useLingui();
  const { session, leave } = useAuthPageEnv();
  const { pathname, search: query } = useAuthLocation();
  const search = parseSignInSearch(query);
  const target = afterSignInPath(search.redirect);
  const setSearch = (patch: Partial<SignInSearch>, options?: { replace?: boolean }) => moveWithinAuthPage(pathname + signInSearchString(query, patch), options);

  // invalid values leave the URL (replace: Back does not return to them)
  const cleaned = cleanedSignInSearch(query);
  useEffect(() => {
    if (cleaned !== null) moveWithinAuthPage(pathname + cleaned, { replace: true });
  }, [pathname, cleaned]);

  const signedIn = Boolean(session);
  useEffect(() => {
    if (signedIn) leave(target);
  }, [signedIn, leave, target]);
  if (signedIn) return null;

  const done = async (signedInSession: Session) => {
    await keepSignInLocale(signedInSession);
    leave(target);
  };
  return (
    <AuthCard title={search.mfa_method === 'email' ? t`Enter verification code` : t`Sign in`}>
      {search.error === 'invitation_not_found' ? <AuthAlert type="error" title={t`Invitation not found`} /> : null}
      {search.mfa_method === 'email' ? (
        <CodeStep onDone={done} onRestart={() => setSearch({ mfa_method: undefined }, { replace: true })} />
      ) : (
        <PasswordStep onMfa={() => setSearch({ mfa_method: 'email', error: undefined })} onDone={done} />
      )}
    </AuthCard>
  );
}
