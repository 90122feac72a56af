import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signInUrlFor, useAuth } from '@kanri/runtime';
import { resolveRedirect } from './redirects';
import { PendingIndicator } from './components/pending-indicator';
import { useLocaleShortcut } from '../features/locale/use-locale-shortcut';
import { useDocumentTitle } from './document-title';
import { CommandPaletteLauncher } from '../features/command-palette/palette-launcher';
import { setSessionSnapshot } from './session-snapshot';


/** Where the access guard sends a location, or `null` to let it through (000 §2 "Access guard"). */
export function guardRedirect(pathname: string, search: string, signedIn: boolean): string | null {
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return null;
  if (signedIn) return null;
  // after sign-in a user lands on their own home: `/` needs no `redirect`
  return pathname === '/' && !search ? '/auth/sign-in' : signInUrlFor(pathname, search);
}

/**
 * The root route: sends an individual-only account from `/` to `/individual` and leaves `/` of any
 * other signed-in user to the shell (their staff home depends on their products: issue 9), applies
 * the redirect table, then the access guard (any path outside `/auth` needs a session; otherwise
 * `/auth/sign-in?redirect=<path+search>`, plain `/auth/sign-in` from `/`), then renders the page.
 * Global keyboard shortcuts (Ctrl+Meta+L) and, when signed in, the command palette live here.
 */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const { status, session } = useAuth();
  // the router loads remotes for the session in force (./router.tsx `patchRemoteRoutes`)
  setSessionSnapshot(session);
  useLocaleShortcut();
  useDocumentTitle();

  // an individual-only account has no staff home: its home is the individual area (000 §6)
  if (pathname === '/' && session && !session.accessibles.hasOperator && session.accessibles.hasIndividual) return <Navigate to="/individual" replace />;
  // `/` depends on who is signed in (the table's `/` → /software is the full account's case): the
  // shell sends it to the first permitted module rather than a GA-only user to the software registry
  if (pathname === '/' && status === 'loading') return <PendingIndicator block />;
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
