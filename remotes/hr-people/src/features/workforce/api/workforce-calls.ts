import { endpointCall, preloadLoader } from '@kanri/runtime';
import { parseListSearch } from '@kanri/ui';
import { workforceSearchOf } from '../components/workforce-categories';
import { countPeopleEndpoint, getPeopleFilterOptionsEndpoint, getTableSettingsEndpoint, listPeopleEndpoint, peopleSearchSchema, type PeopleSearch } from '@kanri/contracts';

/** `GET /v2/people-filter-options`: the departments, positions, job types and places the filters offer. */
export const peopleFilterOptionsCall = endpointCall(getPeopleFilterOptionsEndpoint, {});

/** The `tableId` of the workforce list's column settings (and of its saved views). */
export const workforceTableId = 'people-workforce';

/**
 * The calls `/people/workforce` (001 §2 People "Workforce list") makes on its first render for
 * `search`: one page (`GET /v2/people` with the whole search), its count (`GET /v2/people/count`:
 * the filters and `freeText` only), the filters' choices and the column settings of
 * `workforceTableId` (asked by the kit's `useColumnSettings`). The page's hooks and the route's
 * loader take their calls from here (issue 27).
 */
export function workforceCalls(search: PeopleSearch) {
  const { menu, category, departmentIdIn, positionIdIn, jobTypeIdIn, workerTypeIn, placeIdIn, freeText } = search;
  return {
    list: endpointCall(listPeopleEndpoint, { query: search }),
    count: endpointCall(countPeopleEndpoint, { query: { menu, category, departmentIdIn, positionIdIn, jobTypeIdIn, workerTypeIn, placeIdIn, freeText } }),
    filterOptions: peopleFilterOptionsCall,
    columnSettings: endpointCall(getTableSettingsEndpoint, { params: { tableId: workforceTableId } }),
  };
}

/** The loader of `/people/workforce`: the page's search parse (`workforceSearchOf`), then `workforceCalls` preloaded without waiting (issue 27). */
export const workforceLoader = preloadLoader((params) => workforceSearchOf(parseListSearch(peopleSearchSchema, params)), workforceCalls);
