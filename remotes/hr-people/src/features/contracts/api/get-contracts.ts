import { useEndpoint } from '@kanri/runtime';
import { countContractsEndpoint, listContractsEndpoint, type ContractsSearch } from '@kanri/contracts';

/** One page of the contract list (`GET /v2/contracts`) for the search in force. */
export function useContracts(search: ContractsSearch) {
  return useEndpoint(listContractsEndpoint, { query: search });
}

/** How many contracts match the type and free text (`GET /v2/contracts-count`; its query is strict). */
export function useContractsCount({ contractType, freeText }: ContractsSearch) {
  return useEndpoint(countContractsEndpoint, { query: { contractType, freeText } });
}
