import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditLogEntry } from '@kanri/contracts';
import { startTestServer, type TestServer } from '../test/support';

/**
 * Issue 30: the seed writes a history on the devices list's first device, the equipment list's
 * first equipment and the member's person (`seedHistory`), through the audit mechanism, so the
 * references name the person in the caller's language and the history walk (e2e) reads entries.
 */
describe('seeded history', () => {
  let server: TestServer;
  let admin: string;

  const get = async <T>(url: string, locale = 'ja-JP'): Promise<T> => {
    const res = await server.app.inject({ url, headers: { cookie: admin, 'accept-language': locale } });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json() as T;
  };
  const history = (type: string, id: string, locale?: string) => get<{ items: AuditLogEntry[] }>(`/v2/audit-logs?resourceType=${type}&resourceId=${id}`, locale);

  before(async () => {
    server = await startTestServer({}, 300);
    admin = await server.signIn('admin@kanri.example'); // the seed's demo administrator (a domain test does not import src/seed/)
  });
  after(() => server.close());

  it("the first device's and equipment's entries name a person in both languages", async () => {
    for (const [type, list] of [['DEVICE', '/v2/devices?pageSize=1'], ['EQUIPMENT', '/v2/equipment?pageSize=1']] as const) {
      const [first] = (await get<{ items: { id: string }[] }>(list)).items;
      const ja = (await history(type, first!.id, 'ja-JP')).items;
      const en = (await history(type, first!.id, 'en-US')).items;
      assert.equal(ja.length, 1, `${type}: one seeded entry`);
      assert.equal(ja[0]!.actor?.name, '山田 太郎');
      const person = (items: AuditLogEntry[]) => items[0]!.changes.find((c) => c.field === 'assignedPersonId')!;
      const names = (c: ReturnType<typeof person>) => [c.beforeName, c.afterName].filter(Boolean);
      assert.equal(names(person(ja)).length, 1, JSON.stringify(person(ja)));
      assert.match(names(person(ja))[0]!, /^\p{Script=Han}+ \p{Script=Han}+$/u, `${type} ja: family name first, in kanji`);
      assert.match(names(person(en))[0]!, /^[A-Z][a-z]+ [A-Z][a-z]+$/, `${type} en: given name first, in romaji`);
    }
    const [equipment] = (await get<{ items: { id: string }[] }>('/v2/equipment?pageSize=1')).items;
    const status = (await history('EQUIPMENT', equipment!.id)).items[0]!.changes.find((c) => c.field === 'status');
    assert.equal(status?.before, 'STORED');
  });

  it("the member's person has a status change", async () => {
    const [member] = (await get<{ items: { id?: string; personId?: string }[] }>('/v2/people?pageSize=1&freeText=member%40kanri.example')).items;
    const items = (await history('PERSON', (member!.id ?? member!.personId)!)).items;
    assert.deepEqual(items.map((e) => e.changes.map((c) => [c.field, c.before, c.after])), [[['employeeInformation.status', 'NEW_HIRE', 'ACTIVE']]]);
  });
});
