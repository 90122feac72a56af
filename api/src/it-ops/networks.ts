import { and, count, eq, getTableColumns, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  errorCodes,
  networksResource,
  type DeviceGenre,
  type CreateNetworkBody,
  type Locale,
  type NetworkDetail,
  type NetworkRow,
  type NetworksListQuery,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { ApiError, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { devices, networks, people, places } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { containsPattern, page, selectRows } from '../http/list-sql';
import { directionOf, personName, registerResourceRoutes, resourceKit, sortKey, type ResourceRouteOptions, type ResourceScope } from '../http/resource';
import { registerEndpoint, type JsonBody } from '../http/register';
import { idsPage, jsonObject, orderedPage, pageJson, renderedOnce } from '../http/json-page';

/**
 * Networks (000 §2 Networks list, "Network add screen", §3 Network, §5 validation, §7
 * `POST /v2/networks`, §8, §9): list and count, create, one network, update with optimistic
 * concurrency (`version`), delete — served by the resource kit (`registerResourceRoutes`). What is
 * the module's own stays here: the admin contact in freeText and in the ADMIN_CONTACT sort, the
 * joins of the row query, reference checks, localized names.
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

/** The count's FROM: the kit's WHERE may test the admin contact (freeText), so it joins it as the rows do. */
const countFrom = (db: DbOrTx) => db.select({ count: count() }).from(networks).leftJoin(people, eq(people.id, networks.adminPersonId));

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
      device: { id: devices.id, name: devices.name, avatarUrl: devices.avatarUrl, genre: devices.genre },
    })
    .from(networks)
    // for rows known to have no contact, a constant-false join spares PostgreSQL reading people
    .leftJoin(people, options.withoutContact ? sql`false` : eq(people.id, networks.adminPersonId))
    .leftJoin(places, eq(places.id, networks.placeId))
    .leftJoin(devices, eq(devices.id, networks.deviceId));
}

type SelectedNetwork = Awaited<ReturnType<ReturnType<typeof selectNetworks>['execute']>>[number];

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
    destinationDeviceContent: r.device ? { id: r.device.id, name: r.device.name, avatarUrl: r.device.avatarUrl, genre: r.device.genre as DeviceGenre } : null,
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

/** The networks' ids with the admin contact joined as the row query joins it (the WHERE may test it). */
const networkIds = (db: DbOrTx, options: { withoutContact?: boolean } = {}) =>
  db
    .select({ id: networks.id })
    .from(networks)
    // for rows known to have no contact, a constant-false join spares PostgreSQL reading people
    .leftJoin(people, options.withoutContact ? sql`false` : eq(people.id, networks.adminPersonId));

/**
 * The ids of the ADMIN_CONTACT page, in its order (the other sorts are the kit's, each reading its
 * `(company_id, column, id)` index, nulls last in both directions): by the contact's name — kana
 * reading in Japanese, family then given name in English, as the people list does — then person id
 * and network id; networks without a contact come last (by id). It reads in two parts so that each
 * part walks an index (people by name, then each person's networks) instead of sorting every network.
 */
async function adminContactPageIds({ db, companyId, locale }: ResourceScope, q: NetworksListQuery, where: SQL | undefined): Promise<string[]> {
  const { limit, offset } = page(q);
  const o = q.sortOrder;
  const nameKeys = locale === 'ja-JP' ? [people.nameKana] : [people.familyNameEn, people.givenNameEn];
  const countContacted = async () => (await countFrom(db).where(and(where, isNotNull(networks.adminPersonId))))[0]?.count ?? 0;
  // A deep page (the last ones, typically) may lie wholly among the networks without a contact:
  // one count then spares walking every contact in name order up to the offset.
  let contacted = offset >= deepOffset ? await countContacted() : undefined;
  const withContact =
    contacted !== undefined && offset >= contacted
      ? []
      : await selectRows(
          networkIds(db)
            // Qualifying people turns the left join into an inner one, and its company lets PostgreSQL
            // walk people_company_name_kana_idx / _name_en_idx in order, then each person's networks.
            .where(and(where, isNotNull(people.id), eq(people.companyId, companyId)))
            .orderBy(...nameKeys.map((c) => sortKey(c, o)), sortKey(people.id, o), sortKey(networks.id, o))
            .limit(limit)
            .offset(offset),
        );
  if (withContact.length === limit) return withContact.map((r) => r.id);
  // The page reaches past the networks with a contact: fill it with those without one.
  if (withContact.length > 0 || offset === 0) contacted = offset + withContact.length;
  contacted ??= await countContacted();
  const withoutContact = await selectRows(
    networkIds(db, { withoutContact: true })
      .where(and(where, isNull(networks.adminPersonId)))
      .orderBy(sortKey(networks.id, o))
      .limit(limit - withContact.length)
      .offset(Math.max(0, offset - contacted)),
  );
  return [...withContact, ...withoutContact].map((r) => r.id);
}

/** The mapped rows of the ADMIN_CONTACT page (the kit's `list`, which the parity test compares with). */
async function adminContactPage(scope: ResourceScope, q: NetworksListQuery, where: SQL | undefined) {
  const ids = await adminContactPageIds(scope, q, where);
  if (ids.length === 0) return [];
  const rows = await selectRows(selectNetworks(scope.db).where(inArray(networks.id, ids)));
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.network.id)! - at.get(b.network.id)!);
}

/**
 * One page of the networks list as JSON text built by PostgreSQL (issue 28; docs/performance.md
 * §2): `{ items: NetworkRow[] }`, rows as `toRow` makes them — the destination place's name and the
 * admin contact's name in `locale` (Japanese family name first), the device's name, picture and
 * genre. `page` yields the page's networks numbered `ord` (`orderedPage`, or `idsPage` for the
 * ADMIN_CONTACT sort); contact, place and device are joined to those rows only. The row and joins
 * are rendered to SQL text once per language (`renderedOnce`); `pageRows` is built per request.
 */
async function networksPageJson(db: AppContext['db'], locale: Locale, pageRows: SQL): Promise<JsonBody<{ items: NetworkRow[] }>> {
  // the row and joins are the same for every page of a language: rendered once
  const row = renderedOnce(networksPageParts, `row:${locale}`, () => networkRowJson(locale));
  const joins = renderedOnce(networksPageParts, 'joins', () => sql`
    LEFT JOIN ${people} p ON p.id = r.admin_person_id
    LEFT JOIN ${places} pl ON pl.id = r.place_id
    LEFT JOIN ${devices} d ON d.id = r.device_id`);
  return pageJson(db, row, pageRows, joins);
}

const networksPageParts = new Map<string, SQL>();

/** The `NetworkRow` `jsonObject` over the page alias `r` and the contact `p`, place `pl` and device `d` of `networksPageJson`. */
function networkRowJson(locale: Locale): SQL {
  const ja = locale === 'ja-JP';
  return jsonObject({
    id: sql`r.id`, networkName: sql`r.network_name`, networkType: sql`r.network_type`, networkCategory: sql`r.network_category`,
    purpose: sql`r.purpose`, connectionType: sql`r.connection_type`, destinationType: sql`r.destination_type`,
    destinationPlaceContent: sql`CASE WHEN pl.id IS NOT NULL THEN ${jsonObject({ id: sql`pl.id`, name: sql.raw(ja ? 'pl.name_ja' : 'pl.name_en') })} END`,
    destinationDeviceContent: sql`CASE WHEN d.id IS NOT NULL THEN ${jsonObject({ id: sql`d.id`, name: sql`d.name`, avatarUrl: sql`d.avatar_url`, genre: sql`d.genre` })} END`,
    adminContact: sql`CASE WHEN p.id IS NOT NULL THEN ${jsonObject({
      personId: sql`p.id`, name: sql.raw(ja ? `p.family_name_ja || ' ' || p.given_name_ja` : `p.given_name_en || ' ' || p.family_name_en`),
      avatarUrl: sql`p.avatar_url`, primaryWorkerEmail: sql`p.email`,
    })} END`,
  });
}

/** The columns a networks page carries to `networksPageJson` (rendered once: the same for every page). */
const pageColumns = renderedOnce(networksPageParts, 'columns', () => sql`${networks.id} AS id, ${networks.networkName} AS network_name, ${networks.networkType} AS network_type,
  ${networks.networkCategory} AS network_category, ${networks.purpose} AS purpose, ${networks.connectionType} AS connection_type,
  ${networks.destinationType} AS destination_type, ${networks.placeId} AS place_id, ${networks.deviceId} AS device_id,
  ${networks.adminPersonId} AS admin_person_id`);

/** From this offset on, the ADMIN_CONTACT list counts the networks with a contact first. */
const deepOffset = 10_000;

/**
 * The networks resource on the kit: tenant, the category and type filters, freeText (name, purpose
 * or the contact, `networkTextMatch`), the sorts. `kit.list` is the mapped page (`toRow`);
 * `GET /v2/networks` sends `networksPageJson` with the same WHERE and order (issue 28).
 */
const networksOptions = {
  table: networks,
  auditType: 'NETWORK',
  conflict: apiMessages.networkConflict,
  payload: networkPayload,
  select: selectNetworks,
  toRow,
  toDetail,
  where: (q) => [
    q.networkCategory === 'ALL' ? undefined : eq(networks.networkCategory, q.networkCategory),
    q.networkType.length ? inArray(networks.networkType, q.networkType) : undefined,
  ],
  text: (freeText, { db, companyId }) => networkTextMatch(db, companyId, freeText),
  countFrom,
  sort: (q) => (q.sortColumn === 'NETWORK_NAME' ? [sortKey(networks.networkName, q.sortOrder)] : [sortKey(q.sortColumn === 'NETWORK_TYPE' ? networks.networkType : networks.purpose, q.sortOrder, { nullsLast: true })]),
  // as the `(company_id, column desc nulls last, id desc)` indexes of the nullable columns read
  tiebreak: (o, q) => (q.sortColumn !== 'NETWORK_NAME' && o === 'desc' ? sql`${networks.id} desc nulls last` : sortKey(networks.id, o)),
  page: (scope, q, where) => (q.sortColumn === 'ADMIN_CONTACT' ? adminContactPage(scope, q, where) : Promise.resolve(undefined)),
  columns: toColumns,
  check: (tx, columns, { companyId }) => checkReferences(tx, companyId, columns as ReturnType<typeof toColumns>),
} satisfies ResourceRouteOptions<typeof networksResource.endpoints, typeof networks, SelectedNetwork>;

/** The networks kit on `db` (WHERE, count, and the mapped page `list` the parity test compares with). */
export const networksKit = (db: AppContext['db']) => resourceKit(db, networksResource.endpoints, networksOptions);

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type NetworksContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Networks list, count, create, one, update and delete (000 §2, §3, §5, §7; DECISIONS.md "not shown" calls). */
export function registerNetworksRoutes(ctx: NetworksContext): void {
  const { app, db, sessions } = ctx;
  // the list is sent as PostgreSQL's JSON text (below); the kit registers the other calls
  const calls = (Object.keys(networksResource.endpoints) as (keyof typeof networksResource.endpoints)[]).filter((c) => c !== 'list');
  registerResourceRoutes(ctx, networksResource.endpoints, { ...networksOptions, calls });
  const kit = networksKit(db);
  registerEndpoint(app, networksResource.endpoints.list, sessions, async ({ query, session, locale }) => {
    const scope: ResourceScope = { db, companyId: session.companyId, locale };
    const where = await kit.where(scope, query);
    const sorted = { ...query, sortOrder: directionOf(query) };
    if (sorted.sortColumn === 'ADMIN_CONTACT') return networksPageJson(db, locale, idsPage(await adminContactPageIds(scope, sorted, where), pageColumns, networks));
    const { limit, offset } = page(sorted);
    const order = [...networksOptions.sort(sorted), networksOptions.tiebreak(sorted.sortOrder, sorted)];
    return networksPageJson(db, locale, orderedPage(pageColumns, renderedOnce(networksPageParts, 'from', () => sql`${networks} LEFT JOIN ${people} ON ${people.id} = ${networks.adminPersonId}`), where, order, limit, offset));
  });
}
