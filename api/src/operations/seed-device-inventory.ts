import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceAssignments, deviceSelfReports, devices, operationInstances, operationTaskInstances, people } from '../schema';
import { prng } from '../db/seed-random';
import { completeTask, startPattern } from './engine';

/**
 * The device inventory's demo rows (issue 14; docs/operation-packages.md "Device inventory"), drawn
 * from `prng(14_002)` so no other seed's rows move:
 * - on the 2025 pattern (「2025年度 年次デバイス棚卸」) a finished request: 20 devices, every one
 *   reported (mostly GOOD, two BAD, one NOT_OWNED) and reviewed, so every instance is COMPLETED;
 * - on the 2026 pattern (「2026年度 年次デバイス棚卸」) an open request for 30 devices (24 held by a
 *   person, 6 installed at a place): 18 reported (GOOD, BAD and NOT_OWNED), 5 of those reviewed, 12
 *   still unreported — the demo member's (佐藤 花子) device among them, so `/individual` shows its
 *   self-report task. When the member holds no device, the seed checks a laptop in stock out to her
 *   first (a tiny test seed without one leaves her out).
 * Requests are started by the demo admin with the engine's `startPattern`; reports are written as
 * the individual area writes them, then the task completed with the engine's `completeTask` (on
 * behalf of the person when they have no sign-in).
 */
export async function seedDeviceInventory(
  db: Db,
  input: { companyId: string; adminUserId: string; memberPersonId: string; patternIds: { fy2025: string; fy2026: string }; now: Date },
): Promise<{ requestIds: { fy2025: string; fy2026: string } }> {
  const { companyId, adminUserId, memberPersonId, patternIds, now } = input;
  const rnd = prng(14_002);
  const day = 86_400_000;
  const isoDate = (d: Date) => d.toISOString().slice(0, 10);

  const memberDevice = await ensureMemberDevice(db, { companyId, memberPersonId, now, rnd });
  const inService = and(eq(devices.companyId, companyId), eq(devices.lifecycleStatus, 'IN_SERVICE'));
  const heldByPeople = await db
    .select({ id: devices.id, personId: devices.assignedPersonId, assetTag: devices.assetTag, deviceTag: devices.deviceTag })
    .from(devices)
    .innerJoin(people, eq(people.id, devices.assignedPersonId))
    .where(and(inService, isNotNull(devices.assignedPersonId), inArray(people.status, ['ACTIVE', 'NEW_HIRE', 'LEAVING'])))
    .orderBy(asc(devices.deviceTag));
  const installed = await db
    .select({ id: devices.id, personId: devices.assignedPersonId, assetTag: devices.assetTag, deviceTag: devices.deviceTag })
    .from(devices)
    .where(and(inService, isNull(devices.assignedPersonId), isNotNull(devices.assignedPlaceId)))
    .orderBy(asc(devices.deviceTag));
  const others = heldByPeople.filter((d) => d.id !== memberDevice?.id);
  const draw = <T,>(items: T[], n: number) => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(rnd.int(0, pool.length - 1), 1)[0]!);
    return out;
  };
  const fy2026Devices = [...(memberDevice ? [memberDevice] : []), ...draw(others, memberDevice ? 23 : 24), ...draw(installed, 6)];
  const fy2025Devices = [...draw(others, 16), ...draw(installed, 4)];

  // 2025: reported and reviewed, every instance completed
  const fy2025 = await db.transaction((tx) =>
    startPattern(tx, {
      companyId, actorUserId: adminUserId, patternId: patternIds.fy2025, anchorDate: '2025-10-01', title: 'INV-FY2025',
      subjectIds: fy2025Devices.map((d) => d.id), now: new Date('2025-10-01T00:30:00Z'), uuid: rnd.uuid,
    }),
  );
  const plan2025 = fy2025Devices.map((device, i) => ({
    device,
    report: i === 3 || i === 11 ? ('BAD' as const) : i === 17 ? ('NOT_OWNED' as const) : ('GOOD' as const),
    reportedAt: new Date(Date.parse('2025-10-02T01:00:00Z') + rnd.int(0, 10 * 24) * 3_600_000),
    reviewed: true,
  }));
  await reportAndReview(db, { companyId, adminUserId, requestId: fy2025.requestId, instanceIds: fy2025.instanceIds, plan: plan2025, rnd });

  // 2026: open, a mix of states; the member's device (first) stays unreported
  const anchor = isoDate(new Date(now.getTime() - 10 * day));
  const fy2026 = await db.transaction((tx) =>
    startPattern(tx, {
      companyId, actorUserId: adminUserId, patternId: patternIds.fy2026, anchorDate: anchor, title: 'INV-FY2026',
      subjectIds: fy2026Devices.map((d) => d.id), now: new Date(now.getTime() - 10 * day), uuid: rnd.uuid,
    }),
  );
  const states = ['GOOD', 'GOOD', 'GOOD', 'GOOD', 'BAD', 'GOOD', 'NOT_OWNED', 'GOOD', 'GOOD', 'BAD', 'GOOD', 'GOOD', 'NOT_OWNED', 'GOOD', 'BAD', 'GOOD', 'GOOD', 'NOT_OWNED'] as const;
  const first = memberDevice ? 1 : 0;
  const plan2026 = fy2026Devices.map((device, i) => {
    // the member's device (first) stays unreported; the 18 after it report, the rest do not
    const report = i >= first && i < first + states.length ? states[i - first]! : null;
    return {
      device,
      report,
      reportedAt: new Date(now.getTime() - rnd.int(25, 9 * 24) * 3_600_000),
      reviewed: report !== null && i < first + 5,
    };
  });
  await reportAndReview(db, { companyId, adminUserId, requestId: fy2026.requestId, instanceIds: fy2026.instanceIds, plan: plan2026, rnd });
  return { requestIds: { fy2025: fy2025.requestId, fy2026: fy2026.requestId } };
}

type Rnd = ReturnType<typeof prng>;
type PlannedReport = {
  device: { id: string; assetTag: string | null; deviceTag: string };
  report: 'GOOD' | 'BAD' | 'NOT_OWNED' | null;
  reportedAt: Date;
  reviewed: boolean;
};

const badMemos = ['画面に線が入っています。', 'バッテリーの持ちが悪くなっています。', 'キーボードの一部のキーが反応しません。', 'ヒンジが緩んでいます。'];
const notOwnedMemos = ['異動の際に前任者へ返却しました。', '故障のため情報システム部に預けています。', '手元に見当たりません。確認中です。'];

/** Writes each planned report as the individual area would, completes the self-report task, then the review. */
async function reportAndReview(db: Db, input: { companyId: string; adminUserId: string; requestId: string; instanceIds: string[]; plan: PlannedReport[]; rnd: Rnd }) {
  const { companyId, adminUserId, requestId, instanceIds, plan, rnd } = input;
  const tasks = await db
    .select({ id: operationTaskInstances.id, instanceId: operationTaskInstances.instanceId, kind: operationTaskInstances.kind, userId: operationTaskInstances.assigneeUserId })
    .from(operationTaskInstances)
    .innerJoin(operationInstances, eq(operationInstances.id, operationTaskInstances.instanceId))
    .where(and(eq(operationInstances.requestId, requestId), inArray(operationTaskInstances.kind, ['DEVICE_SELF_REPORT', 'REVIEW'])));
  for (const [i, item] of plan.entries()) {
    if (!item.report) continue;
    const instanceId = instanceIds[i]!;
    const selfReport = tasks.find((t) => t.instanceId === instanceId && t.kind === 'DEVICE_SELF_REPORT');
    const review = tasks.find((t) => t.instanceId === instanceId && t.kind === 'REVIEW');
    if (!selfReport) continue;
    const owned = item.report !== 'NOT_OWNED';
    const scanned = owned ? (item.device.assetTag ?? item.device.deviceTag) : null;
    const scanMode = owned ? (rnd.next() < 0.6 ? ('SCAN' as const) : ('ASSET_TAG' as const)) : null;
    await db.transaction(async (tx) => {
      await tx.insert(deviceSelfReports).values({
        id: rnd.uuid(),
        companyId,
        taskInstanceId: selfReport.id,
        requestId,
        deviceId: item.device.id,
        reportResult: owned ? 'OWNED' : 'NOT_OWNED',
        // a device its holder does not have is recorded as BAD, as the individual area records it
        deviceCondition: item.report === 'GOOD' ? 'GOOD' : 'BAD',
        scanMode,
        scannedValue: scanned,
        memo: item.report === 'BAD' ? rnd.pick(badMemos) : item.report === 'NOT_OWNED' ? rnd.pick(notOwnedMemos) : null,
        reportedBy: selfReport.userId,
        reportedAt: item.reportedAt,
      });
      await completeTask(tx, { companyId, actorUserId: selfReport.userId ?? adminUserId, taskInstanceId: selfReport.id, onBehalf: selfReport.userId === null, comment: null, now: item.reportedAt });
    });
    if (item.reviewed && review) {
      // reviewed within a day of the report (reports are at least a day old)
      const reviewedAt = new Date(item.reportedAt.getTime() + rnd.int(1, 20) * 3_600_000);
      await db.transaction((tx) => completeTask(tx, { companyId, actorUserId: adminUserId, taskInstanceId: review.id, onBehalf: false, comment: null, now: reviewedAt }));
    }
  }
}

/**
 * The member's device: the first in-service device checked out to her, else the first in-service
 * laptop in stock is checked out to her now (device and check-out row), so the demo member always
 * has a device to report.
 */
async function ensureMemberDevice(db: Db, input: { companyId: string; memberPersonId: string; now: Date; rnd: Rnd }) {
  const { companyId, memberPersonId, now, rnd } = input;
  const columns = { id: devices.id, personId: devices.assignedPersonId, assetTag: devices.assetTag, deviceTag: devices.deviceTag };
  const [held] = await db
    .select(columns)
    .from(devices)
    .where(and(eq(devices.companyId, companyId), eq(devices.assignedPersonId, memberPersonId), eq(devices.lifecycleStatus, 'IN_SERVICE')))
    .orderBy(asc(devices.deviceTag))
    .limit(1);
  if (held) return held;
  const [spare] = await db
    .select(columns)
    .from(devices)
    .where(and(eq(devices.companyId, companyId), eq(devices.lifecycleStatus, 'IN_SERVICE'), eq(devices.genre, 'LAPTOP'), isNull(devices.assignedPersonId), isNull(devices.assignedPlaceId)))
    .orderBy(asc(devices.deviceTag))
    .limit(1);
  // a tiny seed (tests) may have no spare laptop: the member then simply has no device to report
  if (!spare) return null;
  const checkedOutOn = new Date(now.getTime() - 180 * 86_400_000).toISOString().slice(0, 10);
  await db.update(devices).set({ assignedPersonId: memberPersonId }).where(eq(devices.id, spare.id));
  await db.insert(deviceAssignments).values({ id: rnd.uuid(), companyId, deviceId: spare.id, personId: memberPersonId, placeId: null, checkedOutOn, expectedCheckinOn: null, checkedInOn: null, note: null, checkInNote: null, createdAt: now, createdBy: null });
  return { ...spare, personId: memberPersonId };
}
