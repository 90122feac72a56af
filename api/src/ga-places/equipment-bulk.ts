import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionContext } from '../auth/sessions';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/client';
import { bulkAction, type BulkActionDefinition, type BulkActor, type BulkFilter } from '../bulk/registry';
import { equipment } from '../schema';
import { equipmentKit, selectEquipment } from './equipment';

/**
 * The equipment list's bulk actions (issue 31 §2; docs/bulk-actions.md): `EQUIPMENT_ENABLE` and
 * `EQUIPMENT_DISABLE`, each row through the equipment kit's own `setDisabled` (as `PATCH
 * /v2/equipment/{id}/enable|disable`: the lock, the UPDATE history entry by the acting user; a row
 * already so is `unchanged` and gets no entry). "All that match" is the equipment list's filter
 * through the kit's WHERE.
 */

/** The company's equipment matching the list's filter, by name then id, at most `limit`. */
async function matchingEquipment(scope: { db: Db; companyId: string; locale: 'ja-JP' | 'en-US' }, filter: BulkFilter<'EQUIPMENT_ENABLE'>, limit: number): Promise<string[]> {
  const where = await equipmentKit(scope.db).where(scope, filter as never);
  // the list's freeText also matches type, item and person names: the WHERE needs the list's joins
  const rows = await selectEquipment(scope.db).where(where).orderBy(asc(equipment.name), asc(equipment.id)).limit(limit);
  return rows.map((r) => r.equipment.id);
}

/** "name (asset tag)" per piece of equipment of the company (the name alone without a tag). */
async function equipmentLabels(db: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: equipment.id, name: equipment.name, tag: equipment.assetTag }).from(equipment).where(and(eq(equipment.companyId, companyId), inArray(equipment.id, ids)));
  return new Map(rows.map((r) => [r.id, r.tag ? `${r.name} (${r.tag})` : r.name]));
}

/** Sets `disabled` of one row inside the run's transaction with the kit (its write runs in a savepoint of it). */
async function setDisabled(tx: DbOrTx, actor: BulkActor, id: string, disabled: boolean): Promise<'changed' | 'unchanged'> {
  const [before] = await tx.select({ disabled: equipment.disabled }).from(equipment).where(and(eq(equipment.id, id), eq(equipment.companyId, actor.companyId)));
  // the kit reads the session's company and user only (its stamps and history entry)
  await equipmentKit(tx as unknown as Db).setDisabled(actor as SessionContext, id, disabled, 'en-US');
  return before?.disabled === disabled ? 'unchanged' : 'changed';
}

/** The two equipment actions, for `registerBulkActionRoutes` (server.ts passes them). */
export const equipmentBulkActions: readonly BulkActionDefinition[] = [
  bulkAction({ action: 'EQUIPMENT_ENABLE', matching: matchingEquipment, labels: equipmentLabels, apply: (tx, actor, id) => setDisabled(tx, actor, id, false) }),
  bulkAction({ action: 'EQUIPMENT_DISABLE', matching: matchingEquipment, labels: equipmentLabels, apply: (tx, actor, id) => setDisabled(tx, actor, id, true) }),
];
