import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { freeTextSchema, sortOrderSchema } from '../common/list-query';
import { csvExportQuery, csvExportResultSchema } from '../common/csv-import';
import { licenseCategoryValues, licenseFields, licenseSortColumnValues } from './licenses';

/**
 * The license inventory's export (issue 31 "Every list to Excel"; docs/csv.md "Export to Excel"):
 * the list as filtered and sorted on screen, every page, as CSV (UTF-8 with a BOM) or XLSX, with
 * the visible columns in their order (`columns`: the table's keys `NAME`, `allocationType`,
 * `software`, `vendorName`, `seats`, `price`, `expiryDate`, `autoRenewal`). Headers and values are
 * in the request's language. The answer is the shared `{ url, mode, fileName }`
 * (`licenses-export-{date}.csv|xlsx`).
 */

/**
 * Column headers of the license export, in file order: the `licenseFields` labels (issue 30, one
 * wording with the screens), but the seats in use and "Expired", which are no field (a count and a
 * state derived from the expiry date).
 */
export const licensesCsvColumnLabels = {
  licenseName: licenseFields.licenseName.label,
  allocationType: licenseFields.allocationType.label,
  software: licenseFields.softwareId.label,
  vendorName: licenseFields.vendorName.label,
  seatsUsed: /*i18n*/ { id: 'licenses.csv.seatsUsed', message: 'Seats in use' },
  seatsTotal: licenseFields.seatsTotal.label,
  price: licenseFields.price.label,
  currency: licenseFields.currency.label,
  perUnitBasis: licenseFields.perUnitBasis.label,
  billingUnit: licenseFields.billingUnit.label,
  termStart: licenseFields.termStart.label,
  expiryDate: licenseFields.expiryDate.label,
  expired: /*i18n*/ { id: 'licenses.csv.expired', message: 'Expired' },
  autoRenewal: licenseFields.autoRenewal.label,
} as const satisfies Record<string, MessageDescriptor>;
export type LicensesCsvColumn = keyof typeof licensesCsvColumnLabels;

/** Values of the license export's enumerated cells (the `licenseFields` values) and yes/no cells. */
export const licensesCsvValueLabels = {
  allocationType: licenseFields.allocationType.values,
  perUnitBasis: licenseFields.perUnitBasis.values,
  billingUnit: licenseFields.billingUnit.values,
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
