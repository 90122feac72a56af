import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { enumValueLabels, fieldLabels, licenseFields, type CreateLicenseBody, type LicenseAlertKind, type LicenseAllocationType, type LicenseBillingUnit, type LicenseCategory, type PerUnitBasis } from '@kanri/contracts';

// The license's fields and their enumerations are the contracts' `licenseFields` (issue 30,
// docs/fields.md): one wording for the inventory, the forms, the page, the history and the export.
// The list's own words (category tabs, alert kinds, the add screen's descriptions) carry their
// enumeration as context: the same English word reads differently in Japanese from one to the next.

/** Labels of the allocation type (001 §2 "Licenses"): `licenseFields.allocationType.values`. */
export const allocationTypeLabels: Record<LicenseAllocationType, MessageDescriptor> = licenseFields.allocationType.values;

/** What each allocation type is for, on the add screen's choice. */
export const allocationTypeDescriptions: Record<LicenseAllocationType, MessageDescriptor> = {
  SAAS: msg({ message: 'Cloud services used in the browser, such as Slack or Microsoft 365.', context: 'licenseAllocationType' }),
  INSTALLED: msg({ message: 'Software installed on computers, such as Office or Acrobat.', context: 'licenseAllocationType' }),
  MW_OS: msg({ message: 'Operating systems, databases and other middleware.', context: 'licenseAllocationType' }),
  SCRATCH: msg({ message: 'Tools and systems built in-house or to order.', context: 'licenseAllocationType' }),
};

/** Labels of the inventory's category tabs. */
export const licenseCategoryLabels: Record<LicenseCategory, MessageDescriptor> = {
  ...allocationTypeLabels,
  ALL: msg({ message: 'All', context: 'licenseCategory' }),
  EXPIRED: msg({ message: 'Expired', context: 'licenseCategory' }),
};

/** Labels of the per-unit basis (001 §3): `licenseFields.perUnitBasis.values`. */
export const perUnitBasisLabels: Record<PerUnitBasis, MessageDescriptor> = licenseFields.perUnitBasis.values;

/** Labels of the billing unit (001 §3): `licenseFields.billingUnit.values`. */
export const billingUnitLabels: Record<LicenseBillingUnit, MessageDescriptor> = licenseFields.billingUnit.values;

/** Labels of the alert kinds. */
export const licenseAlertKindLabels: Record<LicenseAlertKind, MessageDescriptor> = {
  EXPIRING: msg({ message: 'Expiring soon', context: 'licenseAlertKind' }),
  OVER_ASSIGNED: msg({ message: 'Over-assigned', context: 'licenseAlertKind' }),
};

/** Field labels by payload path (the form, the record page and the history): `fieldLabels(licenseFields)`. */
export const licenseFieldLabels: Record<keyof CreateLicenseBody, MessageDescriptor> = fieldLabels(licenseFields);

/** The enumerations' labels by field, for the history's before/after values: `enumValueLabels(licenseFields)`. */
export const licenseEnumLabels = enumValueLabels(licenseFields);
