import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  getSessionEndpoint,
  mfaVerifyEndpoint,
  signInEndpoint,
  signOutEndpoint,
  type Session,
  type SignIn,
  type SignInResult,
} from '@kanri/contracts';
import { apiFetch } from '../client/api-fetch';
import { isApiError } from '../client/api-error';
import { clearCache } from '../client/swr';
import { activateLocale, i18n, toLocale } from '../i18n/i18n';

/** Where the session stands: still being checked, signed in, or signed out. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** What `useAuth()` returns. */
export interface AuthValue {
  session: Session | null;
  status: AuthStatus;
  /** `POST /v2/auth/sign-in`; resolves with the result (`mfaRequired` asks for `verifyMfa`); throws `ApiError`. */
  signIn: (body: SignIn) => Promise<SignInResult>;
  /** `POST /v2/auth/mfa/verify` with the e-mailed code; throws `ApiError`. */
  verifyMfa: (code: string) => Promise<SignInResult>;
  /** `POST /v2/auth/sign-out`, then forgets the session and clears the whole SWR cache. */
  signOut: () => Promise<void>;
  /** Re-reads `GET /v2/session`; a 401 means signed out. */
  refresh: () => Promise<Session | null>;
  /** Sets the session from an answer that carries one (invitation accept). */
  setSession: (session: Session | null) => void;
}

const AuthContext = createContext<AuthValue | null>(null);

/**
 * Fetches the session (`GET /v2/session`); `null` on 401. Other failures throw `ApiError`
 * (start-up shows its failure screen).
 */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await apiFetch(getSessionEndpoint, undefined, { handleAuthErrors: false });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/** Props of `AuthProvider`. */
export interface AuthProviderProps {
  /** The session fetched at start-up; `undefined` makes the provider fetch it. */
  initialSession?: Session | null;
  children: ReactNode;
}

/** Holds the session for `useAuth()`; rendered by `KanriProviders`. */
export function AuthProvider({ initialSession, children }: AuthProviderProps) {
  const [session, setSessionState] = useState<Session | null>(initialSession ?? null);
  const [status, setStatus] = useState<AuthStatus>(initialSession === undefined ? 'loading' : initialSession ? 'signedIn' : 'signedOut');
  const mounted = useRef(true);

  const setSession = useCallback((next: Session | null) => {
    setSessionState(next);
    setStatus(next ? 'signedIn' : 'signedOut');
  }, []);

  const refresh = useCallback(async () => {
    try {
      const next = await fetchSession();
      if (mounted.current) setSession(next);
      return next;
    } catch {
      // a failed authentication check signs the user out (000 §4 "Session")
      if (mounted.current) setSession(null);
      return null;
    }
  }, [setSession]);

  // the session answers the user's and company's names in the active language: ask again on a
  // switch — not when a unit merely merges its catalog (`i18n.load` emits 'change' too: a remote
  // loading its messages must not cost a second identity call)
  const signedIn = status === 'signedIn';
  useEffect(() => {
    if (!signedIn) return;
    let locale = i18n.locale;
    return i18n.on('change', () => {
      if (i18n.locale === locale) return;
      locale = i18n.locale;
      void refresh();
    });
  }, [signedIn, refresh]);

  useEffect(() => {
    mounted.current = true;
    if (initialSession === undefined) void refresh();
    return () => {
      mounted.current = false;
    };
  }, [initialSession, refresh]);

  const acceptResult = useCallback(
    async (result: SignInResult) => {
      if (!result.mfaRequired) {
        await clearCache();
        const locale = toLocale(result.session.locale);
        if (locale && locale !== i18n.locale) await activateLocale(locale).catch(() => undefined);
        setSession(result.session);
      }
      return result;
    },
    [setSession],
  );

  const value = useMemo<AuthValue>(
    () => ({
      session,
      status,
      signIn: async (body) => acceptResult(await apiFetch(signInEndpoint, { body })),
      verifyMfa: async (code) => acceptResult(await apiFetch(mfaVerifyEndpoint, { body: { code } })),
      signOut: async () => {
        try {
          await apiFetch(signOutEndpoint);
        } finally {
          setSession(null);
          await clearCache();
        }
      },
      refresh,
      setSession,
    }),
    [session, status, acceptResult, refresh, setSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The session and the sign-in/out actions.
 * @throws {Error} outside `KanriProviders`
 */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs KanriProviders');
  return value;
}
