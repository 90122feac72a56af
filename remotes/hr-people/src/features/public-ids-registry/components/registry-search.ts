import type { DataTableSearch } from '@kanri/ui';
import type { PublicIdsSearch } from '@kanri/contracts';

/** The registry's search as `DataTable` reads it: the contract's 1-based `page` as the kit's 0-based `pageIndex`. */
export type RegistryTableSearch = Omit<PublicIdsSearch, 'page'> & DataTableSearch;

/**
 * The registry's URL search (001 §2: `page` starts at 1, §9) as the kit's table search
 * (`pageIndex = page - 1`); the URL keeps the spec's names `page` and `pageSize`.
 */
export function toTableSearch(search: PublicIdsSearch): RegistryTableSearch {
  const { page, ...rest } = search;
  return { ...rest, pageIndex: page - 1 };
}

/**
 * A table's change (`pageIndex`, `pageSize`, sort) as a patch of the registry's URL search: a
 * `pageIndex` becomes `page = pageIndex + 1`; the rest passes as it is.
 */
export function toSearchPatch(patch: Partial<RegistryTableSearch>): Partial<PublicIdsSearch> {
  const { pageIndex, ...rest } = patch;
  return pageIndex === undefined ? rest : { ...rest, page: pageIndex + 1 };
}
