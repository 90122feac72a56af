import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Session } from '@kanri/contracts';

/**
 * The URL of the `/auth` page, read and changed with the History API: the auth page is its own
 * document (`auth.html`, no router; docs/performance.md "The sign-in page"), so moving between its
 * steps (the e-mailed code, an invalid invitation sent to sign-in) changes the URL without a reload.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentUrl = () => window.location.pathname + window.location.search;

/** The auth page's path and search (`?…` or ''), re-rendered on every change and on Back/Forward. */
export function useAuthLocation(): { pathname: string; search: string } {
  const url = useSyncExternalStore(subscribe, currentUrl, currentUrl);
  const query = url.indexOf('?');
  return query < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, query), search: url.slice(query) };
}

/**
 * Moves to another URL of the auth page without a reload (`pushState`, or `replaceState` with
 * `replace`). Only for `/auth/sign-in` and `/auth/invitation/…`; anything else is `leave`.
 */
export function moveWithinAuthPage(url: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  for (const listener of [...listeners]) listener();
}

/** What the auth page needs from where it runs (its own document, the shell's fallback, a test). */
export interface AuthPageEnv {
  /** The session checked at start-up: a signed-in user is sent away from sign-in. */
  session: Session | null;
  /**
   * Leaves the auth page for `to` once signed in: by default a full page load (the shell starts with
   * the new session cookie) replacing the auth page in history.
   */
  leave: (to: string) => void;
  /** Whether the page handles Ctrl+Meta+L itself (not inside the shell, which already does). */
  localeShortcut: boolean;
}

/** The auth page's own document: signed out, leaves by loading the target, handles Ctrl+Meta+L. */
export const standaloneAuthPageEnv: AuthPageEnv = { session: null, leave: (to) => window.location.replace(to), localeShortcut: true };

/** Provides `useAuthPageEnv()`. */
export const AuthPageEnvContext = createContext<AuthPageEnv>(standaloneAuthPageEnv);

/** Where the auth page runs (see `AuthPageEnv`). */
export function useAuthPageEnv(): AuthPageEnv {
  return useContext(AuthPageEnvContext);
}
