import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { equipment, equipmentItems, people, places } from '../schema';
import { startTestServer, type TestServer } from '../test/support';
import { selectRows } from '../http/list-sql';
import { selectEquipment } from './equipment';

/** `selectRows` (http/list-sql.ts) answers exactly what Drizzle's own mapping answers (the list pages use it). */
describe('selectRows', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({}, 60);
  });
  after(() => server.close());

  it('maps nested objects, decoded dates and all-null left joins as Drizzle does', async () => {
    const db = server.database.db;
    const query = () => selectEquipment(db).where(eq(equipment.companyId, server.seed.customerCompanyId)).orderBy(equipment.id).limit(200);
    const expected = await query();
    const actual = await selectRows(query());
    const both = (pick: (r: (typeof expected)[number]) => unknown) => expected.some((r) => pick(r) === null) && expected.some((r) => pick(r) !== null);
    assert.ok(both((r) => r.person) || both((r) => r.place) || both((r) => r.item), 'rows with and without a left-joined record');
    assert.ok(actual[0]!.equipment.createdAt instanceof Date);
    assert.deepEqual(actual, expected);
  });

  it('keeps a nested object whose columns come from two tables, and flat SQL fields with their decoders', async () => {
    const db = server.database.db;
    const manager = alias(people, 'manager');
    const query = () =>
      db
        .select({
          id: people.id,
          n: sql<number>`length(${people.email})`.mapWith(Number),
          mixed: { placeName: places.nameJa, itemCode: equipmentItems.code },
          manager: { id: manager.id, joinedAt: manager.joinedAt },
        })
        .from(people)
        .leftJoin(places, eq(places.id, people.placeId))
        .leftJoin(equipmentItems, sql`false`)
        .leftJoin(manager, eq(manager.id, people.placeId))
        .orderBy(people.id)
        .limit(50);
    const expected = await query();
    assert.deepEqual(await selectRows(query()), expected);
    assert.equal(typeof expected[0]!.n, 'number');
  });
});
