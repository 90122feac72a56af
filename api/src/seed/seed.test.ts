import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';
import { openTestDatabase } from '../test/support';
import { seedCompanyIds, seedDatabase } from './seed';
import * as t from '../schema';

async function fingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(await db.select().from(t.people).orderBy(asc(t.people.id))));
  hash.update(JSON.stringify(await db.select().from(t.places).orderBy(asc(t.places.id))));
  hash.update(JSON.stringify(await db.select().from(t.software).orderBy(asc(t.software.id))));
  hash.update(JSON.stringify(await db.select().from(t.devices).orderBy(asc(t.devices.id))));
  hash.update(JSON.stringify(await db.select().from(t.marketplaceProducts).orderBy(asc(t.marketplaceProducts.id))));
  hash.update(JSON.stringify(await db.select().from(t.operationTaskInstances).orderBy(asc(t.operationTaskInstances.id))));
  hash.update(JSON.stringify(await db.select().from(t.appIntegrations).orderBy(asc(t.appIntegrations.id))));
  hash.update(JSON.stringify(await db.select().from(t.appUsers).orderBy(asc(t.appUsers.id))));
  hash.update(JSON.stringify(await db.select().from(t.appAssignments).orderBy(asc(t.appAssignments.id))));
  // issue 15's seeds: group IDs, Starlink terminals and alerts, vehicles, place administrators, marketplace orders
  hash.update(JSON.stringify(await db.select().from(t.groupIds).orderBy(asc(t.groupIds.id))));
  hash.update(JSON.stringify(await db.select().from(t.starlinks).orderBy(asc(t.starlinks.id))));
  hash.update(JSON.stringify(await db.select().from(t.starlinkAlerts).orderBy(asc(t.starlinkAlerts.id))));
  hash.update(JSON.stringify(await db.select().from(t.fleets).orderBy(asc(t.fleets.id))));
  hash.update(JSON.stringify(await db.select().from(t.placeAdministrators).orderBy(asc(t.placeAdministrators.id))));
  hash.update(JSON.stringify(await db.select().from(t.marketplaceOrders).orderBy(asc(t.marketplaceOrders.orderNumber))));
  hash.update(JSON.stringify((await db.select().from(t.users).orderBy(asc(t.users.id))).map(({ passwordHash: _salted, ...u }) => u)));
  return hash.digest('hex');
}

describe('seed', () => {
  it('is deterministic for the same scale and reference time', async () => {
    const now = new Date('2026-01-15T09:00:00Z');
    const a = await openTestDatabase();
    const b = await openTestDatabase();
    try {
      await seedDatabase(a.db, { scale: 250, now });
      await seedDatabase(b.db, { scale: 250, now });
      const [fa, fb] = [await fingerprint(a.db), await fingerprint(b.db)];
      assert.equal(fa, fb);
      const [row] = await a.db.select({ n: count() }).from(t.people).where(eq(t.people.companyId, seedCompanyIds.customer));
      assert.equal(row?.n, 250);
      // purchases are dated back from the seed's date: the bill-and-cost tab's last 12 months have some, none is later
      const [dates] = await a.db
        .select({ latest: sql<string>`max(${t.devices.purchaseDate})::text`, lastYear: sql<number>`(count(*) FILTER (WHERE ${t.devices.purchaseDate} > '2025-01-31' AND ${t.devices.purchasePrice} IS NOT NULL))::int` })
        .from(t.devices);
      assert.ok(dates!.latest <= '2026-01-15', dates!.latest);
      assert.ok(dates!.latest >= '2025-12-01', dates!.latest);
      assert.ok(dates!.lastYear >= 20, `${dates!.lastYear} priced purchases in the last 12 months`);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('takes the bulk path (indexes rebuilt) above its threshold and keeps the indexes', async () => {
    const d = await openTestDatabase();
    try {
      // the threshold lowered from its 5000 so that the path runs on a few hundred rows
      const result = await seedDatabase(d.db, { scale: 600, demo: false, rebuildIndexesAbove: 500 });
      assert.equal(result.adminUserId, null, 'no demo accounts without demo mode');
      const [people] = await d.db.select({ n: count() }).from(t.people);
      assert.equal(people?.n, 600);
      const [users] = await d.db.select({ n: count() }).from(t.users);
      assert.equal(users?.n, 0);
      const rows = await queryRows<{ indexname: string }>(d.db, sql`SELECT indexname FROM pg_indexes WHERE tablename = 'people' ORDER BY indexname`);
      assert.ok(rows.some((r) => r.indexname === 'people_search_trgm_idx'));
      // every index the schema declares on people (the lists', the e-mail matching's…), and its primary key
      assert.equal(rows.length, getTableConfig(t.people).indexes.length + 1, rows.map((r) => r.indexname).join(', '));
    } finally {
      await d.close();
    }
  });
});
