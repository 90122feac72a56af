/**
 * Navigation outside React: the host registers its router's `navigate` so the API client and the
 * dialogs move within the single-page app; without one (a remote's standalone page) the browser
 * navigates.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

/** Registers the router's navigate function (the host calls it once with `router.navigate`). */
export function setNavigator(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

/** Navigates to an in-app path through the registered router, else with `location.assign`. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/**
 * Goes back in history when the app has somewhere to go back to (react-router keeps the entry's
 * index in `history.state.idx`), else to `/` (000 §2 "Global dialogs").
 */
export function goBackOrHome(): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  if (typeof idx === 'number' && idx > 0) window.history.back();
  else navigateTo('/');
}

/** The sign-in URL that returns to the current page afterwards (000 §2 "Access guard"). */
export function signInUrlFor(pathname: string, search = ''): string {
  return `/auth/sign-in?redirect=${encodeURIComponent(pathname + search)}`;
}

/** Sends the user to sign-in with `redirect` = the current path and search (not from /auth pages). */
export function redirectToSignIn(): void {
  if (window.location.pathname.startsWith('/auth')) return;
  navigateTo(signInUrlFor(window.location.pathname, window.location.search));
}
