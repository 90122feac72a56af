import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/client';
import { bulkAction, type BulkActionDefinition, type BulkFilter } from '../bulk/registry';
import { devices } from '../schema';
import { addLifecycleEvent, checkInDevice, checkOutDevice, devicesKit, lockDevice } from './devices';

/**
 * The devices list's bulk actions (issue 31 §2; docs/bulk-actions.md), each on the device's own
 * write function — the same rules, lock and history entry as `POST /v2/devices/{id}/checkin`,
 * `/lifecycle-events` and `/checkout`:
 * - `DEVICES_CHECK_IN`: checks each device in on `checkedInOn` (refused: not checked out, or
 *   checked out after that day);
 * - `DEVICES_CHANGE_STATUS`: adds the lifecycle event to each (refused: the event does not follow
 *   the device's state, an earlier date than its latest event, a future date, decommissioning a
 *   checked-out device);
 * - `DEVICES_ASSIGN_PLACE`: checks each device out to the place (refused: already checked out, not
 *   in service; the place must be the company's).
 * "All that match" is the list's filter (`category`, `genres`, `freeText`) through the list's own WHERE.
 */

/** The company's devices matching the devices list's filter, by device tag (unique), at most `limit`. */
async function matchingDevices(scope: { db: Db; companyId: string; locale: 'ja-JP' | 'en-US' }, filter: BulkFilter<'DEVICES_CHECK_IN'>, limit: number): Promise<string[]> {
  const where = await devicesKit(scope.db).where(scope, filter as never);
  const rows = await scope.db.select({ id: devices.id }).from(devices).where(where).orderBy(asc(devices.deviceTag)).limit(limit);
  return rows.map((r) => r.id);
}

/** "name (DV-00012)" per device of the company. */
async function deviceLabels(db: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: devices.id, name: devices.name, tag: devices.deviceTag }).from(devices).where(and(eq(devices.companyId, companyId), inArray(devices.id, ids)));
  return new Map(rows.map((r) => [r.id, `${r.name} (${r.tag})`]));
}

/** The three devices actions, for `registerBulkActionRoutes` (server.ts passes them). */
export const deviceBulkActions: readonly BulkActionDefinition[] = [
  bulkAction({
    action: 'DEVICES_CHECK_IN',
    matching: matchingDevices,
    labels: deviceLabels,
    apply: async (tx, actor, id, params) => {
      const before = await lockDevice(tx, actor.companyId, id, undefined);
      await checkInDevice(tx, actor, before, { checkedInOn: params.checkedInOn, note: params.note ?? null });
      return 'changed';
    },
  }),
  bulkAction({
    action: 'DEVICES_CHANGE_STATUS',
    matching: matchingDevices,
    labels: deviceLabels,
    apply: async (tx, actor, id, params) => {
      const before = await lockDevice(tx, actor.companyId, id, undefined);
      await addLifecycleEvent(tx, actor, before, { event: params.event, occurredOn: params.occurredOn, note: params.note ?? null });
      return 'changed';
    },
  }),
  bulkAction({
    action: 'DEVICES_ASSIGN_PLACE',
    matching: matchingDevices,
    labels: deviceLabels,
    apply: async (tx, actor, id, params) => {
      const before = await lockDevice(tx, actor.companyId, id, undefined);
      if (before.assignedPlaceId === params.placeId && !before.assignedPersonId) return 'unchanged';
      await checkOutDevice(tx, actor, before, { personId: null, placeId: params.placeId, checkedOutOn: params.checkedOutOn, expectedCheckinOn: null, note: params.note ?? null });
      return 'changed';
    },
  }),
];
