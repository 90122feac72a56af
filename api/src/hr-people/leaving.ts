import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../audit/audit-log';
import { auditLogs, people } from '../schema';

/**
 * Leaving (退職, 001 §4 worker categories; docs/people.md "Leaving and alumni"). `people.leaving_at`
 * is the last day of work: the person is LEAVING (退職予定) up to and including that day and ALUMNI
 * (退職者) from the next day. Days are calendar days in Asia/Tokyo.
 */

/** The status a person who leaves on `leavingAt` (YYYY-MM-DD) has on `today`: LEAVING up to that day, ALUMNI after it. */
export function statusOnLeaving(leavingAt: string, today: string): 'LEAVING' | 'ALUMNI' {
  return leavingAt < today ? 'ALUMNI' : 'LEAVING';
}

/**
 * Moves every LEAVING person whose last day (`leaving_at`) is before `today` (YYYY-MM-DD, Tokyo) to
 * ALUMNI, in every company, bumping `version`, and writes one audit entry per person (resource
 * PERSON, no actor: the HR calendar did it). Idempotent: a second run the same day changes nothing,
 * and two API processes running it at once move each person once (the UPDATE's row locks).
 * Returns the ids moved.
 */
export async function applyDueLeavings(db: DbOrTx, today: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(people)
      .set({ status: 'ALUMNI', version: sql`${people.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(people.status, 'LEAVING'), lt(people.leavingAt, today)))
      .returning({ id: people.id, companyId: people.companyId });
    if (moved.length) {
      await tx.insert(auditLogs).values(
        moved.map((p) => ({
          companyId: p.companyId,
          actorUserId: null,
          resourceType: 'PERSON',
          resourceId: p.id,
          action: 'UPDATE' as const,
          changes: [{ field: 'employeeInformation.status', before: 'LEAVING', after: 'ALUMNI' }],
        })),
      );
    }
    return moved.map((p) => p.id);
  });
}
