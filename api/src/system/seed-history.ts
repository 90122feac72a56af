import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devices, equipment, people } from '../schema';
import { recordAudits, type AuditRecordInput } from '../audit/audit-log';

/** What the history seed needs: the demo company, the acting administrator, the member's person. */
export interface SeedHistoryOptions {
  companyId: string;
  adminUserId: string;
  memberPersonId: string;
}

/**
 * Seeded history (issue 30 "no raw key or value on any history tab of the seeded records"), so a
 * new user and the e2e history walk see real entries: one UPDATE by the administrator on
 *
 * - the first device of the devices list (name order): a check-in or check-out naming a person
 *   (the member's person before when the device is not checked out now, else none before);
 * - the first equipment of the equipment list (name order): from 保管中 / In storage and a person
 *   like the device's, to its current status and holder;
 * - the member's person (member@): status from 入社予定 / New hire to its current status.
 *
 * Written through `recordAudits` like the API's writes, so references carry the person's name in
 * both languages (docs/fields.md). Deterministic: the records are chosen by the lists' order and
 * the values are theirs; an entry that would change nothing is not written.
 */
export async function seedHistory(db: Db, options: SeedHistoryOptions): Promise<void> {
  const { companyId, adminUserId, memberPersonId } = options;
  const session = { companyId, userId: adminUserId };
  const [device] = await db
    .select({ id: devices.id, assignedPersonId: devices.assignedPersonId })
    .from(devices)
    .where(eq(devices.companyId, companyId))
    .orderBy(asc(devices.name), asc(devices.id))
    .limit(1);
  const [item] = await db
    .select({ id: equipment.id, status: equipment.status, assignedPersonId: equipment.assignedPersonId })
    .from(equipment)
    .where(eq(equipment.companyId, companyId))
    .orderBy(asc(equipment.name), asc(equipment.id))
    .limit(1);
  const [member] = await db.select({ status: people.status }).from(people).where(and(eq(people.companyId, companyId), eq(people.id, memberPersonId)));
  /** The holder before: the member's person when nobody holds the record now, so the entry names a person. */
  const holderBefore = (now: string | null) => (now === null ? memberPersonId : null);
  const entries: AuditRecordInput[] = [];
  if (device) {
    entries.push({
      session, action: 'UPDATE', resourceType: 'DEVICE', resourceId: device.id,
      before: { assignedPersonId: holderBefore(device.assignedPersonId) }, after: { assignedPersonId: device.assignedPersonId },
    });
  }
  if (item) {
    entries.push({
      session, action: 'UPDATE', resourceType: 'EQUIPMENT', resourceId: item.id,
      before: { status: 'STORED', assignedPersonId: holderBefore(item.assignedPersonId) }, after: { status: item.status, assignedPersonId: item.assignedPersonId },
    });
  }
  if (member) {
    entries.push({
      session, action: 'UPDATE', resourceType: 'PERSON', resourceId: memberPersonId,
      before: { employeeInformation: { status: 'NEW_HIRE' } }, after: { employeeInformation: { status: member.status } },
    });
  }
  await recordAudits(db, entries);
}
