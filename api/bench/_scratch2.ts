import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client';
const database = await openDatabase({ dataDir: process.argv[2]! });
const db = database.db;
const c = '00000000-0000-4000-8000-000000000001';
for (const p of ['%山田%', '%yamada%', '%012345%', '%lan%', '%kanri-shoji%']) {
  const ids = (await queryRows<{ id: string }>(db, sql`select id from people where company_id = ${c} and search_text like ${p} limit 5001`)).map((r) => r.id);
  const idsLit = `{${ids.join(',')}}`;
  const variants = {
    listParam: sql`select n.id from networks n where n.company_id = ${c} and (n.search_text like ${p} or n.admin_person_id = any(${idsLit}::uuid[])) order by n.network_name, n.id limit 100`,
    countParam: sql`select count(*) from networks n where n.company_id = ${c} and (n.search_text like ${p} or n.admin_person_id = any(${idsLit}::uuid[]))`,
    listIn: sql`select n.id from networks n where n.company_id = ${c} and (n.search_text like ${p} or n.admin_person_id in (select id from people where company_id = ${c} and search_text like ${p})) order by n.network_name, n.id limit 100`,
    countIn: sql`select count(*) from networks n where n.company_id = ${c} and (n.search_text like ${p} or n.admin_person_id in (select id from people where company_id = ${c} and search_text like ${p}))`,
    peopleIds: sql`select id from people where company_id = ${c} and search_text like ${p} limit 5001`,
  };
  for (const [name, q] of Object.entries(variants)) {
    for (let i = 0; i < 2; i++) await queryRows(db, q);
    const t0 = performance.now();
    for (let i = 0; i < 5; i++) await queryRows(db, q);
    console.log(`${p} ids=${ids.length} ${name}: ${((performance.now() - t0) / 5).toFixed(1)} ms`);
  }
  const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (costs off) select n.id from networks n where n.company_id = ${c} and (n.search_text like ${p} or n.admin_person_id = any(${idsLit}::uuid[])) order by n.network_name, n.id limit 100`);
  console.log(plan.map((r) => r['QUERY PLAN'].slice(0, 150)).join('\n'));
}
await database.close();
