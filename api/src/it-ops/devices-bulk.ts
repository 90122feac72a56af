import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/client';
import { bulkAction, type BulkActionDefinition, type BulkActor, type BulkFilter, type BulkParams } from '../bulk/registry';
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

type DeviceBulkAction = 'DEVICES_CHECK_IN' | 'DEVICES_CHANGE_STATUS' | 'DEVICES_ASSIGN_PLACE';

/** The company's devices matching the devices list's filter, by device tag (unique), at most `limit`. */
async function matchingDevices(scope: { db: Db; companyId: string; locale: 'ja-JP' | 'en-US' }, filter: BulkFilter<DeviceBulkAction>, limit: number): Promise<string[]> {
  const where = await devicesKit(scope.db).where(scope, filter as never);
  const rows = await scope.db.select({ id: devices.id }).from(devices).where(where).orderBy(asc(devices.deviceTag)).limit(limit);
  return rows.map((r) => r.id);
}

/** "name (DV-00012)" per device of the company. */
async function deviceLabels(db: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: devices.id, name: devices.name, tag: devices.deviceTag }).from(devices).where(and(eq(devices.companyId, companyId), inArray(devices.id, ids)));
  return new Map(rows.map((r) => [r.id, `${r.name} (${r.tag})`]));
}

type LockedDevice = Awaited<ReturnType<typeof lockDevice>>;

/**
 * One devices action: the devices list's matching and labels; each row's device locked (by id and
 * company: 404 otherwise), then handed to `write`, the device's own write function with the
 * action's parameters, which answers `changed` or `unchanged`.
 */
function deviceAction<A extends DeviceBulkAction>(action: A, write: (tx: DbOrTx, actor: BulkActor, device: LockedDevice, params: BulkParams<A>) => Promise<'changed' | 'unchanged'>) {
  return bulkAction<A>({ action, matching: matchingDevices, labels: deviceLabels, apply: async (tx, actor, id, params) => write(tx, actor, await lockDevice(tx, actor.companyId, id, undefined), params) });
}

/** The three devices actions, for `registerBulkActionRoutes` (server.ts passes them). */
export const deviceBulkActions: readonly BulkActionDefinition[] = [
  deviceAction('DEVICES_CHECK_IN', async (tx, actor, device, params) => {
    await checkInDevice(tx, actor, device, { checkedInOn: params.checkedInOn, note: params.note ?? null });
    return 'changed';
  }),
  deviceAction('DEVICES_CHANGE_STATUS', async (tx, actor, device, params) => {
    await addLifecycleEvent(tx, actor, device, { event: params.event, occurredOn: params.occurredOn, note: params.note ?? null });
    return 'changed';
  }),
  deviceAction('DEVICES_ASSIGN_PLACE', async (tx, actor, device, params) => {
    if (device.assignedPlaceId === params.placeId && !device.assignedPersonId) return 'unchanged';
    await checkOutDevice(tx, actor, device, { personId: null, placeId: params.placeId, checkedOutOn: params.checkedOutOn, expectedCheckinOn: null, note: params.note ?? null });
    return 'changed';
  }),
];
