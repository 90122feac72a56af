import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { freeTextSchema, sortOrderSchema } from '../common/list-query';
import { csvExportQuery, csvExportResultSchema } from '../common/csv-import';
import { licenseCategoryValues, licenseSortColumnValues, type LicenseAllocationType, type LicenseBillingUnit, type PerUnitBasis } from './licenses';

/**
 * The license inventory's export (issue 31 "Every list to Excel"; docs/csv.md "Export to Excel"):
 * the list as filtered and sorted on screen, every page, as CSV (UTF-8 with a BOM) or XLSX, with
 * the visible columns in their order (`columns`: the table's keys `NAME`, `allocationType`,
 * `software`, `vendorName`, `seats`, `price`, `expiryDate`, `autoRenewal`). Headers and values are
 * in the request's language. The answer is the shared `{ url, mode, fileName }`
 * (`licenses-export-{date}.csv|xlsx`).
 */

/** Column headers of the license export, in file order. */
export const licensesCsvColumnLabels = {
  licenseName: /*i18n*/ { id: 'licenses.csv.licenseName', message: 'License name' },
  allocationType: /*i18n*/ { id: 'licenses.csv.allocationType', message: 'Allocation type' },
  software: /*i18n*/ { id: 'licenses.csv.software', message: 'Software' },
  vendorName: /*i18n*/ { id: 'licenses.csv.vendorName', message: 'Vendor' },
  seatsUsed: /*i18n*/ { id: 'licenses.csv.seatsUsed', message: 'Seats in use' },
  seatsTotal: /*i18n*/ { id: 'licenses.csv.seatsTotal', message: 'Seats' },
  price: /*i18n*/ { id: 'licenses.csv.price', message: 'Unit price' },
  currency: /*i18n*/ { id: 'licenses.csv.currency', message: 'Currency' },
  perUnitBasis: /*i18n*/ { id: 'licenses.csv.perUnitBasis', message: 'Per-unit basis' },
  billingUnit: /*i18n*/ { id: 'licenses.csv.billingUnit', message: 'Billing unit' },
  termStart: /*i18n*/ { id: 'licenses.csv.termStart', message: 'Term start' },
  expiryDate: /*i18n*/ { id: 'licenses.csv.expiryDate', message: 'Expiry date' },
  expired: /*i18n*/ { id: 'licenses.csv.expired', message: 'Expired' },
  autoRenewal: /*i18n*/ { id: 'licenses.csv.autoRenewal', message: 'Automatic renewal' },
} as const satisfies Record<string, MessageDescriptor>;
export type LicensesCsvColumn = keyof typeof licensesCsvColumnLabels;

/** Values of the license export's enumerated and yes/no cells, in the list's wording. */
export const licensesCsvValueLabels = {
  allocationType: {
    SAAS: /*i18n*/ { id: 'licenses.csv.allocationType.SAAS', message: 'SaaS' },
    INSTALLED: /*i18n*/ { id: 'licenses.csv.allocationType.INSTALLED', message: 'Installed software' },
    MW_OS: /*i18n*/ { id: 'licenses.csv.allocationType.MW_OS', message: 'Middleware / OS' },
    SCRATCH: /*i18n*/ { id: 'licenses.csv.allocationType.SCRATCH', message: 'Scratch-built' },
  } satisfies Record<LicenseAllocationType, MessageDescriptor>,
  perUnitBasis: {
    BILLABLE_USER: /*i18n*/ { id: 'licenses.csv.perUnitBasis.BILLABLE_USER', message: 'Per billable user' },
    LICENSE_SEAT: /*i18n*/ { id: 'licenses.csv.perUnitBasis.LICENSE_SEAT', message: 'Per license seat' },
  } satisfies Record<PerUnitBasis, MessageDescriptor>,
  billingUnit: {
    MONTH: /*i18n*/ { id: 'licenses.csv.billingUnit.MONTH', message: 'Monthly' },
    YEAR: /*i18n*/ { id: 'licenses.csv.billingUnit.YEAR', message: 'Yearly' },
  } satisfies Record<LicenseBillingUnit, MessageDescriptor>,
  yes: /*i18n*/ { id: 'licenses.csv.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'licenses.csv.no', message: 'No' },
} as const;

/**
 * `GET /v2/licenses-csv` — the license inventory as a file: the query of `GET /v2/licenses` without
 * paging (`category`, `freeText`, `sortColumn`, `sortOrder`), `mode` `view` only, `format`
 * (`csv`/`xlsx`), `columns`. IT operators only; 400 with field paths for a bad value.
 */
export const licensesCsvEndpoint = endpoint({
  method: 'GET', path: '/v2/licenses-csv', summary: 'Licenses: CSV or XLSX export', access: 'operator', product: 'IT',
  query: v.strictObject(
    {
      ...csvExportQuery().entries,
      mode: v.optional(v.picklist(['view'], messages.picklist.id), 'view'),
      category: v.optional(v.picklist(licenseCategoryValues, messages.picklist.id), 'SAAS'),
      freeText: v.optional(freeTextSchema),
      sortColumn: v.optional(v.picklist(licenseSortColumnValues, messages.picklist.id), 'NAME'),
      sortOrder: v.optional(sortOrderSchema, 'asc'),
    },
    messages.invalid.id,
  ),
  responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
});
