import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client';
const database = await openDatabase({ dataDir: process.argv[2]! });
const db = database.db;
const c = '00000000-0000-4000-8000-000000000001';
const queries: Record<string, string> = JSON.parse(process.argv[3]!);
for (const [name, q] of Object.entries(queries)) {
  const text = q.replaceAll('$C', `'${c}'`);
  for (let i = 0; i < 3; i++) await queryRows(db, sql.raw(text));
  const t0 = performance.now();
  for (let i = 0; i < 10; i++) await queryRows(db, sql.raw(text));
  const ms = (performance.now() - t0) / 10;
  const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${text}`));
  console.log(`=== ${name}: ${ms.toFixed(1)} ms`);
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
}
await database.close();
