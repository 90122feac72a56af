import type * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import {
  listIndividualAccountsEndpoint,
  listOperatorAccountsEndpoint,
  type AccountKind,
  type accountSearchSchema,
} from '@kanri/contracts';

/** The URL search of an account list after fallbacks. */
export type AccountSearch = v.InferOutput<typeof accountSearchSchema>;

const endpoints = { OPERATOR: listOperatorAccountsEndpoint, INDIVIDUAL: listIndividualAccountsEndpoint } as const;

/**
 * One page of an account list (001 §3 Account lists): memberships and invitations of the staff
 * (`GET /v2/settings/operator-accounts`) or individual (`GET /v2/settings/individual-accounts`) account.
 */
export function useAccounts(kind: AccountKind, search: AccountSearch) {
  return useEndpoint(endpoints[kind], { query: search });
}
