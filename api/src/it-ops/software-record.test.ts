import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  auditLogEntrySchema,
  softwareBillAndCostSchema,
  softwareContractsCostSchema,
  softwareDetailSchema,
  softwarePersonRowSchema,
  type CreateSoftwareInput,
} from '@kanri/contracts';
import { appIntegrations, apps, appUsers, licenses, people } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { integrationMonthlyCost, licenseMonthlyCost } from './software-record';
import { lastTwelveMonths } from './software-lists';

// the embedded storage writes into a folder of this test run
const storageDir = mkdtempSync(join(tmpdir(), 'kanri-software-test-'));
process.env.KANRI_STORAGE_DIR = storageDir;

const body = (overrides: Partial<CreateSoftwareInput> = {}): CreateSoftwareInput => ({
  type: 'INSTALLED',
  customSaasType: null,
  name: 'テスト用ソフトウェア',
  vendorName: 'Test Vendor',
  category: 'PRODUCTIVITY',
  usageStatus: 'ACTIVE',
  description: null,
  websiteUrl: null,
  renewalDate: null,
  ...overrides,
});
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b40000000049454e44ae426082', 'hex');

describe('software record', () => {
  let server: TestServer;
  let admin: string;
  let it_: string;
  let supplier: string;
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) => {
    const res = await server.app.inject({ method, url, payload: payload as object | undefined, headers: { cookie } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const create = async (input: CreateSoftwareInput, cookie = admin) => {
    const res = await call('POST', '/v2/software', input, cookie);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.id as string;
  };
  const get = async (id: string) => {
    const res = await call('GET', `/v2/software/${id}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(softwareDetailSchema, res.body);
  };
  const detail = (s: v.InferOutput<typeof softwareDetailSchema>, overrides: object = {}) => ({
    name: s.info.name,
    vendorName: s.vendor.name,
    category: s.info.category,
    usageStatus: s.operationalStatus.usageStatus,
    description: s.description,
    websiteUrl: s.websiteUrl,
    renewalDate: s.renewalDate,
    logoChanged: false,
    logoDeleted: false,
    logoFile: null,
    version: s.version,
    ...overrides,
  });

  before(async () => {
    server = await startTestServer({}, 30);
    admin = await server.signIn(demoAccounts.admin);
    it_ = await server.signIn(demoAccounts.it);
    supplier = await server.signIn(demoAccounts.supplier);
  });
  after(async () => {
    await server.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('lets admin and IT in, refuses GA, HR and a member (403)', async () => {
    const id = await create(body());
    assert.equal((await call('GET', `/v2/software/${id}`, undefined, it_)).status, 200);
    for (const account of [demoAccounts.ga, demoAccounts.hr, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      assert.equal((await call('GET', `/v2/software/${id}`, undefined, cookie)).status, 403, account);
      assert.equal((await call('POST', '/v2/software', body(), cookie)).status, 403, account);
      assert.equal((await call('PUT', `/v2/software/${id}/architecture`, { hosting: null, environments: [], authMethod: null, provisionMethod: null, compliance: null, patchState: null, notes: null, version: 1 }, cookie)).status, 403, account);
      assert.equal((await call('GET', '/v2/software-people', undefined, cookie)).status, 403, account);
      assert.equal((await call('GET', '/v2/s3/presigned-url/image?filename=a.png', undefined, cookie)).status, 403, account);
    }
  });

  it('adds a software of a type and a custom SaaS with its type; 400 with field paths', async () => {
    const id = await create(body({ type: 'SAAS', name: ' Slack ', websiteUrl: 'https://slack.com', renewalDate: '2027-01-31' }), it_);
    const s = await get(id);
    assert.equal(s.info.name, 'Slack');
    assert.equal(s.info.type, 'SAAS');
    assert.equal(s.integrationStatus, 'NOT_INTEGRATED');
    assert.equal(s.renewalDate, '2027-01-31');
    assert.equal(s.appIntegrationId, null);
    assert.equal(s.accounts, null);
    assert.equal(s.version, 1);

    const custom = await get(await create(body({ type: 'CUSTOM_SAAS', customSaasType: 'DESIGN', name: 'Figma clone' })));
    assert.equal(custom.isCustomSaas, true);
    assert.equal(custom.customSaasType, 'DESIGN');

    const bad = await call('POST', '/v2/software', body({ type: 'CUSTOM_SAAS', customSaasType: null, name: '   ', websiteUrl: 'ftp://x' }));
    assert.equal(bad.status, 400);
    const paths = (bad.body.fieldErrors as { path: string }[]).map((e) => e.path).sort();
    assert.deepEqual(paths, ['customSaasType', 'name', 'websiteUrl']);
    assert.equal((await call('POST', '/v2/software', body({ type: 'NOPE' as never }))).status, 400);
  });

  it('answers 404 for a non-UUID id, an unknown one and another company’s', async () => {
    assert.equal((await call('GET', '/v2/software/not-a-uuid')).status, 404);
    assert.equal((await call('GET', '/v2/software/00000000-0000-4000-8000-000000000000')).status, 404);
    const id = await create(body());
    const [other] = await server.database.db.select({ id: people.id }).from(people).where(eq(people.companyId, seedCompanyIds.supplier)).limit(1);
    void other;
    // the supplier company's operator sees none of the customer's software
    const res = await call('GET', `/v2/software/${id}`, undefined, supplier);
    assert.ok(res.status === 404 || res.status === 403, String(res.status));
  });

  it('saves the detail with the version, audits it and answers 409 on a stale version', async () => {
    const id = await create(body());
    const s = await get(id);
    const saved = await call('PUT', `/v2/software/${id}/detail`, detail(s, { name: 'Renamed', usageStatus: 'TRIAL', description: 'About it' }));
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.info.name, 'Renamed');
    assert.equal(saved.body.operationalStatus.usageStatus, 'TRIAL');
    assert.equal(saved.body.version, 2);
    const stale = await call('PUT', `/v2/software/${id}/detail`, detail(s, { name: 'Again' }));
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'CONFLICT');
    const history = await call('GET', `/v2/audit-logs?resourceType=SOFTWARE&resourceId=${id}`);
    const entries = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), history.body).items;
    assert.deepEqual(entries.map((e) => e.action), ['UPDATE', 'CREATE']);
    assert.deepEqual(entries[0]!.changes.map((c) => c.field).sort(), ['description', 'name', 'usageStatus']);
    // the area's operation activity lists the same entries
    const activity = await call('GET', '/v2/software-activities?pageSize=200');
    assert.equal(activity.status, 200);
    assert.ok((activity.body.items as { resourceId: string }[]).some((e) => e.resourceId === id));
  });

  it('uploads a logo through its presigned URL, sets it with logoChanged and clears it with logoDeleted', async () => {
    const id = await create(body());
    const presign = await call('GET', `/v2/software/${id}/logo/presigned-url?filename=logo.PNG`);
    assert.equal(presign.status, 200, JSON.stringify(presign.body));
    assert.match(presign.body.key, new RegExp(`^software-logo/${seedCompanyIds.customer}/[0-9a-f-]{36}\\.png$`));
    assert.equal(presign.body.headers['content-type'], 'image/png');
    // a key that was never uploaded is refused at logoFile
    const missing = await call('PUT', `/v2/software/${id}/detail`, detail(await get(id), { logoChanged: true, logoFile: presign.body.key }));
    assert.equal(missing.status, 400);
    assert.equal(missing.body.fieldErrors[0].path, 'logoFile');
    // the wrong content type is refused by the storage
    const wrong = await server.app.inject({ method: 'PUT', url: presign.body.url, payload: png, headers: { 'content-type': 'text/csv' } });
    assert.equal(wrong.statusCode, 415);
    const put = await server.app.inject({ method: 'PUT', url: presign.body.url, payload: png, headers: { 'content-type': 'image/png' } });
    assert.equal(put.statusCode, 200, put.body);
    const saved = await call('PUT', `/v2/software/${id}/detail`, detail(await get(id), { logoChanged: true, logoFile: presign.body.key }));
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const logoUrl = saved.body.info.logoUrl as string;
    assert.equal(logoUrl, `/v2/storage/images/${presign.body.key}`);
    const image = await server.app.inject({ method: 'GET', url: logoUrl, headers: { cookie: admin } });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal((await server.app.inject({ method: 'GET', url: logoUrl })).statusCode, 404, 'no session, no image');
    assert.equal((await server.app.inject({ method: 'GET', url: logoUrl, headers: { cookie: supplier } })).statusCode, 404, 'another company');

    // deletion: a DELETE URL for the current logo, then logoDeleted
    const del = await call('GET', `/v2/software/${id}/logo/presigned-url?method=DELETE`);
    assert.equal(del.status, 200);
    assert.equal(del.body.method, 'DELETE');
    assert.equal(del.body.key, presign.body.key);
    assert.equal((await server.app.inject({ method: 'DELETE', url: del.body.url })).statusCode, 204);
    const cleared = await call('PUT', `/v2/software/${id}/detail`, detail(await get(id), { logoDeleted: true }));
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.info.logoUrl, null);
    assert.equal((await call('GET', `/v2/software/${id}/logo/presigned-url?method=DELETE`)).status, 404, 'nothing to delete now');

    // both flags, a PUT presign without a file name, a file that is not an image
    const both = await call('PUT', `/v2/software/${id}/detail`, detail(await get(id), { logoChanged: true, logoDeleted: true, logoFile: presign.body.key }));
    assert.equal(both.status, 400);
    assert.ok((both.body.fieldErrors as { path: string }[]).some((e) => e.path === 'logoDeleted'));
    assert.equal((await call('GET', `/v2/software/${id}/logo/presigned-url`)).status, 400);
    assert.equal((await call('GET', `/v2/software/${id}/logo/presigned-url?filename=logo.svg`)).status, 400);
  });

  it('refuses a logo key of another company (400 at logoFile)', async () => {
    const id = await create(body());
    const otherKey = `software-logo/${seedCompanyIds.supplier}/11111111-1111-4111-8111-111111111111.png`;
    const res = await call('PUT', `/v2/software/${id}/detail`, detail(await get(id), { logoChanged: true, logoFile: otherKey }));
    assert.equal(res.status, 400);
    assert.equal(res.body.fieldErrors[0].path, 'logoFile');
  });

  it('presigns a generic image upload under the company', async () => {
    const res = await call('GET', '/v2/s3/presigned-url/image?filename=icon.webp', undefined, it_);
    assert.equal(res.status, 200);
    assert.match(res.body.key, new RegExp(`^image/${seedCompanyIds.customer}/[0-9a-f-]{36}\\.webp$`));
    assert.equal((await call('GET', '/v2/s3/presigned-url/image?filename=data.csv')).status, 400);
    assert.equal((await call('GET', '/v2/s3/presigned-url/image')).status, 400);
  });

  it('saves the architecture (duplicates dropped) and refuses values outside the enumerations', async () => {
    const id = await create(body());
    const s = await get(id);
    const arch = { hosting: 'HYBRID', environments: ['PROD', 'DEV', 'PROD'], authMethod: 'SAML', provisionMethod: 'MDM', compliance: 'IN_PROGRESS', patchState: 'SCHEDULED', notes: 'SSO via IdP', version: s.version };
    const saved = await call('PUT', `/v2/software/${id}/architecture`, arch);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.architecture, { hosting: 'HYBRID', environments: ['PROD', 'DEV'], authMethod: 'SAML', provisionMethod: 'MDM', compliance: 'IN_PROGRESS', patchState: 'SCHEDULED', notes: 'SSO via IdP' });
    assert.equal((await call('PUT', `/v2/software/${id}/architecture`, arch)).status, 409);
    const bad = await call('PUT', `/v2/software/${id}/architecture`, { ...arch, hosting: 'MOON', environments: ['X'], version: 2 });
    assert.equal(bad.status, 400);
    assert.deepEqual((bad.body.fieldErrors as { path: string }[]).map((e) => e.path).sort(), ['environments.0', 'hosting']);
    assert.equal((await call('PUT', '/v2/software/nope/architecture', { ...arch, version: 2 })).status, 404);
  });

  describe('with an app integration', () => {
    let integrationId: string;
    let softwareId: string;
    before(async () => {
      const db = server.database.db;
      const [app] = await db.select().from(apps).orderBy(asc(apps.name)).limit(1);
      const [integration] = await db
        .insert(appIntegrations)
        .values({ companyId: seedCompanyIds.customer, appId: app!.id, name: `${app!.name} (test)`, pricingModel: 'LINEAR', priceOfUnitPerBillingCycle: 1200, billingCycleUnit: 'MONTH', billingCycleLength: 1, currencyCode: 'JPY', inactiveDays: 30 })
        .returning();
      integrationId = integration!.id;
      const staff = await db.select({ id: people.id, email: people.email }).from(people).where(eq(people.companyId, seedCompanyIds.customer)).orderBy(asc(people.id)).limit(3);
      const recent = new Date(Date.now() - 86_400_000);
      await db.insert(appUsers).values([
        { companyId: seedCompanyIds.customer, appIntegrationId: integrationId, externalId: 'u1', name: 'One', email: staff[0]!.email.toLowerCase(), isActive: true, lastSignedInAt: recent },
        { companyId: seedCompanyIds.customer, appIntegrationId: integrationId, externalId: 'u2', name: 'Two', email: 'nobody@example.com', personId: staff[1]!.id, isActive: true },
        { companyId: seedCompanyIds.customer, appIntegrationId: integrationId, externalId: 'u3', name: 'Three', email: 'gone@example.com', isActive: false },
      ]);
    });

    it('GET answers 404 until POST creates the software row (the fallback), then both answer it', async () => {
      assert.equal((await call('GET', `/v2/software/app-integrations/${integrationId}`)).status, 404);
      const created = await call('POST', `/v2/software/app-integrations/${integrationId}`);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const s = v.parse(softwareDetailSchema, created.body);
      softwareId = s.id;
      assert.equal(s.info.type, 'SAAS');
      assert.equal(s.integrationStatus, 'INTEGRATED');
      assert.equal(s.appIntegrationId, integrationId);
      assert.deepEqual(s.accounts, { total: 3, active: 2 });
      const again = await call('POST', `/v2/software/app-integrations/${integrationId}`);
      assert.equal(again.body.id, softwareId, 'a second POST answers the same row');
      assert.equal((await call('GET', `/v2/software/app-integrations/${integrationId}`)).body.id, softwareId);
      assert.equal((await call('GET', '/v2/software/app-integrations/not-a-uuid')).status, 404);
      assert.equal((await call('POST', '/v2/software/app-integrations/00000000-0000-4000-8000-000000000000')).status, 404);
    });

    it('computes contracts and cost from the contract, the accounts and the licenses', async () => {
      await server.database.db.insert(licenses).values({
        companyId: seedCompanyIds.customer, licenseName: 'Seats', allocationType: 'SAAS', softwareId, seatsTotal: 10, perUnitBasis: 'LICENSE_SEAT', price: 12000, currency: 'JPY', billingUnit: 'YEAR',
      });
      const res = await call('GET', `/v2/software/${softwareId}/contracts-cost`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const cost = v.parse(softwareContractsCostSchema, res.body);
      assert.equal(cost.integration?.monthlyCost, 2400, 'LINEAR: 1,200 × 2 active accounts');
      assert.deepEqual(cost.integration?.accounts, { total: 3, active: 2, signedInWithinInactiveDays: 1, inactiveDays: 30 });
      assert.equal(cost.licenses[0]!.monthlyCost, 10000, '12,000 a year per seat × 10 seats / 12');
      assert.deepEqual(cost.monthlyTotals, [{ currency: 'JPY', amount: 12400 }]);
      assert.deepEqual(cost.lastSignInsByMonth.map((m) => m.month), lastTwelveMonths());
      assert.equal(cost.lastSignInsByMonth.reduce((sum, m) => sum + m.accounts, 0), 1, 'one account has signed in');
      assert.equal((await call('GET', '/v2/software/00000000-0000-4000-8000-000000000000/contracts-cost')).status, 404);

      const bill = v.parse(softwareBillAndCostSchema, (await call('GET', '/v2/software-bill-and-cost')).body);
      assert.deepEqual(bill.months, lastTwelveMonths());
      const row = bill.rows.find((r) => r.softwareId === softwareId && r.currency === 'JPY');
      assert.equal(row?.amounts[11], 12400, 'this month: the contract and the license');
    });

    it('lists people with the SaaS accounts they hold (linked or by e-mail), in both languages', async () => {
      const res = await call('GET', '/v2/software-people?pageSize=1000');
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const rows = v.parse(v.array(softwarePersonRowSchema), res.body.items);
      const db = server.database.db;
      const staff = await db.select({ id: people.id }).from(people).where(eq(people.companyId, seedCompanyIds.customer)).orderBy(asc(people.id)).limit(2);
      for (const person of staff) {
        const row = rows.find((r) => r.personId === person.id);
        assert.ok(row, 'a holder of a test account is listed');
        assert.ok(row.apps.some((a) => a.appIntegrationId === integrationId));
      }
      const counts = rows.map((r) => r.accountCount);
      assert.deepEqual(counts, [...counts].sort((a, b) => b - a), 'most accounts first');
      const count = await call('GET', '/v2/software-people-count');
      assert.equal(count.body.count, rows.length);
      const [first] = await db.select().from(people).where(and(eq(people.id, staff[0]!.id)));
      const ja = await server.app.inject({ method: 'GET', url: `/v2/software-people?freeText=${encodeURIComponent(first!.email)}`, headers: { cookie: admin, 'accept-language': 'ja-JP' } });
      assert.equal(ja.json().items[0].personName, `${first!.familyNameJa} ${first!.givenNameJa}`);
      assert.equal((await call('GET', '/v2/software-people?pageSize=0')).status, 400);
    });

    it('cuts the people page first: each sort and page is the slice of the whole ordered list, counts as the accounts held', async () => {
      const db = server.database.db;
      const staff = await db.select().from(people).where(eq(people.companyId, seedCompanyIds.customer)).orderBy(asc(people.id)).limit(2);
      const all = v.parse(v.array(softwarePersonRowSchema), (await call('GET', '/v2/software-people?pageSize=1000')).body.items);
      // the linked account (u2, e-mail nobody@) counts for its person only; u1 for the holder of its e-mail
      const linked = all.find((r) => r.personId === staff[1]!.id)!;
      const mailed = all.find((r) => r.personId === staff[0]!.id)!;
      for (const [row, email] of [[linked, 'nobody@example.com'], [mailed, staff[0]!.email.toLowerCase()]] as const) {
        const held = await db.select().from(appUsers).where(eq(appUsers.companyId, seedCompanyIds.customer));
        const mine = held.filter((u) => u.personId === row.personId || (u.personId === null && u.email === row.email.toLowerCase()));
        assert.equal(row.accountCount, mine.length, email);
        assert.equal(row.activeAccountCount, mine.filter((u) => u.isActive).length, email);
      }
      assert.ok(!all.some((r) => r.email.toLowerCase() === 'nobody@example.com' && r.personId !== staff[1]!.id), 'a linked account is not held by e-mail');
      // ACCOUNT_COUNT desc: the number, then the name ascending, then the id
      const nameJa = (r: { personName: string }) => r.personName.replace(' ', '');
      for (let i = 1; i < all.length; i++) {
        const [a, b] = [all[i - 1]!, all[i]!];
        assert.ok(a.accountCount > b.accountCount || (a.accountCount === b.accountCount && (nameJa(a) < nameJa(b) || (nameJa(a) === nameJa(b) && a.personId < b.personId))), `row ${i}`);
      }
      for (const sort of ['sortColumn=ACCOUNT_COUNT&sortOrder=asc', 'sortColumn=NAME&sortOrder=asc', 'sortColumn=NAME&sortOrder=desc']) {
        const whole = (await call('GET', `/v2/software-people?pageSize=1000&${sort}`)).body.items as { personId: string }[];
        assert.equal(whole.length, all.length, sort);
        const pages = [];
        for (let pageIndex = 0; pageIndex * 3 < whole.length && pageIndex < 4; pageIndex++) {
          pages.push(...((await call('GET', `/v2/software-people?pageSize=3&pageIndex=${pageIndex}&${sort}`)).body.items as { personId: string }[]));
        }
        assert.deepEqual(pages, whole.slice(0, pages.length), `${sort}: pages of 3 are the slices of the whole list`);
      }
      const text = encodeURIComponent(staff[1]!.familyNameJa);
      const found = (await call('GET', `/v2/software-people?pageSize=1000&freeText=${text}`)).body.items as { personId: string }[];
      assert.ok(found.some((r) => r.personId === staff[1]!.id));
      assert.equal((await call('GET', `/v2/software-people-count?freeText=${text}`)).body.count, found.length, 'the count agrees with the list');
    });
  });

  it('prices contracts and licenses per month', () => {
    const c = { billingCycleUnit: 'YEAR', billingCycleLength: 1, priceOfUnitPerBillingCycle: 120_000 };
    assert.equal(integrationMonthlyCost({ ...c, pricingModel: 'FIXED' }, 5), 10_000);
    assert.equal(integrationMonthlyCost({ ...c, pricingModel: 'LINEAR' }, 5), 50_000);
    assert.equal(integrationMonthlyCost({ ...c, pricingModel: 'FREE' }, 5), 0);
    assert.equal(integrationMonthlyCost({ ...c, pricingModel: null }, 5), null);
    assert.equal(licenseMonthlyCost({ price: 500, billingUnit: 'MONTH', perUnitBasis: 'BILLABLE_USER', seatsTotal: 10 }, 3), 1500);
    assert.equal(licenseMonthlyCost({ price: null, billingUnit: 'MONTH', perUnitBasis: 'LICENSE_SEAT', seatsTotal: 10 }, 3), null);
  });
});
