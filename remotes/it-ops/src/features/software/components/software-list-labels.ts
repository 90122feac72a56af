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
import { softwareListFields } from '@kanri/contracts';

/*
 * The registry's labels (issue 27): its tabs, its filter and the values its table shows, from the
 * contracts' `softwareListFields` (the fields the list shows), so `/software/registry`'s first screen
 * loads neither the record's fields nor its labels (`./software-labels`, which re-exports these).
 */

/** Software types (001 §3): the description's values (`softwareListFields.type`), also the registry's tabs. */
export const softwareTypeLabels: Record<SoftwareType, MessageDescriptor> = softwareListFields.type.values;

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

/** The integration states (001 §3), `softwareListFields.integrationStatus.values`. */
export const softwareIntegrationStatusLabels: Record<SoftwareIntegrationStatus, MessageDescriptor> = softwareListFields.integrationStatus.values;
/** The usage statuses (001 §3 "Software status"), `softwareListFields.usageStatus.values`. */
export const softwareUsageStatusLabels: Record<SoftwareUsageStatus, MessageDescriptor> = softwareListFields.usageStatus.values;
/** The categories (001 §3), `softwareListFields.category.values`. */
export const softwareCategoryLabels: Record<SoftwareCategory, MessageDescriptor> = softwareListFields.category.values;
