import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type SQL } from 'drizzle-orm';
import { listResponse, peopleAlertKindValues, peopleAlertSchema, type PeopleAlert } from '@kanri/contracts';
import * as v from 'valibot';
import { queryRows } from '../db/client';
import { containsPattern } from '../http/list-sql';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

const alertsOf = listResponse(peopleAlertSchema);

/**
 * The people alerts (issue 28, page first): every filter, sort and language of the list gives, page
 * for page, the rows and counts of the query that counted every leaver's holdings before cutting
 * the page (written out here as the reference), and the count call agrees with the list.
 */
describe('people alerts', () => {
  let server: TestServer;
  let admin: string;
  const customer = seedCompanyIds.customer;

  before(async () => {
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
    const { db } = server.database;
    const leavers = await queryRows<{ id: string; email: string }>(
      db,
      sql`SELECT id, email FROM people WHERE company_id = ${customer} AND status IN ('LEAVING', 'ALUMNI') ORDER BY id LIMIT 8`,
    );
    assert.equal(leavers.length, 8, 'the seed has leavers and alumni');
    const [a, b, c, d, e, f] = leavers as [typeof leavers[number], typeof leavers[number], typeof leavers[number], typeof leavers[number], typeof leavers[number], typeof leavers[number]];
    // a: two devices in service; b: a decommissioned device only (not an alert for it); c: equipment;
    // d: an unlinked active account with the e-mail in capitals, and one inactive; e: a linked account; f: the same name reading as a (a tie)
    const someDevices = await queryRows<{ id: string }>(db, sql`SELECT id FROM devices WHERE company_id = ${customer} ORDER BY id LIMIT 3`);
    await db.execute(sql`UPDATE devices SET assigned_person_id = ${a.id}, place_id = NULL, lifecycle_status = 'IN_SERVICE' WHERE id IN (${someDevices[0]!.id}, ${someDevices[1]!.id})`);
    await db.execute(sql`UPDATE devices SET assigned_person_id = ${b.id}, place_id = NULL, lifecycle_status = 'DECOMMISSIONED' WHERE id = ${someDevices[2]!.id}`);
    await db.execute(sql`UPDATE equipment SET assigned_person_id = ${c.id} WHERE id = (SELECT id FROM equipment WHERE company_id = ${customer} ORDER BY id LIMIT 1)`);
    const accounts = await queryRows<{ id: string }>(db, sql`SELECT id FROM app_users WHERE company_id = ${customer} ORDER BY id LIMIT 3`);
    await db.execute(sql`UPDATE app_users SET person_id = NULL, is_active = true, email = ${d.email.toUpperCase()} WHERE id = ${accounts[0]!.id}`);
    await db.execute(sql`UPDATE app_users SET person_id = NULL, is_active = false, email = ${d.email} WHERE id = ${accounts[1]!.id}`);
    await db.execute(sql`UPDATE app_users SET person_id = ${e.id}, is_active = true WHERE id = ${accounts[2]!.id}`);
    await db.execute(sql`UPDATE people f SET family_name_kana = a.family_name_kana, given_name_kana = a.given_name_kana, family_name_en = a.family_name_en,
      given_name_en = a.given_name_en, leaving_at = a.leaving_at FROM people a WHERE a.id = ${a.id} AND f.id = ${f.id}`);
  });
  after(() => server.close());

  type Query = { kind: string; status: string; sortColumn: 'NAME' | 'LEAVING_AT'; sortOrder: 'asc' | 'desc'; freeText?: string };

  /** The alerts as the list answered them before issue 28's page-first query: every candidate's holdings counted, then filtered, sorted and cut. */
  const reference = async (q: Query, locale: 'ja-JP' | 'en-US', limit: number, offset: number) => {
    const having = { ALL: sql`(a.devices + a.equipment + a.licenses + a.app_accounts) > 0`, DEVICES: sql`a.devices > 0`, EQUIPMENT: sql`a.equipment > 0`, LICENSES: sql`a.licenses > 0`, APP_ACCOUNTS: sql`a.app_accounts > 0` }[q.kind as 'ALL'];
    const statuses = q.status === 'ALL' ? sql`('LEAVING', 'ALUMNI')` : sql`(${q.status})`;
    const dir = q.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
    const order: SQL = q.sortColumn === 'NAME' ? (locale === 'ja-JP' ? sql`a.name_kana ${dir}` : sql`a.family_name_en ${dir}, a.given_name_en ${dir}`) : sql`a.leaving_at ${dir} NULLS LAST`;
    const name = locale === 'ja-JP' ? sql`p.family_name_ja || ' ' || p.given_name_ja` : sql`p.given_name_en || ' ' || p.family_name_en`;
    const pattern = containsPattern(q.freeText);
    const text = pattern ? sql` AND p.search_text LIKE ${pattern}` : sql``;
    return queryRows<{ id: string; name: string; department: string | null; leaving_at: string | null; devices: number; equipment: number; licenses: number; app_accounts: number }>(
      server.database.db,
      sql`SELECT a.id, a.name, a.department, a.leaving_at, a.devices, a.equipment, a.licenses, a.app_accounts FROM (WITH linked AS (
            SELECT person_id, count(*)::int AS n FROM app_users WHERE company_id = ${customer} AND is_active AND person_id IS NOT NULL GROUP BY person_id
          ), by_email AS (
            SELECT lower(email) AS email, count(*)::int AS n FROM app_users WHERE company_id = ${customer} AND is_active AND person_id IS NULL AND email IS NOT NULL GROUP BY 1
          )
        SELECT p.id, ${name} AS name, ${locale === 'ja-JP' ? sql`d.name_ja` : sql`d.name_en`} AS department, p.name_kana, p.family_name_en, p.given_name_en,
          to_char(p.leaving_at, 'YYYY-MM-DD') AS leaving_at,
          (SELECT count(*)::int FROM devices x WHERE x.company_id = p.company_id AND x.assigned_person_id = p.id AND x.lifecycle_status NOT IN ('DECOMMISSIONED', 'DELETED')) AS devices,
          (SELECT count(*)::int FROM equipment x WHERE x.company_id = p.company_id AND x.assigned_person_id = p.id) AS equipment,
          (SELECT count(*)::int FROM license_assignments x WHERE x.company_id = p.company_id AND x.person_id = p.id) AS licenses,
          coalesce(l.n, 0) + coalesce(e.n, 0) AS app_accounts
        FROM people p LEFT JOIN org_units d ON d.id = p.department_id LEFT JOIN linked l ON l.person_id = p.id LEFT JOIN by_email e ON e.email = lower(p.email)
        WHERE p.company_id = ${customer} AND p.status IN ${statuses}${text}) a WHERE ${having}
        ORDER BY ${order}, a.id ${dir} LIMIT ${limit} OFFSET ${offset}`,
    );
  };

  const page = async (q: Query, locale: 'ja-JP' | 'en-US', pageSize: number, pageIndex: number) => {
    const search = new URLSearchParams({ ...q, pageSize: String(pageSize), pageIndex: String(pageIndex) });
    const res = await server.app.inject({ method: 'GET', url: `/v2/people-alerts?${search}`, headers: { cookie: admin, 'accept-language': locale } });
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(alertsOf, res.json()).items;
  };
  const count = async (q: Query) => {
    const search = new URLSearchParams({ kind: q.kind, status: q.status, ...(q.freeText ? { freeText: q.freeText } : {}) });
    const res = await server.app.inject({ method: 'GET', url: `/v2/people-alerts/count?${search}`, headers: { cookie: admin } });
    return (res.json() as { count: number }).count;
  };
  const shown = (r: PeopleAlert) => [r.person.id, r.person.name, r.person.department?.name ?? null, r.leavingAt, r.devices, r.equipment, r.licenses, r.appAccounts];

  it('answers every kind, status, sort and language page for page as the count-everything query did, and the count agrees', async () => {
    let compared = 0;
    for (const kind of peopleAlertKindValues) {
      for (const status of ['ALL', 'LEAVING', 'ALUMNI']) {
        const listed = await count({ kind, status, sortColumn: 'NAME', sortOrder: 'asc' });
        for (const sortColumn of ['NAME', 'LEAVING_AT'] as const) {
          for (const sortOrder of ['asc', 'desc'] as const) {
            for (const locale of ['ja-JP', 'en-US'] as const) {
              const q: Query = { kind, status, sortColumn, sortOrder };
              const all = await page(q, locale, 1000, 0);
              const expected = await reference(q, locale, 1000, 0);
              assert.deepEqual(all.map(shown), expected.map((r) => [r.id, r.name, r.department, r.leaving_at, r.devices, r.equipment, r.licenses, r.app_accounts]), JSON.stringify(q));
              assert.equal(listed, all.length, `count of ${JSON.stringify(q)}`);
              // a later page is the same slice of the same order
              assert.deepEqual((await page(q, locale, 7, 1)).map(shown), all.slice(7, 14).map(shown), `page 2 of ${JSON.stringify(q)}`);
              compared += all.length;
            }
          }
        }
      }
    }
    assert.ok(compared > 100, `the seed gives alerts to compare (${compared})`);
  });

  it('keeps the cases the filter decides: a decommissioned device alone is no alert, an account found by the e-mail in capitals is, and the text search narrows the list and its count', async () => {
    const [b, d] = (await queryRows<{ id: string; email: string }>(
      server.database.db,
      sql`SELECT id, email FROM people WHERE company_id = ${customer} AND status IN ('LEAVING', 'ALUMNI') ORDER BY id LIMIT 8`,
    )).filter((_, i) => i === 1 || i === 3) as [{ id: string; email: string }, { id: string; email: string }];
    const all = await page({ kind: 'ALL', status: 'ALL', sortColumn: 'NAME', sortOrder: 'asc' }, 'en-US', 1000, 0);
    const devicesOfB = (await queryRows<{ n: number }>(server.database.db, sql`SELECT count(*)::int AS n FROM devices WHERE assigned_person_id = ${b.id} AND lifecycle_status NOT IN ('DECOMMISSIONED', 'DELETED')`))[0]!.n;
    if (devicesOfB === 0) assert.ok(!all.some((r) => r.person.id === b.id && r.devices > 0));
    const byEmail = all.find((r) => r.person.id === d.id);
    assert.ok(byEmail && byEmail.appAccounts >= 1, 'matched by e-mail, the inactive account left out');
    const freeText = d.email.split('@')[0]!;
    const q: Query = { kind: 'APP_ACCOUNTS', status: 'ALL', sortColumn: 'LEAVING_AT', sortOrder: 'desc', freeText };
    const found = await page(q, 'ja-JP', 100, 0);
    assert.ok(found.some((r) => r.person.id === d.id));
    assert.deepEqual(found.map(shown), (await reference(q, 'ja-JP', 100, 0)).map((r) => [r.id, r.name, r.department, r.leaving_at, r.devices, r.equipment, r.licenses, r.app_accounts]));
    assert.equal(await count(q), found.length);
  });
});
