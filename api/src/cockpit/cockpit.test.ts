import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  appAlertSearchSchema,
  cockpitDashboardSchema,
  deviceInventorySearchSchema,
  devicesSearchSchema,
  equipmentSearchSchema,
  fleetAlertsSearchSchema,
  fleetsSearchSchema,
  licensesSearchSchema,
  peopleSearchSchema,
  placesSearchSchema,
  shadowItAppsSearchSchema,
  starlinkAlertsSearchSchema,
  starlinksSearchSchema,
  type CockpitDashboard,
  type CockpitLink,
  type CockpitTile,
} from '@kanri/contracts';
import { devices, fleets, people, places, starlinkAlerts, starlinks } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { tokyoToday } from '../lib/tokyo-date';
import { monthRange } from './cockpit';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The URL search schema of each list a tile may link to (the list's contract export); paths that
 * take no search (charts, packages) map to null and their links must carry none.
 */
const searchSchemaOf = (path: string): v.GenericSchema | null | undefined => {
  if (path.startsWith('/software/alerts/')) return path === '/software/alerts/shadow-it/apps' ? shadowItAppsSearchSchema : appAlertSearchSchema;
  return ({
    '/devices/inventory': devicesSearchSchema,
    '/it-operation-core/device-inventory': deviceInventorySearchSchema,
    '/licenses/inventory': licensesSearchSchema,
    '/starlinks': starlinksSearchSchema,
    '/starlinks/alerts': starlinkAlertsSearchSchema,
    '/places': placesSearchSchema,
    '/equipment': equipmentSearchSchema,
    '/fleets': fleetsSearchSchema,
    '/fleets/alerts': fleetAlertsSearchSchema,
    '/people/workforce': peopleSearchSchema,
    '/software/bill-and-cost': null,
    '/people/people-graph': null,
    '/it-operation-core/packages': null,
    '/ga-operation-core/packages': null,
    '/labor-core/packages': null,
  } as Record<string, v.GenericSchema | null>)[path];
};

/** Fails unless the target list's search schema keeps every value of the link (a value it ignores or rejects falls back). */
function assertLinkApplies(to: CockpitLink, where: string) {
  const schema = searchSchemaOf(to.path);
  if (schema === undefined) assert.fail(`${where}: no known list at ${to.path}`);
  if (schema === null) {
    assert.deepEqual(to.search, {}, `${where}: ${to.path} takes no search`);
    return;
  }
  const parsed = v.parse(schema, to.search) as Record<string, unknown>;
  for (const [key, value] of Object.entries(to.search)) {
    const out = parsed[key];
    assert.equal(Array.isArray(out) ? out.join(',') : String(out), value, `${where}: ${to.path} keeps ${key}=${value}`);
  }
}

describe('cockpit', () => {
  let server: TestServer;
  const cookies: Record<string, string> = {};
  const today = tokyoToday();
  const get = async (id: string, who = 'admin', locale = 'ja-JP') => {
    const res = await server.app.inject({ method: 'GET', url: `/v2/cockpit/${id}`, headers: { cookie: cookies[who]!, 'accept-language': locale } });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const dashboard = async (id: string, who = 'admin', locale = 'ja-JP'): Promise<CockpitDashboard> => {
    const res = await get(id, who, locale);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(cockpitDashboardSchema, res.body);
  };
  const tile = (d: CockpitDashboard, key: CockpitTile['key']) => {
    const found = d.tiles.find((t) => t.key === key);
    assert.ok(found, `tile ${key}`);
    return found;
  };
  const value = (t: CockpitTile, key: string, index = 0) => t.figures.find((f) => f.key === key)?.values[index];
  const customer = seedCompanyIds.customer;

  before(async () => {
    server = await startTestServer({}, 30);
    for (const who of ['admin', 'it', 'ga', 'hr', 'legal', 'member', 'supplier'] as const) cookies[who] = await server.signIn(demoAccounts[who]);
  });
  after(() => server.close());

  it('opens each dashboard to its product only', async () => {
    const expected: Record<string, Record<string, number>> = {
      admin: { it: 200, ga: 200, hr: 200 },
      it: { it: 200, ga: 403, hr: 403 },
      ga: { it: 403, ga: 200, hr: 403 },
      hr: { it: 403, ga: 403, hr: 200 },
      legal: { it: 403, ga: 403, hr: 403 },
      member: { it: 403, ga: 403, hr: 403 },
    };
    for (const [who, byId] of Object.entries(expected)) {
      for (const [id, status] of Object.entries(byId)) assert.equal((await get(id, who)).status, status, `${who} → /v2/cockpit/${id}`);
    }
    // another id is no dashboard
    assert.equal((await get('legal')).status, 404);
  });

  it('links every tile and figure to a list that applies its filter', async () => {
    for (const id of ['it', 'ga', 'hr'] as const) {
      const d = await dashboard(id);
      assert.equal(d.id, id);
      assert.equal(d.asOf, today);
      for (const t of d.tiles) {
        assertLinkApplies(t.link, `${id}/${t.key}`);
        for (const f of t.figures) {
          assert.equal(f.values.length, t.series.length, `${id}/${t.key}/${f.key} values per series`);
          if (f.link) assertLinkApplies(f.link, `${id}/${t.key}/${f.key}`);
        }
      }
    }
  });

  it('gives each linked figure the count its list shows with the same filter', async () => {
    const countPathOf: Record<string, string> = {
      '/devices/inventory': '/v2/devices-count', '/starlinks': '/v2/starlinks-count', '/starlinks/alerts': '/v2/starlink-alerts-count',
      '/places': '/v2/places-count', '/equipment': '/v2/equipment-count', '/fleets': '/v2/fleets-count', '/fleets/alerts': '/v2/fleet-alerts-count',
      '/people/workforce': '/v2/people/count',
    };
    // tiles whose headline is the whole of their linked list
    const wholeListTiles = new Set(['DEVICES_BY_STATE', 'STARLINKS_BY_NETWORK', 'STARLINK_ALERTS', 'PLACES_BY_STATUS', 'EQUIPMENT_BY_TYPE', 'FLEETS_BY_STATUS', 'FLEETS_DUE', 'HEADCOUNT']);
    const listCount = async (to: CockpitLink) => {
      const res = await server.app.inject({ method: 'GET', url: `${countPathOf[to.path]}?${new URLSearchParams(to.search)}`, headers: { cookie: cookies.admin! } });
      assert.equal(res.statusCode, 200, `${to.path} ${JSON.stringify(to.search)}: ${res.body}`);
      return (res.json() as { count: number }).count;
    };
    let checked = 0;
    for (const id of ['it', 'ga', 'hr'] as const) {
      for (const t of (await dashboard(id)).tiles) {
        if (wholeListTiles.has(t.key)) assert.equal(await listCount(t.link), t.value, `${id}/${t.key} = its list`);
        for (const f of t.figures) {
          if (!f.link || !countPathOf[f.link.path]) continue;
          assert.equal(await listCount(f.link), f.values[0], `${id}/${t.key}/${f.key} = its list`);
          checked += 1;
        }
      }
    }
    assert.ok(checked >= 20, `${checked} figures checked against their lists`);
  });

  it('counts devices by state and open Starlink alerts as the tables hold them', async () => {
    const db = server.database.db;
    const d = await dashboard('it');
    const byCategory = await db.select({ category: devices.category, n: count() }).from(devices).where(eq(devices.companyId, customer)).groupBy(devices.category);
    const devicesTile = tile(d, 'DEVICES_BY_STATE');
    for (const row of byCategory) assert.equal(value(devicesTile, row.category!), row.n, `devices ${row.category}`);
    assert.equal(devicesTile.value, byCategory.reduce((s, r) => s + r.n, 0));
    assert.equal(devicesTile.figures.find((f) => f.key === 'IN_TROUBLED')!.link?.search.category, 'IN_TROUBLED');

    // a terminal of our own with one open and one resolved alert: only the open one counts
    const before_ = tile(d, 'STARLINK_ALERTS');
    const networkBefore = tile(d, 'STARLINKS_BY_NETWORK');
    const [terminal] = await db
      .insert(starlinks)
      .values({ companyId: customer, name: 'CK test terminal', kitSerialNumber: 'KIT-CK-TEST-1', status: 'ACTIVE', networkStatus: 'ROAMING', simStatus: 'ACTIVE', planName: 'Test' })
      .returning({ id: starlinks.id });
    await db.insert(starlinkAlerts).values([
      { companyId: customer, starlinkId: terminal!.id, category: 'DATA_OVERAGE', messageJa: '超過', messageEn: 'Over', detectedAt: new Date() },
      { companyId: customer, starlinkId: terminal!.id, category: 'DATA_OVERAGE', messageJa: '超過', messageEn: 'Over', detectedAt: new Date(), resolvedAt: new Date() },
    ]);
    const after_ = await dashboard('it');
    assert.equal(value(tile(after_, 'STARLINK_ALERTS'), 'DATA_OVERAGE'), value(before_, 'DATA_OVERAGE')! + 1);
    assert.equal(tile(after_, 'STARLINK_ALERTS').value, before_.value + 1);
    assert.equal(value(tile(after_, 'STARLINKS_BY_NETWORK'), 'ROAMING'), value(networkBefore, 'ROAMING')! + 1);
    const [open] = await db.select({ n: count() }).from(starlinkAlerts).where(and(eq(starlinkAlerts.companyId, customer), isNull(starlinkAlerts.resolvedAt)));
    assert.equal(tile(after_, 'STARLINK_ALERTS').value, open!.n);

    // the SaaS spend covers the last 12 months, this month last
    const spend = tile(after_, 'SAAS_SPEND');
    assert.deepEqual(spend.figures.map((f) => f.key), monthRange(today, -11, 12));
    assert.equal(spend.value, spend.figures[11]!.values[0]);
  });

  it('counts places by status and vehicles due within the fleet settings windows', async () => {
    const db = server.database.db;
    const d = await dashboard('ga', 'ga');
    const byStatus = await db.select({ status: places.status, n: count() }).from(places).where(eq(places.companyId, customer)).groupBy(places.status);
    const placesTile = tile(d, 'PLACES_BY_STATUS');
    for (const row of byStatus) assert.equal(value(placesTile, row.status), row.n, `places ${row.status}`);

    const due = tile(d, 'FLEETS_DUE');
    const base = { companyId: customer, mainType: 'CAR' as const, maker: 'Toyota', model: 'Prius', ownership: 'OWNED' as const };
    await db.insert(fleets).values([
      // 車検 in 10 days (within the default 60), 自賠責 and 任意保険 in 5 days (within 30): 1 inspection, 2 insurance alerts
      { ...base, name: 'CK due', registrationNumber: 'CK 1', inspectionDueDate: addDays(today, 10), compulsoryInsuranceDueDate: addDays(today, 5), insuranceDueDate: addDays(today, 5) },
      // far ahead: no alert
      { ...base, name: 'CK later', registrationNumber: 'CK 2', inspectionDueDate: addDays(today, 200), insuranceDueDate: addDays(today, 200) },
      // retired: never an alert, but counted by status
      { ...base, name: 'CK retired', registrationNumber: 'CK 3', status: 'RETIRED', inspectionDueDate: addDays(today, 1) },
    ]);
    const after_ = await dashboard('ga', 'ga');
    const dueAfter = tile(after_, 'FLEETS_DUE');
    assert.equal(value(dueAfter, 'INSPECTION'), value(due, 'INSPECTION')! + 1);
    assert.equal(value(dueAfter, 'INSURANCE'), value(due, 'INSURANCE')! + 2);
    assert.equal(value(tile(after_, 'FLEETS_BY_STATUS'), 'RETIRED'), value(tile(d, 'FLEETS_BY_STATUS'), 'RETIRED')! + 1);
    assert.equal(tile(after_, 'FLEETS_DUE').figures.find((f) => f.key === 'INSPECTION')!.link?.search.category, 'INSPECTION');
    // equipment types carry their name in the request's language
    const en = await dashboard('ga', 'ga', 'en-US');
    for (const f of tile(en, 'EQUIPMENT_BY_TYPE').figures) assert.ok(f.label && /^[\x20-\x7e]+$/.test(f.label), `English type name ${f.label}`);
  });

  it('counts the workforce and this and the coming months’ joiners and leavers', async () => {
    const db = server.database.db;
    const d = await dashboard('hr', 'hr');
    const months = monthRange(today, -11, 15);
    const jl = tile(d, 'JOINERS_LEAVERS');
    assert.deepEqual(jl.figures.map((f) => f.key), months);
    assert.deepEqual(jl.series, ['joiners', 'leavers']);
    const byType = await db.select({ type: people.workerType, n: count() }).from(people).where(and(eq(people.companyId, customer), sql`${people.status} <> 'ALUMNI'`)).groupBy(people.workerType);
    for (const row of byType) assert.equal(value(tile(d, 'HEADCOUNT'), row.type), row.n, `headcount ${row.type}`);

    const nextMonth = months[12]!;
    const [template] = await db.select().from(people).where(eq(people.companyId, customer)).limit(1);
    const { id: _id, searchText: _s, nameKana: _k, ...rest } = template! as typeof template & { searchText?: unknown; nameKana?: unknown };
    await db.insert(people).values([
      { ...rest, workerNumber: 'CKT1', email: 'ck.joiner@kanri-shoji.example', status: 'OFFER_ACCEPTED', joinedAt: `${nextMonth}-15`, leavingAt: null, contractEndDate: null },
      { ...rest, workerNumber: 'CKT2', email: 'ck.leaver@kanri-shoji.example', status: 'LEAVING', joinedAt: '2020-01-01', leavingAt: `${nextMonth}-20`, contractEndDate: addDays(today, 45) },
    ] as (typeof people.$inferInsert)[]);
    const after_ = await dashboard('hr', 'hr');
    const jlAfter = tile(after_, 'JOINERS_LEAVERS');
    assert.equal(value(jlAfter, nextMonth, 0), value(jl, nextMonth, 0)! + 1, 'a joiner next month');
    assert.equal(value(jlAfter, nextMonth, 1), value(jl, nextMonth, 1)! + 1, 'a leaver next month');
    assert.equal(value(tile(after_, 'PEOPLE_PIPELINE'), 'OFFER_ACCEPTED'), value(tile(d, 'PEOPLE_PIPELINE'), 'OFFER_ACCEPTED')! + 1);
    assert.equal(value(tile(after_, 'PEOPLE_PIPELINE'), 'LEAVING'), value(tile(d, 'PEOPLE_PIPELINE'), 'LEAVING')! + 1);
    assert.equal(value(tile(after_, 'CONTRACTS_ENDING'), 'WITHIN_60_DAYS'), value(tile(d, 'CONTRACTS_ENDING'), 'WITHIN_60_DAYS')! + 1);
    assert.equal(tile(after_, 'HEADCOUNT').value, tile(d, 'HEADCOUNT').value + 2);
  });

  it('shows the supplier company its own figures, none of the customer’s', async () => {
    const db = server.database.db;
    const supplier = seedCompanyIds.supplier;
    const it_ = await dashboard('it', 'supplier');
    const [ownDevices] = await db.select({ n: count() }).from(devices).where(eq(devices.companyId, supplier));
    assert.equal(tile(it_, 'DEVICES_BY_STATE').value, ownDevices!.n);
    const [ownAlerts] = await db.select({ n: count() }).from(starlinkAlerts).where(and(eq(starlinkAlerts.companyId, supplier), isNull(starlinkAlerts.resolvedAt)));
    assert.equal(tile(it_, 'STARLINK_ALERTS').value, ownAlerts!.n);
    const hr = await dashboard('hr', 'supplier');
    const [ownPeople] = await db.select({ n: count() }).from(people).where(and(eq(people.companyId, supplier), sql`${people.status} <> 'ALUMNI'`));
    assert.equal(tile(hr, 'HEADCOUNT').value, ownPeople!.n);
    const ga = await dashboard('ga', 'supplier');
    const [ownFleets] = await db.select({ n: count() }).from(fleets).where(eq(fleets.companyId, supplier));
    assert.equal(tile(ga, 'FLEETS_BY_STATUS').value, ownFleets!.n);
    const [ownPlaces] = await db.select({ n: count() }).from(places).where(eq(places.companyId, supplier));
    assert.equal(tile(ga, 'PLACES_BY_STATUS').value, ownPlaces!.n);
  });
});
