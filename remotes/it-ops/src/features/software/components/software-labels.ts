import type { MessageDescriptor } from '@lingui/core';
import type {
  CustomSaasType,
  SoftwareAddType,
  SoftwareAuthMethod,
  SoftwareCompliance,
  SoftwareEnvironment,
  SoftwareHosting,
  SoftwarePatchState,
  SoftwareProvisionMethod,
} from '@kanri/contracts';
import { enumValueLabels, fieldLabels, softwareFields } from '@kanri/contracts';
import { softwareTypeLabels } from './software-list-labels';

export {
  softwareCategoryLabels,
  softwareIntegrationFilterLabels,
  softwareIntegrationStatusLabels,
  softwareStatusFilterLabels,
  softwareTypeLabels,
  softwareUsageStatusLabels,
} from './software-list-labels';

/** The types `/software/add` offers (custom SaaS has its own categories). */
export const softwareAddTypeLabels: Record<SoftwareAddType, MessageDescriptor> = softwareTypeLabels;

/*
 * The fields' enumerations are the contracts' `softwareFields` values (issue 30, docs/fields.md):
 * one wording for the registry, the forms, the record page and the history. The registry's own
 * (types, categories, usage statuses, integration states, its tabs and filter) are
 * `./software-list-labels`, re-exported above.
 */
export const customSaasTypeLabels: Record<CustomSaasType, MessageDescriptor> = softwareFields.customSaasType.values;
export const hostingLabels: Record<SoftwareHosting, MessageDescriptor> = softwareFields.hosting.values;
export const environmentLabels: Record<SoftwareEnvironment, MessageDescriptor> = softwareFields.environments.values;
export const authMethodLabels: Record<SoftwareAuthMethod, MessageDescriptor> = softwareFields.authMethod.values;
export const provisionMethodLabels: Record<SoftwareProvisionMethod, MessageDescriptor> = softwareFields.provisionMethod.values;
export const complianceLabels: Record<SoftwareCompliance, MessageDescriptor> = softwareFields.compliance.values;
export const patchStateLabels: Record<SoftwarePatchState, MessageDescriptor> = softwareFields.patchState.values;

/** Field labels by the audit entries' keys (forms, record page, history): `fieldLabels(softwareFields)`. */
export const softwareFieldLabels = fieldLabels(softwareFields);

/** Enumeration labels by field, for the history's values: `enumValueLabels(softwareFields)`. */
export const softwareEnumLabels = enumValueLabels(softwareFields);

/** An amount in its currency, per locale (JPY without decimals). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}
