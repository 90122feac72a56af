import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import {
  appContractOverviewSchema,
  appIntegrationSchema,
  appIntegrationSettingsSchema,
  appRoleRowSchema,
  auditLogEntrySchema,
  billingCostOverviewSchema,
  csvExportResultSchema,
  csvImportResultSchema,
  presignedUploadSchema,
  monthlyActiveUserRateOverviewSchema,
  monthlyCostOverviewSchema,
  recommendedActionsOverviewSchema,
  renewalDateOverviewSchema,
  savingCostOverviewSchema,
  userAndPeopleOverviewSchema,
  userGrowthOverviewSchema,
} from '@kanri/contracts';
import { appAssignments, appIntegrations, appRoles, appUsers, apps, people, software } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { cycleMonths, lastTwelveMonths, monthlyCostOf, nextRenewalDate } from './app-integrations';
import { readCsvInstant } from './app-users-csv-module';
import { tokyoToday } from '../lib/tokyo-date';

const day = 86_400_000;
// the embedded storage writes into a folder of this test run
const storageDir = mkdtempSync(join(tmpdir(), 'kanri-storage-test-'));
process.env.KANRI_STORAGE_DIR = storageDir;
delete process.env.S3_ENDPOINT;

describe('app integration record', () => {
  let server: TestServer;
  const cookies: Record<'admin' | 'it' | 'ga' | 'hr' | 'member', string> = { admin: '', it: '', ga: '', hr: '', member: '' };
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, cookie = cookies.admin) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  let slackId: string; // LINEAR, 6 accounts
  let workspaceId: string; // supports MDM
  let customId: string; // custom app
  let otherCompanyId: string; // the supplier company's
  let legacyId: string;
  let softwareId: string;
  const now = Date.now();

  before(async () => {
    server = await startTestServer({}, 30);
    for (const role of Object.keys(cookies) as (keyof typeof cookies)[]) cookies[role] = await server.signIn(demoAccounts[role]);
    const db = server.database.db;
    const customer = seedCompanyIds.customer;
    const staff = await db
      .select({ id: people.id, email: people.email })
      .from(people)
      .where(and(eq(people.companyId, customer), ne(people.status, 'ALUMNI')))
      .orderBy(asc(people.id))
      .limit(5);
    const appId = async (name: string) => (await db.select({ id: apps.id }).from(apps).where(eq(apps.name, name)))[0]!.id;
    const [sw] = await db
      .insert(software)
      .values({ companyId: customer, name: 'Slack (test)', type: 'SAAS', category: 'COMMUNICATION', vendorName: 'Slack Technologies', usageStatus: 'ACTIVE', integrationStatus: 'INTEGRATED' })
      .returning({ id: software.id });
    softwareId = sw!.id;
    const [slack] = await db
      .insert(appIntegrations)
      .values({
        companyId: customer, appId: await appId('Slack'), softwareId, name: 'Slack', integratedTenantName: 'acme-test.slack.com',
        contractAnchorMonth: 4, contractAnchorDay: 1, billingCycleUnit: 'MONTH', billingCycleLength: 1,
        pricingModel: 'LINEAR', priceOfUnitPerBillingCycle: 1000, currencyCode: 'JPY', planName: 'Pro', unit: 'BILLABLE_USER', inactiveDays: 60,
      })
      .returning({ id: appIntegrations.id });
    slackId = slack!.id;
    const [workspace] = await db
      .insert(appIntegrations)
      .values({ companyId: customer, appId: await appId('Google Workspace'), name: 'Google Workspace', integratedTenantName: 'acme-test.example', pricingModel: 'FIXED', priceOfUnitPerBillingCycle: 120_000, billingCycleUnit: 'YEAR', billingCycleLength: 1 })
      .returning({ id: appIntegrations.id });
    workspaceId = workspace!.id;
    const [custom] = await db
      .insert(appIntegrations)
      .values({ companyId: customer, name: '社内勤怠', isCustomApp: true, customAppType: 'HR', pricingModel: 'FREE' })
      .returning({ id: appIntegrations.id });
    customId = custom!.id;
    // a per-user price as the demo seed and connectors store it (`USER`), an unknown cycle unit
    const [legacy] = await db
      .insert(appIntegrations)
      .values({ companyId: customer, name: 'Legacy', pricingModel: 'LINEAR', priceOfUnitPerBillingCycle: 100, unit: 'USER', billingCycleUnit: 'FORTNIGHT' })
      .returning({ id: appIntegrations.id });
    legacyId = legacy!.id;
    const [other] = await db.insert(appIntegrations).values({ companyId: seedCompanyIds.supplier, name: 'Other company app' }).returning({ id: appIntegrations.id });
    otherCompanyId = other!.id;

    const [admin, member] = await db
      .insert(appRoles)
      .values([
        { companyId: customer, appIntegrationId: slackId, name: 'Admin', displayOrder: 0 },
        { companyId: customer, appIntegrationId: slackId, name: 'Member', displayOrder: 1 },
      ])
      .returning({ id: appRoles.id });
    await db.insert(appAssignments).values([
      { companyId: customer, appIntegrationId: slackId, personId: staff[0]!.id, appRoleId: admin!.id },
      { companyId: customer, appIntegrationId: slackId, personId: staff[1]!.id, appRoleId: member!.id },
      { companyId: customer, appIntegrationId: slackId, personId: staff[2]!.id, appRoleId: member!.id },
    ]);
    const at = (daysAgo: number) => new Date(now - daysAgo * day);
    await db.insert(appUsers).values([
      // active, signed in recently: staff 0 (Admin), staff 1 (Member)
      { companyId: customer, appIntegrationId: slackId, externalId: 'U1', name: 'a', email: staff[0]!.email.toLowerCase(), actualRoleName: 'Admin', externalCreatedAt: at(400), lastSignedInAt: at(1) },
      { companyId: customer, appIntegrationId: slackId, externalId: 'U2', name: 'b', email: staff[1]!.email.toLowerCase(), actualRoleName: 'Member', externalCreatedAt: at(40), lastSignedInAt: at(2) },
      // active, signed in 45 days ago (not monthly active, not yet inactive at 60 days)
      { companyId: customer, appIntegrationId: slackId, externalId: 'U3', name: 'c', email: staff[3]!.email.toLowerCase(), actualRoleName: 'Member', externalCreatedAt: at(100), lastSignedInAt: at(45) },
      // active, no sign-in for 200 days: inactive; no worker
      { companyId: customer, appIntegrationId: slackId, externalId: 'U4', name: 'd', email: 'stranger@elsewhere.example', actualRoleName: 'Member', externalCreatedAt: at(300), lastSignedInAt: at(200) },
      // active, never signed in, created 100 days ago: inactive
      { companyId: customer, appIntegrationId: slackId, externalId: 'U5', name: 'e', email: 'bot@elsewhere.example', externalCreatedAt: at(100) },
      // deactivated 10 days ago
      { companyId: customer, appIntegrationId: slackId, externalId: 'U6', name: 'f', email: staff[4]!.email.toLowerCase(), isActive: false, externalCreatedAt: at(200), deactivatedAt: at(10) },
    ]);
  });
  after(async () => {
    await server.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('answers the record with its app, contract, renewal date and account count', async () => {
    const res = await call('GET', `/v2/app-integrations/${slackId}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const record = v.parse(appIntegrationSchema, res.body);
    assert.equal(record.name, 'Slack');
    assert.equal(record.vendorName, 'Slack Technologies');
    assert.ok(record.features.includes('USER_PROVISIONING'));
    assert.equal(record.isCustomApp, false);
    assert.equal(record.integratedTenantName, 'acme-test.slack.com');
    assert.equal(record.contract.pricingModel, 'LINEAR');
    assert.equal(record.price, 1000);
    assert.equal(record.accountCount, 6);
    assert.equal(record.softwareId, softwareId);
    // monthly cycle anchored on the 1st: the next renewal is the 1st of a month, today or within a month
    assert.match(record.renewalDate!, /^\d{4}-\d{2}-01$/);
    const custom = v.parse(appIntegrationSchema, (await call('GET', `/v2/app-integrations/${customId}`)).body);
    assert.equal(custom.isCustomApp, true);
    assert.equal(custom.appId, null);
    assert.equal(custom.renewalDate, null);
    const legacy = v.parse(appIntegrationSchema, (await call('GET', `/v2/app-integrations/${legacyId}`)).body);
    assert.equal(legacy.contract.unit, 'BILLABLE_USER');
    assert.equal(legacy.contract.billingCycleUnit, null);
  });

  it('answers 404 for another company’s integration or an id that is not a UUID', async () => {
    for (const path of ['', '/settings', '/roles', '/overview/app-contract', '/overview/user-growth', '/overview/recommended-actions']) {
      assert.equal((await call('GET', `/v2/app-integrations/${otherCompanyId}${path}`)).status, 404, path);
      assert.equal((await call('GET', `/v2/app-integrations/not-a-uuid${path}`)).status, 404, path);
    }
    assert.equal((await call('PATCH', `/v2/app-integrations/${otherCompanyId}/settings/deactivate`)).status, 404);
    assert.equal((await call('PATCH', `/v2/app-integrations/not-a-uuid/settings/features`, { USER_PROVISIONING: true })).status, 404);
    assert.equal((await call('DELETE', `/v2/app-integrations/${otherCompanyId}`)).status, 404);
    assert.equal((await call('POST', `/v2/app-integrations/${otherCompanyId}/settings/mdm-activate`)).status, 404);
  });

  it('lets admin and IT staff in, and answers 403 to GA, HR and members on every call', async () => {
    const reads = ['', '/settings', '/roles', ...['app-contract', 'user-and-people', 'billing-cost', 'user-growth', 'monthly-active-user-rate', 'monthly-cost', 'renewal-date', 'saving-cost', 'recommended-actions'].map((p) => `/overview/${p}`)];
    for (const path of reads) {
      assert.equal((await call('GET', `/v2/app-integrations/${slackId}${path}`, undefined, cookies.it)).status, 200, `it ${path}`);
      for (const role of ['ga', 'hr', 'member'] as const) {
        assert.equal((await call('GET', `/v2/app-integrations/${slackId}${path}`, undefined, cookies[role])).status, 403, `${role} ${path}`);
      }
    }
    const writes: [('PATCH' | 'POST' | 'DELETE'), string, unknown][] = [
      ['PATCH', '/settings/deactivate', undefined],
      ['PATCH', '/settings/reactivate', undefined],
      ['PATCH', '/settings/external-tenant', { integratedTenantName: 'x', version: 1 }],
      ['PATCH', '/settings/custom-app', { name: 'x', customAppType: null, version: 1 }],
      ['PATCH', '/settings/custom-app-contract', { contractAnchorMonth: 1, contractAnchorDay: 1, billingCycleUnit: 'MONTH', billingCycleLength: 1, version: 1 }],
      ['PATCH', '/settings/pricing-plan', { planName: null, pricingModel: 'FREE', priceOfUnitPerBillingCycle: null, currencyCode: 'JPY', unit: null, version: 1 }],
      ['PATCH', '/settings/features', { USER_PROVISIONING: true }],
      ['PATCH', '/settings/inactive-days', { inactiveDays: 30, version: 1 }],
      ['POST', '/settings/authenticate', undefined],
      ['POST', '/settings/mdm-activate', undefined],
      ['DELETE', '', undefined],
    ];
    for (const [method, path, body] of writes) {
      for (const role of ['ga', 'hr', 'member'] as const) {
        assert.equal((await call(method, `/v2/app-integrations/${slackId}${path}`, body, cookies[role])).status, 403, `${role} ${method} ${path}`);
      }
    }
    // nothing changed
    const record = v.parse(appIntegrationSchema, (await call('GET', `/v2/app-integrations/${slackId}`)).body);
    assert.equal(record.version, 1);
    assert.equal(record.status, 'ACTIVE');
  });

  it('computes the contract, people, billing, renewal, active rate and saving figures from the accounts', async () => {
    const get = async <S extends v.GenericSchema>(part: string, schema: S, id = slackId) => {
      const res = await call('GET', `/v2/app-integrations/${id}/overview/${part}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return v.parse(schema, res.body);
    };
    const contract = await get('app-contract', appContractOverviewSchema);
    assert.equal(contract.planName, 'Pro');
    assert.equal(contract.unit, 'BILLABLE_USER');
    const renewal = await get('renewal-date', renewalDateOverviewSchema);
    assert.equal(renewal.renewalDate, contract.nextRenewalDate);
    assert.ok(renewal.daysLeft! >= 0 && renewal.daysLeft! <= 31, `days left ${renewal.daysLeft}`);

    const people = await get('user-and-people', userAndPeopleOverviewSchema);
    assert.equal(people.accounts, 6);
    assert.equal(people.activeAccounts, 5);
    assert.equal(people.linkedAccounts, 4, 'four accounts carry a worker’s e-mail');
    assert.equal(people.assignedWorkers, 3);
    assert.ok(people.companyPeople >= 5);

    // LINEAR: 1,000 yen × 5 active accounts per 1-month cycle
    const billing = await get('billing-cost', billingCostOverviewSchema);
    assert.equal(billing.billableUnits, 5);
    assert.equal(billing.costPerCycle, 5000);
    assert.equal(billing.monthlyCost, 5000);
    assert.equal(billing.yearlyCost, 60_000);
    // FIXED: 120,000 yen a year is 10,000 a month whatever the accounts
    const fixed = await get('billing-cost', billingCostOverviewSchema, workspaceId);
    assert.equal(fixed.billableUnits, 1);
    assert.equal(fixed.monthlyCost, 10_000);
    assert.equal(fixed.costPerCycle, 120_000);

    const rate = await get('monthly-active-user-rate', monthlyActiveUserRateOverviewSchema);
    assert.deepEqual(rate, { activeAccounts: 5, signedInAccounts: 2, rate: 0.4 });

    // inactive at 60 days: U4 (200 days) and U5 (never, created 100 days ago)
    const saving = await get('saving-cost', savingCostOverviewSchema);
    assert.equal(saving.inactiveAccounts, 2);
    assert.equal(saving.savingPerCycle, 2000);
    assert.equal(saving.savingPerMonth, 2000);
    const free = await get('saving-cost', savingCostOverviewSchema, customId);
    assert.equal(free.inactiveAccounts, 0);
    assert.equal(free.savingPerCycle, 0);
  });

  it('counts account growth and monthly cost over the last 12 months', async () => {
    const growth = (await call('GET', `/v2/app-integrations/${slackId}/overview/user-growth`)).body;
    const months = v.parse(userGrowthOverviewSchema, growth).months;
    assert.equal(months.length, 12);
    assert.equal(months[11]!.month, tokyoToday().slice(0, 7));
    // every account exists by now; U1 (400 days) predates the window
    assert.equal(months[11]!.totalAccounts, 6);
    assert.equal(months.reduce((n, m) => n + m.newAccounts, 0), 5);
    assert.ok(months.every((m, k) => k === 0 || m.totalAccounts >= months[k - 1]!.totalAccounts));
    const cost = v.parse(monthlyCostOverviewSchema, (await call('GET', `/v2/app-integrations/${slackId}/overview/monthly-cost`)).body);
    assert.equal(cost.currencyCode, 'JPY');
    assert.equal(cost.months.length, 12);
    // this month: the 5 accounts not deactivated × 1,000
    assert.equal(cost.months[11]!.amount, 5000);
    assert.equal(cost.months[0]!.amount, months[0]!.totalAccounts * 1000);
  });

  it('recommends actions from the rule matching with their users-tab categories', async () => {
    const res = await call('GET', `/v2/app-integrations/${slackId}/overview/recommended-actions`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const items = v.parse(recommendedActionsOverviewSchema, res.body).items;
    const byAction = Object.fromEntries(items.map((a) => [a.action, a]));
    assert.ok(byAction.REMOVE_NO_WORKER && byAction.REMOVE_NO_WORKER.count >= 2, JSON.stringify(items));
    assert.equal(byAction.REMOVE_NO_WORKER.category, 'NO_WORKER');
    // staff 2 is assigned but has no account
    assert.equal(byAction.ADD_NO_USER?.count, 1);
    assert.ok(items.every((a) => a.count > 0));
  });

  it('lists the app’s roles with their assigned workers and accounts', async () => {
    const res = await call('GET', `/v2/app-integrations/${slackId}/roles`);
    const items = v.parse(v.object({ items: v.array(appRoleRowSchema) }), res.body).items;
    assert.deepEqual(items.map((r) => [r.name, r.assignedWorkers, r.accounts]), [['Admin', 1, 1], ['Member', 2, 3]]);
  });

  it('reads the settings and changes the tenant with its version, 409 when stale, 400 with field paths', async () => {
    const settings = v.parse(appIntegrationSettingsSchema, (await call('GET', `/v2/app-integrations/${slackId}/settings`)).body);
    assert.deepEqual(settings.features, { USER_PROVISIONING: false });
    assert.equal(settings.supportsUserProvisioning, true);
    assert.equal(settings.supportsMdm, false);
    const bad = await call('PATCH', `/v2/app-integrations/${slackId}/settings/external-tenant`, { integratedTenantName: '   ', version: settings.version });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((f: { path: string }) => f.path), ['integratedTenantName']);
    const ok = await call('PATCH', `/v2/app-integrations/${slackId}/settings/external-tenant`, { integratedTenantName: 'acme-new.slack.com', version: settings.version });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const updated = v.parse(appIntegrationSchema, ok.body);
    assert.equal(updated.integratedTenantName, 'acme-new.slack.com');
    assert.equal(updated.version, settings.version + 1);
    const stale = await call('PATCH', `/v2/app-integrations/${slackId}/settings/external-tenant`, { integratedTenantName: 'again', version: settings.version });
    assert.equal(stale.status, 409);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=APP_INTEGRATION&resourceId=${slackId}`)).body).items;
    assert.ok(history.some((e) => e.changes.some((c) => c.field === 'integratedTenantName' && c.after === 'acme-new.slack.com')), JSON.stringify(history));
  });

  it('changes the pricing plan, the contract terms, the features and the inactive rule', async () => {
    let version = v.parse(appIntegrationSchema, (await call('GET', `/v2/app-integrations/${slackId}`)).body).version;
    const badPlan = await call('PATCH', `/v2/app-integrations/${slackId}/settings/pricing-plan`, { planName: 'Pro', pricingModel: 'SOMETIMES', priceOfUnitPerBillingCycle: -1, currencyCode: 'JPY', unit: null, version });
    assert.equal(badPlan.status, 400);
    assert.deepEqual(badPlan.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['priceOfUnitPerBillingCycle', 'pricingModel']);
    const plan = await call('PATCH', `/v2/app-integrations/${slackId}/settings/pricing-plan`, { planName: 'Business+', pricingModel: 'LINEAR', priceOfUnitPerBillingCycle: 1500, currencyCode: 'JPY', unit: 'BILLABLE_USER', version });
    assert.equal(plan.status, 200, JSON.stringify(plan.body));
    version = plan.body.version;
    assert.equal(plan.body.planName, 'Business+');
    const billing = v.parse(billingCostOverviewSchema, (await call('GET', `/v2/app-integrations/${slackId}/overview/billing-cost`)).body);
    assert.equal(billing.monthlyCost, 7500);

    const badTerms = await call('PATCH', `/v2/app-integrations/${slackId}/settings/custom-app-contract`, { contractAnchorMonth: 13, contractAnchorDay: 1, billingCycleUnit: 'YEAR', billingCycleLength: 1, version });
    assert.deepEqual(badTerms.body.fieldErrors.map((f: { path: string }) => f.path), ['contractAnchorMonth']);
    const terms = await call('PATCH', `/v2/app-integrations/${slackId}/settings/custom-app-contract`, { contractAnchorMonth: 1, contractAnchorDay: 31, billingCycleUnit: 'YEAR', billingCycleLength: 1, version });
    assert.equal(terms.status, 200, JSON.stringify(terms.body));
    assert.equal(terms.body.version, version + 1);
    assert.match(terms.body.renewalDate, /^\d{4}-01-31$/);
    const yearly = v.parse(billingCostOverviewSchema, (await call('GET', `/v2/app-integrations/${slackId}/overview/billing-cost`)).body);
    assert.equal(yearly.monthlyCost, 625, '1,500 × 5 a year is 625 a month');

    const features = await call('PATCH', `/v2/app-integrations/${slackId}/settings/features`, { USER_PROVISIONING: true });
    assert.equal(features.status, 200);
    assert.equal(features.body.userProvisioning, true);
    assert.equal((await call('PATCH', `/v2/app-integrations/${slackId}/settings/features`, { USER_PROVISIONING: 'yes' })).body.fieldErrors[0].path, 'USER_PROVISIONING');

    const rule = await call('PATCH', `/v2/app-integrations/${slackId}/settings/inactive-days`, { inactiveDays: 30, version: features.body.version });
    assert.equal(rule.status, 200);
    const saving = v.parse(savingCostOverviewSchema, (await call('GET', `/v2/app-integrations/${slackId}/overview/saving-cost`)).body);
    assert.equal(saving.inactiveAccounts, 3, 'U3 (45 days) is inactive at 30 days');
    assert.equal((await call('PATCH', `/v2/app-integrations/${slackId}/settings/inactive-days`, { inactiveDays: 0, version: rule.body.version })).status, 400);
  });

  it('renames only a custom app', async () => {
    const slack = v.parse(appIntegrationSchema, (await call('GET', `/v2/app-integrations/${slackId}`)).body);
    assert.equal((await call('PATCH', `/v2/app-integrations/${slackId}/settings/custom-app`, { name: 'Not Slack', customAppType: null, version: slack.version })).status, 409);
    const custom = await call('PATCH', `/v2/app-integrations/${customId}/settings/custom-app`, { name: '社内勤怠 v2', customAppType: 'HR', version: 1 });
    assert.equal(custom.status, 200, JSON.stringify(custom.body));
    assert.equal(custom.body.name, '社内勤怠 v2');
    assert.equal((await call('POST', `/v2/app-integrations/${customId}/settings/authenticate`)).status, 409);
  });

  it('deactivates and reactivates with the software row, authenticates, and activates MDM only where supported', async () => {
    const off = await call('PATCH', `/v2/app-integrations/${slackId}/settings/deactivate`);
    assert.equal(off.status, 200, JSON.stringify(off.body));
    assert.equal(off.body.status, 'DEACTIVATED');
    const db = server.database.db;
    const status = async () => (await db.select({ s: software.integrationStatus }).from(software).where(eq(software.id, softwareId)))[0]!.s;
    assert.equal(await status(), 'DEACTIVATED');
    assert.equal((await call('POST', `/v2/app-integrations/${slackId}/settings/authenticate`)).status, 409);
    const on = await call('PATCH', `/v2/app-integrations/${slackId}/settings/reactivate`);
    assert.equal(on.body.status, 'ACTIVE');
    assert.equal(await status(), 'INTEGRATED');
    const auth = await call('POST', `/v2/app-integrations/${slackId}/settings/authenticate`);
    assert.equal(auth.status, 200);
    assert.ok(Date.parse(auth.body.authenticatedAt) > now - 60_000);

    assert.deepEqual((await call('POST', `/v2/app-integrations/${slackId}/settings/mdm-activate`)).body, { success: false });
    assert.deepEqual((await call('POST', `/v2/app-integrations/${workspaceId}/settings/mdm-activate`)).body, { success: true });
    const workspace = v.parse(appIntegrationSettingsSchema, (await call('GET', `/v2/app-integrations/${workspaceId}/settings`)).body);
    assert.ok(workspace.mdmActivatedAt);
    assert.equal(workspace.supportsMdm, true);
  });

  it('imports a custom app’s accounts from CSV all or nothing, and exports them back', async () => {
    const upload = async (text: string) => {
      const presign = v.parse(presignedUploadSchema, (await call('GET', '/v2/s3/presigned-url/import-csv?filename=accounts.csv')).body);
      assert.equal((await server.app.inject({ method: 'PUT', url: presign.url, headers: { 'content-type': 'text/csv' }, payload: Buffer.from(text) })).statusCode, 200);
      return presign.key;
    };
    const run = async (key: string, dryrun: boolean, id = customId, cookie = cookies.admin) => {
      const res = await call('POST', `/v2/app-integrations/${id}/users-csv`, { uploadedFileKey: key, dryrun }, cookie);
      return res.status === 200 ? { status: 200, result: v.parse(csvImportResultSchema, res.body) } : { status: res.status, result: undefined };
    };
    const file = 'Account ID,Account name,E-mail,Active,Actual role,Last sign-in\nK-1,佐藤,Sato@Example.com,はい,Admin,2026-11-01\nK-2,Suzuki,suzuki@example.com,No,Member,2026-10-01T09:00:00+09:00\n';
    const key = await upload(file);
    const dry = await run(key, true);
    assert.equal(dry.result?.outcome, 'VALIDATED', JSON.stringify(dry.result?.records));
    assert.equal(dry.result?.createdCount, 2, JSON.stringify(dry.result));
    const db = server.database.db;
    const accounts = async () => db.select().from(appUsers).where(eq(appUsers.appIntegrationId, customId)).orderBy(asc(appUsers.externalId));
    assert.equal((await accounts()).length, 0, 'a dry run writes nothing');
    const real = await run(key, false);
    assert.equal(real.result?.outcome, 'IMPORTED');
    const written = await accounts();
    assert.deepEqual(written.map((a) => [a.externalId, a.name, a.email, a.isActive, a.actualRoleName]), [['K-1', '佐藤', 'sato@example.com', true, 'Admin'], ['K-2', 'Suzuki', 'suzuki@example.com', false, 'Member']]);
    assert.equal(written[0]!.lastSignedInAt?.toISOString(), '2026-10-31T15:00:00.000Z', 'a date is midnight in Tokyo');

    // one bad row rejects the whole file: K-1 is not renamed
    const bad = await run(await upload('Account ID,Account name,Active,Last sign-in\nK-1,Renamed,yes,\nK-3,,maybe,2026-02-30\nK-3,Again,,\n'), false);
    assert.equal(bad.result?.outcome, 'REJECTED');
    const errors = Object.fromEntries(bad.result!.records.map((r) => [r.rowNumber, Object.entries(r.values).filter(([, c]) => c.errors.length).map(([k]) => k).sort()]));
    assert.deepEqual(errors[3], ['isActive', 'lastSignedInAt', 'name']);
    assert.deepEqual(errors[4], ['externalId']);
    assert.equal((await accounts())[0]!.name, '佐藤');

    // an update keeps the columns the file does not have
    assert.equal((await run(await upload('Account ID,Account name\nK-2,Suzuki Ichiro\n'), false)).result?.outcome, 'IMPORTED');
    const k2 = (await accounts())[1]!;
    assert.deepEqual([k2.name, k2.email, k2.isActive], ['Suzuki Ichiro', 'suzuki@example.com', false]);
    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=APP_USER&resourceId=${k2.id}`)).body).items;
    assert.deepEqual(history.map((e) => e.action), ['UPDATE', 'CREATE']);

    const exported = await call('GET', `/v2/app-users-csv?appIntegrationId=${customId}&mode=edit`);
    assert.equal(exported.status, 200, JSON.stringify(exported.body));
    const { url, fileName } = v.parse(csvExportResultSchema, exported.body);
    assert.equal(fileName, 'app-users.csv');
    const body = (await server.app.inject({ url })).rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    // the demo admin reads Japanese: the headers and yes/no in Japanese, so the file imports back as is
    assert.equal(body[0], 'アカウント ID,アカウント名,表示名,メールアドレス,有効,MFA 設定済み,実際のロール,アプリでのステータス,アプリでの作成日時,最終ログイン,無効化日時');
    assert.ok(body.some((line) => line.startsWith('K-1,佐藤,,sato@example.com,はい,いいえ,Admin,,,2026-10-31T15:00:00.000Z')), body.join('\n'));
    assert.equal((await run(await upload(`${body.join('\n')}\n`), true)).result?.updatedCount, 2);

    assert.equal((await run(key, true, otherCompanyId)).status, 404);
    assert.equal((await run(key, true, customId, cookies.hr)).status, 403);
    assert.equal((await call('GET', `/v2/app-users-csv?appIntegrationId=${otherCompanyId}&mode=edit`)).status, 404);
    assert.equal((await call('GET', '/v2/app-users-csv?appIntegrationId=nope&mode=edit')).status, 404);
  });

  it('deletes the integration with its accounts and marks its software not integrated', async () => {
    const res = await call('DELETE', `/v2/app-integrations/${slackId}`, undefined, cookies.it);
    assert.equal(res.status, 204);
    assert.equal((await call('GET', `/v2/app-integrations/${slackId}`)).status, 404);
    const db = server.database.db;
    assert.equal((await db.select({ id: appUsers.id }).from(appUsers).where(eq(appUsers.appIntegrationId, slackId))).length, 0);
    assert.equal((await db.select({ s: software.integrationStatus }).from(software).where(eq(software.id, softwareId)))[0]!.s, 'NOT_INTEGRATED');
    assert.equal((await call('DELETE', `/v2/app-integrations/${slackId}`)).status, 404);
  });
});

describe('app integration contract dates and costs', () => {
  it('finds the next renewal from the anchor, clamping the day to the month', () => {
    const monthly = { contractAnchorMonth: 4, contractAnchorDay: 15, billingCycleUnit: 'MONTH' as const, billingCycleLength: 1 };
    assert.equal(nextRenewalDate(monthly, '2026-11-10', 2025), '2026-11-15');
    assert.equal(nextRenewalDate(monthly, '2026-11-16', 2025), '2026-12-15');
    assert.equal(nextRenewalDate(monthly, '2026-11-15', 2025), '2026-11-15', 'today counts');
    const yearly = { contractAnchorMonth: 2, contractAnchorDay: 31, billingCycleUnit: 'YEAR' as const, billingCycleLength: 1 };
    assert.equal(nextRenewalDate(yearly, '2026-11-10', 2024), '2027-02-28');
    assert.equal(nextRenewalDate(yearly, '2027-11-10', 2024), '2028-02-29');
    const quarterly = { contractAnchorMonth: 1, contractAnchorDay: 1, billingCycleUnit: 'MONTH' as const, billingCycleLength: 3 };
    assert.equal(nextRenewalDate(quarterly, '2026-05-02', 2026), '2026-07-01');
    // an anchor later than today in the creation year is the first renewal
    assert.equal(nextRenewalDate(quarterly, '2025-05-02', 2026), '2026-01-01');
    assert.equal(nextRenewalDate({ ...quarterly, contractAnchorMonth: null }, '2026-05-02', 2026), null);
  });

  it('spreads a cycle’s cost over its months by pricing model', () => {
    const base = { contractAnchorMonth: 1, contractAnchorDay: 1, billingCycleUnit: 'YEAR' as const, billingCycleLength: 2, currencyCode: 'JPY' as const, planName: null, unit: null };
    assert.equal(cycleMonths(base), 24);
    assert.equal(monthlyCostOf({ ...base, pricingModel: 'LINEAR', priceOfUnitPerBillingCycle: 2400 }, 3), 300);
    assert.equal(monthlyCostOf({ ...base, pricingModel: 'FIXED', priceOfUnitPerBillingCycle: 2400 }, 3), 100);
    assert.equal(monthlyCostOf({ ...base, pricingModel: 'FREE', priceOfUnitPerBillingCycle: null }, 3), 0);
    assert.equal(monthlyCostOf({ ...base, pricingModel: 'LINEAR', priceOfUnitPerBillingCycle: null }, 3), null);
  });

  it('reads CSV dates as midnight in Tokyo and date-times with their offset', () => {
    assert.equal(readCsvInstant('2026-03-01')?.toISOString(), '2026-02-28T15:00:00.000Z');
    assert.equal(readCsvInstant('2026-02-30'), undefined);
    assert.equal(readCsvInstant('2026-03-01T10:00:00Z')?.toISOString(), '2026-03-01T10:00:00.000Z');
    assert.equal(readCsvInstant('2026-03-01 10:00'), undefined);
  });

  it('lists the last 12 months in Tokyo, ending with the current one', () => {
    const months = lastTwelveMonths('2026-01-15');
    assert.equal(months[0]!.month, '2025-02');
    assert.equal(months[11]!.month, '2026-01');
    assert.equal(months[11]!.end.toISOString(), '2026-01-31T15:00:00.000Z');
  });
});
