import * as v from 'valibot';
import { countQuery, listQuery, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';
import { productSchema } from '../endpoint';

/** Staff (operator) and individual account lists (001 §2 Settings, §3 Account lists). */

/** Account kinds: the staff (operator) account and the individual account (001 §6). */
export const accountKindValues = ['OPERATOR', 'INDIVIDUAL'] as const;
export type AccountKind = (typeof accountKindValues)[number];

/** Sortable account-list columns; default `NAME`. */
export const accountSortColumnValues = ['NAME', 'EMAIL', 'CREATED_AT'] as const;
/** Account-list `category`: memberships and invitations (ALL, default), or only one of them. */
export const accountCategoryValues = ['ALL', 'MEMBERSHIP', 'INVITATION'] as const;

const accountFilters = { category: v.optional(v.picklist(accountCategoryValues), 'ALL') };

/** Query of the account lists: `category`, `freeText` (name, e-mail), sort, paging (100). */
export const accountListQuerySchema = listQuery({ sortColumns: accountSortColumnValues, sortColumn: 'NAME', filters: accountFilters });
export type AccountListQuery = v.InferOutput<typeof accountListQuerySchema>;
/** Query of the account-list counts. */
export const accountCountQuerySchema = countQuery(accountFilters);
export type AccountCountQuery = v.InferOutput<typeof accountCountQuerySchema>;
/** URL search of `/settings/persons/staff` and `/settings/persons/individual`. */
export const accountSearchSchema = searchParamsSchema(accountListQuerySchema);

/**
 * One row of an account list: a membership (a user holding the account; `lastSignedInAt` ISO or
 * null; `products` its roles grant) or an invitation (`expiresAt` ISO date-time, `isExpired`). `createdAt` is ISO date-time.
 */
export const accountRowSchema = v.variant('type', [
  v.object({
    type: v.literal('MEMBERSHIP'),
    id: v.string(),
    userId: v.string(),
    name: v.string(),
    email: v.string(),
    avatarUrl: v.nullable(v.string()),
    createdAt: v.string(),
    lastSignedInAt: v.nullable(v.string()),
    /** The products the user's roles grant (staff list; empty in the individual list). */
    products: v.array(productSchema),
  }),
  v.object({
    type: v.literal('INVITATION'),
    id: v.string(),
    name: v.string(),
    email: v.string(),
    createdAt: v.string(),
    expiresAt: v.string(),
    isExpired: v.boolean(),
  }),
]);
export type AccountRow = v.InferOutput<typeof accountRowSchema>;

/** `GET /v2/settings/operator-accounts` (and `-count`) — staff memberships and invitations. Operator only. */
export const { list: listOperatorAccountsEndpoint, count: countOperatorAccountsEndpoint } = listEndpoints({
  path: '/v2/settings/operator-accounts', countPath: '/v2/settings/operator-accounts-count',
  summary: 'Staff (operator) memberships and invitations', access: 'operator', product: 'SETTINGS',
  row: accountRowSchema, query: accountListQuerySchema, countQuery: accountCountQuerySchema,
});

/** `GET /v2/settings/individual-accounts` (and `-count`) — individual memberships and invitations. Operator only. */
export const { list: listIndividualAccountsEndpoint, count: countIndividualAccountsEndpoint } = listEndpoints({
  path: '/v2/settings/individual-accounts', countPath: '/v2/settings/individual-accounts-count',
  summary: 'Individual memberships and invitations', access: 'operator', product: 'SETTINGS',
  row: accountRowSchema, query: accountListQuerySchema, countQuery: accountCountQuerySchema,
});
