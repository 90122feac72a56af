import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptInvitationEndpoint,
  devMailboxEndpoint,
  errorCodes,
  getInvitationEndpoint,
  getSessionEndpoint,
  mfaVerifyEndpoint,
  signInEndpoint,
  signOutEndpoint,
  updateSessionLocaleEndpoint,
  type Locale,
  type SignInResult,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint, loadSession } from '../http/register';
import { ApiError, notFound, tooManyAttempts, unauthenticated } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { pendingTtlMs, sessionCookieName, sessionInfo } from './sessions';
import { accounts, companies, invitations, oneTimeCodes, users } from '../schema';
import { newOneTimeCode, sha256 } from '../lib/tokens';

/** Tries per one-time code before it is void. */
const maxCodeAttempts = 5;

/** Whether the client reached us over HTTPS: `request.protocol` reads `X-Forwarded-Proto` from a trusted proxy only. */
const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Sets the session cookie: HttpOnly, SameSite=Lax, path /, Secure over HTTPS. */
function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(sessionCookieName, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request), expires });
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
}

/** Sign-in, MFA, sign-out, session, locale and invitations (issue 2 "Auth"; 000 §2, §4, §7). */
export function registerAuthRoutes(ctx: AppContext): void {
  const { app, db, sessions, translator, mailer, throttles, invitationLimit } = ctx;

  async function signedIn(request: FastifyRequest, reply: FastifyReply, user: { id: string; companyId: string }, locale: Locale): Promise<SignInResult> {
    const created = await sessions.create(user);
    await db.update(users).set({ lastSignedInAt: new Date() }).where(eq(users.id, user.id));
    setSessionCookie(request, reply, created.token, created.expiresAt);
    return { mfaRequired: false, session: await sessionInfo(db, user.id, locale) };
  }

  registerEndpoint(app, signInEndpoint, sessions, async ({ body, request, reply, locale }) => {
    const email = body.email.toLowerCase();
    // Throttled per (account, client address) and per client address, never per account alone:
    // failures from one address never slow the account's owner down at another (issue 29).
    // `request.ip` reads X-Forwarded-For only from the trusted proxies (`trustProxy`).
    const accountKey = `account:${email}|${request.ip}`;
    const addressKey = `address:${request.ip}`;
    const wait = Math.max(await throttles.account.retryAfter(accountKey), await throttles.address.retryAfter(addressKey));
    if (wait > 0) throw tooManyAttempts(wait);

    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Unknown e-mails cost one scrypt too, so timing does not reveal which e-mails exist.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash));
    if (!user || !user.passwordHash || !ok) {
      await Promise.all([throttles.account.fail(accountKey), throttles.address.fail(addressKey)]);
      request.log.info({ email }, 'sign-in failed');
      throw new ApiError(401, errorCodes.invalidCredentials, apiMessages.invalidCredentials);
    }
    await throttles.account.reset(accountKey);

    const [company] = await db.select({ mfa: companies.mfaEmailEnabled }).from(companies).where(eq(companies.id, user.companyId));
    if (!company?.mfa) return signedIn(request, reply, user, locale);

    const pending = await sessions.create(user, { mfaPending: true });
    const code = newOneTimeCode();
    await db.insert(oneTimeCodes).values({
      companyId: user.companyId,
      sessionId: pending.id,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + pendingTtlMs),
    });
    const mailLocale = user.locale as Locale;
    await mailer.sendCode({
      to: user.email,
      subject: translator.t(mailLocale, apiMessages.mfaMailSubject),
      text: translator.t(mailLocale, apiMessages.mfaMailBody, { code }),
      code,
    });
    setSessionCookie(request, reply, pending.token, pending.expiresAt);
    return { mfaRequired: true, method: 'email' } as const;
  });

  registerEndpoint(app, mfaVerifyEndpoint, sessions, async ({ body, request, reply, locale }) => {
    const session = await loadSession(request, sessions);
    if (!session || !session.mfaPending) throw unauthenticated();
    const [otp] = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.sessionId, session.id), isNull(oneTimeCodes.usedAt)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (!otp || otp.expiresAt.getTime() <= Date.now()) throw new ApiError(400, errorCodes.invalidCode, apiMessages.invalidCode);
    if (otp.attempts >= maxCodeAttempts) throw tooManyAttempts(otp.expiresAt.getTime() / 1000 - Date.now() / 1000);
    const expected = Buffer.from(otp.codeHash, 'hex');
    const actual = Buffer.from(sha256(body.code), 'hex');
    if (!timingSafeEqual(expected, actual)) {
      await db.update(oneTimeCodes).set({ attempts: otp.attempts + 1 }).where(eq(oneTimeCodes.id, otp.id));
      if (otp.attempts + 1 >= maxCodeAttempts) throw tooManyAttempts(otp.expiresAt.getTime() / 1000 - Date.now() / 1000);
      throw new ApiError(400, errorCodes.invalidCode, apiMessages.invalidCode);
    }
    await db.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, otp.id));
    // A fresh token after the second factor: the pending token never becomes a full session.
    await sessions.delete(request.cookies[sessionCookieName]);
    return signedIn(request, reply, { id: session.userId, companyId: session.companyId }, locale);
  });

  registerEndpoint(app, signOutEndpoint, sessions, async ({ request, reply }) => {
    await sessions.delete(request.cookies[sessionCookieName]);
    clearSessionCookie(request, reply);
    return undefined;
  });

  // cached with the session lookup and dropped by every write (SessionStore.derive)
  registerEndpoint(app, getSessionEndpoint, sessions, ({ session, locale }) => sessions.derive(`session:${session.userId}:${session.companyId}:${locale}`, () => sessionInfo(db, session.userId, locale)));

  registerEndpoint(app, updateSessionLocaleEndpoint, sessions, async ({ body, session }) => {
    await db.update(users).set({ locale: body.locale }).where(eq(users.id, session.userId));
    sessions.evictAll();
    return { locale: body.locale };
  });

  async function findInvitation(code: string) {
    const [invitation] = await db.select().from(invitations).where(eq(invitations.codeHash, sha256(code)));
    if (!invitation) throw notFound();
    if (invitation.acceptedAt || invitation.expiresAt.getTime() <= Date.now()) {
      throw new ApiError(410, errorCodes.invitationExpired, apiMessages.invitationExpired);
    }
    return invitation;
  }

  registerEndpoint(app, getInvitationEndpoint, sessions, async ({ params, locale, request }) => {
    await invitationLimit(request);
    const invitation = await findInvitation(params.invitationCode);
    const ja = locale === 'ja-JP';
    return {
      email: invitation.email,
      givenName: ja ? invitation.givenNameJa : invitation.givenNameEn,
      familyName: ja ? invitation.familyNameJa : invitation.familyNameEn,
      middleName: invitation.middleName,
    };
  });

  registerEndpoint(app, acceptInvitationEndpoint, sessions, async ({ params, body, request, reply, locale }) => {
    await invitationLimit(request);
    const invitation = await findInvitation(params.invitationCode);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email.toLowerCase()));
    if (existing) throw new ApiError(409, errorCodes.conflict, apiMessages.emailTaken);
    const passwordHash = await hashPassword(body.password);
    const user = await db.transaction(async (tx) => {
      // Claim the invitation first so two concurrent accepts cannot both succeed.
      const claimed = await tx
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id });
      if (!claimed.length) throw new ApiError(410, errorCodes.invitationExpired, apiMessages.invitationExpired);
      const [created] = await tx
        .insert(users)
        .values({
          companyId: invitation.companyId,
          email: invitation.email.toLowerCase(),
          passwordHash,
          familyNameJa: invitation.familyNameJa,
          givenNameJa: invitation.givenNameJa,
          familyNameEn: invitation.familyNameEn,
          givenNameEn: invitation.givenNameEn,
          personId: invitation.personId,
          locale,
        })
        .returning();
      const kinds = [...(invitation.grantsOperator ? (['OPERATOR'] as const) : []), ...(invitation.grantsIndividual ? (['INDIVIDUAL'] as const) : [])];
      if (kinds.length) await tx.insert(accounts).values(kinds.map((kind) => ({ companyId: invitation.companyId, userId: created!.id, kind })));
      return created!;
    });
    request.log.info({ userId: user.id, companyId: user.companyId }, 'invitation accepted');
    return signedIn(request, reply, user, locale);
  });

  if (ctx.config.devMailbox) {
    registerEndpoint(app, devMailboxEndpoint, sessions, async ({ query }) => ({ messages: mailer.mailbox(query.to) }));
  }
}

