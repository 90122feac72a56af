import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';

/** Share of the demo company's current employees and board members already linked to SmartHR. */
export const seededHrSaasLinkedShare = 0.9;

/**
 * The demo company's HR SaaS link (issue 12; docs/people.md "External HR SaaS"): the company
 * integrates SmartHR (its `app_integrations` row comes with the SaaS seed), and 9 in 10 of its
 * current employees and board members were imported from it before, so they carry SmartHR's id
 * (`external_hr_id` = `SHR-{workerNumber}`); the others are matched on their e-mail by the next
 * import. Draws from its own PRNG, so the other modules' demo rows stay as they were. One UPDATE for
 * the linked people, then the unlinked ones are reset in batches (fast at 100k people).
 */
export async function seedHrSaasLinks(db: Db, options: { companyId: string; people: readonly { id?: string; workerType: string; status: string }[] }): Promise<void> {
  const rnd = prng(20_261_203);
  const current = options.people.filter((p) => (p.workerType === 'EMPLOYEE' || p.workerType === 'BOARD_MEMBER') && p.status !== 'ALUMNI');
  const unlinked = current.filter(() => rnd.next() >= seededHrSaasLinkedShare).map((p) => p.id!);
  await db
    .update(t.people)
    .set({ externalHrId: sql`'SHR-' || ${t.people.workerNumber}` })
    .where(and(sql`${t.people.companyId} = ${options.companyId}`, inArray(t.people.workerType, ['EMPLOYEE', 'BOARD_MEMBER']), ne(t.people.status, 'ALUMNI')));
  for (let i = 0; i < unlinked.length; i += 5000) {
    await db.update(t.people).set({ externalHrId: null }).where(inArray(t.people.id, unlinked.slice(i, i + 5000)));
  }
}
