import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';

/** The demo accounts whose people administer 東京本社 (fixed names the e2e journey finds). */
export interface PlaceAdministratorsSeedInput {
  companyId: string;
  /** admin@'s user: 拠点責任者 of 東京本社 (山田 太郎) and the one who assigned every seeded row. */
  adminUserId: string;
  /** ga@'s and it@'s users: 総務担当 and IT担当 of 東京本社. */
  gaUserId: string;
  itUserId: string;
  now: Date;
}

/** The main places that get administrators, by code (seed-data.ts `placeRows`). */
export const administeredPlaceCodes = ['TKY-001', 'TKY-002', 'YKH-001', 'OSK-001', 'NGY-001'] as const;

/**
 * Place administrators (issue 15, `/places/{id}/administrators`; docs/places.md "The labor-core and
 * administrators tabs"), with its own `prng(15_004)` so no other module's rows shift:
 *
 * - 東京本社 (TKY-001): 拠点責任者 山田 太郎 (admin@'s person), 総務担当 ga@'s person, IT担当 it@'s
 *   person, and 安全衛生担当 the first current employee working there (by worker number) who is none of
 *   the demo accounts' people;
 * - 東京R&Dセンター, 横浜オフィス, 大阪支店, 名古屋支店: a 拠点責任者 and a 総務担当 drawn from the place's
 *   current (not alumni) people, else the company's; 大阪支店 also an 安全衛生担当.
 *
 * Every row was assigned by admin@ 10 to 200 days before `now`. Returns the number of rows written.
 */
export async function seedPlaceAdministrators(db: Db, input: PlaceAdministratorsSeedInput): Promise<number> {
  const { companyId, adminUserId, gaUserId, itUserId, now } = input;
  const rnd = prng(15_004);
  const places = await db
    .select({ id: t.places.id, code: t.places.code })
    .from(t.places)
    .where(and(eq(t.places.companyId, companyId), inArray(t.places.code, [...administeredPlaceCodes])));
  const placeOf = new Map(places.map((p) => [p.code, p.id]));
  const users = await db.select({ id: t.users.id, personId: t.users.personId }).from(t.users).where(inArray(t.users.id, [adminUserId, gaUserId, itUserId]));
  const personOf = (userId: string) => users.find((u) => u.id === userId)?.personId ?? null;
  const demoPeople = new Set((await db.select({ personId: t.users.personId }).from(t.users).where(eq(t.users.companyId, companyId))).map((u) => u.personId));
  const current = await db
    .select({ id: t.people.id, placeId: t.people.placeId, workerType: t.people.workerType })
    .from(t.people)
    .where(and(eq(t.people.companyId, companyId), ne(t.people.status, 'ALUMNI')))
    .orderBy(asc(t.people.workerNumber));
  const others = current.filter((p) => !demoPeople.has(p.id));

  type Row = typeof t.placeAdministrators.$inferInsert;
  const rows: Row[] = [];
  const add = (placeId: string | undefined, personId: string | null | undefined, role: Row['role']) => {
    if (!placeId || !personId) return;
    if (rows.some((r) => r.placeId === placeId && r.personId === personId && r.role === role)) return;
    rows.push({ id: rnd.uuid(), companyId, placeId, personId, role, addedBy: adminUserId, addedAt: new Date(now.getTime() - rnd.int(10, 200) * 86_400_000) });
  };

  const tokyo = placeOf.get('TKY-001');
  add(tokyo, personOf(adminUserId), 'MANAGER');
  add(tokyo, personOf(gaUserId), 'GA_CONTACT');
  add(tokyo, personOf(itUserId), 'IT_CONTACT');
  add(tokyo, others.find((p) => p.placeId === tokyo && p.workerType === 'EMPLOYEE')?.id, 'SAFETY_MANAGER');

  for (const code of ['TKY-002', 'YKH-001', 'OSK-001', 'NGY-001'] as const) {
    const placeId = placeOf.get(code);
    if (!placeId) continue;
    const here = others.filter((p) => p.placeId === placeId);
    const pool = here.length >= 3 ? here : others;
    const roles: Row['role'][] = code === 'OSK-001' ? ['MANAGER', 'GA_CONTACT', 'SAFETY_MANAGER'] : ['MANAGER', 'GA_CONTACT'];
    const taken = new Set<string>();
    for (const role of roles) {
      const free = pool.filter((p) => !taken.has(p.id));
      if (!free.length) break;
      const person = rnd.pick(free);
      taken.add(person.id);
      add(placeId, person.id, role);
    }
  }
  if (rows.length) await db.insert(t.placeAdministrators).values(rows);
  return rows.length;
}
