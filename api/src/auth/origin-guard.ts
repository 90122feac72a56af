import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@kanri/contracts';
import { ApiError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { sessionCookieName } from './sessions';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `scheme://host[:port]` of `url` as browsers send it in `Origin` (default ports dropped), or null. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins a state-changing call may come from:
 * - `publicOrigin` (`KANRI_PUBLIC_ORIGIN`) when set: the address people open the app at, scheme
 *   included; else the request's own origin as Fastify derives it, which reads `X-Forwarded-Proto`
 *   and `X-Forwarded-Host` only from a trusted proxy (`trustProxy`), never from the client;
 * - plus each of `allowedOrigins` (`KANRI_ALLOWED_ORIGINS`).
 */
export interface OriginPolicy {
  publicOrigin?: string;
  allowedOrigins: string[];
}

/**
 * The cross-site request forgery guard (issue 9; issue 29 "Trusted proxies declared, not assumed"):
 * an `onRequest` hook refusing, with 403 `FOREIGN_ORIGIN` in the error shape,
 * - a POST, PUT, PATCH or DELETE whose `Origin` is not one of the policy's origins (scheme, host
 *   and port compared; `Origin: null` too);
 * - such a call that carries the session cookie with neither `Origin` nor `Sec-Fetch-Site:
 *   same-origin` (browsers send one of them on every such call; a call without the cookie, such as
 *   a script signing in, has no ambient credentials to abuse and may omit both).
 * Reads are not guarded: they change nothing, and the browser keeps their answers from other sites.
 */
export function registerOriginGuard(app: FastifyInstance, policy: OriginPolicy): void {
  const extra = new Set(policy.allowedOrigins.map(originOf).filter((o) => o !== null));
  const fixed = policy.publicOrigin ? originOf(policy.publicOrigin) : null;
  if (policy.publicOrigin && !fixed) throw new Error(`KANRI_PUBLIC_ORIGIN is not an origin (scheme://host[:port]): ${policy.publicOrigin}`);
  const own = (request: FastifyRequest) => fixed ?? originOf(`${request.protocol}://${request.host}`);

  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'same-origin') return;
      if (!request.cookies?.[sessionCookieName]) return;
      throw new ApiError(403, errorCodes.foreignOrigin, apiMessages.foreignOrigin);
    }
    const sent = originOf(origin);
    if (sent && (sent === own(request) || extra.has(sent))) return;
    throw new ApiError(403, errorCodes.foreignOrigin, apiMessages.foreignOrigin);
  });
}
