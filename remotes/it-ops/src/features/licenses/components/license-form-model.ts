import type { LicenseAllocationType, LicenseBillingUnit, LicenseCurrency, LicenseDetail, PerUnitBasis } from '@kanri/contracts';

/** The add/edit form's values: the create payload's fields (`null` = not set; seats `null` until typed). */
export interface LicenseFormValues {
  licenseName: string;
  allocationType: LicenseAllocationType;
  softwareId: string | null;
  appIntegrationId: string | null;
  vendorName: string | null;
  seatsTotal: number | null;
  perUnitBasis: PerUnitBasis;
  price: number | null;
  currency: LicenseCurrency;
  billingUnit: LicenseBillingUnit;
  termStart: string | null;
  expiryDate: string | null;
  autoRenewal: boolean;
  notes: string | null;
}

/** An empty form for `allocationType`, with `softwareId` / `appIntegrationId` from the add URL's search (001 §2). */
export function emptyLicenseFormValues(allocationType: LicenseAllocationType, prefill: { softwareId?: string; appIntegrationId?: string } = {}): LicenseFormValues {
  return {
    licenseName: '',
    allocationType,
    softwareId: prefill.softwareId ?? null,
    appIntegrationId: prefill.appIntegrationId ?? null,
    vendorName: null,
    seatsTotal: null,
    perUnitBasis: 'LICENSE_SEAT',
    price: null,
    currency: 'JPY',
    billingUnit: 'MONTH',
    termStart: null,
    expiryDate: null,
    autoRenewal: false,
    notes: null,
  };
}

/** The form's values of a saved license (edit). */
export function licenseFormValuesOf(l: LicenseDetail): LicenseFormValues {
  return {
    licenseName: l.licenseName,
    allocationType: l.allocationType,
    softwareId: l.softwareId,
    appIntegrationId: l.appIntegrationId,
    vendorName: l.vendorName,
    seatsTotal: l.seatsTotal,
    perUnitBasis: l.perUnitBasis,
    price: l.price,
    currency: l.currency,
    billingUnit: l.billingUnit,
    termStart: l.termStart,
    expiryDate: l.expiryDate,
    autoRenewal: l.autoRenewal,
    notes: l.notes,
  };
}
