import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  auditLogEntrySchema,
  countResponseSchema,
  licenseAlertSchema,
  licenseAssignmentSchema,
  licenseContractCostSchema,
  licenseDetailSchema,
  licensePersonRowSchema,
  licenseRowSchema,
  listResponse,
  type CreateLicenseInput,
} from '@kanri/contracts';
import { devices, licenseAssignments, licenses, people } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { contractCost, licenseToday } from './licenses';

const rowsOf = listResponse(licenseRowSchema);
const seatsOf = v.object({ items: v.array(licenseAssignmentSchema), seatsTotal: v.number(), seatsUsed: v.number() });
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const payload = (overrides: Partial<CreateLicenseInput> = {}): CreateLicenseInput => ({
  licenseName: 'テスト用ライセンス',
  allocationType: 'SAAS',
  softwareId: null,
  appIntegrationId: null,
  vendorName: 'Test Vendor',
  seatsTotal: 2,
  perUnitBasis: 'LICENSE_SEAT',
  price: 1000,
  currency: 'JPY',
  billingUnit: 'MONTH',
  termStart: null,
  expiryDate: null,
  autoRenewal: false,
  notes: null,
  ...overrides,
});

describe('licenses', () => {
  let server: TestServer;
  let admin: string;
  let it_: string;
  let ga: string;
  let supplier: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, cookie = admin, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, ...headers } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const create = async (body: CreateLicenseInput) => {
    const res = await call('POST', '/v2/licenses', body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.id as string;
  };
  const list = async (query: string, cookie = admin) => {
    const res = await call('GET', `/v2/licenses?pageSize=1000&${query}`, undefined, cookie);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(rowsOf, res.body).items;
  };
  let personIds: string[];
  let deviceIds: string[];

  before(async () => {
    server = await startTestServer({}, 30);
    admin = await server.signIn(demoAccounts.admin);
    it_ = await server.signIn(demoAccounts.it);
    ga = await server.signIn(demoAccounts.ga);
    supplier = await server.signIn(demoAccounts.supplier);
    const db = server.database.db;
    personIds = (await db.select({ id: people.id }).from(people).where(eq(people.companyId, seedCompanyIds.customer)).orderBy(asc(people.id)).limit(5)).map((p) => p.id);
    deviceIds = (await db.select({ id: devices.id }).from(devices).where(eq(devices.companyId, seedCompanyIds.customer)).orderBy(asc(devices.id)).limit(3)).map((d) => d.id);
  });
  after(() => server.close());

  it('seeds licenses for the seeded SaaS with seats, an over-assigned one and the alert examples', async () => {
    const all = await list('category=ALL');
    assert.ok(all.length >= 20, `seeded licenses: ${all.length}`);
    const slack = all.find((l) => l.licenseName === 'Slack');
    assert.ok(slack?.software, 'Slack belongs to its registry row');
    assert.ok(slack.seatsUsed > 0 && slack.seatsUsed <= slack.seatsTotal);
    assert.ok(all.some((l) => l.isOverAssigned), 'an over-assigned example');
    const alerts = v.parse(v.object({ items: v.array(licenseAlertSchema) }), (await call('GET', '/v2/license-alerts')).body).items;
    assert.ok(alerts.some((a) => a.kind === 'EXPIRING' && a.daysUntilExpiry! <= 30));
    assert.ok(alerts.some((a) => a.kind === 'OVER_ASSIGNED' && a.seatsUsed > a.seatsTotal));
  });

  it('lists by category: a type tab leaves out expired licenses, EXPIRED has only them (Asia/Tokyo date), ALL has both', async () => {
    const today = licenseToday();
    const expired = await create(payload({ licenseName: 'Cat-expired', allocationType: 'SCRATCH', expiryDate: addDays(today, -1) }));
    const lastDay = await create(payload({ licenseName: 'Cat-last-day', allocationType: 'SCRATCH', expiryDate: today }));
    const installed = await create(payload({ licenseName: 'Cat-installed', allocationType: 'INSTALLED' }));
    const scratch = (await list('category=SCRATCH&freeText=cat-')).map((r) => r.id);
    assert.ok(scratch.includes(lastDay) && !scratch.includes(expired) && !scratch.includes(installed));
    const exp = await list('category=EXPIRED&freeText=cat-');
    assert.deepEqual(exp.map((r) => r.id), [expired]);
    assert.equal(exp[0]!.isExpired, true);
    assert.equal((await list('category=ALL&freeText=cat-')).length, 3);
    const counted = v.parse(countResponseSchema, (await call('GET', '/v2/licenses-count?category=EXPIRED&freeText=cat-')).body);
    assert.equal(counted.count, 1);
    // the default category is SAAS
    assert.ok((await list('')).every((r) => r.allocationType === 'SAAS' && !r.isExpired));
  });

  it('sorts by name both ways with the id as tie-breaker, and refuses an unknown sort or category', async () => {
    const asc_ = await list('category=ALL&sortColumn=NAME&sortOrder=asc');
    const desc_ = await list('category=ALL&sortColumn=NAME&sortOrder=desc');
    const key = (r: { licenseName: string; id: string }) => `${r.licenseName}\u0000${r.id}`;
    for (let i = 1; i < asc_.length; i++) assert.ok(key(asc_[i - 1]!) < key(asc_[i]!), `${asc_[i - 1]!.licenseName} before ${asc_[i]!.licenseName}`);
    assert.deepEqual(desc_.map((r) => r.id), asc_.map((r) => r.id).reverse());
    const bad = await call('GET', '/v2/licenses?sortColumn=VENDOR&category=NOPE');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['category', 'sortColumn']);
  });

  it('validates the payload with field paths in the request language', async () => {
    const res = await call('POST', '/v2/licenses', { ...payload(), licenseName: '　 ', seatsTotal: -1, price: 1.234, currency: 'EUR', termStart: '2026-05-01', expiryDate: '2026-04-30' }, admin, { 'accept-language': 'ja-JP' });
    assert.equal(res.status, 400);
    const paths = res.body.fieldErrors.map((f: { path: string }) => f.path).sort();
    assert.deepEqual(paths, ['currency', 'expiryDate', 'licenseName', 'price', 'seatsTotal']);
    const name = res.body.fieldErrors.find((f: { path: string }) => f.path === 'licenseName');
    assert.match(name.message, /[ぁ-んァ-ヶ一-龠]/, 'Japanese message');
    const foreign = await call('POST', '/v2/licenses', payload({ softwareId: '00000000-0000-4000-8000-0000000000aa' }));
    assert.equal(foreign.status, 400);
    assert.equal(foreign.body.fieldErrors[0].path, 'softwareId');
  });

  it('creates, reads, updates with version (409 when stale) and deletes, each with an audit entry', async () => {
    const id = await create(payload({ licenseName: 'CRUD license', appIntegrationId: 'app-123', notes: '  ' }));
    const detail = v.parse(licenseDetailSchema, (await call('GET', `/v2/licenses/${id}`)).body);
    assert.equal(detail.version, 1);
    assert.equal(detail.appIntegrationId, 'app-123');
    assert.equal(detail.notes, null, 'blank notes are stored as null');
    const { id: _id, software: _s, seatsUsed: _u, isExpired: _e, isOverAssigned: _o, version, createdAt: _c, updatedAt: _up, ...body } = detail;
    const updated = await call('PATCH', `/v2/licenses/${id}`, { ...body, seatsTotal: 5, version });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.version, 2);
    assert.equal(updated.body.seatsTotal, 5);
    const stale = await call('PATCH', `/v2/licenses/${id}`, { ...body, seatsTotal: 9, version });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'CONFLICT');
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=LICENSE&resourceId=${id}`)).body).items;
    assert.deepEqual(history.map((h) => h.action), ['UPDATE', 'CREATE']);
    assert.deepEqual(history[0]!.changes, [{ field: 'seatsTotal', before: 2, after: 5 }]);
    assert.equal((await call('DELETE', `/v2/licenses/${id}`)).status, 204);
    assert.equal((await call('GET', `/v2/licenses/${id}`)).status, 404);
    assert.equal((await call('GET', '/v2/licenses/not-a-uuid')).status, 404);
  });

  it('assigns seats to people and devices, refuses past the seats total and twice to the same holder, frees seats', async () => {
    const id = await create(payload({ licenseName: 'Seat license', seatsTotal: 2 }));
    const first = await call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'PERSON', personId: personIds[0] });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const twice = await call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'PERSON', personId: personIds[0] });
    assert.equal(twice.status, 409);
    const device = await call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'DEVICE', deviceId: deviceIds[0] });
    assert.equal(device.status, 201);
    const full = await call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'PERSON', personId: personIds[1] }, admin, { 'accept-language': 'en-US' });
    assert.equal(full.status, 409);
    assert.match(full.body.message, /All seats of this license are in use/);
    const fullJa = await call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'PERSON', personId: personIds[1] }, admin, { 'accept-language': 'ja-JP' });
    assert.match(fullJa.body.message, /ライセンス/);
    const seats = v.parse(seatsOf, (await call('GET', `/v2/licenses/${id}/assignments?assigneeType=PERSON`)).body);
    assert.equal(seats.seatsUsed, 2);
    assert.equal(seats.items.length, 1);
    assert.equal(seats.items[0]!.person!.id, personIds[0]);
    const devSeats = v.parse(seatsOf, (await call('GET', `/v2/licenses/${id}/assignments?assigneeType=DEVICE`)).body);
    assert.equal(devSeats.items[0]!.device!.id, deviceIds[0]);
    // a holder of another company is a 400 at its field
    const foreign = await call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'DEVICE', deviceId: '00000000-0000-4000-8000-0000000000ab' });
    assert.equal(foreign.status, 400);
    assert.equal(foreign.body.fieldErrors[0].path, 'deviceId');
    assert.equal((await call('DELETE', `/v2/licenses/${id}/assignments/${first.body.id}`)).status, 204);
    assert.equal((await call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'PERSON', personId: personIds[1] })).status, 201);
    assert.equal((await call('DELETE', `/v2/licenses/${id}/assignments/${first.body.id}`)).status, 404);
    const activity = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', '/v2/license-activities?pageSize=5')).body).items;
    assert.deepEqual(activity.slice(0, 2).map((a) => [a.resourceType, a.action]), [['LICENSE_ASSIGNMENT', 'CREATE'], ['LICENSE_ASSIGNMENT', 'DELETE']]);
  });

  it('never passes the seats total under concurrent assignments (the license row is locked)', async () => {
    const id = await create(payload({ licenseName: 'Race license', seatsTotal: 2 }));
    const results = await Promise.all(personIds.map((personId) => call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'PERSON', personId })));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 201, 409, 409, 409]);
    const db = server.database.db;
    const held = await db.select({ id: licenseAssignments.id }).from(licenseAssignments).where(eq(licenseAssignments.licenseId, id));
    assert.equal(held.length, 2);
  });

  it('lowering the seats below those in use is allowed and shows as an over-assigned alert', async () => {
    const id = await create(payload({ licenseName: 'Shrunk license', seatsTotal: 2 }));
    for (const personId of personIds.slice(0, 2)) assert.equal((await call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'PERSON', personId })).status, 201);
    const detail = v.parse(licenseDetailSchema, (await call('GET', `/v2/licenses/${id}`)).body);
    const { id: _i, software: _s, seatsUsed: _u, isExpired: _e, isOverAssigned: _o, createdAt: _c, updatedAt: _up, ...body } = detail;
    assert.equal((await call('PATCH', `/v2/licenses/${id}`, { ...body, seatsTotal: 1 })).status, 200);
    const alerts = v.parse(v.object({ items: v.array(licenseAlertSchema) }), (await call('GET', '/v2/license-alerts')).body).items;
    assert.ok(alerts.some((a) => a.licenseId === id && a.kind === 'OVER_ASSIGNED' && a.seatsUsed === 2 && a.seatsTotal === 1));
    const soon = await create(payload({ licenseName: 'Soon license', expiryDate: addDays(licenseToday(), 30) }));
    const later = await create(payload({ licenseName: 'Later license', expiryDate: addDays(licenseToday(), 31) }));
    const again = v.parse(v.object({ items: v.array(licenseAlertSchema) }), (await call('GET', '/v2/license-alerts')).body).items;
    assert.ok(again.some((a) => a.licenseId === soon && a.daysUntilExpiry === 30));
    assert.ok(!again.some((a) => a.licenseId === later));
  });

  it('lists the people holding seats with their licenses', async () => {
    const res = await call('GET', '/v2/license-people?pageSize=5');
    assert.equal(res.status, 200);
    const items = v.parse(v.array(licensePersonRowSchema), res.body.items);
    assert.ok(items.length > 0 && items.every((p) => p.licenses.length > 0));
    const count = v.parse(countResponseSchema, (await call('GET', '/v2/license-people-count')).body).count;
    assert.ok(count >= items.length);
  });

  it('totals the contract cost by month and vendor per currency', async () => {
    const res = await call('GET', '/v2/license-contract-cost?year=2026');
    assert.equal(res.status, 200);
    const cost = v.parse(licenseContractCostSchema, res.body);
    assert.equal(cost.months.length, 12);
    assert.equal(cost.months[0]!.month, '2026-01');
    const rows = [
      { vendorName: 'A', price: 100, currency: 'JPY' as const, billingUnit: 'MONTH', perUnitBasis: 'LICENSE_SEAT', seatsTotal: 10, seatsUsed: 3, termStart: '2026-03-15', expiryDate: '2026-04-10' },
      { vendorName: 'B', price: 1200, currency: 'JPY' as const, billingUnit: 'YEAR', perUnitBasis: 'BILLABLE_USER', seatsTotal: 10, seatsUsed: 3, termStart: null, expiryDate: null },
      { vendorName: 'B', price: 5, currency: 'USD' as const, billingUnit: 'MONTH', perUnitBasis: 'LICENSE_SEAT', seatsTotal: 1, seatsUsed: 0, termStart: null, expiryDate: '2026-01-31' },
      { vendorName: null, price: null, currency: 'JPY' as const, billingUnit: 'MONTH', perUnitBasis: 'LICENSE_SEAT', seatsTotal: 1, seatsUsed: 0, termStart: null, expiryDate: null },
    ];
    const c = contractCost(rows, 2026);
    assert.deepEqual(c.months[0]!.totals, [{ currency: 'JPY', amount: 300 }, { currency: 'USD', amount: 5 }]);
    assert.deepEqual(c.months[2]!.totals, [{ currency: 'JPY', amount: 1300 }]);
    assert.deepEqual(c.months[4]!.totals, [{ currency: 'JPY', amount: 300 }]);
    assert.deepEqual(c.byVendor, [
      { vendorName: 'A', totals: [{ currency: 'JPY', amount: 2000 }] },
      { vendorName: 'B', totals: [{ currency: 'JPY', amount: 3600 }, { currency: 'USD', amount: 5 }] },
    ]);
    assert.equal(c.unpricedLicenses, 1);
  });

  it('keeps licenses to their company and to the IT product', async () => {
    const id = await create(payload({ licenseName: 'Tenant license' }));
    assert.equal((await call('GET', `/v2/licenses/${id}`, undefined, supplier)).status, 404);
    assert.equal((await call('GET', `/v2/licenses?category=ALL&freeText=tenant`, undefined, supplier)).body.items.length, 0);
    assert.equal((await call('POST', `/v2/licenses/${id}/assignments`, { assigneeType: 'PERSON', personId: personIds[0] }, supplier)).status, 404);
    assert.equal((await call('DELETE', `/v2/licenses/${id}`, undefined, supplier)).status, 404);
    // the IT role may use licenses; the GA role may not
    assert.equal((await call('GET', `/v2/licenses/${id}`, undefined, it_)).status, 200);
    const refused = await call('GET', `/v2/licenses/${id}`, undefined, ga);
    assert.equal(refused.status, 403);
    assert.equal((await call('POST', '/v2/licenses', payload(), ga)).status, 403);
    // the module's activity: the IT role reads it, GA is refused, another company sees none of it
    const activity = await call('GET', '/v2/license-activities?pageSize=200', undefined, it_);
    assert.equal(activity.status, 200);
    const entries = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), activity.body).items;
    assert.ok(entries.some((e) => e.resourceType === 'LICENSE' && e.resourceId === id && e.action === 'CREATE'));
    assert.ok(entries.every((e) => e.resourceType === 'LICENSE' || e.resourceType === 'LICENSE_ASSIGNMENT'));
    assert.equal((await call('GET', '/v2/license-activities', undefined, ga)).status, 403);
    assert.ok(!v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', '/v2/license-activities?pageSize=200', undefined, supplier)).body).items.some((e) => e.resourceId === id));
    assert.equal((await call('GET', '/v2/license-activities?pageSize=0')).status, 400);
    const db = server.database.db;
    const [still] = await db.select({ id: licenses.id }).from(licenses).where(and(eq(licenses.id, id), eq(licenses.companyId, seedCompanyIds.customer)));
    assert.ok(still);
  });
});
