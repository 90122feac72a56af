import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from './client';
import { copyPlan, copyToPostgres, CopyRefused, type CopyReport } from './copy-to-postgres';
import { buildTestServer, createEmptyPgDatabase, testNow } from '../test/support';
import { demoPassword, seedDatabase } from '../seed/seed';

const key = (parent: string, nullable = false) => ({ parent, columns: [`${parent}_id`], nullable });
const table = (name: string, foreignKeys: ReturnType<typeof key>[] = [], primaryKey = ['id']) => ({ name, foreignKeys, primaryKey });

describe('copyPlan: the order tables are copied in', () => {
  it('puts every table after its parents, in the same order on every run', () => {
    const plan = copyPlan([table('people', [key('companies'), key('org_units')]), table('org_units', [key('companies')]), table('companies'), table('audit', [key('people'), key('companies')])]);
    assert.deepEqual(plan.ordered.map((t) => t.name), ['companies', 'org_units', 'people', 'audit']);
    assert.equal(plan.deferred.size, 0);
  });

  it("unties a cycle by a nullable key: written NULL, filled after the copy", () => {
    // a department's head is a person, a person's department is a department
    const plan = copyPlan([table('people', [key('org_units')]), table('org_units', [key('people', true)])]);
    assert.deepEqual(plan.ordered.map((t) => t.name), ['org_units', 'people']);
    assert.deepEqual([...plan.deferred], [['org_units', ['people_id']]]);
  });

  it('defers only the keys inside a cycle: a nullable key to a table outside it is written at once', () => {
    const plan = copyPlan([table('people', [key('org_units')]), table('org_units', [key('people', true)]), table('assignments', [key('people', true), key('org_units', true)])]);
    assert.deepEqual(plan.ordered.map((t) => t.name), ['org_units', 'people', 'assignments']);
    assert.deepEqual([...plan.deferred.keys()], ['org_units']);
  });

  it('refuses a cycle without a nullable key, and a deferred key without a primary key', () => {
    assert.throws(() => copyPlan([table('a', [key('b')]), table('b', [key('a')])]), CopyRefused);
    assert.throws(() => copyPlan([table('a', [key('b')]), table('b', [key('a', true)], [])]), /no primary key/);
  });
});

// the copy needs both engines: the embedded source, and a PostgreSQL target (CI's API run)
const url = process.env.DATABASE_URL;
describe('copyToPostgres: the embedded database into PostgreSQL', { skip: url ? false : 'needs DATABASE_URL' }, () => {
  let source: Database;
  before(async () => {
    source = await openDatabase({ dataDir: 'memory' });
    await seedDatabase(source.db, { scale: 12, demo: true, now: testNow });
  });
  after(() => source?.close());

  /** A new, migrated, empty PostgreSQL database; closed and dropped by `after`. */
  async function emptyTarget(): Promise<Database> {
    const created = await createEmptyPgDatabase();
    const target = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
    after(async () => {
      await target.close();
      await created.drop();
    });
    return target;
  }

  const countsOf = async (database: Database, report: CopyReport): Promise<Record<string, number>> =>
    Object.fromEntries(await Promise.all(report.tables.map(async ({ table }) => [table, (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n] as const)));

  it('copies every row, keeps every value, the API signs the demo admin in on the copy, and a second copy is refused', async () => {
    const target = await emptyTarget();
    const heard: string[] = [];
    const report = await copyToPostgres(source.db, target.db, ({ table }) => heard.push(table));
    assert.deepEqual(heard, report.tables.map((t) => t.table));
    assert.ok(report.rows > 1000, `rows copied: ${report.rows}`);
    const sourceCounts = await countsOf(source, report);
    assert.deepEqual(await countsOf(target, report), sourceCounts);
    assert.equal(report.rows, Object.values(sourceCounts).reduce((s, n) => s + n, 0));
    // every column of the tables whose types differ most (jsonb, arrays, dates, numerics, timestamps, a key filled afterwards)
    for (const name of ['people', 'org_units', 'devices', 'audit_logs', 'contracts']) {
      const rowsOf = (database: Database) => queryRows<{ r: unknown }>(database.db, sql`SELECT to_jsonb(t) AS r FROM ${sql.identifier(name)} t ORDER BY id`);
      assert.deepEqual(await rowsOf(target), await rowsOf(source), name);
    }
    // sequences moved past the copied values: the next number is new
    const [seq] = await queryRows<{ n: number }>(target.db, sql`SELECT count(*)::int AS n FROM pg_class WHERE relkind = 'S'`);
    assert.ok(seq!.n > 0);
    const app = await buildTestServer({ db: target.db });
    try {
      const res = await app.inject({ method: 'POST', url: '/v2/auth/sign-in', payload: { email: 'admin@kanri.example', password: demoPassword } });
      assert.equal(res.statusCode, 200, res.body);
    } finally {
      await app.close();
    }
    // a second copy into the now filled target is refused, and changes nothing
    const filled = await countsOf(target, report);
    await assert.rejects(copyToPostgres(source.db, target.db), (e: Error) => e instanceof CopyRefused && /already has rows \(.*people/.test(e.message));
    assert.deepEqual(await countsOf(target, report), filled);
  });

  it('rolls every table back when a row is refused half-way', async () => {
    const target = await emptyTarget();
    // an orphan the embedded database took with its foreign keys off: PostgreSQL refuses it
    const broken = await openDatabase({ dataDir: 'memory', loadDataDir: await source.dumpDataDir!() });
    after(() => broken.close());
    await broken.db.execute(sql`SET session_replication_role = replica`);
    await broken.db.execute(sql`INSERT INTO org_units (company_id, kind, code, name_ja, name_en) VALUES (gen_random_uuid(), 'DEPARTMENT', 'ORPHAN', '孤児', 'Orphan')`);
    await broken.db.execute(sql`SET session_replication_role = origin`);
    await assert.rejects(copyToPostgres(broken.db, target.db), (e: Error & { cause?: Error }) => /org_units.*foreign key/s.test(`${e.message} ${e.cause?.message}`));
    const [companies] = await queryRows<{ n: number }>(target.db, sql`SELECT count(*)::int AS n FROM companies`);
    assert.equal(companies!.n, 0);
  });
});
