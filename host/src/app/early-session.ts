import type { Session } from '@kanri/contracts';

/** The identity call started by the entry chunk, before the shared modules load. */
let early: Promise<Response> | undefined;
/** The language the early identity call asked its names in (`null`: the browser's own). */
let askedLanguage: 'en-US' | 'ja-JP' | null = null;

/** The storage key under which the runtime keeps the language last activated on this browser. */
export const lastLanguageKey = 'kanri:locale';

/** The language last activated on this browser (kept by `activateLocale`), if readable. */
function lastLanguage(): 'en-US' | 'ja-JP' | null {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(lastLanguageKey);
    return value === 'en-US' || value === 'ja-JP' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language the early identity call asked for its names: the one last used on this browser,
 * or `null` when none is known (the browser's Accept-Language went). The bootstrap asks again only
 * when the session's saved language is another (a first visit, or a switch made elsewhere).
 */
export function earlySessionLanguage(): 'en-US' | 'ja-JP' | null {
  return askedLanguage;
}

/**
 * The headers of the entry chunk's early calls (the identity call, a manifest's preloads): JSON, in
 * the language the identity call asked in (`earlySessionLanguage`), else the browser's own.
 */
export function earlyRequestHeaders(): Record<string, string> {
  return askedLanguage ? { Accept: 'application/json', 'Accept-Language': askedLanguage } : { Accept: 'application/json' };
}

/** What the early identity call says the user may open (read from a copy of its answer). */
let earlyAccess: Promise<Session['accessibles'] | null> = Promise.resolve(null);

/**
 * Starts `GET /v2/session` from the entry chunk (`src/index.ts`), in parallel with the download of
 * the bootstrap and its shared modules, instead of after them (docs/performance.md §1 "Critical
 * path"). Same origin, JSON, in the language last used on this browser (`kanri:locale`, so the
 * user's names come back in the language the page will choose), else the browser's. Does nothing
 * when `fetch` is missing.
 */
export function startEarlySession(): void {
  if (early || typeof fetch !== 'function') return;
  askedLanguage = lastLanguage();
  early = fetch('/v2/session', { headers: earlyRequestHeaders(), credentials: 'same-origin' });
  // a failure is handled by the caller of takeEarlySession (it falls back to a fresh request)
  early.catch(() => undefined);
  // a copy, taken as soon as the answer arrives (before `takeEarlySession` reads the body)
  earlyAccess = early.then((response) => (response.ok ? (response.clone().json() as Promise<Session>) : null)).then((session) => session?.accessibles ?? null, () => null);
}

/**
 * The accessibles of the early identity call's session (`null`: signed out, failed, or none
 * started), for the entry chunk's decisions before the shell runs (which remote's code to preload).
 * Never rejects; does not take the session.
 */
export function earlyAccessibles(): Promise<Session['accessibles'] | null> {
  return earlyAccess;
}

/**
 * The session from the early identity call, taken once: 200 → the session, 401 → `null` (signed
 * out, as `fetchSession` answers). Anything else (none started, network error, another status, a
 * body that is not JSON) gives `fallback()`, so errors are reported exactly as `fetchSession`
 * reports them.
 * @param fallback the regular identity call (`fetchSession` of `@kanri/runtime`)
 */
export async function takeEarlySession(fallback: () => Promise<Session | null>): Promise<Session | null> {
  const pending = early;
  early = undefined;
  if (!pending) return fallback();
  try {
    const response = await pending;
    if (response.status === 401) return null;
    if (response.ok) return (await response.json()) as Session;
  } catch {
    // fall through to the regular call
  }
  return fallback();
}
