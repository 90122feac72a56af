import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Accessibles, Session } from '@kanri/contracts';
import { fetchSession, useAuth, useDialogs } from '@kanri/runtime';
import { forbiddenModuleFor, homeRedirect } from '../module-access';

/** Where the shell stands on the current URL: open it, re-read the session first, or refuse it. */
export type ModuleAccess = 'allowed' | 'checking' | 'forbidden';

/**
 * Whether `pathname` is refused to a session (000 §6, issue 9): a module of a product it lacks, or
 * `/` of an operator with no home at all (no module, no individual area).
 */
export function isRefused(pathname: string, accessibles: Accessibles | null | undefined): boolean {
  if (forbiddenModuleFor(pathname, accessibles)) return true;
  return pathname === '/' && !!accessibles?.hasOperator && homeRedirect({ accessibles }) === null;
}

const sameSession = (a: Session | null, b: Session | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The shell's access decision for the current URL, made from the URL's module before the remote
 * that owns it loads (`forbidden`: the page is not rendered and the forbidden dialog of 000 §6
 * opens). The session is re-read (`GET /v2/session`) on every navigation after the first, so a
 * role changed meanwhile shows in the navigation at once; a URL the held session refuses waits
 * for that answer (`checking`) before it is refused. A failed re-read keeps the session.
 */
export function useModuleAccess(): ModuleAccess {
  const { pathname } = useLocation();
  const { session, setSession } = useAuth();
  const { showForbidden } = useDialogs();
  const [checked, setChecked] = useState<string | null>(null);
  const current = useRef(session);
  current.current = session;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // the session was just read (start-up or sign-in): no second call for the first page, nor for
    // the staff home `/` sent the user to
    const landing = previous.current === null || previous.current === '/';
    previous.current = pathname;
    if (landing) {
      setChecked(pathname);
      return;
    }
    let live = true;
    fetchSession()
      .then((next) => {
        if (live && !sameSession(next, current.current)) setSession(next);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setChecked(pathname);
      });
    return () => {
      live = false;
    };
  }, [pathname, setSession]);

  const access: ModuleAccess = !isRefused(pathname, session?.accessibles) ? 'allowed' : checked === pathname ? 'forbidden' : 'checking';
  useEffect(() => {
    if (access === 'forbidden') showForbidden();
  }, [access, pathname, showForbidden]);
  return access;
}
