import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  CustomSaasType,
  SoftwareAddType,
  SoftwareAuthMethod,
  SoftwareCategory,
  SoftwareCompliance,
  SoftwareEnvironment,
  SoftwareHosting,
  SoftwareIntegrationStatus,
  SoftwarePatchState,
  SoftwareProvisionMethod,
  SoftwareType,
  SoftwareUsageStatus,
  softwareIntegrationFilterValues,
  softwareStatusFilterValues,
} from '@kanri/contracts';
import { enumValueLabels, fieldLabels, softwareFields } from '@kanri/contracts';

/** Software types (001 §3): the description's values (`softwareFields.type`), also the registry's tabs. */
export const softwareTypeLabels: Record<SoftwareType, MessageDescriptor> = softwareFields.type.values;
/** The types `/software/add` offers (custom SaaS has its own categories). */
export const softwareAddTypeLabels: Record<SoftwareAddType, MessageDescriptor> = softwareTypeLabels;

/** Labels of the registry's `status` tabs: the software types (001 §3) and `ALL`. */
export const softwareStatusFilterLabels: Record<(typeof softwareStatusFilterValues)[number], MessageDescriptor> = {
  ...softwareTypeLabels,
  ALL: msg`All`,
};

/** Labels of the registry's `integration` filter shown with `status=SAAS` (DECISIONS.md "Routing"): a filter, not a field. */
export const softwareIntegrationFilterLabels: Record<(typeof softwareIntegrationFilterValues)[number], MessageDescriptor> = {
  INTEGRATIONS: msg`Integrations`,
  CUSTOM_APPS: msg`Custom apps`,
  DEACTIVATED: msg`Deactivated`,
  ALL: msg`All`,
};

/*
 * The fields' enumerations are the contracts' `softwareFields` values (issue 30, docs/fields.md):
 * one wording for the registry, the forms, the record page and the history.
 */
export const softwareIntegrationStatusLabels: Record<SoftwareIntegrationStatus, MessageDescriptor> = softwareFields.integrationStatus.values;
export const softwareUsageStatusLabels: Record<SoftwareUsageStatus, MessageDescriptor> = softwareFields.usageStatus.values;
export const softwareCategoryLabels: Record<SoftwareCategory, MessageDescriptor> = softwareFields.category.values;
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
