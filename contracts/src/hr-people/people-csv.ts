import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { freeTextSchema, sortOrderSchema } from '../common/list-query';
import { csvExportQuery, csvExportResultSchema } from '../common/csv-import';
import { peopleFilters, peopleSortColumnValues } from './people';
import { personFields } from './person';
import { alumniFilters } from './alumni';

/**
 * The people lists' CSV exports (001 §7 `GET /v2/people-csv/all-member`, `GET /v2/people-csv/alumni`;
 * DECISIONS.md "CSV", §9 "encoding UTF-8, mode view"): the list as filtered and sorted on screen —
 * every page, not only the one shown — as a UTF-8 file with a byte-order mark (Excel in Japan opens
 * it as UTF-8), headers and worker types and statuses in the request's language. The answer is the
 * shared `{ url, mode, fileName }` (`people-export-{date}.csv`, `alumni-export-{date}.csv`).
 */

const viewOnly = { mode: v.optional(v.picklist(['view'], messages.picklist.id), 'view') };

/**
 * Column headers of the people CSV files, in file order (the alumni file adds the last two): the
 * contracts' `personFields` labels (issue 30; docs/fields.md), but the kana name and the reason
 * for leaving (either of two fields), which are this file's own.
 */
export const peopleCsvColumnLabels = {
  workerNumber: personFields['employeeInformation.workerNumber'].label,
  familyName: personFields['name.familyNameJa'].label,
  givenName: personFields['name.givenNameJa'].label,
  nameKana: /*i18n*/ { id: 'people.csv.nameKana', message: 'Name (kana)' },
  email: personFields['employeeInformation.email'].label,
  workerType: personFields['workerType'].label,
  status: personFields['employeeInformation.status'].label,
  employmentType: personFields['employeeInformation.employmentTypeId'].label,
  department: personFields['employeeInformation.departmentId'].label,
  position: personFields['employeeInformation.positionId'].label,
  jobType: personFields['employeeInformation.jobTypeId'].label,
  place: personFields['employeeInformation.placeId'].label,
  joinedAt: personFields['employeeInformation.joinedAt'].label,
  leavingAt: personFields['leaving.leavingAt'].label,
  leavingReason: /*i18n*/ { id: 'people.csv.leavingReason', message: 'Reason for leaving' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * `GET /v2/people-csv/all-member` — the workforce list as a CSV file: the query of `GET /v2/people`
 * without paging (`menu`, `category`, the id filters, `freeText`, `sortColumn`, `sortOrder`), `mode`
 * `view` only, `encoding` UTF-8. HR operators only; 400 for a bad filter.
 */
export const peopleCsvEndpoint = endpoint({
  method: 'GET', path: '/v2/people-csv/all-member', summary: 'Workforce: CSV export', access: 'operator', product: 'HR',
  query: v.strictObject(
    {
      ...csvExportQuery().entries,
      ...viewOnly,
      ...peopleFilters,
      freeText: v.optional(freeTextSchema),
      sortColumn: v.optional(v.picklist(peopleSortColumnValues, messages.picklist.id), 'NAME'),
      sortOrder: v.optional(sortOrderSchema, 'asc'),
    },
    messages.invalid.id,
  ),
  responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
});

/**
 * `GET /v2/people-csv/alumni` — the alumni list as a CSV file: the query of `GET /v2/alumnus`
 * without paging (with the leaving-date window when the page's "leaving within a month" is on).
 */
export const alumniCsvEndpoint = endpoint({
  method: 'GET', path: '/v2/people-csv/alumni', summary: 'Alumni: CSV export', access: 'operator', product: 'HR',
  query: v.strictObject(
    {
      ...csvExportQuery().entries,
      ...viewOnly,
      ...alumniFilters,
      freeText: v.optional(freeTextSchema),
      sortColumn: v.optional(v.picklist(peopleSortColumnValues, messages.picklist.id), 'LEAVING_AT'),
      sortOrder: v.optional(sortOrderSchema, 'desc'),
    },
    messages.invalid.id,
  ),
  responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
});
