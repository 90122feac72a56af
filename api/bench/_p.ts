import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { equipment, equipmentTypes, users, auditLogs, people, places } from '../src/db/schema';
import { insertRows } from '../src/csv/bulk';
const d = await openDatabase({ dataDir: '/tmp/kanri-p-db' });
if (!(await d.db.select().from(users).limit(1)).length) await seedDatabase(d.db, { scale: 300 });
const type = (await d.db.select().from(equipmentTypes).limit(1))[0]!;
const uid = (await d.db.select({ id: users.id }).from(users).limit(1))[0]!.id;
const pid = (await d.db.select({ id: people.id }).from(people).limit(1))[0]!.id;
const plid = (await d.db.select({ id: places.id }).from(places).limit(1))[0]!.id;
const company = type.companyId;
const mk = (n: number) => Array.from({ length: n }, (_, i) => ({ id: randomUUID(), companyId: company, name: `X ${i}`, equipmentTypeId: type.id, status: 'IN_USE', assetTag: `P-${randomUUID()}`, model: 'M', serialNumber: 'S', assignedPersonId: pid, placementPlaceId: plid }));
const time = async (name: string, f: () => Promise<unknown>) => { const t0 = performance.now(); await f(); console.log(name, Math.round(performance.now() - t0), 'ms'); };
const changes = Array.from({ length: 12 }, (_, i) => ({ field: `field${i}`, before: null, after: 'value ' + i }));
await d.db.transaction(async (tx) => {
  for (let k = 0; k < 3; k++) {
    const rows = mk(1000);
    await time('equipment 1000', () => insertRows(tx as any, equipment, 'equipment', Object.keys(rows[0]!), rows));
    const audits = rows.map((r) => ({ companyId: company, actorUserId: uid, resourceType: 'EQUIPMENT', resourceId: r.id, action: 'CREATE', changes }));
    await time('audit 1000', () => insertRows(tx as any, auditLogs, 'audit_logs', Object.keys(audits[0]!), audits));
    await time('json only select 1000', () => tx.execute(sql`SELECT count(*) FROM json_populate_recordset(NULL::audit_logs, ${JSON.stringify(audits.map((a) => ({ company_id: a.companyId, actor_user_id: a.actorUserId, resource_type: a.resourceType, resource_id: a.resourceId, action: a.action, changes: a.changes })))}::json)`));
  }
  throw new Error('rollback');
}).catch((e) => { if (e.message !== 'rollback') throw e; });
await d.close();
