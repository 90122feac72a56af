import { eq, sql, type SQL } from 'drizzle-orm';
import {
  countIndividualAccountsEndpoint,
  countOperatorAccountsEndpoint,
  getMfaSettingsEndpoint,
  listIndividualAccountsEndpoint,
  listOperatorAccountsEndpoint,
  updateMfaEmailEndpoint,
  type AccountCountQuery,
  type AccountKind,
  type AccountListQuery,
  type AccountRow,
  type Locale,
  productValues,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { companies } from '../schema';
import { queryRows } from '../db/client';
import { containsPattern } from '../http/list-sql';
import { productsOf } from '../auth/sessions';

/**
 * Memberships and open invitations of one account kind as one row set (001 §3 Account lists):
 * a UNION ALL over accounts⋈users and invitations, filtered, for list and count alike.
 */
function accountRowsSql(companyId: string, kind: AccountKind, q: AccountCountQuery, locale: Locale): SQL {
  const ja = locale === 'ja-JP';
  const userName = ja ? sql`u.family_name_ja || ' ' || u.given_name_ja` : sql`u.given_name_en || ' ' || u.family_name_en`;
  const userSort = ja ? sql`u.family_name_ja || u.given_name_ja` : sql`u.family_name_en || ' ' || u.given_name_en`;
  const invName = ja ? sql`i.family_name_ja || ' ' || i.given_name_ja` : sql`i.given_name_en || ' ' || i.family_name_en`;
  const invSort = ja ? sql`i.family_name_ja || i.given_name_ja` : sql`i.family_name_en || ' ' || i.given_name_en`;
  const grants = kind === 'OPERATOR' ? sql`i.grants_operator` : sql`i.grants_individual`;
  const pattern = containsPattern(q.freeText);
  return sql`SELECT * FROM (
      SELECT 'MEMBERSHIP' AS type, a.id, u.id AS user_id, ${userName} AS name, ${userSort} AS sort_name, u.email,
             a.created_at, u.last_signed_in_at, NULL::timestamptz AS expires_at, u.person_id
        FROM accounts a JOIN users u ON u.id = a.user_id
       WHERE a.company_id = ${companyId} AND a.kind = ${kind}
      UNION ALL
      SELECT 'INVITATION', i.id, NULL, ${invName}, ${invSort}, i.email, i.created_at, NULL, i.expires_at, NULL::uuid
        FROM invitations i
       WHERE i.company_id = ${companyId} AND i.accepted_at IS NULL AND ${grants}
    ) x
    WHERE (${q.category} = 'ALL' OR x.type = ${q.category})
      AND (${pattern}::text IS NULL OR lower(x.name || ' ' || x.email) LIKE ${pattern})`;
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

async function listAccounts(ctx: SettingsContext, companyId: string, kind: AccountKind, q: AccountListQuery, locale: Locale): Promise<{ items: AccountRow[] }> {
  const column = { NAME: sql`sort_name`, EMAIL: sql`email`, CREATED_AT: sql`created_at` }[q.sortColumn];
  const direction = q.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
  // a staff member's products (issue 9) are read for the page's rows only, not for every match;
  // individual accounts grant none
  const products = kind === 'OPERATOR' ? productsOf(sql`page.person_id`, companyId) : sql`'{}'::text[]`;
  const rows = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`SELECT page.*, CASE WHEN page.type = 'MEMBERSHIP' THEN ${products} END AS products
          FROM (${accountRowsSql(companyId, kind, q, locale)} ORDER BY ${column} ${direction}, id ${direction} LIMIT ${q.pageSize} OFFSET ${q.pageIndex * q.pageSize}) page
         ORDER BY ${column} ${direction}, page.id ${direction}`,
  );
  const now = Date.now();
  return {
    items: rows.map((r): AccountRow =>
      r.type === 'MEMBERSHIP'
        ? {
            type: 'MEMBERSHIP',
            id: String(r.id),
            userId: String(r.user_id),
            name: String(r.name),
            email: String(r.email),
            avatarUrl: null,
            createdAt: iso(r.created_at)!,
            lastSignedInAt: iso(r.last_signed_in_at),
            products: productValues.filter((p) => (r.products as string[] | null)?.includes(p)),
          }
        : {
            type: 'INVITATION',
            id: String(r.id),
            name: String(r.name),
            email: String(r.email),
            createdAt: iso(r.created_at)!,
            expiresAt: iso(r.expires_at)!,
            isExpired: new Date(iso(r.expires_at)!).getTime() <= now,
          },
    ),
  };
}

async function countAccounts(ctx: SettingsContext, companyId: string, kind: AccountKind, q: AccountCountQuery): Promise<{ count: number }> {
  const [row] = await queryRows<{ count: number }>(ctx.db, sql`SELECT count(*)::int AS count FROM (${accountRowsSql(companyId, kind, q, 'en-US')}) c`);
  return { count: Number(row?.count ?? 0) };
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type SettingsContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Settings: staff and individual account lists, MFA (001 §2 Settings, §7 Settings). */
export function registerSettingsRoutes(ctx: SettingsContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listOperatorAccountsEndpoint, sessions, ({ query, session, locale }) => listAccounts(ctx, session.companyId, 'OPERATOR', query, locale));
  registerEndpoint(app, countOperatorAccountsEndpoint, sessions, ({ query, session }) => countAccounts(ctx, session.companyId, 'OPERATOR', query));
  registerEndpoint(app, listIndividualAccountsEndpoint, sessions, ({ query, session, locale }) => listAccounts(ctx, session.companyId, 'INDIVIDUAL', query, locale));
  registerEndpoint(app, countIndividualAccountsEndpoint, sessions, ({ query, session }) => countAccounts(ctx, session.companyId, 'INDIVIDUAL', query));

  registerEndpoint(app, getMfaSettingsEndpoint, sessions, async ({ session }) => {
    const [c] = await db.select({ enabled: companies.mfaEmailEnabled }).from(companies).where(eq(companies.id, session.companyId));
    return { email: { enabled: !!c?.enabled } };
  });

  registerEndpoint(app, updateMfaEmailEndpoint, sessions, async ({ body, session, request }) => {
    await db.update(companies).set({ mfaEmailEnabled: body.enabled }).where(eq(companies.id, session.companyId));
    request.log.info({ companyId: session.companyId, enabled: body.enabled }, 'e-mail MFA changed');
    return { email: { enabled: body.enabled } };
  });
}
