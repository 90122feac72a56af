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

/** Software types (001 §3), worded as the registry's tabs (same ids, same translations). */
export const softwareTypeLabels: Record<SoftwareType, MessageDescriptor> = {
  SAAS: msg`SaaS`,
  INSTALLED: msg`Installed`,
  MW_OS: msg`Middleware / OS`,
  SCRATCH: msg`Built in-house`,
  PRODUCT: msg`Product`,
  CUSTOM_SAAS: msg`Custom SaaS`,
};
/** The types `/software/add` offers (custom SaaS has its own categories). */
export const softwareAddTypeLabels: Record<SoftwareAddType, MessageDescriptor> = softwareTypeLabels;

/** Labels of the registry's `status` tabs: the software types (001 §3) and `ALL`. */
export const softwareStatusFilterLabels: Record<(typeof softwareStatusFilterValues)[number], MessageDescriptor> = {
  ...softwareTypeLabels,
  ALL: msg`All`,
};

/** Labels of the registry's `integration` filter shown with `status=SAAS` (DECISIONS.md "Routing"). */
export const softwareIntegrationFilterLabels: Record<(typeof softwareIntegrationFilterValues)[number], MessageDescriptor> = {
  INTEGRATIONS: msg`Integrations`,
  CUSTOM_APPS: msg`Custom apps`,
  DEACTIVATED: msg`Deactivated`,
  ALL: msg`All`,
};

/** Labels of a SaaS registry row's integration state. */
export const softwareIntegrationStatusLabels: Record<SoftwareIntegrationStatus, MessageDescriptor> = {
  INTEGRATED: msg`Integrated`,
  CUSTOM_APP: msg`Custom app`,
  DEACTIVATED: msg`Deactivated`,
  NOT_INTEGRATED: msg`Not integrated`,
};

/** Usage status (001 §3 "Software status"), as the registry words it. */
export const softwareUsageStatusLabels: Record<SoftwareUsageStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  TRIAL: msg`Trial`,
  DEACTIVATED: msg`Deactivated`,
  DISCONTINUED: msg`Discontinued`,
};

/** Software categories (001 §3), as the registry words them. */
export const softwareCategoryLabels: Record<SoftwareCategory, MessageDescriptor> = {
  MARKETING: msg`Marketing`,
  SALES: msg`Sales`,
  CS: msg`Customer success`,
  RESEARCH: msg`Research`,
  HR: msg`HR`,
  ACCOUNTING_FINANCE: msg`Accounting / finance`,
  LEGAL: msg`Legal`,
  OPERATION_WORKFLOW: msg`Operation workflow`,
  SUSTAINABILITY_IR: msg`Sustainability / IR`,
  COMMUNICATION: msg`Communication`,
  GROUPWARE_STORAGE: msg`Groupware / storage`,
  KNOWLEDGE_DOCUMENT: msg`Knowledge documents`,
  PRODUCTIVITY: msg`Productivity`,
  DEV_OPS: msg`DevOps`,
  PROJECT_MANAGEMENT: msg`Project management`,
  AI: msg`AI`,
  RPA_IPAAS: msg`RPA / iPaaS`,
  WEBSITE: msg`Website`,
  ANALYTICS: msg`Analytics`,
  SECURITY_COMPLIANCE: msg`Security / compliance`,
  OTHER: msg`Other`,
};

/** Custom SaaS categories (001 §3). */
export const customSaasTypeLabels: Record<CustomSaasType, MessageDescriptor> = {
  COMMUNICATION: msg({ message: 'Communication', context: 'customSaasType' }),
  DESIGN: msg({ message: 'Design', context: 'customSaasType' }),
  DEVELOPMENT: msg({ message: 'Development', context: 'customSaasType' }),
  STORAGE: msg({ message: 'Storage', context: 'customSaasType' }),
  FINANCE_ACCOUNTING: msg({ message: 'Finance and accounting', context: 'customSaasType' }),
  GENERAL_AFFAIRS: msg({ message: 'General affairs', context: 'customSaasType' }),
  HUMAN_RESOURCES: msg({ message: 'Human resources', context: 'customSaasType' }),
  IT_SECURITY: msg({ message: 'IT security', context: 'customSaasType' }),
  LEGAL: msg({ message: 'Legal', context: 'customSaasType' }),
  MARKETING: msg({ message: 'Marketing', context: 'customSaasType' }),
  PROJECT_MANAGEMENT: msg({ message: 'Project management', context: 'customSaasType' }),
  SALES_CRM: msg({ message: 'Sales / CRM', context: 'customSaasType' }),
};

export const hostingLabels: Record<SoftwareHosting, MessageDescriptor> = {
  CLOUD: msg({ message: 'Cloud', context: 'softwareHosting' }),
  ON_PREMISE: msg({ message: 'On-premise', context: 'softwareHosting' }),
  HYBRID: msg({ message: 'Hybrid', context: 'softwareHosting' }),
};
export const environmentLabels: Record<SoftwareEnvironment, MessageDescriptor> = {
  SAAS_TENANT: msg({ message: 'SaaS tenant', context: 'softwareEnvironment' }),
  ON_PREMISE: msg({ message: 'On-premise', context: 'softwareEnvironment' }),
  DEV: msg({ message: 'Development', context: 'softwareEnvironment' }),
  TEST: msg({ message: 'Test', context: 'softwareEnvironment' }),
  STG: msg({ message: 'Staging', context: 'softwareEnvironment' }),
  PROD: msg({ message: 'Production', context: 'softwareEnvironment' }),
};
export const authMethodLabels: Record<SoftwareAuthMethod, MessageDescriptor> = {
  SAML: msg({ message: 'SAML', context: 'softwareAuthMethod' }),
  OAUTH: msg({ message: 'OAuth', context: 'softwareAuthMethod' }),
  SELF: msg({ message: 'Own sign-in', context: 'softwareAuthMethod' }),
  OTHER: msg({ message: 'Other', context: 'softwareAuthMethod' }),
};
export const provisionMethodLabels: Record<SoftwareProvisionMethod, MessageDescriptor> = {
  MANUAL: msg({ message: 'Manual', context: 'softwareProvisionMethod' }),
  MDM: msg({ message: 'MDM', context: 'softwareProvisionMethod' }),
  INSTALLER: msg({ message: 'Installer', context: 'softwareProvisionMethod' }),
};
export const complianceLabels: Record<SoftwareCompliance, MessageDescriptor> = {
  COMPLIANT: msg({ message: 'Compliant', context: 'softwareCompliance' }),
  IN_PROGRESS: msg({ message: 'In progress', context: 'softwareCompliance' }),
  NON_COMPLIANT: msg({ message: 'Non-compliant', context: 'softwareCompliance' }),
};
export const patchStateLabels: Record<SoftwarePatchState, MessageDescriptor> = {
  PATCHED: msg({ message: 'Patched', context: 'softwarePatchState' }),
  SCHEDULED: msg({ message: 'Scheduled', context: 'softwarePatchState' }),
  NOT_PATCHED: msg({ message: 'Not patched', context: 'softwarePatchState' }),
};

/** Field labels by the payload's path (forms, record page, history). */
export const softwareFieldLabels = {
  name: msg({ message: 'Name', context: 'software' }),
  vendorName: msg({ message: 'Vendor', context: 'software' }),
  category: msg({ message: 'Category', context: 'software' }),
  usageStatus: msg({ message: 'Usage status', context: 'software' }),
  description: msg({ message: 'Description', context: 'software' }),
  websiteUrl: msg({ message: 'Website', context: 'software' }),
  renewalDate: msg({ message: 'Renewal date', context: 'software' }),
  type: msg({ message: 'Type', context: 'software' }),
  customSaasType: msg({ message: 'Custom SaaS type', context: 'software' }),
  logoUrl: msg({ message: 'Logo', context: 'software' }),
  hosting: msg({ message: 'Hosting', context: 'software' }),
  environments: msg({ message: 'Environments', context: 'software' }),
  authMethod: msg({ message: 'Authentication', context: 'software' }),
  provisionMethod: msg({ message: 'Install / provisioning', context: 'software' }),
  compliance: msg({ message: 'Compliance', context: 'software' }),
  patchState: msg({ message: 'Patch state', context: 'software' }),
  notes: msg({ message: 'Notes', context: 'software' }),
} satisfies Record<string, MessageDescriptor>;

/** Enumeration labels by field, for the history's values. */
export const softwareEnumLabels = {
  type: softwareTypeLabels,
  category: softwareCategoryLabels,
  usageStatus: softwareUsageStatusLabels,
  customSaasType: customSaasTypeLabels,
  hosting: hostingLabels,
  environments: environmentLabels,
  authMethod: authMethodLabels,
  provisionMethod: provisionMethodLabels,
  compliance: complianceLabels,
  patchState: patchStateLabels,
};

/** An amount in its currency, per locale (JPY without decimals). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}
