import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@kanri/runtime';
import { AuthPageEnvContext, type AuthPageEnv } from './auth-location';
import { AuthApp } from './auth-app';

/** The path of the URL this document was loaded for (not the shell's later navigations). */
function documentPathname(): string | null {
  const [entry] = typeof performance === 'undefined' || !performance.getEntriesByType ? [] : performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname : null;
}

const leaveByLoading = (to: string) => window.location.replace(to);

/**
 * The shell's route for `/auth/sign-in` and `/auth/invitation/{code}`. These URLs are the auth
 * page's (`auth.html`, served by the host's server): when the shell navigates to one (the access
 * guard, sign-out, a 401) this loads it, replacing the shell's history entry. Only when the server
 * answered the auth URL itself with the shell's page (a server without the auth page) does the
 * shell render the same auth page, which leaves with a full page load once signed in, so the
 * shell starts again with the session.
 */
export function ShellAuthRoute() {
  const { pathname, search, hash } = useLocation();
  const { session } = useAuth();
  const servedByShell = documentPathname() === pathname;
  useEffect(() => {
    if (!servedByShell) window.location.replace(pathname + search + hash);
  }, [servedByShell, pathname, search, hash]);
  if (!servedByShell) return null;
  const env: AuthPageEnv = { session, leave: leaveByLoading, localeShortcut: false };
  return (
    <AuthPageEnvContext value={env}>
      <AuthApp />
    </AuthPageEnvContext>
  );
}
