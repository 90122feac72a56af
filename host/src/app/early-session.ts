import type { Session } from '@kanri/contracts';

/** The identity call started by the entry chunk, before the shared modules load. */
let early: Promise<Response> | undefined;

/**
 * Starts `GET /v2/session` from the entry chunk (`src/index.ts`), in parallel with the download of
 * the bootstrap and its shared modules, instead of after them (docs/performance.md §1 "Critical
 * path"). Sent like the shared runtime's `fetchSession` at start-up: same origin, JSON, no
 * `Accept-Language` (no language is active yet). Does nothing when `fetch` is missing.
 */
export function startEarlySession(): void {
  if (early || typeof fetch !== 'function') return;
  early = fetch('/v2/session', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  // a failure is handled by the caller of takeEarlySession (it falls back to a fresh request)
  early.catch(() => undefined);
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
