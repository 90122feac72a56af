import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/client';
import { bulkAction, type BulkActionDefinition, type BulkFilter } from '../bulk/registry';
import { licenses } from '../schema';
import { licensesKit, lockLicense, unassignSeats } from './licenses';

/**
 * The licenses list's bulk action (issue 31 §2; docs/bulk-actions.md): `LICENSES_UNASSIGN_SEATS`
 * frees every seat of each license with the licenses' own `unassignSeats` (as `DELETE
 * /v2/licenses/{id}/assignments/{assignmentId}`: the license locked, a DELETE history entry per
 * seat by the acting user). A license without seats is `unchanged`. "All that match" is the
 * licenses list's filter through its kit's WHERE.
 */

/** The company's licenses matching the list's filter, by name then id, at most `limit`. */
async function matchingLicenses(scope: { db: Db; companyId: string; locale: 'ja-JP' | 'en-US' }, filter: BulkFilter<'LICENSES_UNASSIGN_SEATS'>, limit: number): Promise<string[]> {
  const where = await licensesKit(scope.db).where(scope, filter as never);
  const rows = await scope.db.select({ id: licenses.id }).from(licenses).where(where).orderBy(asc(licenses.licenseName), asc(licenses.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** Each license's name. */
async function licenseLabels(db: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: licenses.id, name: licenses.licenseName }).from(licenses).where(and(eq(licenses.companyId, companyId), inArray(licenses.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The licenses action, for `registerBulkActionRoutes` (server.ts passes it). */
export const licenseBulkActions: readonly BulkActionDefinition[] = [
  bulkAction({
    action: 'LICENSES_UNASSIGN_SEATS',
    matching: matchingLicenses,
    labels: licenseLabels,
    apply: async (tx, actor, id) => ((await unassignSeats(tx, actor, await lockLicense(tx, actor.companyId, id), null)) > 0 ? 'changed' : 'unchanged'),
  }),
];
