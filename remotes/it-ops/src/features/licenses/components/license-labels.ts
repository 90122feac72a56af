import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CreateLicenseBody, LicenseAlertKind, LicenseAllocationType, LicenseBillingUnit, LicenseCategory, PerUnitBasis } from '@kanri/contracts';

// Each label carries its enumeration as context: the same English word reads differently in
// Japanese from one enumeration to the next (the software registry labels its types too).

/** Labels of the allocation type (001 §2 "Licenses"). */
export const allocationTypeLabels: Record<LicenseAllocationType, MessageDescriptor> = {
  SAAS: msg({ message: 'SaaS', context: 'licenseAllocationType' }),
  INSTALLED: msg({ message: 'Installed software', context: 'licenseAllocationType' }),
  MW_OS: msg({ message: 'Middleware / OS', context: 'licenseAllocationType' }),
  SCRATCH: msg({ message: 'Scratch-built', context: 'licenseAllocationType' }),
};

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

/** Labels of the per-unit basis (001 §3). */
export const perUnitBasisLabels: Record<PerUnitBasis, MessageDescriptor> = {
  BILLABLE_USER: msg({ message: 'Per billable user', context: 'perUnitBasis' }),
  LICENSE_SEAT: msg({ message: 'Per license seat', context: 'perUnitBasis' }),
};

/** Labels of the billing unit (001 §3). */
export const billingUnitLabels: Record<LicenseBillingUnit, MessageDescriptor> = {
  MONTH: msg({ message: 'Monthly', context: 'licenseBillingUnit' }),
  YEAR: msg({ message: 'Yearly', context: 'licenseBillingUnit' }),
};

/** Labels of the alert kinds. */
export const licenseAlertKindLabels: Record<LicenseAlertKind, MessageDescriptor> = {
  EXPIRING: msg({ message: 'Expiring soon', context: 'licenseAlertKind' }),
  OVER_ASSIGNED: msg({ message: 'Over-assigned', context: 'licenseAlertKind' }),
};

/** Field labels by payload path: the form, the record page and the history share them. */
export const licenseFieldLabels: Record<keyof CreateLicenseBody, MessageDescriptor> = {
  licenseName: msg`License name`,
  allocationType: msg`Allocation type`,
  softwareId: msg`Software`,
  appIntegrationId: msg`App integration ID`,
  vendorName: msg`Vendor`,
  seatsTotal: msg`Seats`,
  perUnitBasis: msg`Per-unit basis`,
  price: msg({ message: 'Price', context: 'licensePrice' }),
  currency: msg`Currency`,
  billingUnit: msg`Billing unit`,
  termStart: msg`Term start`,
  expiryDate: msg`Expiry date`,
  autoRenewal: msg`Automatic renewal`,
  notes: msg`Notes`,
};
