import { useEndpoint } from '@kanri/runtime';
import { countIndividualAccountsEndpoint, countOperatorAccountsEndpoint, type AccountKind } from '@kanri/contracts';
import type { AccountSearch } from './get-accounts';

const endpoints = { OPERATOR: countOperatorAccountsEndpoint, INDIVIDUAL: countIndividualAccountsEndpoint } as const;

/** How many rows of an account list match the category and `freeText` (`…-accounts-count`). */
export function useAccountsCount(kind: AccountKind, { category, freeText }: AccountSearch) {
  return useEndpoint(endpoints[kind], { query: { category, freeText } });
}
