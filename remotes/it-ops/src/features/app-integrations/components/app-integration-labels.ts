import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { appIntegrationFields, appUserFields, enumValueLabels, fieldLabels, type AppIntegrationStatus, type AppUserCategory, type RecommendedAction, type RuleMatching } from '@kanri/contracts';

/** Tag colours of the status. */
export const appIntegrationStatusColors: Record<AppIntegrationStatus, string> = { ACTIVE: 'green', DEACTIVATED: 'default' };

/** Users-tab categories: `ALL`, the rule matchings (their `appUserFields` labels) and the flags (context `appUserCategory`). */
export const appUserCategoryLabels: Record<AppUserCategory, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'appUserCategory' }),
  ...appUserFields.ruleMatching.values,
  INACTIVE: msg({ message: 'Inactive', context: 'appUserCategory' }),
  ALUMNI: msg({ message: 'Alumni', context: 'appUserCategory' }),
};

/** Tag colours of the rule matching. */
export const ruleMatchingColors: Record<RuleMatching, string> = { MATCHED: 'green', VIOLATED: 'orange', VIOLATED_ROLE: 'gold', NO_WORKER: 'red', NO_USER: 'blue' };

/** Recommended actions of the overview, context `recommendedAction`. */
export const recommendedActionLabels: Record<RecommendedAction, MessageDescriptor> = {
  REMOVE_NO_WORKER: msg({ message: 'Remove accounts without a worker', context: 'recommendedAction' }),
  REMOVE_ALUMNI: msg({ message: 'Remove accounts of people who left', context: 'recommendedAction' }),
  REMOVE_INACTIVE: msg({ message: 'Review inactive accounts', context: 'recommendedAction' }),
  FIX_VIOLATED_ROLE: msg({ message: 'Fix roles that differ from the assignment', context: 'recommendedAction' }),
  REVIEW_VIOLATED: msg({ message: 'Review accounts without an assignment', context: 'recommendedAction' }),
  ADD_NO_USER: msg({ message: 'Create accounts for assigned people', context: 'recommendedAction' }),
};

/**
 * The integration's field labels by their audit path (the detail tab, the settings forms, the
 * overview, the header and the history): `fieldLabels(appIntegrationFields)` (issue 30).
 */
export const appIntegrationFieldLabels = fieldLabels(appIntegrationFields);

/** The integration's enumeration values by audit path (status, pricing model, billing cycle unit, per-unit basis), for the history. */
export const appIntegrationEnumLabels = enumValueLabels(appIntegrationFields);

/** An account's field labels (the users tab's columns and its person picker): `fieldLabels(appUserFields)`. */
export const appUserFieldLabels = fieldLabels(appUserFields);
