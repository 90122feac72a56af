import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import {
  countPeopleGroupsEndpoint,
  countProductPermissionsEndpoint,
  countRoleHoldersEndpoint,
  countRolesEndpoint,
  createPeopleGroupEndpoint,
  createProductPermissionEndpoint,
  createRoleEndpoint,
  deletePeopleGroupEndpoint,
  deleteProductPermissionEndpoint,
  deleteRoleEndpoint,
  errorCodes,
  getPeopleGroupEndpoint,
  getProductPermissionEndpoint,
  getRoleEndpoint,
  listPeopleGroupsEndpoint,
  listProductPermissionsEndpoint,
  listRoleHoldersEndpoint,
  listRolesEndpoint,
  updatePeopleGroupEndpoint,
  updateProductPermissionEndpoint,
  updateRoleEndpoint,
  type GroupPerson,
  type Locale,
  privilegeValues,
  type NamedRef,
  type Privilege,
  type PeopleGroupDetail,
  type PeopleGroupRow,
  type ProductPermissionDetail,
  type ProductPermissionRow,
  type RoleDetail,
  type RoleHolderRow,
  type RoleRow,
  type SortOrder,
  type WorkerType,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { toProducts } from '../auth/sessions';
import { containsPattern, page } from '../http/list-sql';

/**
 * Roles, product permissions and people groups (001 §2 "Settings and roles", §3, §5, §6; issue 9;
 * docs/permissions.md): lists (name search, sorted by name only), counts, one record, create,
 * update with `version`, delete, and a role's holders. Every write runs in one transaction that
 * holds the company's roles lock (`pg_advisory_xact_lock`), records an audit entry, and refuses
 * (409) a result that leaves the company without a staff member holding `SETTINGS`.
 */

type Session = { companyId: string; userId: string };

/** Rows of a raw query on the database or an open transaction. */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const isUuid = (id: string) => v.is(v.pipe(v.string(), v.uuid()), id);
const direction = (order: SortOrder) => (order === 'desc' ? sql`DESC` : sql`ASC`);
const nameMatch = (column: SQL, freeText: string | undefined) => {
  const pattern = containsPattern(freeText);
  return pattern ? sql`AND lower(${column}) LIKE ${pattern}` : sql``;
};
/** The searched text of a family aliased `t`: its name, and its English name where it has one (roles, product permissions, people groups). */
const searchedName = (t: SQL, bilingual: boolean) => (bilingual ? sql`${t}.name || ' ' || coalesce(${t}.name_en, '')` : sql`${t}.name`);
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const conflict = () => new ApiError(409, errorCodes.conflict, apiMessages.recordConflict);
const nameTaken = (path: 'name' | 'nameEn' = 'name') => new ApiError(409, errorCodes.conflict, apiMessages.nameTaken, [{ path, descriptor: apiMessages.nameTaken }]);

/**
 * The name a role, product permission or people group (table aliased `alias`) shows in the locale (issue 30): Japanese
 * shows the name typed (`name`, required), English the English name, falling back to `name` when
 * none was given (stored as null, never empty). The HR master items' rule (`hrMasterName`).
 */
export const shownName = (alias: string, locale: Locale): SQL => (locale === 'ja-JP' ? sql.raw(`${alias}.name`) : sql.raw(`coalesce(${alias}.name_en, ${alias}.name)`));

/** `[{ id, name }]` of the roles referencing a row, named and ordered in the locale (a JSON subquery). */
const referencingRoles = (joinTable: SQL, joinColumn: SQL, id: SQL, locale: Locale) =>
  sql`coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', ${shownName('r', locale)}) ORDER BY ${shownName('r', locale)}, r.id) FROM ${joinTable} j JOIN roles r ON r.id = j.role_id WHERE j.${joinColumn} = ${id}), '[]'::json)`;

/** A person's name in the locale: family name first in Japanese (as the people list shows names). */
const personNameSql = (locale: Locale) =>
  locale === 'ja-JP' ? sql`p.family_name_ja || ' ' || p.given_name_ja` : sql`p.given_name_en || ' ' || p.family_name_en`;
/** The people list's name order: kana reading in Japanese, family then given name in English. */
const personOrderSql = (locale: Locale) => (locale === 'ja-JP' ? sql`p.name_kana` : sql`p.family_name_en, p.given_name_en`);

/** The list query of a family: name search, sort by name (then id), paging. */
type NamedListQuery = { freeText?: string; sortOrder: SortOrder; pageIndex: number; pageSize: number };

/**
 * The clauses of one page of a family whose table is aliased `alias`: `where` keeps the company's
 * rows matching the name search and `filter`, `order` sorts them by name then id in the query's
 * direction, `cut` is the page's LIMIT / OFFSET. `locale` (every family has an English name since
 * issue 30): search either name, sort by the name shown.
 */
function namedPageClauses(alias: string, companyId: string, q: NamedListQuery, filter: SQL = sql``, locale?: Locale): { where: SQL; order: SQL; cut: SQL } {
  const { limit, offset } = page(q);
  const t = sql.raw(alias);
  const d = direction(q.sortOrder);
  const sortName = locale ? shownName(alias, locale) : sql`${t}.name`;
  return {
    where: sql`WHERE ${t}.company_id = ${companyId} ${nameMatch(searchedName(t, locale !== undefined), q.freeText)} ${filter}`,
    order: sql`ORDER BY ${sortName} ${d}, ${t}.id ${d}`,
    cut: sql`LIMIT ${limit} OFFSET ${offset}`,
  };
}

/** One page of a family (`select` aliases its table as `alias`), see {@link namedPageClauses}. */
async function namedPage<T>(db: DbOrTx, select: SQL, alias: string, companyId: string, q: NamedListQuery, filter: SQL = sql``, locale?: Locale): Promise<T[]> {
  const { where, order, cut } = namedPageClauses(alias, companyId, q, filter, locale);
  return rows<T>(db, sql`${select} ${where} ${order} ${cut}`);
}

/** How many of the company's rows of `table` match the name search (either name when `bilingual`) and `filter` (`{ count }`). */
async function namedCount(db: DbOrTx, table: string, companyId: string, q: { freeText?: string }, filter: SQL = sql``, bilingual = false): Promise<{ count: number }> {
  const [r] = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${sql.raw(table)} t WHERE t.company_id = ${companyId} ${nameMatch(searchedName(sql`t`, bilingual), q.freeText)} ${filter}`);
  return { count: Number(r?.n ?? 0) };
}

// ————— the company lock and the last SETTINGS holder —————

/** Serializes the company's role writes, so two removals cannot each leave the other holder alone. */
async function lockRoles(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`kanri.roles:${companyId}`}))`);
}

/**
 * Whether a staff member of the company (a user with a password and the operator account, linked
 * to a person) holds `SETTINGS` through the roles as they stand in this transaction.
 */
export async function hasSettingsHolder(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await rows<{ held: boolean }>(
    db,
    sql`SELECT EXISTS (
      SELECT 1 FROM person_products pp
      JOIN users u ON u.person_id = pp.person_id AND u.company_id = pp.company_id AND u.password_hash IS NOT NULL
      JOIN accounts a ON a.user_id = u.id AND a.company_id = pp.company_id AND a.kind = 'OPERATOR'
      WHERE pp.company_id = ${companyId} AND pp.product = 'SETTINGS'
    ) AS held`,
  );
  return row?.held === true;
}

/** 409 when the transaction's changes left nobody who can open Settings (issue 9). */
async function keepSettingsHolder(tx: DbOrTx, companyId: string): Promise<void> {
  if (!(await hasSettingsHolder(tx, companyId))) throw new ApiError(409, errorCodes.lastSettingsHolder, apiMessages.lastSettingsHolder);
}

/** 409 (field `name`) when another record of the family already has the name. */
async function checkNameFree(tx: DbOrTx, table: SQL, companyId: string, name: string, exceptId: string | null): Promise<void> {
  const [taken] = await rows<{ id: string }>(
    tx,
    sql`SELECT id FROM ${table} WHERE company_id = ${companyId} AND name = ${name} ${exceptId ? sql`AND id <> ${exceptId}` : sql``} LIMIT 1`,
  );
  if (taken) throw nameTaken();
}

/**
 * 409 (field `nameEn`) when another role, product permission or people group of the company already shows the English
 * name (checked under the roles lock, so two writers cannot both take it): two records reading the
 * same on English screens could not be told apart.
 */
async function checkEnglishNameFree(tx: DbOrTx, table: SQL, companyId: string, nameEn: string | null, exceptId: string | null): Promise<void> {
  if (nameEn === null) return;
  const [taken] = await rows<{ id: string }>(
    tx,
    sql`SELECT id FROM ${table} WHERE company_id = ${companyId} AND name_en = ${nameEn} ${exceptId ? sql`AND id <> ${exceptId}` : sql``} LIMIT 1`,
  );
  if (taken) throw nameTaken('nameEn');
}

/** 400 at `{path}.{index}` for every id that is not a row of the company in `table`. */
async function checkIds(tx: DbOrTx, table: SQL, companyId: string, ids: readonly string[], path: string, descriptor: PendingFieldError['descriptor']): Promise<PendingFieldError[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: string }>(tx, sql`SELECT id FROM ${table} WHERE company_id = ${companyId} AND id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
  const known = new Set(found.map((r) => r.id));
  return ids.flatMap((id, index) => (known.has(id) ? [] : [{ path: `${path}.${index}`, descriptor }]));
}

function throwFieldErrors(errors: PendingFieldError[]): void {
  if (errors.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, errors);
}

/** The text array literal of a list of enumeration values (`{IT,GA}`). */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** The names of a role, product permission or people group as selected (`shown`: in the request's language). */
type NameColumns = { name: string; name_en: string | null; shown: string };
const nameEntries = (r: NameColumns) => ({ name: r.shown, nameJa: r.name, nameEn: r.name_en });

// ————— product permissions —————

type ProductPermissionRecord = NameColumns & { id: string; products: string[]; privileges: string[]; roles: NamedRef[]; version: number; created_at: Date; updated_at: Date };

const productPermissionSelect = (locale: Locale) => sql`SELECT pp.id, pp.name, pp.name_en, ${shownName('pp', locale)} AS shown, pp.products, pp.privileges, pp.version, pp.created_at, pp.updated_at,
  ${referencingRoles(sql`role_product_permissions`, sql`product_permission_id`, sql`pp.id`, locale)} AS roles
  FROM product_permissions pp`;

const toProductPermissionRow = (r: ProductPermissionRecord): ProductPermissionRow => ({ id: r.id, ...nameEntries(r), products: toProducts(r.products), privileges: toPrivileges(r.privileges), roles: r.roles });

/** The payload shape of a product permission (what the audit log compares). */
const productPermissionPayload = (p: { name: string; nameEn: string | null; products: readonly string[]; privileges: readonly string[] }) => ({
  name: p.name,
  nameEn: p.nameEn,
  products: toProducts(p.products),
  privileges: toPrivileges(p.privileges),
});

/** Privileges in `privilegeValues` order, unknown values dropped. */
const toPrivileges = (values: readonly string[] | null | undefined): Privilege[] => (values ? privilegeValues.filter((p) => values.includes(p)) : []);

/** The `product` filter of the product permission list (`ALL`: none); the table is aliased `alias`. */
const productFilter = (alias: string, product: string) => (product === 'ALL' ? sql`` : sql`AND ${product} = ANY(${sql.raw(alias)}.products)`);

async function loadProductPermission(db: DbOrTx, companyId: string, id: string, locale: Locale): Promise<ProductPermissionDetail> {
  if (!isUuid(id)) throw notFound();
  const [r] = await rows<ProductPermissionRecord>(db, sql`${productPermissionSelect(locale)} WHERE pp.company_id = ${companyId} AND pp.id = ${id}`);
  if (!r) throw notFound();
  return { ...toProductPermissionRow(r), version: r.version, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}

// ————— people groups —————

type PeopleGroupRecord = NameColumns & {
  id: string;
  worker_types: string[];
  total_people: number | string;
  included_count: number | string;
  excluded_count: number | string;
  roles: NamedRef[];
  version: number;
  created_at: Date;
  updated_at: Date;
};

/**
 * How many people a set of people groups holds between them now: the people of view
 * `people_group_holders` (schema.ts `peopleGroups`) of any of `groups` — a subquery of rows
 * `(id, worker_types)`, correlated to the listed row — counted once each, without reading the
 * company once per group (issue 28; the view's count took one scan of the people per group, 409 and
 * 358 ms a page of roles and people groups at 100k people). A person named in none of the groups
 * is held exactly when the worker type is one of theirs, so those are counted per worker type
 * (`typed`, see {@link holderTypeCounts}); the few people named in a group (included or excluded)
 * are then judged one by one with the view's own rule and replace their share of `typed`.
 * Needs the CTE of `holderTypeCounts` in the query. `companyId`: the company of the groups.
 */
const holderCount = (companyId: string, groups: SQL) => sql`(coalesce((SELECT sum(t.n) FROM typed t WHERE t.worker_type IN (SELECT unnest(x.worker_types) FROM ${groups} x)), 0)
  + coalesce((SELECT count(*) FILTER (WHERE s.holds) - count(*) FILTER (WHERE s.typed) FROM (
      SELECT bool_or(coalesce(m.kind = 'INCLUDE', p.worker_type = ANY (x.worker_types))) AS holds, bool_or(p.worker_type = ANY (x.worker_types)) AS typed
      FROM ${groups} x CROSS JOIN people p LEFT JOIN people_group_members m ON m.people_group_id = x.id AND m.person_id = p.id
      WHERE p.company_id = ${companyId} AND p.status <> 'ALUMNI'
        AND p.id IN (SELECT n.person_id FROM people_group_members n WHERE n.people_group_id IN (SELECT y.id FROM ${groups} y))
      GROUP BY p.id) s), 0))::int`;

/**
 * The CTE `typed` of {@link holderCount}: the company's people who are not alumni, counted per
 * worker type, for the worker types of `groups` only (the listed page's groups, rows with
 * `worker_types`) — one pass over the index on (company, worker type, status), not the table.
 */
const holderTypeCounts = (companyId: string, groups: SQL) => sql`typed AS MATERIALIZED (
  SELECT p.worker_type, count(*) AS n FROM people p
  WHERE p.company_id = ${companyId} AND p.status <> 'ALUMNI'
    AND p.worker_type = ANY ((SELECT array_agg(DISTINCT wt) FROM ${groups} x CROSS JOIN unnest(x.worker_types) AS wt)::text[])
  GROUP BY p.worker_type)`;

/**
 * The people groups `rowsOf` keeps (WHERE, ORDER BY and page of `people_groups g`) with what a row
 * shows, in `order` (on `g`): the page is cut first (CTE `g`), then each of its rows is counted —
 * holders by {@link holderCount}, the names included and excluded, the roles using it.
 */
const peopleGroupQuery = (locale: Locale, companyId: string, rowsOf: SQL, order: SQL) => sql`WITH g AS MATERIALIZED (SELECT g.* FROM people_groups g ${rowsOf}),
  ${holderTypeCounts(companyId, sql`g`)}
  SELECT g.id, g.name, g.name_en, ${shownName('g', locale)} AS shown, g.worker_types, g.version, g.created_at, g.updated_at,
  ${holderCount(companyId, sql`(SELECT g.id, g.worker_types)`)} AS total_people,
  (SELECT count(*) FROM people_group_members m WHERE m.people_group_id = g.id AND m.kind = 'INCLUDE') AS included_count,
  (SELECT count(*) FROM people_group_members m WHERE m.people_group_id = g.id AND m.kind = 'EXCLUDE') AS excluded_count,
  ${referencingRoles(sql`role_people_groups`, sql`people_group_id`, sql`g.id`, locale)} AS roles
  FROM g ${order}`;

/** One page of the people group list (001 §3): the name search, sort and page of {@link namedPageClauses}, cut before anything is counted. */
const peopleGroupPage = (locale: Locale, companyId: string, q: NamedListQuery) => {
  const { where, order, cut } = namedPageClauses('g', companyId, q, sql``, locale);
  return peopleGroupQuery(locale, companyId, sql`${where} ${order} ${cut}`, order);
};

const workerTypeOrder: readonly WorkerType[] = ['EMPLOYEE', 'BOARD_MEMBER', 'CONTRACTOR', 'COLLABORATOR'];
const toPeopleGroupRow = (r: PeopleGroupRecord): PeopleGroupRow => ({
  id: r.id,
  ...nameEntries(r),
  totalPeople: Number(r.total_people),
  workerTypes: workerTypeOrder.filter((w) => r.worker_types.includes(w)),
  includedCount: Number(r.included_count),
  excludedCount: Number(r.excluded_count),
  roles: r.roles,
});

async function loadPeopleGroup(db: DbOrTx, companyId: string, id: string, locale: Locale): Promise<PeopleGroupDetail> {
  if (!isUuid(id)) throw notFound();
  const [r] = await rows<PeopleGroupRecord>(db, peopleGroupQuery(locale, companyId, sql`WHERE g.company_id = ${companyId} AND g.id = ${id}`, sql``));
  if (!r) throw notFound();
  const named = await rows<GroupPerson & { kind: string }>(
    db,
    sql`SELECT p.id, ${personNameSql(locale)} AS name, p.email, p.worker_type AS "workerType", m.kind
      FROM people_group_members m JOIN people p ON p.id = m.person_id
      WHERE m.people_group_id = ${id} ORDER BY ${personOrderSql(locale)}, p.id`,
  );
  const pick = (kind: string) => named.filter((p) => p.kind === kind).map(({ kind: _kind, ...person }) => person);
  return { ...toPeopleGroupRow(r), included: pick('INCLUDE'), excluded: pick('EXCLUDE'), version: r.version, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}

/** The payload shape of a people group (what the audit log compares). */
const peopleGroupPayload = (g: { name: string; nameEn: string | null; workerTypes: readonly string[]; included: readonly string[]; excluded: readonly string[] }) => ({
  name: g.name,
  nameEn: g.nameEn,
  workerTypes: [...g.workerTypes],
  includedPersonIds: [...g.included].sort(),
  excludedPersonIds: [...g.excluded].sort(),
});

async function peopleGroupSnapshot(tx: DbOrTx, id: string) {
  const [g] = await rows<{ name: string; name_en: string | null; worker_types: string[] }>(tx, sql`SELECT name, name_en, worker_types FROM people_groups WHERE id = ${id}`);
  const members = await rows<{ person_id: string; kind: string }>(tx, sql`SELECT person_id, kind FROM people_group_members WHERE people_group_id = ${id}`);
  return peopleGroupPayload({
    name: g!.name,
    nameEn: g!.name_en,
    workerTypes: g!.worker_types,
    included: members.filter((m) => m.kind === 'INCLUDE').map((m) => m.person_id),
    excluded: members.filter((m) => m.kind === 'EXCLUDE').map((m) => m.person_id),
  });
}

async function writeMembers(tx: DbOrTx, groupId: string, included: readonly string[], excluded: readonly string[]): Promise<void> {
  await tx.execute(sql`DELETE FROM people_group_members WHERE people_group_id = ${groupId}`);
  const members = [...included.map((id) => [id, 'INCLUDE'] as const), ...excluded.map((id) => [id, 'EXCLUDE'] as const)];
  if (members.length === 0) return;
  await tx.execute(sql`INSERT INTO people_group_members (people_group_id, person_id, kind)
    SELECT ${groupId}, m.person_id, m.kind FROM unnest(${textArray(members.map((m) => m[0]))}::uuid[], ${textArray(members.map((m) => m[1]))}::text[]) AS m(person_id, kind)`);
}

// ————— roles —————

type RoleRecord = NameColumns & {
  id: string;
  total_people: number | string;
  people_groups: NamedRef[];
  product_permissions: NamedRef[];
  products: string[] | null;
  version: number;
  created_at: Date;
  updated_at: Date;
};

/**
 * The roles `rowsOf` keeps (WHERE, ORDER BY and page of `roles r`) with what a row shows, in
 * `order` (on `r`): the page is cut first (CTE `r`), its roles' people groups read once (`role_groups`), then
 * each row's holders are counted by {@link holderCount} (a person held by two of the role's groups
 * counted once) and its groups, permissions and products named.
 */
const roleQuery = (locale: Locale, companyId: string, rowsOf: SQL, order: SQL) => sql`WITH r AS MATERIALIZED (SELECT r.* FROM roles r ${rowsOf}),
  role_groups AS MATERIALIZED (SELECT rg.role_id, g.id, g.worker_types FROM role_people_groups rg JOIN people_groups g ON g.id = rg.people_group_id WHERE rg.role_id IN (SELECT r.id FROM r)),
  ${holderTypeCounts(companyId, sql`role_groups`)}
  SELECT r.id, r.name, r.name_en, ${shownName('r', locale)} AS shown, r.version, r.created_at, r.updated_at,
  ${holderCount(companyId, sql`(SELECT x.id, x.worker_types FROM role_groups x WHERE x.role_id = r.id)`)} AS total_people,
  coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', ${shownName('g', locale)}) ORDER BY ${shownName('g', locale)}, g.id) FROM role_people_groups rg JOIN people_groups g ON g.id = rg.people_group_id WHERE rg.role_id = r.id), '[]'::json) AS people_groups,
  coalesce((SELECT json_agg(json_build_object('id', pp.id, 'name', ${shownName('pp', locale)}) ORDER BY ${shownName('pp', locale)}, pp.id) FROM role_product_permissions rp JOIN product_permissions pp ON pp.id = rp.product_permission_id WHERE rp.role_id = r.id), '[]'::json) AS product_permissions,
  (SELECT array_agg(DISTINCT pr) FROM role_product_permissions rp JOIN product_permissions pp ON pp.id = rp.product_permission_id CROSS JOIN LATERAL unnest(pp.products) AS pr WHERE rp.role_id = r.id) AS products
  FROM r ${order}`;

/** One page of the role list (001 §3): the name search, sort and page of {@link namedPageClauses}, cut before anything is counted. */
const rolePage = (locale: Locale, companyId: string, q: NamedListQuery) => {
  const { where, order, cut } = namedPageClauses('r', companyId, q, sql``, locale);
  return roleQuery(locale, companyId, sql`${where} ${order} ${cut}`, order);
};

const toRoleRow = (r: RoleRecord): RoleRow => ({
  id: r.id,
  ...nameEntries(r),
  totalPeople: Number(r.total_people),
  peopleGroups: r.people_groups,
  productPermissions: r.product_permissions,
  products: toProducts(r.products),
});

async function loadRole(db: DbOrTx, companyId: string, id: string, locale: Locale): Promise<RoleDetail> {
  if (!isUuid(id)) throw notFound();
  const [r] = await rows<RoleRecord>(db, roleQuery(locale, companyId, sql`WHERE r.company_id = ${companyId} AND r.id = ${id}`, sql``));
  if (!r) throw notFound();
  return { ...toRoleRow(r), version: r.version, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}

async function roleSnapshot(tx: DbOrTx, id: string) {
  const [r] = await rows<{ name: string; name_en: string | null; permissions: string[] | null; groups: string[] | null }>(
    tx,
    sql`SELECT r.name, r.name_en,
      (SELECT array_agg(product_permission_id::text ORDER BY product_permission_id) FROM role_product_permissions WHERE role_id = r.id) AS permissions,
      (SELECT array_agg(people_group_id::text ORDER BY people_group_id) FROM role_people_groups WHERE role_id = r.id) AS groups
      FROM roles r WHERE r.id = ${id}`,
  );
  return { name: r!.name, nameEn: r!.name_en, productPermissionIds: r!.permissions ?? [], peopleGroupIds: r!.groups ?? [] };
}

async function writeRoleLinks(tx: DbOrTx, roleId: string, permissionIds: readonly string[], groupIds: readonly string[]): Promise<void> {
  await tx.execute(sql`DELETE FROM role_product_permissions WHERE role_id = ${roleId}`);
  await tx.execute(sql`DELETE FROM role_people_groups WHERE role_id = ${roleId}`);
  if (permissionIds.length) {
    await tx.execute(sql`INSERT INTO role_product_permissions (role_id, product_permission_id) SELECT ${roleId}, unnest(${textArray(permissionIds)}::uuid[])`);
  }
  if (groupIds.length) {
    await tx.execute(sql`INSERT INTO role_people_groups (role_id, people_group_id) SELECT ${roleId}, unnest(${textArray(groupIds)}::uuid[])`);
  }
}

/** WHERE of a role's holders: the people its groups hold now, optionally matching `freeText`. */
function holdersFrom(roleId: string, freeText: string | undefined): SQL {
  const pattern = containsPattern(freeText);
  return sql`FROM role_people_groups rg
    JOIN people_group_holders h ON h.people_group_id = rg.people_group_id
    JOIN people p ON p.id = h.person_id
    JOIN people_groups g ON g.id = rg.people_group_id
    WHERE rg.role_id = ${roleId} ${pattern ? sql`AND p.search_text LIKE ${pattern}` : sql``}`;
}

async function requireRole(db: DbOrTx, companyId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [found] = await rows<{ id: string }>(db, sql`SELECT id FROM roles WHERE company_id = ${companyId} AND id = ${id}`);
  if (!found) throw notFound();
}

/** Deletes a row referenced by roles only after checking it is not (409 `referencedByRoles`). */
async function refuseWhenReferenced(tx: DbOrTx, joinTable: SQL, joinColumn: SQL, id: string): Promise<void> {
  const [used] = await rows<{ n: number | string }>(tx, sql`SELECT count(*) AS n FROM ${joinTable} WHERE ${joinColumn} = ${id}`);
  if (Number(used?.n ?? 0) > 0) throw new ApiError(409, errorCodes.inUse, apiMessages.referencedByRoles);
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type SettingsRolesContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Every call of the roles, product permissions and people groups screens (SETTINGS product). */
export function registerRoleRoutes(ctx: SettingsRolesContext): void {
  const { app, db, sessions } = ctx;

  /** Runs a write under the company's roles lock and checks the SETTINGS holder before committing. */
  const write = <T>(session: Session, work: (tx: DbOrTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await lockRoles(tx, session.companyId);
      const result = await work(tx);
      await keepSettingsHolder(tx, session.companyId);
      return result;
    });

  // product permissions
  registerEndpoint(app, listProductPermissionsEndpoint, sessions, async ({ query, session, locale }) => ({
    items: (await namedPage<ProductPermissionRecord>(db, productPermissionSelect(locale), 'pp', session.companyId, query, productFilter('pp', query.product), locale)).map(toProductPermissionRow),
  }));
  registerEndpoint(app, countProductPermissionsEndpoint, sessions, ({ query, session }) => namedCount(db, 'product_permissions', session.companyId, query, productFilter('t', query.product), true));
  registerEndpoint(app, getProductPermissionEndpoint, sessions, ({ params, session, locale }) => loadProductPermission(db, session.companyId, params.id, locale));
  registerEndpoint(app, createProductPermissionEndpoint, sessions, async ({ body, session }) => {
    const name = body.name.trim();
    const nameEn = body.nameEn ?? null;
    const id = await write(session, async (tx) => {
      await checkNameFree(tx, sql`product_permissions`, session.companyId, name, null);
      await checkEnglishNameFree(tx, sql`product_permissions`, session.companyId, nameEn, null);
      const [row] = await rows<{ id: string }>(
        tx,
        sql`INSERT INTO product_permissions (company_id, name, name_en, products, privileges) VALUES (${session.companyId}, ${name}, ${nameEn}, ${textArray(body.products)}::text[], ${textArray(body.privileges ?? [])}::text[]) RETURNING id`,
      );
      await recordAudit(tx, {
        session, action: 'CREATE', resourceType: 'PRODUCT_PERMISSION', resourceId: row!.id, before: null,
        after: productPermissionPayload({ name, nameEn, products: body.products, privileges: body.privileges ?? [] }),
      });
      return row!.id;
    });
    return { id };
  });
  registerEndpoint(app, updateProductPermissionEndpoint, sessions, async ({ params, body, session }) => {
    if (!isUuid(params.id)) throw notFound();
    const name = body.name.trim();
    await write(session, async (tx) => {
      const [before] = await rows<{ name: string; name_en: string | null; products: string[]; privileges: string[]; version: number }>(
        tx,
        sql`SELECT name, name_en, products, privileges, version FROM product_permissions WHERE company_id = ${session.companyId} AND id = ${params.id} FOR UPDATE`,
      );
      if (!before) throw notFound();
      if (before.version !== body.version) throw conflict();
      // English name or privileges absent: unchanged (a client that does not know them keeps them)
      const nameEn = body.nameEn === undefined ? before.name_en : body.nameEn;
      await checkNameFree(tx, sql`product_permissions`, session.companyId, name, params.id);
      await checkEnglishNameFree(tx, sql`product_permissions`, session.companyId, nameEn, params.id);
      const privileges = body.privileges ?? toPrivileges(before.privileges);
      await tx.execute(sql`UPDATE product_permissions SET name = ${name}, name_en = ${nameEn}, products = ${textArray(body.products)}::text[], privileges = ${textArray(privileges)}::text[], version = version + 1, updated_at = now() WHERE id = ${params.id}`);
      await recordAudit(tx, {
        session, action: 'UPDATE', resourceType: 'PRODUCT_PERMISSION', resourceId: params.id,
        before: productPermissionPayload({ name: before.name, nameEn: before.name_en, products: before.products, privileges: before.privileges }),
        after: productPermissionPayload({ name, nameEn, products: body.products, privileges }),
      });
    });
    return undefined;
  });
  registerEndpoint(app, deleteProductPermissionEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.id)) throw notFound();
    await write(session, async (tx) => {
      const [gone] = await rows<{ name: string; name_en: string | null; products: string[]; privileges: string[] }>(
        tx,
        sql`SELECT name, name_en, products, privileges FROM product_permissions WHERE company_id = ${session.companyId} AND id = ${params.id} FOR UPDATE`,
      );
      if (!gone) throw notFound();
      await refuseWhenReferenced(tx, sql`role_product_permissions`, sql`product_permission_id`, params.id);
      await tx.execute(sql`DELETE FROM product_permissions WHERE id = ${params.id}`);
      await recordAudit(tx, {
        session, action: 'DELETE', resourceType: 'PRODUCT_PERMISSION', resourceId: params.id,
        before: productPermissionPayload({ name: gone.name, nameEn: gone.name_en, products: gone.products, privileges: gone.privileges }), after: null,
      });
    });
    return undefined;
  });

  // people groups
  registerEndpoint(app, listPeopleGroupsEndpoint, sessions, async ({ query, session, locale }) => ({
    items: (await rows<PeopleGroupRecord>(db, peopleGroupPage(locale, session.companyId, query))).map(toPeopleGroupRow),
  }));
  registerEndpoint(app, countPeopleGroupsEndpoint, sessions, ({ query, session }) => namedCount(db, 'people_groups', session.companyId, query, sql``, true));
  registerEndpoint(app, getPeopleGroupEndpoint, sessions, ({ params, session, locale }) => loadPeopleGroup(db, session.companyId, params.id, locale));
  registerEndpoint(app, createPeopleGroupEndpoint, sessions, async ({ body, session }) => {
    const name = body.name.trim();
    const nameEn = body.nameEn ?? null;
    const id = await write(session, async (tx) => {
      await checkNameFree(tx, sql`people_groups`, session.companyId, name, null);
      await checkEnglishNameFree(tx, sql`people_groups`, session.companyId, nameEn, null);
      throwFieldErrors([
        ...(await checkIds(tx, sql`people`, session.companyId, body.includedPersonIds, 'includedPersonIds', apiMessages.personNotFound)),
        ...(await checkIds(tx, sql`people`, session.companyId, body.excludedPersonIds, 'excludedPersonIds', apiMessages.personNotFound)),
      ]);
      const [row] = await rows<{ id: string }>(
        tx,
        sql`INSERT INTO people_groups (company_id, name, name_en, worker_types) VALUES (${session.companyId}, ${name}, ${nameEn}, ${textArray(body.workerTypes)}::text[]) RETURNING id`,
      );
      await writeMembers(tx, row!.id, body.includedPersonIds, body.excludedPersonIds);
      await recordAudit(tx, {
        session, action: 'CREATE', resourceType: 'PEOPLE_GROUP', resourceId: row!.id, before: null,
        after: peopleGroupPayload({ name, nameEn, workerTypes: body.workerTypes, included: body.includedPersonIds, excluded: body.excludedPersonIds }),
      });
      return row!.id;
    });
    return { id };
  });
  registerEndpoint(app, updatePeopleGroupEndpoint, sessions, async ({ params, body, session }) => {
    if (!isUuid(params.id)) throw notFound();
    const name = body.name.trim();
    await write(session, async (tx) => {
      const [current] = await rows<{ version: number; name_en: string | null }>(tx, sql`SELECT version, name_en FROM people_groups WHERE company_id = ${session.companyId} AND id = ${params.id} FOR UPDATE`);
      if (!current) throw notFound();
      if (current.version !== body.version) throw conflict();
      // absent: unchanged (a client that does not know the English name keeps it)
      const nameEn = body.nameEn === undefined ? current.name_en : body.nameEn;
      await checkNameFree(tx, sql`people_groups`, session.companyId, name, params.id);
      await checkEnglishNameFree(tx, sql`people_groups`, session.companyId, nameEn, params.id);
      throwFieldErrors([
        ...(await checkIds(tx, sql`people`, session.companyId, body.includedPersonIds, 'includedPersonIds', apiMessages.personNotFound)),
        ...(await checkIds(tx, sql`people`, session.companyId, body.excludedPersonIds, 'excludedPersonIds', apiMessages.personNotFound)),
      ]);
      const before = await peopleGroupSnapshot(tx, params.id);
      await tx.execute(sql`UPDATE people_groups SET name = ${name}, name_en = ${nameEn}, worker_types = ${textArray(body.workerTypes)}::text[], version = version + 1, updated_at = now() WHERE id = ${params.id}`);
      await writeMembers(tx, params.id, body.includedPersonIds, body.excludedPersonIds);
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PEOPLE_GROUP', resourceId: params.id, before, after: await peopleGroupSnapshot(tx, params.id) });
    });
    return undefined;
  });
  registerEndpoint(app, deletePeopleGroupEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.id)) throw notFound();
    await write(session, async (tx) => {
      const [found] = await rows<{ id: string }>(tx, sql`SELECT id FROM people_groups WHERE company_id = ${session.companyId} AND id = ${params.id} FOR UPDATE`);
      if (!found) throw notFound();
      await refuseWhenReferenced(tx, sql`role_people_groups`, sql`people_group_id`, params.id);
      const before = await peopleGroupSnapshot(tx, params.id);
      await tx.execute(sql`DELETE FROM people_groups WHERE id = ${params.id}`);
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'PEOPLE_GROUP', resourceId: params.id, before, after: null });
    });
    return undefined;
  });

  // roles
  registerEndpoint(app, listRolesEndpoint, sessions, async ({ query, session, locale }) => ({
    items: (await rows<RoleRecord>(db, rolePage(locale, session.companyId, query))).map(toRoleRow),
  }));
  registerEndpoint(app, countRolesEndpoint, sessions, ({ query, session }) => namedCount(db, 'roles', session.companyId, query, sql``, true));
  registerEndpoint(app, getRoleEndpoint, sessions, ({ params, session, locale }) => loadRole(db, session.companyId, params.id, locale));

  const checkRoleLinks = async (tx: DbOrTx, companyId: string, body: { productPermissionIds: string[]; peopleGroupIds: string[] }) =>
    throwFieldErrors([
      ...(await checkIds(tx, sql`product_permissions`, companyId, body.productPermissionIds, 'productPermissionIds', apiMessages.productPermissionNotFound)),
      ...(await checkIds(tx, sql`people_groups`, companyId, body.peopleGroupIds, 'peopleGroupIds', apiMessages.peopleGroupNotFound)),
    ]);
  const rolePayload = (name: string, nameEn: string | null, body: { productPermissionIds: string[]; peopleGroupIds: string[] }) => ({
    name,
    nameEn,
    productPermissionIds: [...body.productPermissionIds].sort(),
    peopleGroupIds: [...body.peopleGroupIds].sort(),
  });

  registerEndpoint(app, createRoleEndpoint, sessions, async ({ body, session }) => {
    const name = body.name.trim();
    const nameEn = body.nameEn ?? null;
    const id = await write(session, async (tx) => {
      await checkNameFree(tx, sql`roles`, session.companyId, name, null);
      await checkEnglishNameFree(tx, sql`roles`, session.companyId, nameEn, null);
      await checkRoleLinks(tx, session.companyId, body);
      const [row] = await rows<{ id: string }>(tx, sql`INSERT INTO roles (company_id, name, name_en) VALUES (${session.companyId}, ${name}, ${nameEn}) RETURNING id`);
      await writeRoleLinks(tx, row!.id, body.productPermissionIds, body.peopleGroupIds);
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'ROLE', resourceId: row!.id, before: null, after: rolePayload(name, nameEn, body) });
      return row!.id;
    });
    return { id };
  });
  registerEndpoint(app, updateRoleEndpoint, sessions, async ({ params, body, session }) => {
    if (!isUuid(params.id)) throw notFound();
    const name = body.name.trim();
    await write(session, async (tx) => {
      const [current] = await rows<{ version: number; name_en: string | null }>(tx, sql`SELECT version, name_en FROM roles WHERE company_id = ${session.companyId} AND id = ${params.id} FOR UPDATE`);
      if (!current) throw notFound();
      if (current.version !== body.version) throw conflict();
      // absent: unchanged (a client that does not know the English name keeps it)
      const nameEn = body.nameEn === undefined ? current.name_en : body.nameEn;
      await checkNameFree(tx, sql`roles`, session.companyId, name, params.id);
      await checkEnglishNameFree(tx, sql`roles`, session.companyId, nameEn, params.id);
      await checkRoleLinks(tx, session.companyId, body);
      const before = await roleSnapshot(tx, params.id);
      await tx.execute(sql`UPDATE roles SET name = ${name}, name_en = ${nameEn}, version = version + 1, updated_at = now() WHERE id = ${params.id}`);
      await writeRoleLinks(tx, params.id, body.productPermissionIds, body.peopleGroupIds);
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'ROLE', resourceId: params.id, before, after: rolePayload(name, nameEn, body) });
    });
    return undefined;
  });
  registerEndpoint(app, deleteRoleEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.id)) throw notFound();
    await write(session, async (tx) => {
      const [found] = await rows<{ id: string }>(tx, sql`SELECT id FROM roles WHERE company_id = ${session.companyId} AND id = ${params.id} FOR UPDATE`);
      if (!found) throw notFound();
      const before = await roleSnapshot(tx, params.id);
      await tx.execute(sql`DELETE FROM roles WHERE id = ${params.id}`);
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'ROLE', resourceId: params.id, before, after: null });
    });
    return undefined;
  });

  registerEndpoint(app, listRoleHoldersEndpoint, sessions, async ({ params, query, session, locale }) => {
    await requireRole(db, session.companyId, params.id);
    const { limit, offset } = page(query);
    const d = direction(query.sortOrder);
    const order = locale === 'ja-JP' ? sql`p.name_kana ${d}` : sql`p.family_name_en ${d}, p.given_name_en ${d}`;
    const found = await rows<RoleHolderRow>(
      db,
      sql`SELECT p.id AS "personId", ${personNameSql(locale)} AS name, p.email, p.worker_type AS "workerType",
          json_agg(json_build_object('id', g.id, 'name', ${shownName('g', locale)}) ORDER BY ${shownName('g', locale)}, g.id) AS "peopleGroups"
        ${holdersFrom(params.id, query.freeText)}
        GROUP BY p.id ORDER BY ${order}, p.id ${d} LIMIT ${limit} OFFSET ${offset}`,
    );
    return { items: found };
  });
  registerEndpoint(app, countRoleHoldersEndpoint, sessions, async ({ params, query, session }) => {
    await requireRole(db, session.companyId, params.id);
    const [r] = await rows<{ n: number | string }>(db, sql`SELECT count(DISTINCT p.id) AS n ${holdersFrom(params.id, query.freeText)}`);
    return { count: Number(r?.n ?? 0) };
  });
}
