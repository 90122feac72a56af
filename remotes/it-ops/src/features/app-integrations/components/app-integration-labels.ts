import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  AppIntegrationStatus,
  AppUserAction,
  AppUserCategory,
  BillingCycleUnit,
  PerUnitBasis,
  PricingModel,
  RecommendedAction,
  RuleMatching,
} from '@kanri/contracts';

/** Integration status (001 §4), context `appIntegrationStatus`. */
export const appIntegrationStatusLabels: Record<AppIntegrationStatus, MessageDescriptor> = {
  ACTIVE: msg({ message: 'Active', context: 'appIntegrationStatus' }),
  DEACTIVATED: msg({ message: 'Deactivated', context: 'appIntegrationStatus' }),
};
/** Tag colours of the status. */
export const appIntegrationStatusColors: Record<AppIntegrationStatus, string> = { ACTIVE: 'green', DEACTIVATED: 'default' };

/** Pricing model, context `pricingModel`. */
export const pricingModelLabels: Record<PricingModel, MessageDescriptor> = {
  FREE: msg({ message: 'Free', context: 'pricingModel' }),
  FIXED: msg({ message: 'Fixed price', context: 'pricingModel' }),
  LINEAR: msg({ message: 'Per unit', context: 'pricingModel' }),
};

/** Billing cycle unit, context `billingCycleUnit`. */
export const billingCycleUnitLabels: Record<BillingCycleUnit, MessageDescriptor> = {
  MONTH: msg({ message: 'Month', context: 'billingCycleUnit' }),
  YEAR: msg({ message: 'Year', context: 'billingCycleUnit' }),
};

/** Per-unit basis (001 §3), context `appContractUnit`. */
export const appContractUnitLabels: Record<PerUnitBasis, MessageDescriptor> = {
  BILLABLE_USER: msg({ message: 'Billable user', context: 'appContractUnit' }),
  LICENSE_SEAT: msg({ message: 'License seat', context: 'appContractUnit' }),
};

/** Users-tab categories, context `appUserCategory`. */
export const appUserCategoryLabels: Record<AppUserCategory, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'appUserCategory' }),
  MATCHED: msg({ message: 'Matched', context: 'appUserCategory' }),
  VIOLATED: msg({ message: 'Violated assignment', context: 'appUserCategory' }),
  VIOLATED_ROLE: msg({ message: 'Violated role', context: 'appUserCategory' }),
  NO_WORKER: msg({ message: 'No worker', context: 'appUserCategory' }),
  NO_USER: msg({ message: 'No account', context: 'appUserCategory' }),
  INACTIVE: msg({ message: 'Inactive', context: 'appUserCategory' }),
  ALUMNI: msg({ message: 'Alumni', context: 'appUserCategory' }),
};

/** Rule matching of a row (001 §3), context `ruleMatching`. */
export const ruleMatchingLabels: Record<RuleMatching, MessageDescriptor> = {
  MATCHED: msg({ message: 'Matched', context: 'ruleMatching' }),
  VIOLATED: msg({ message: 'Violated assignment', context: 'ruleMatching' }),
  VIOLATED_ROLE: msg({ message: 'Violated role', context: 'ruleMatching' }),
  NO_WORKER: msg({ message: 'No worker', context: 'ruleMatching' }),
  NO_USER: msg({ message: 'No account', context: 'ruleMatching' }),
};
/** Tag colours of the rule matching. */
export const ruleMatchingColors: Record<RuleMatching, string> = { MATCHED: 'green', VIOLATED: 'orange', VIOLATED_ROLE: 'gold', NO_WORKER: 'red', NO_USER: 'blue' };

/** What to do about a row (001 §3 `action`), context `appUserAction`. */
export const appUserActionLabels: Record<AppUserAction, MessageDescriptor> = {
  LINK_OR_DELETE: msg({ message: 'Link a person or remove the account', context: 'appUserAction' }),
  ASSIGN_OR_DELETE: msg({ message: 'Assign the app or remove the account', context: 'appUserAction' }),
  CHANGE_ROLE: msg({ message: 'Change the role to the assigned one', context: 'appUserAction' }),
  CREATE_ACCOUNT: msg({ message: 'Create an account', context: 'appUserAction' }),
  DEACTIVATE: msg({ message: 'Deactivate the account', context: 'appUserAction' }),
  REVIEW_USAGE: msg({ message: 'Review the usage', context: 'appUserAction' }),
};

/** Recommended actions of the overview, context `recommendedAction`. */
export const recommendedActionLabels: Record<RecommendedAction, MessageDescriptor> = {
  REMOVE_NO_WORKER: msg({ message: 'Remove accounts without a worker', context: 'recommendedAction' }),
  REMOVE_ALUMNI: msg({ message: 'Remove accounts of people who left', context: 'recommendedAction' }),
  REMOVE_INACTIVE: msg({ message: 'Review inactive accounts', context: 'recommendedAction' }),
  FIX_VIOLATED_ROLE: msg({ message: 'Fix roles that differ from the assignment', context: 'recommendedAction' }),
  REVIEW_VIOLATED: msg({ message: 'Review accounts without an assignment', context: 'recommendedAction' }),
  ADD_NO_USER: msg({ message: 'Create accounts for assigned people', context: 'recommendedAction' }),
};

/** The record's fields by their audit path (the history and the detail tab). */
export const appIntegrationFieldLabels: Record<string, MessageDescriptor> = {
  name: msg`App name`,
  customAppType: msg`Custom app type`,
  integratedTenantName: msg`Tenant`,
  status: msg({ message: 'Status', context: 'appIntegration' }),
  'contract.contractAnchorMonth': msg`Contract anchor month`,
  'contract.contractAnchorDay': msg`Contract anchor day`,
  'contract.billingCycleUnit': msg`Billing cycle unit`,
  'contract.billingCycleLength': msg`Billing cycle length`,
  'contract.pricingModel': msg`Pricing model`,
  'contract.priceOfUnitPerBillingCycle': msg`Price per unit per cycle`,
  'contract.currencyCode': msg`Currency`,
  'contract.planName': msg`Plan`,
  'contract.unit': msg`Per-unit basis`,
  'features.USER_PROVISIONING': msg`User provisioning`,
  inactiveDays: msg`Inactive after (days)`,
  authenticatedAt: msg`Authenticated`,
  mdmActivatedAt: msg`MDM activated`,
};

/** Enumeration fields of the history by path. */
export const appIntegrationEnumLabels: Record<string, Record<string, MessageDescriptor>> = {
  status: appIntegrationStatusLabels,
  'contract.pricingModel': pricingModelLabels,
  'contract.billingCycleUnit': billingCycleUnitLabels,
  'contract.unit': appContractUnitLabels,
};
