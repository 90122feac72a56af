import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signInUrlFor, useAuth } from '@kanri/runtime';
import { resolveRedirect } from './redirects';
import { PendingIndicator } from './components/pending-indicator';
import { useLocaleShortcut } from '../features/locale/use-locale-shortcut';
import { useDocumentTitle } from './document-title';
import { CommandPaletteLauncher } from '../features/command-palette/palette-launcher';


/** Where the access guard sends a location, or `null` to let it through (000 §2 "Access guard"). */
export function guardRedirect(pathname: string, search: string, signedIn: boolean): string | null {
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return null;
  return signedIn ? null : signInUrlFor(pathname, search);
}

/**
 * The root route: sends an individual-only account from `/` to `/individual`, applies the redirect table, then the access guard (any path outside `/auth`
 * needs a session; otherwise `/auth/sign-in?redirect=<path+search>`), then renders the page.
 * Global keyboard shortcuts (Ctrl+Meta+L) and, when signed in, the command palette live here.
 */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const { status, session } = useAuth();
  useLocaleShortcut();
  useDocumentTitle();

  // an individual-only account has no staff home: its home is the individual area (000 §6)
  if (pathname === '/' && session && !session.accessibles.hasOperator && session.accessibles.hasIndividual) return <Navigate to="/individual" replace />;
  const redirect = resolveRedirect(pathname, search);
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
