import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  createInvitationEndpoint,
  errorCodes,
  getUserPermissionsEndpoint,
  resendInvitationEndpoint,
  revokeInvitationEndpoint,
  type AccountRow,
  type EffectivePermissions,
  type Locale,
  type MessageDescriptor,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { invitations, users } from '../schema';
import { queryRows } from '../db/client';
import { ApiError, notFound } from '../lib/errors';
import { shownName } from './settings-roles';
import { sha256 } from '../lib/tokens';
import { apiMessages } from '../i18n/messages';
import { recordAudit } from '../audit/audit-log';
import { productsOf, toProducts } from '../auth/sessions';

/**
 * Invitations and effective permissions (001 §2 "Settings and roles" `/settings/persons/*`, §3
 * "Account lists"; issue 9; contracts/src/settings/invitations.ts). Invite, resend and revoke are
 * audited (`INVITATION`) in the write's transaction; the invitation code travels only in the
 * e-mail (and the dev mailbox), the database keeps its SHA-256.
 */

const dayMs = 86_400_000;

/** A new invitation code: 24 random bytes, base64url (32 characters of `[A-Za-z0-9_-]`). */
const newInvitationCode = () => randomBytes(24).toString('base64url');

/**
 * The origin the invitation link points at: the calling page's `Origin` (state-changing calls
 * carry it and the server has already checked it is allowed), else the request's own host.
 */
function appOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  return `${request.protocol}://${request.host}`;
}

type InvitationRecord = typeof invitations.$inferSelect;

/** The account-list row of an invitation, its name in `locale` (family name first in Japanese). */
function invitationRow(inv: InvitationRecord, locale: Locale): AccountRow {
  return {
    type: 'INVITATION',
    id: inv.id,
    name: locale === 'ja-JP' ? `${inv.familyNameJa} ${inv.givenNameJa}` : `${inv.givenNameEn} ${inv.familyNameEn}`,
    email: inv.email,
    createdAt: inv.createdAt.toISOString(),
    expiresAt: inv.expiresAt.toISOString(),
    isExpired: inv.expiresAt.getTime() <= Date.now(),
  };
}

/** What the audit log keeps of an invitation (never its code). */
const auditSnapshot = (inv: InvitationRecord) => ({
  email: inv.email,
  familyName: inv.familyNameJa,
  givenName: inv.givenNameJa,
  familyNameEn: inv.familyNameEn,
  givenNameEn: inv.givenNameEn,
  accounts: [...(inv.grantsOperator ? ['OPERATOR'] : []), ...(inv.grantsIndividual ? ['INDIVIDUAL'] : [])],
  personId: inv.personId,
  expiresAt: inv.expiresAt,
});

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type SettingsInvitationsContext = Pick<AppContext, 'app' | 'db' | 'mailer' | 'sessions' | 'translator'>;

export function registerInvitationRoutes(ctx: SettingsInvitationsContext): void {
  const { app, db, sessions, mailer, translator } = ctx;

  /** E-mails the invitation link in the inviter's language. */
  async function sendInvitation(request: FastifyRequest, inv: InvitationRecord, code: string, locale: Locale, companyName: string) {
    const link = `${appOrigin(request)}/auth/invitation/${code}`;
    const expiresAt = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(inv.expiresAt);
    await mailer.sendCode({
      to: inv.email,
      subject: translator.t(locale, apiMessages.invitationMailSubject, { company: companyName }),
      text: translator.t(locale, apiMessages.invitationMailBody, { company: companyName, link, expiresAt }),
      code,
    });
  }

  /** The company's name in the mail's language. */
  async function companyName(companyId: string, locale: Locale): Promise<string> {
    const [row] = await queryRows<{ name: string }>(db, sql`SELECT ${locale === 'ja-JP' ? sql`name_ja` : sql`name_en`} AS name FROM companies WHERE id = ${companyId}`);
    return row?.name ?? 'kanri';
  }

  registerEndpoint(app, createInvitationEndpoint, sessions, async ({ body, session, locale, request, reply }) => {
    const email = body.email.toLowerCase();
    const emailConflict = (descriptor: MessageDescriptor) =>
      new ApiError(409, errorCodes.conflict, descriptor, [{ path: 'email', descriptor }]);
    const code = newInvitationCode();
    const created = await db.transaction(async (tx) => {
      const [taken] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM users WHERE email = ${email}`);
      if (taken) throw emailConflict(apiMessages.emailTaken);
      const [open] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM invitations WHERE company_id = ${session.companyId} AND lower(email) = ${email} AND accepted_at IS NULL AND expires_at > now() FOR UPDATE`,
      );
      if (open) throw emailConflict(apiMessages.invitationOpen);
      let personId = body.personId;
      if (personId) {
        const [person] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM people WHERE id = ${personId} AND company_id = ${session.companyId}`);
        if (!person) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'personId', descriptor: apiMessages.personNotFound }]);
      } else {
        // the person of the company with this e-mail, when there is exactly one
        const matches = await queryRows<{ id: string }>(tx, sql`SELECT id FROM people WHERE company_id = ${session.companyId} AND lower(email) = ${email} LIMIT 2`);
        personId = matches.length === 1 ? matches[0]!.id : null;
      }
      const now = new Date();
      const [inv] = await tx
        .insert(invitations)
        .values({
          companyId: session.companyId,
          codeHash: sha256(code),
          email,
          familyNameJa: body.familyName,
          givenNameJa: body.givenName,
          familyNameEn: body.familyNameEn || body.familyName,
          givenNameEn: body.givenNameEn || body.givenName,
          middleName: null,
          grantsOperator: body.accounts.includes('OPERATOR'),
          grantsIndividual: body.accounts.includes('INDIVIDUAL'),
          personId,
          expiresAt: new Date(now.getTime() + body.validityDays * dayMs),
          createdAt: now,
        })
        .returning();
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'INVITATION', resourceId: inv!.id, before: null, after: auditSnapshot(inv!) });
      return inv!;
    });
    await sendInvitation(request, created, code, locale, await companyName(session.companyId, locale));
    request.log.info({ invitationId: created.id }, 'invitation sent');
    reply.code(201);
    return invitationRow(created, locale);
  });

  /** The company's open (not accepted) invitation `id`, locked for the transaction; 404 otherwise. */
  async function openInvitation(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], companyId: string, id: string): Promise<InvitationRecord> {
    const [inv] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId), isNull(invitations.acceptedAt)))
      .for('update');
    if (!inv) throw notFound();
    return inv;
  }

  registerEndpoint(app, resendInvitationEndpoint, sessions, async ({ params, session, locale, request }) => {
    const code = newInvitationCode();
    const updated = await db.transaction(async (tx) => {
      const before = await openInvitation(tx, session.companyId, params.id);
      // the same period as first given (1–30 days), from now; the old link stops working
      const days = Math.min(30, Math.max(1, Math.round((before.expiresAt.getTime() - before.createdAt.getTime()) / dayMs)));
      const now = new Date();
      const [after] = await tx
        .update(invitations)
        .set({ codeHash: sha256(code), createdAt: now, expiresAt: new Date(now.getTime() + days * dayMs) })
        .where(eq(invitations.id, before.id))
        .returning();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'INVITATION', resourceId: before.id, before: auditSnapshot(before), after: auditSnapshot(after!) });
      return after!;
    });
    await sendInvitation(request, updated, code, locale, await companyName(session.companyId, locale));
    return invitationRow(updated, locale);
  });

  registerEndpoint(app, revokeInvitationEndpoint, sessions, async ({ params, session }) => {
    await db.transaction(async (tx) => {
      const before = await openInvitation(tx, session.companyId, params.id);
      await tx.delete(invitations).where(eq(invitations.id, before.id));
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'INVITATION', resourceId: before.id, before: auditSnapshot(before), after: null });
    });
    return undefined;
  });

  registerEndpoint(app, getUserPermissionsEndpoint, sessions, async ({ params, session, locale }): Promise<EffectivePermissions> => {
    const [user] = await db
      .select({ id: users.id, personId: users.personId })
      .from(users)
      .where(and(eq(users.id, params.id), eq(users.companyId, session.companyId)));
    if (!user) throw notFound();
    const [account] = await queryRows<{ has: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM accounts WHERE user_id = ${user.id} AND company_id = ${session.companyId} AND kind = 'OPERATOR') AS has`,
    );
    const hasOperator = Boolean(account?.has);
    if (!user.personId) return { userId: user.id, hasOperator, person: null, products: [], roles: [] };
    const personName = locale === 'ja-JP' ? sql`p.family_name_ja || ' ' || p.given_name_ja` : sql`p.given_name_en || ' ' || p.family_name_en`;
    const [person] = await queryRows<{ id: string; name: string }>(
      db,
      sql`SELECT p.id, ${personName} AS name FROM people p WHERE p.id = ${user.personId} AND p.company_id = ${session.companyId}`,
    );
    // the roles whose groups hold the person, with those groups and the products the role grants
    const roleRows = await queryRows<{ id: string; name: string; products: string[] | null; groups: { id: string; name: string }[] }>(
      db,
      sql`SELECT r.id, ${shownName('r', locale)} AS name,
            (SELECT array_agg(DISTINCT pr ORDER BY pr) FROM role_product_permissions rpp
               JOIN product_permissions pp ON pp.id = rpp.product_permission_id, unnest(pp.products) pr
              WHERE rpp.role_id = r.id) AS products,
            json_agg(json_build_object('id', g.id, 'name', ${shownName('g', locale)}) ORDER BY ${shownName('g', locale)}, g.id) AS groups
          FROM roles r
          JOIN role_people_groups rpg ON rpg.role_id = r.id
          JOIN people_group_holders h ON h.people_group_id = rpg.people_group_id AND h.person_id = ${user.personId}
          JOIN people_groups g ON g.id = rpg.people_group_id
         WHERE r.company_id = ${session.companyId}
         GROUP BY r.id
         ORDER BY 2, r.id`,
    );
    const roles = roleRows.map((r) => ({ id: r.id, name: r.name, products: toProducts(r.products), peopleGroups: r.groups }));
    // the same rule the session applies on every request (view `person_products`), and products
    // count only with the staff account (the server refuses operator calls without it)
    const [granted] = await queryRows<{ products: string[] }>(db, sql`SELECT ${productsOf(user.personId, session.companyId)} AS products`);
    const products = hasOperator ? toProducts(granted?.products) : [];
    return { userId: user.id, hasOperator, person: person ?? null, products, roles };
  });
}
