import type { BulkAction, Locale, MessageDescriptor, StartBulkActionBody } from '@kanri/contracts';
import type { Db } from '../db/client';
import type { DbOrTx } from '../audit/audit-log';
import type { BulkRowLabel } from './schema';

/**
 * What a domain registers for one bulk action (issue 31 §2; docs/bulk-actions.md). The bulk
 * mechanism (`api/src/bulk/`) knows no domain: `server.ts` hands it the domains' definitions
 * (`registerBulkActionRoutes(ctx, [...deviceBulkActions, …])`). The action's product is the
 * contract's (`bulkActionProducts`).
 */
export interface BulkActionDefinition<A extends BulkAction = BulkAction> {
  action: A;
  /**
   * The ids of the company's rows that match the list's filter (the list's own WHERE, its count
   * call's query), at most `limit`, in a stable order. The caller asks for one more than it allows
   * to tell "too many".
   */
  matching(scope: { db: Db; companyId: string; locale: Locale }, filter: BulkFilter<A>, limit: number): Promise<string[]>;
  /**
   * A label per row of the company for the summary (a device's name and tag, …); rows not found
   * (or another company's) are left out. A label is one text when the record's name has one
   * language (a device's, a license's), else both languages' (a person's name): the summary is
   * read in the reader's language (`bulkLabelIn`).
   */
  labels(db: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, BulkRowLabel>>;
  /**
   * Applies the action to one row inside the run's transaction, with the single-record endpoint's
   * own function (its rules, its lock, its history entry as `actor`). Returns `unchanged` when the
   * row already is as asked (no write, no history entry).
   * @throws ApiError the row's refusal: 404 (not the company's), 400 (the rule's message), 409
   */
  apply(tx: DbOrTx, actor: BulkActor, id: string, params: BulkParams<A>): Promise<'changed' | 'unchanged'>;
}

/** Who runs a bulk action: the tenant and the user its history entries name. */
export interface BulkActor {
  companyId: string;
  userId: string;
}

type BodyOf<A extends BulkAction> = Extract<StartBulkActionBody, { action: A }>;
/** The validated `filter` of an action's body. */
export type BulkFilter<A extends BulkAction> = NonNullable<BodyOf<A>['filter']>;
/** The validated `params` of an action's body. */
export type BulkParams<A extends BulkAction> = BodyOf<A>['params'];

/** Declares one action's definition, keeping its types (a list of them mixes actions). */
export function bulkAction<A extends BulkAction>(definition: BulkActionDefinition<A>): BulkActionDefinition {
  return definition as unknown as BulkActionDefinition;
}

export type { BulkRowLabel };

/** The label in `locale` (ja-JP: `ja`, else `en`); one text is the same in both. */
export function bulkLabelIn(locale: Locale, label: BulkRowLabel): string {
  return typeof label === 'string' ? label : locale === 'ja-JP' ? label.ja : label.en;
}

/** A refusal as the summary stores it: the reason's descriptor and its values. */
export interface BulkRefusal {
  descriptor: MessageDescriptor;
  values?: Record<string, unknown>;
}
