import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { describeIssue, errorCodes, issuePath, updateLicenseBodySchema } from '@kanri/contracts';
import type { SessionContext } from '../auth/sessions';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/client';
import { bulkAction, type BulkActionDefinition, type BulkActor, type BulkFilter, type BulkParams } from '../bulk/registry';
import { apiMessages } from '../i18n/messages';
import { ApiError } from '../lib/errors';
import { licenses } from '../schema';
import { licensePayload, licensesKit, lockLicense, unassignSeats } from './licenses';

/**
 * The licenses list's bulk actions (issue 31 §2; docs/bulk-actions.md):
 * - `LICENSES_UNASSIGN_SEATS` frees every seat of each license with the licenses' own
 *   `unassignSeats` (as `DELETE /v2/licenses/{id}/assignments/{assignmentId}`: the license locked,
 *   a DELETE history entry per seat by the acting user). A license without seats is `unchanged`.
 * - `LICENSES_RETIRE` ends each license on a day with the licenses kit's own `update` (as `PATCH
 *   /v2/licenses/{id}`): see `retireLicense`.
 * "All that match" is the licenses list's filter through its kit's WHERE.
 */

/** The company's licenses matching the list's filter, by name then id, at most `limit`. */
async function matchingLicenses(scope: { db: Db; companyId: string; locale: 'ja-JP' | 'en-US' }, filter: BulkFilter<'LICENSES_UNASSIGN_SEATS' | 'LICENSES_RETIRE'>, limit: number): Promise<string[]> {
  const where = await licensesKit(scope.db).where(scope, filter as never);
  const rows = await scope.db.select({ id: licenses.id }).from(licenses).where(where).orderBy(asc(licenses.licenseName), asc(licenses.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** Each license's name. */
async function licenseLabels(db: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: licenses.id, name: licenses.licenseName }).from(licenses).where(and(eq(licenses.companyId, companyId), inArray(licenses.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Retires one license of the actor's company inside the run's transaction: locks it (404 when it
 * is not the company's), brings its expiry date forward to `expiryDate` (an earlier one is kept, a
 * license is never extended) and turns auto-renewal off, then writes the whole payload as `PATCH
 * /v2/licenses/{id}` does — the PATCH body's schema (its term rule: 400 at `expiryDate` when the
 * license starts after that day), then the kit's `update` (version stamp, the software check, an
 * UPDATE history entry by the acting user). `unchanged` (no write, no entry) when it already ends
 * by then without auto-renewal.
 * @throws ApiError 404 not the company's license; 400 the PATCH body's refusal with its field path
 */
async function retireLicense(tx: DbOrTx, actor: BulkActor, id: string, params: BulkParams<'LICENSES_RETIRE'>): Promise<'changed' | 'unchanged'> {
  const license = await lockLicense(tx, actor.companyId, id);
  const expiryDate = license.expiryDate !== null && license.expiryDate <= params.expiryDate ? license.expiryDate : params.expiryDate;
  if (expiryDate === license.expiryDate && !license.autoRenewal) return 'unchanged';
  const parsed = v.safeParse(updateLicenseBodySchema, { ...licensePayload(license), expiryDate, autoRenewal: false, version: license.version });
  if (!parsed.success) throw new ApiError(400, errorCodes.validation, apiMessages.validation, parsed.issues.map((issue) => ({ path: issuePath(issue), ...describeIssue(issue) })));
  // the kit reads the session's company and user only (its stamps and history entry); its transaction is a savepoint of the run's
  await licensesKit(tx as unknown as Db).update(actor as SessionContext, id, parsed.output, 'en-US');
  return 'changed';
}

/** The licenses actions, for `registerBulkActionRoutes` (server.ts passes them). */
export const licenseBulkActions: readonly BulkActionDefinition[] = [
  bulkAction({
    action: 'LICENSES_UNASSIGN_SEATS',
    matching: matchingLicenses,
    labels: licenseLabels,
    apply: async (tx, actor, id) => ((await unassignSeats(tx, actor, await lockLicense(tx, actor.companyId, id), null)) > 0 ? 'changed' : 'unchanged'),
  }),
  bulkAction({ action: 'LICENSES_RETIRE', matching: matchingLicenses, labels: licenseLabels, apply: retireLicense }),
];
