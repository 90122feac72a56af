import { useEndpoint } from '@kanri/runtime';
import {
  getAppContractOverviewEndpoint,
  getBillingCostOverviewEndpoint,
  getMonthlyActiveUserRateOverviewEndpoint,
  getMonthlyCostOverviewEndpoint,
  getRecommendedActionsOverviewEndpoint,
  getRenewalDateOverviewEndpoint,
  getSavingCostOverviewEndpoint,
  getUserAndPeopleOverviewEndpoint,
  getUserGrowthOverviewEndpoint,
} from '@kanri/contracts';

/** The nine overview calls of 001 §7 (`GET /v2/app-integrations/{id}/overview/{part}`), by part. */
export const overviewEndpoints = {
  contract: getAppContractOverviewEndpoint,
  userAndPeople: getUserAndPeopleOverviewEndpoint,
  billingCost: getBillingCostOverviewEndpoint,
  userGrowth: getUserGrowthOverviewEndpoint,
  monthlyActiveUserRate: getMonthlyActiveUserRateOverviewEndpoint,
  monthlyCost: getMonthlyCostOverviewEndpoint,
  renewalDate: getRenewalDateOverviewEndpoint,
  savingCost: getSavingCostOverviewEndpoint,
  recommendedActions: getRecommendedActionsOverviewEndpoint,
} as const;

/** The contract figure of the overview tab. */
export const useContractOverview = (id: string) => useEndpoint(getAppContractOverviewEndpoint, { params: { id } });
/** Accounts versus assigned workers versus the company's people. */
export const useUserAndPeopleOverview = (id: string) => useEndpoint(getUserAndPeopleOverviewEndpoint, { params: { id } });
/** The billing cost per cycle, month and year. */
export const useBillingCostOverview = (id: string) => useEndpoint(getBillingCostOverviewEndpoint, { params: { id } });
/** Accounts created per month of the last 12. */
export const useUserGrowthOverview = (id: string) => useEndpoint(getUserGrowthOverviewEndpoint, { params: { id } });
/** The share of active accounts signed in within 30 days. */
export const useMonthlyActiveUserRateOverview = (id: string) => useEndpoint(getMonthlyActiveUserRateOverviewEndpoint, { params: { id } });
/** The cost of each of the last 12 months. */
export const useMonthlyCostOverview = (id: string) => useEndpoint(getMonthlyCostOverviewEndpoint, { params: { id } });
/** The next renewal date and the days left. */
export const useRenewalDateOverview = (id: string) => useEndpoint(getRenewalDateOverviewEndpoint, { params: { id } });
/** What removing the inactive accounts saves. */
export const useSavingCostOverview = (id: string) => useEndpoint(getSavingCostOverviewEndpoint, { params: { id } });
/** The recommended actions with their counts. */
export const useRecommendedActionsOverview = (id: string) => useEndpoint(getRecommendedActionsOverviewEndpoint, { params: { id } });
