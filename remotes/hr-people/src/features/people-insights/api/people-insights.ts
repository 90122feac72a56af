import { useEndpoint } from '@kanri/runtime';
import {
  countPeopleAlertsEndpoint,
  countPeopleSalariesEndpoint,
  getPeopleCommunityEndpoint,
  getPeopleGraphEndpoint,
  getPeopleRulesEndpoint,
  listPeopleAlertsEndpoint,
  listPeopleSalariesEndpoint,
  type PeopleAlertSearch,
  type SalarySearch,
} from '@kanri/contracts';

/** One page of the workforce's pay and bank (`GET /v2/people-salaries`). */
export function usePeopleSalaries(search: SalarySearch) {
  return useEndpoint(listPeopleSalariesEndpoint, { query: { ...search, freeText: search.freeText || undefined } });
}

/** How many workers the pay list holds for the search (`GET /v2/people-salaries/count`). */
export function usePeopleSalariesCount(search: SalarySearch) {
  return useEndpoint(countPeopleSalariesEndpoint, { query: { payType: search.payType, freeText: search.freeText || undefined } });
}

/** Headcounts and joiners and leavers by month (`GET /v2/people-graph`). */
export function usePeopleGraph() {
  return useEndpoint(getPeopleGraphEndpoint, {});
}

/** This month's birthdays, new joiners and work anniversaries (`GET /v2/people-community`). */
export function usePeopleCommunity() {
  return useEndpoint(getPeopleCommunityEndpoint, {});
}

/** The HR rules and catalogs in force (`GET /v2/people-rules`). */
export function usePeopleRules() {
  return useEndpoint(getPeopleRulesEndpoint, {});
}

/** One page of leavers and alumni who still hold resources (`GET /v2/people-alerts`). */
export function usePeopleAlerts(search: PeopleAlertSearch) {
  return useEndpoint(listPeopleAlertsEndpoint, { query: { ...search, freeText: search.freeText || undefined } });
}

/** How many such people (`GET /v2/people-alerts/count`). */
export function usePeopleAlertsCount(search: PeopleAlertSearch) {
  return useEndpoint(countPeopleAlertsEndpoint, { query: { kind: search.kind, status: search.status, freeText: search.freeText || undefined } });
}
