import type { Session } from '@kanri/contracts';

let snapshot: Session | null = null;

/**
 * The session as the shell last saw it, for decisions made outside React: the router's
 * `patchRoutesOnNavigation` loads a remote only for a signed-in session whose products allow it.
 * Set at start-up and by the root layout on every session change (sign-out, a re-read after a role
 * change).
 * @param session the session, or null when signed out
 */
export function setSessionSnapshot(session: Session | null): void {
  snapshot = session;
}

/** The session last set with `setSessionSnapshot`. */
export function getSessionSnapshot(): Session | null {
  return snapshot;
}
