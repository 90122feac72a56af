import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Accessibles } from '@kanri/contracts';
import { signInUrlFor, useAuth } from '@kanri/runtime';
import { resolveRedirect } from './redirects';
import { PendingIndicator } from './components/pending-indicator';
import { useLocaleShortcut } from '../features/locale/use-locale-shortcut';
import { useDocumentTitle } from './document-title';
import { CommandPaletteLauncher } from '../features/command-palette/palette-launcher';
import { staffHome } from './module-access';

/** Where the access guard sends a location, or `null` to let it through (000 §2 "Access guard"). */
export function guardRedirect(pathname: string, search: string, signedIn: boolean): string | null {
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return null;
  if (signedIn) return null;
  // after sign-in a user lands on their own home: `/` needs no `redirect`
  return pathname === '/' && !search ? '/auth/sign-in' : signInUrlFor(pathname, search);
}

/**
 * Where `/` sends a signed-in user (000 §2, §6; issue 9): the staff home — the landing page of the
 * first module the session's products allow (`/software/registry` for IT, `/places` for GA only) —
 * else `/individual` for an individual-only account, else `null` (an operator with no module: the
 * shell then shows the forbidden dialog's no-accessible-page message).
 */
export function homeRedirect(session: { accessibles: Accessibles } | null): string | null {
  if (!session) return null;
  const home = staffHome(session.accessibles);
  if (home) return home;
  return session.accessibles.hasIndividual && !session.accessibles.hasOperator ? '/individual' : null;
}

/**
 * The root route: sends a signed-in user from `/` to their home (`homeRedirect`), applies the redirect table, then the access guard (any path outside `/auth`
 * needs a session; otherwise `/auth/sign-in?redirect=<path+search>`), then renders the page.
 * Global keyboard shortcuts (Ctrl+Meta+L) and, when signed in, the command palette live here.
 */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const { status, session } = useAuth();
  useLocaleShortcut();
  useDocumentTitle();

  // `/` depends on who is signed in (the redirect table's `/` → /software is the admin's case):
  // wait for the session rather than send a GA-only user to the software registry
  if (pathname === '/' && status === 'loading') return <PendingIndicator block />;
  const home = pathname === '/' ? homeRedirect(session) : null;
  if (home) return <Navigate to={home + search + hash} replace />;
  const redirect = pathname === '/' ? null : resolveRedirect(pathname, search);
  if (redirect) return <Navigate to={redirect + hash} replace />;
  if (status === 'loading' && !pathname.startsWith('/auth')) return <PendingIndicator block />;
  const guard = guardRedirect(pathname, search, status === 'signedIn');
  if (guard) return <Navigate to={guard} replace />;
  return (
    <>
      <Outlet />
      {status === 'signedIn' ? <CommandPaletteLauncher /> : null}
    </>
  );
}
