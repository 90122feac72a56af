import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  SoftwareCategory,
  SoftwareIntegrationStatus,
  SoftwareType,
  SoftwareUsageStatus,
  softwareIntegrationFilterValues,
  softwareStatusFilterValues,
} from '@kanri/contracts';

/** Labels of the registry's `status` tabs: the software types (001 §3) and `ALL`. */
export const softwareStatusFilterLabels: Record<(typeof softwareStatusFilterValues)[number], MessageDescriptor> = {
  SAAS: msg`SaaS`,
  INSTALLED: msg`Installed`,
  MW_OS: msg`Middleware / OS`,
  SCRATCH: msg`Built in-house`,
  PRODUCT: msg`Product`,
  CUSTOM_SAAS: msg`Custom SaaS`,
  ALL: msg`All`,
};

/** Labels of a row's software type (001 §3 "Software types"). */
export const softwareTypeLabels: Record<SoftwareType, MessageDescriptor> = softwareStatusFilterLabels;

/** Labels of the `integration` filter shown with `status=SAAS` (DECISIONS.md "Routing"). */
export const softwareIntegrationFilterLabels: Record<(typeof softwareIntegrationFilterValues)[number], MessageDescriptor> = {
  INTEGRATIONS: msg`Integrations`,
  CUSTOM_APPS: msg`Custom apps`,
  DEACTIVATED: msg`Deactivated`,
  ALL: msg`All`,
};

/** Labels of a SaaS row's integration state. */
export const softwareIntegrationStatusLabels: Record<SoftwareIntegrationStatus, MessageDescriptor> = {
  INTEGRATED: msg`Integrated`,
  CUSTOM_APP: msg`Custom app`,
  DEACTIVATED: msg`Deactivated`,
  NOT_INTEGRATED: msg`Not integrated`,
};

/** Labels of the usage status (001 §3 "Software status"). */
export const softwareUsageStatusLabels: Record<SoftwareUsageStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  TRIAL: msg`Trial`,
  DEACTIVATED: msg`Deactivated`,
  DISCONTINUED: msg`Discontinued`,
};

/** Labels of the software categories (001 §3 "Software categories"). */
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
