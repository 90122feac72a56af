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
