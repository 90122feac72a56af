import { and, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { devicesForSelectEndpoint, placeSelectEndpoint, workersForSelectEndpoint, type DeviceGenre, type SortOrder } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { devices, people, places } from '../schema';
import { containsPattern, matchesText, page } from '../http/list-sql';
import { startableDevice } from '../operations';

/**
 * The option lists of the pickers (000 §3 "Select options", §7): devices, places and workers of the
 * caller's company, one page at a time (`pageIndex`, `pageSize` 50 by default), filtered by
 * `freeText` and ordered with a unique tie-breaker (id) so that pages never overlap.
 */

const dir = (column: AnyColumn | SQL, order: SortOrder) => (order === 'desc' ? sql`${column} desc` : sql`${column} asc`);

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type SelectOptionsContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** `GET /v2/components/devices-for-select`, `/v2/components/place-select`, `/v2/workers-for-select`. */
export function registerSelectOptionsRoutes(ctx: SelectOptionsContext): void {
  const { app, db, sessions } = ctx;

  // Devices by name with avatar and genre; freeText on the name, device tag, maker or model (either
  // may be empty: coalesced so the name still matches). A company holds hundreds, not millions.
  registerEndpoint(app, devicesForSelectEndpoint, sessions, async ({ query, session }) => {
    const pattern = containsPattern(query.freeText);
    const rows = await db
      .select({ id: devices.id, name: devices.name, avatarUrl: devices.avatarUrl, genre: devices.genre })
      .from(devices)
      .where(
        and(
          // the rule an operation start accepts (not deleted): a picker offers only what a start takes (issue 30)
          startableDevice(session.companyId),
          pattern ? sql`lower(${devices.name} || ' ' || coalesce(${devices.deviceTag}, '') || ' ' || coalesce(${devices.maker}, '') || ' ' || coalesce(${devices.model}, '')) LIKE ${pattern}` : undefined,
        ),
      )
      .orderBy(dir(devices.name, query.orderDirection), dir(devices.id, query.orderDirection))
      .limit(page(query).limit)
      .offset(page(query).offset);
    return { items: rows.map((r) => ({ ...r, genre: r.genre as DeviceGenre })) };
  });

  // Places by address (default; places without one last) or name, both in the request's language;
  // freeText on the places' search text (code, names and addresses in both languages, e-mail).
  registerEndpoint(app, placeSelectEndpoint, sessions, async ({ query, session, locale }) => {
    const ja = locale === 'ja-JP';
    const name = ja ? places.nameJa : places.nameEn;
    const address = ja ? places.addressJa : places.addressEn;
    const o = query.orderDirection;
    const order =
      query.orderBy === 'ADDRESS'
        ? [o === 'desc' ? sql`${address} desc nulls last` : sql`${address} asc nulls last`, dir(name, o), dir(places.id, o)]
        : [dir(name, o), dir(places.id, o)];
    const rows = await db
      .select({ id: places.id, name, address })
      .from(places)
      .where(and(eq(places.companyId, session.companyId), matchesText(places.searchText, query.freeText)))
      .orderBy(...order)
      .limit(page(query).limit)
      .offset(page(query).offset);
    return { places: rows };
  });

  // Current workers (alumni left out) by name: kana reading in Japanese, family then given name in
  // English (the people list's order); freeText on kanji, kana, English name, e-mail, worker number.
  registerEndpoint(app, workersForSelectEndpoint, sessions, async ({ query, session, locale }) => {
    const ja = locale === 'ja-JP';
    const o = query.orderDirection;
    const order = ja
      ? [dir(people.nameKana, o), dir(people.id, o)]
      : [dir(people.familyNameEn, o), dir(people.givenNameEn, o), dir(people.id, o)];
    const rows = await db
      .select({
        personId: people.id,
        familyName: ja ? people.familyNameJa : people.familyNameEn,
        givenName: ja ? people.givenNameJa : people.givenNameEn,
        email: people.email,
        avatarUrl: people.avatarUrl,
      })
      .from(people)
      .where(and(eq(people.companyId, session.companyId), ne(people.status, 'ALUMNI'), matchesText(people.searchText, query.freeText)))
      .orderBy(...order)
      .limit(page(query).limit)
      .offset(page(query).offset);
    return {
      items: rows.map((r) => ({
        personId: r.personId,
        name: ja ? `${r.familyName} ${r.givenName}` : `${r.givenName} ${r.familyName}`,
        primaryWorkerEmail: r.email,
        avatarUrl: r.avatarUrl,
      })),
    };
  });
}
