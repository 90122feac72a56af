import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';

/**
 * The demo company's attendance links (001 §2 "Time and attendance: attendance-links";
 * docs/time-and-attendance.md): one enabled link per active place, so every place where people
 * work has a clocking terminal URL from the start. Deterministic (`prng(13_005)`): the same place
 * gets the same token on every seed, and no other module's rows move. The tokens are as long as
 * real ones (32 bytes, base64url) but known to anyone reading this seed: a production company's
 * links are created (or reissued) by its staff, which draws them from the system's random source.
 */
export async function seedAttendanceLinks(db: Db, options: { companyId: string; placeIds: readonly string[]; createdAt: Date }): Promise<void> {
  const rnd = prng(13_005);
  const token = () => Buffer.from(Array.from({ length: 32 }, () => rnd.int(0, 255))).toString('base64url');
  const rows = options.placeIds.map((placeId) => ({
    id: rnd.uuid(),
    companyId: options.companyId,
    placeId,
    token: token(),
    enabled: true,
    createdAt: options.createdAt,
    updatedAt: options.createdAt,
  }));
  if (rows.length) await db.insert(t.attendanceLinks).values(rows);
}
