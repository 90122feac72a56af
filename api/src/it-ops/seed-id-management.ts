import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';

/**
 * Demo group IDs (issue 15; docs/id-management.md "Seed"): shared logins of the demo company with
 * an owner, rules and members, so the ID list shows group IDs next to people's ids and unknown ones.
 * `info@kanri-shoji.example` is an account the SaaS seed gives several apps (it leaves the
 * UNKNOWN_ID category for the group); the others are known to no app yet and are listed through
 * their group ID. `k.tanaka@partner-agency.example` (an outside contractor's account) stays unknown.
 * Deterministic: its own PRNG (15_001), dates from `now`.
 */
export const demoGroupIds = [
  { loginId: 'info@kanri-shoji.example', name: 'Info desk (info@)', description: 'Webサイトのお問い合わせフォームの受信用アカウント', rotation: 90, mfa: true, interval: 6, reviewedDaysAgo: 40, members: 3 },
  { loginId: 'sales-team@kanri-shoji.example', name: 'Sales team (sales-team@)', description: '営業部の共有アカウント（顧客管理・商談資料）', rotation: 180, mfa: true, interval: 12, reviewedDaysAgo: 400, members: 4 },
  { loginId: 'recruiting@kanri-shoji.example', name: 'Recruiting (recruiting@)', description: '求人媒体と応募者対応の共有アカウント', rotation: null, mfa: false, interval: 12, reviewedDaysAgo: 120, members: 2 },
  { loginId: 'accounting@kanri-shoji.example', name: 'Accounting (accounting@)', description: null, rotation: 90, mfa: true, interval: null, reviewedDaysAgo: null, members: 0 },
] as const;

/** Seeds the demo group IDs of `companyId` among `personIds` (working people; the first is the owner of the first group). */
export async function seedIdManagement(db: Db, options: { companyId: string; personIds: string[]; now: Date }): Promise<void> {
  const rnd = prng(15_001);
  const { companyId, personIds, now } = options;
  if (personIds.length === 0) return;
  const pool = personIds.slice(0, Math.min(personIds.length, 60));
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
  const groupRows: (typeof t.groupIds.$inferInsert)[] = [];
  const memberRows: (typeof t.groupIdMembers.$inferInsert)[] = [];
  demoGroupIds.forEach((g, i) => {
    const id = rnd.uuid();
    groupRows.push({
      id,
      companyId,
      loginId: g.loginId,
      name: g.name,
      description: g.description,
      ownerPersonId: i === 0 ? personIds[0]! : rnd.pick(pool),
      passwordRotationDays: g.rotation,
      mfaRequired: g.mfa,
      reviewIntervalMonths: g.interval,
      lastReviewedAt: g.reviewedDaysAgo === null ? null : daysAgo(g.reviewedDaysAgo),
      createdAt: new Date(now.getTime() - 500 * 86_400_000),
      updatedAt: new Date(now.getTime() - 30 * 86_400_000),
    });
    const chosen = new Set<string>();
    while (chosen.size < Math.min(g.members, pool.length)) chosen.add(rnd.pick(pool));
    for (const personId of chosen) memberRows.push({ id: rnd.uuid(), companyId, groupIdId: id, personId, addedAt: new Date(now.getTime() - rnd.int(10, 400) * 86_400_000) });
  });
  await db.insert(t.groupIds).values(groupRows);
  if (memberRows.length) await db.insert(t.groupIdMembers).values(memberRows);
}
