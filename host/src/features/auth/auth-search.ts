import * as v from 'valibot';
import { mfaMethodValues } from '@kanri/contracts';

/** A same-origin, in-app path (`/x…`, never `//host` or a URL): anything else is dropped. */
export const redirectPathSchema = v.pipe(v.string(), v.regex(/^\/(?!\/)[^\\]*$/));

/**
 * The sign-in page's search (000 §2, §5; DECISIONS.md): `redirect` (optional in-app path),
 * `mfa_method` (only `email`) and `error` (only `invitation_not_found`). Invalid values fall back
 * to absent and the URL is rewritten.
 */
export const signInSearchSchema = v.object({
  redirect: v.fallback(v.optional(redirectPathSchema), undefined),
  mfa_method: v.fallback(v.optional(v.picklist(mfaMethodValues)), undefined),
  error: v.fallback(v.optional(v.picklist(['invitation_not_found'])), undefined),
});

/** Where a signed-in user goes: the `redirect` search value, else `/`. */
export function afterSignInPath(redirect: string | undefined): string {
  return redirect && !redirect.startsWith('/auth') ? redirect : '/';
}

/** The sign-in page's search values (see `signInSearchSchema`). */
export type SignInSearch = v.InferOutput<typeof signInSearchSchema>;

const signInSearchKeys = ['redirect', 'mfa_method', 'error'] as const;

/**
 * Reads the sign-in search from a query string; an invalid value reads as absent (first value of a
 * repeated key).
 */
export function parseSignInSearch(search: string): SignInSearch {
  const params = new URLSearchParams(search);
  const raw = Object.fromEntries(signInSearchKeys.map((key) => [key, params.get(key) ?? undefined]));
  return v.parse(signInSearchSchema, raw);
}

/**
 * The query string with `patch` applied to the sign-in keys (`undefined` removes one) and every
 * invalid sign-in value dropped; other keys stay as they are. '' when nothing is left, else `?…`.
 */
export function signInSearchString(search: string, patch: Partial<SignInSearch> = {}): string {
  const params = new URLSearchParams(search);
  const next = { ...parseSignInSearch(search), ...patch };
  for (const key of signInSearchKeys) {
    const value = next[key];
    if (value === undefined) params.delete(key);
    else if (params.get(key) !== value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query string without its invalid sign-in values, or `null` when every value is valid. */
export function cleanedSignInSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const valid = parseSignInSearch(search);
  return signInSearchKeys.some((key) => params.has(key) && valid[key] === undefined) ? signInSearchString(search) : null;
}
