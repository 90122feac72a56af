import { and, count, eq, getTableColumns, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import {
  countNetworksEndpoint,
  createNetworkEndpoint,
  deleteNetworkEndpoint,
  errorCodes,
  getNetworkEndpoint,
  listNetworksEndpoint,
  updateNetworkEndpoint,
  type CreateNetworkBody,
  type Locale,
  type NetworkDetail,
  type NetworkRow,
  type NetworksCountQuery,
  type NetworksListQuery,
  type SortOrder,
} from '@kanri/contracts';
import type { AppContext } from '../server';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { devices, networks, people, places } from '../db/schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { containsPattern, page, selectRows } from './common';

/**
 * Networks (000 §2 Networks list, "Network add screen", §3 Network, §5 validation, §7
 * `POST /v2/networks`, §8, §9): list and count, create, one network, update with optimistic
 * concurrency (`version`), delete. Every write records an audit entry in its own transaction.
 */

type NetworkRecord = typeof networks.$inferSelect;
const { searchText: _searchText, ...networkColumns } = getTableColumns(networks);

/** The contact-name subquery's own alias of `people` (the row query joins `people` too). */
const contact = alias(people, 'contact');

/**
 * Up to this many matching admin contacts are passed to the network query as an id list; with more
 * (a text every e-mail contains) each row's joined contact is tested instead.
 */
const contactIdListMax = 5000;

/**
 * freeText of the networks list: the network's name or purpose (`networks.search_text`), or the
 * admin contact's name in kanji, kana or English or e-mail (`people.search_text`), both served by
 * their pg_trgm GIN indexes. The matching contacts are looked up first and passed as a constant id
 * list, so that PostgreSQL can OR two bitmap index scans (trigram + `(company_id,
 * admin_person_id)`) for a selective text, and hashes the list when it scans anyway (a two-letter
 * text no trigram index serves). Measured on 100k networks: see api/bench/networks-latency.ts.
 */
async function networkTextMatch(db: DbOrTx, companyId: string, freeText: string | undefined): Promise<SQL | undefined> {
  const pattern = containsPattern(freeText);
  if (!pattern) return undefined;
  const contactMatch = and(eq(contact.companyId, companyId), sql`${contact.searchText} LIKE ${pattern}`);
  const contacts = await db.select({ id: contact.id }).from(contact).where(contactMatch).limit(contactIdListMax + 1);
  const byText = sql`${networks.searchText} LIKE ${pattern}`;
  if (contacts.length === 0) return byText;
  if (contacts.length > contactIdListMax) {
    // Most contacts match (a text every e-mail holds): test the contact the row query joins anyway
    // (`people`, by key), which stops as soon as a page is full.
    return or(byText, sql`${people.searchText} LIKE ${pattern}`);
  }
  return or(byText, sql`${networks.adminPersonId} = ANY(${`{${contacts.map((c) => c.id).join(',')}}`}::uuid[])`);
}

/**
 * WHERE of the list and count: tenant, networkCategory (`ALL`: any, null included), networkType,
 * freeText. It may test `people` (the admin contact), so every query using it left-joins people on
 * `networks.admin_person_id` (`selectNetworks`, `countNetworks`).
 */
async function networksWhere(db: DbOrTx, companyId: string, q: NetworksCountQuery): Promise<SQL | undefined> {
  return and(
    eq(networks.companyId, companyId),
    q.networkCategory === 'ALL' ? undefined : eq(networks.networkCategory, q.networkCategory),
    q.networkType.length ? inArray(networks.networkType, q.networkType) : undefined,
    await networkTextMatch(db, companyId, q.freeText),
  );
}

/** How many networks match `where` (see `networksWhere`). */
async function countNetworks(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(networks).leftJoin(people, eq(people.id, networks.adminPersonId)).where(where);
  return row?.n ?? 0;
}

/**
 * The row query: the network with its admin contact, destination place and device. The joins are
 * on the primary keys only (writes check that each reference is the company's), which lets
 * PostgreSQL probe them by key.
 */
function selectNetworks(db: DbOrTx, options: { withoutContact?: boolean } = {}) {
  return db
    .select({
      network: networkColumns,
      admin: {
        id: people.id,
        familyNameJa: people.familyNameJa,
        givenNameJa: people.givenNameJa,
        familyNameEn: people.familyNameEn,
        givenNameEn: people.givenNameEn,
        email: people.email,
        avatarUrl: people.avatarUrl,
      },
      place: { id: places.id, nameJa: places.nameJa, nameEn: places.nameEn },
      device: { id: devices.id, name: devices.name },
    })
    .from(networks)
    // for rows known to have no contact, a constant-false join spares PostgreSQL reading people
    .leftJoin(people, options.withoutContact ? sql`false` : eq(people.id, networks.adminPersonId))
    .leftJoin(places, eq(places.id, networks.placeId))
    .leftJoin(devices, eq(devices.id, networks.deviceId));
}

type SelectedNetwork = Awaited<ReturnType<ReturnType<typeof selectNetworks>['execute']>>[number];

/** Japanese: family name first; English: given name first (as the people list shows names). */
const personName = (p: { familyNameJa: string; givenNameJa: string; familyNameEn: string; givenNameEn: string }, locale: Locale) =>
  locale === 'ja-JP' ? `${p.familyNameJa} ${p.givenNameJa}` : `${p.givenNameEn} ${p.familyNameEn}`;

function toRow(r: SelectedNetwork, locale: Locale): NetworkRow {
  const n = r.network;
  return {
    id: n.id,
    networkName: n.networkName,
    networkType: n.networkType as NetworkRow['networkType'],
    networkCategory: n.networkCategory as NetworkRow['networkCategory'],
    purpose: n.purpose,
    connectionType: n.connectionType as NetworkRow['connectionType'],
    destinationType: n.destinationType as NetworkRow['destinationType'],
    destinationPlaceContent: r.place ? { id: r.place.id, name: locale === 'ja-JP' ? r.place.nameJa : r.place.nameEn } : null,
    destinationDeviceContent: r.device ? { id: r.device.id, name: r.device.name, avatarUrl: null } : null,
    adminContact: r.admin ? { personId: r.admin.id, name: personName(r.admin, locale), avatarUrl: r.admin.avatarUrl, primaryWorkerEmail: r.admin.email } : null,
  };
}

/**
 * A network as its payload shapes it (000 §3 "Network (create payload)"): what the detail page
 * edits and what the audit log compares (`networkInformation.networkName`, …).
 */
export function networkPayload(n: Omit<NetworkRecord, 'searchText'>): CreateNetworkBody {
  return {
    networkInformation: {
      networkName: n.networkName,
      networkType: n.networkType as CreateNetworkBody['networkInformation']['networkType'],
      connectionType: n.connectionType as CreateNetworkBody['networkInformation']['connectionType'],
      networkCategory: n.networkCategory as CreateNetworkBody['networkInformation']['networkCategory'],
      purpose: n.purpose,
      destinationType: n.destinationType as CreateNetworkBody['networkInformation']['destinationType'],
      placeId: n.placeId,
      deviceId: n.deviceId,
    },
    adminContact: { personId: n.adminPersonId },
    accessControl: {
      accessLevel: n.accessLevel as CreateNetworkBody['accessControl']['accessLevel'],
      accessStatus: n.accessStatus as CreateNetworkBody['accessControl']['accessStatus'],
      accessPeriodFrom: n.accessPeriodFrom,
      accessPeriodTo: n.accessPeriodTo,
      subjectType: n.subjectType as CreateNetworkBody['accessControl']['subjectType'],
    },
  };
}

function toDetail(r: SelectedNetwork, locale: Locale): NetworkDetail {
  const payload = networkPayload(r.network);
  return {
    ...toRow(r, locale),
    networkInformation: payload.networkInformation,
    accessControl: payload.accessControl,
    version: r.network.version,
    createdAt: r.network.createdAt.toISOString(),
    updatedAt: r.network.updatedAt.toISOString(),
  };
}

/** The stored columns of a validated payload: `''` purpose becomes null; nothing is trimmed. */
function toColumns(body: CreateNetworkBody) {
  const i = body.networkInformation;
  const a = body.accessControl;
  return {
    networkName: i.networkName,
    networkType: i.networkType,
    connectionType: i.connectionType,
    networkCategory: i.networkCategory,
    purpose: i.purpose === '' ? null : i.purpose,
    destinationType: i.destinationType,
    placeId: i.placeId,
    deviceId: i.deviceId,
    adminPersonId: body.adminContact.personId,
    accessLevel: a.accessLevel,
    accessStatus: a.accessStatus,
    accessPeriodFrom: a.accessPeriodFrom,
    accessPeriodTo: a.accessPeriodTo,
    subjectType: a.subjectType,
  };
}

/**
 * 400 with field paths when a referenced place, device or person is not the company's (or does not
 * exist): `networkInformation.placeId`, `networkInformation.deviceId`, `adminContact.personId`.
 */
async function checkReferences(tx: DbOrTx, companyId: string, c: ReturnType<typeof toColumns>): Promise<void> {
  const exists = async (table: typeof places | typeof devices | typeof people, id: string | null) =>
    id === null || (await tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.companyId, companyId)))).length > 0;
  const errors: PendingFieldError[] = [];
  if (!(await exists(places, c.placeId))) errors.push({ path: 'networkInformation.placeId', descriptor: apiMessages.placeNotFound });
  if (!(await exists(devices, c.deviceId))) errors.push({ path: 'networkInformation.deviceId', descriptor: apiMessages.deviceNotFound });
  if (!(await exists(people, c.adminPersonId))) errors.push({ path: 'adminContact.personId', descriptor: apiMessages.personNotFound });
  if (errors.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, errors);
}

const isUuid = (id: string) => v.is(v.pipe(v.string(), v.uuid()), id);

async function loadNetwork(db: DbOrTx, companyId: string, id: string, locale: Locale): Promise<NetworkDetail> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectNetworks(db).where(and(eq(networks.companyId, companyId), eq(networks.id, id)));
  if (!row) throw notFound();
  return toDetail(row, locale);
}

/** `column asc|desc nulls last` (the indexes of nullable sort columns are built that way). */
const nullsLast = (column: AnyColumn | SQL, order: SortOrder) => (order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`);
/** `column asc|desc` with PostgreSQL's default null placement, which a backward index scan gives. */
const plain = (column: AnyColumn | SQL, order: SortOrder) => (order === 'desc' ? sql`${column} desc` : sql`${column} asc`);

/**
 * One page of the list. NETWORK_NAME, NETWORK_TYPE and PURPOSE read their `(company_id, column, id)`
 * index (nulls last in both directions). ADMIN_CONTACT sorts by the contact's name — kana reading
 * in Japanese, family then given name in English, as the people list does — then person id and
 * network id; networks without a contact come last (by id). It reads in two parts so that each part
 * walks an index (people by name, then each person's networks) instead of sorting every network.
 */
async function listNetworks(db: DbOrTx, companyId: string, locale: Locale, q: NetworksListQuery): Promise<NetworkRow[]> {
  const where = await networksWhere(db, companyId, q);
  const { limit, offset } = page(q);
  const o = q.sortOrder;
  if (q.sortColumn !== 'ADMIN_CONTACT') {
    const order =
      q.sortColumn === 'NETWORK_NAME'
        ? [plain(networks.networkName, o), plain(networks.id, o)]
        : [nullsLast(q.sortColumn === 'NETWORK_TYPE' ? networks.networkType : networks.purpose, o), o === 'desc' ? sql`${networks.id} desc nulls last` : sql`${networks.id} asc`];
    const rows = await selectRows(selectNetworks(db).where(where).orderBy(...order).limit(limit).offset(offset));
    return rows.map((r) => toRow(r, locale));
  }
  const nameKeys = locale === 'ja-JP' ? [people.nameKana] : [people.familyNameEn, people.givenNameEn];
  const countContacted = () => countNetworks(db, and(where, isNotNull(networks.adminPersonId)));
  // A deep page (the last ones, typically) may lie wholly among the networks without a contact:
  // one count then spares walking every contact in name order up to the offset.
  let contacted = offset >= deepOffset ? await countContacted() : undefined;
  const withContact =
    contacted !== undefined && offset >= contacted
      ? []
      : await selectRows(
          selectNetworks(db)
            // Qualifying people turns the left join into an inner one, and its company lets PostgreSQL
            // walk people_company_name_kana_idx / _name_en_idx in order, then each person's networks.
            .where(and(where, isNotNull(people.id), eq(people.companyId, companyId)))
            .orderBy(...nameKeys.map((c) => plain(c, o)), plain(people.id, o), plain(networks.id, o))
            .limit(limit)
            .offset(offset),
        );
  if (withContact.length === limit) return withContact.map((r) => toRow(r, locale));
  // The page reaches past the networks with a contact: fill it with those without one.
  if (withContact.length > 0 || offset === 0) contacted = offset + withContact.length;
  contacted ??= await countContacted();
  const withoutContact = await selectRows(
    selectNetworks(db, { withoutContact: true })
      .where(and(where, isNull(networks.adminPersonId)))
      .orderBy(plain(networks.id, o))
      .limit(limit - withContact.length)
      .offset(Math.max(0, offset - contacted)),
  );
  return [...withContact, ...withoutContact].map((r) => toRow(r, locale));
}

/** From this offset on, the ADMIN_CONTACT list counts the networks with a contact first. */
const deepOffset = 10_000;

const conflict = () => new ApiError(409, errorCodes.conflict, apiMessages.networkConflict);

/** Networks list, count, create, one, update and delete (000 §2, §3, §5, §7; DECISIONS.md "not shown" calls). */
export function registerNetworksRoutes(ctx: AppContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listNetworksEndpoint, sessions, async ({ query, session, locale }) => ({
    items: await listNetworks(db, session.companyId, locale, query),
  }));

  registerEndpoint(app, countNetworksEndpoint, sessions, async ({ query, session }) => {
    return { count: await countNetworks(db, await networksWhere(db, session.companyId, query)) };
  });

  registerEndpoint(app, createNetworkEndpoint, sessions, async ({ body, session }) => {
    const columns = toColumns(body);
    const id = await db.transaction(async (tx) => {
      await checkReferences(tx, session.companyId, columns);
      const [row] = await tx
        .insert(networks)
        .values({ ...columns, companyId: session.companyId, createdBy: session.userId, updatedBy: session.userId })
        .returning(networkColumns);
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'NETWORK', resourceId: row!.id, before: null, after: networkPayload(row!) });
      return row!.id;
    });
    return { id };
  });

  registerEndpoint(app, getNetworkEndpoint, sessions, async ({ params, session, locale }) => loadNetwork(db, session.companyId, params.id, locale));

  registerEndpoint(app, updateNetworkEndpoint, sessions, async ({ params, body, session, locale }) => {
    if (!isUuid(params.id)) throw notFound();
    const columns = toColumns(body);
    return db.transaction(async (tx) => {
      const mine = and(eq(networks.id, params.id), eq(networks.companyId, session.companyId));
      // Locking the row keeps `before` exactly what the conditional update below replaces.
      const [before] = await tx.select(networkColumns).from(networks).where(mine).for('update');
      if (!before) throw notFound();
      await checkReferences(tx, session.companyId, columns);
      const [after] = await tx
        .update(networks)
        .set({ ...columns, version: sql`${networks.version} + 1`, updatedAt: sql`now()`, updatedBy: session.userId })
        .where(and(mine, eq(networks.version, body.version)))
        .returning(networkColumns);
      if (!after) throw conflict();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'NETWORK', resourceId: after.id, before: networkPayload(before), after: networkPayload(after) });
      return loadNetwork(tx, session.companyId, after.id, locale);
    });
  });

  registerEndpoint(app, deleteNetworkEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.id)) throw notFound();
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(networks)
        .where(and(eq(networks.id, params.id), eq(networks.companyId, session.companyId)))
        .returning(networkColumns);
      if (!gone) throw notFound();
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'NETWORK', resourceId: gone.id, before: networkPayload(gone), after: null });
    });
    return undefined;
  });
}
