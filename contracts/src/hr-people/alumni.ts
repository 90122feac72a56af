import * as v from 'valibot';
import { messages } from '../messages';
import { countQuery, listQuery, queryBoolean, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';
import { peopleIdFilters, peopleRefSchema, peopleSortColumnValues, personSchema } from './people';

/**
 * The alumni list (001 §2 People "Alumni list", §4 "leaving within a month", §7 `GET /v2/alumnus`,
 * `/v2/alumnus/count`, §9 the one-month window). Alumni are workers whose status is ALUMNI: they
 * left, and from the day after their leaving date (`leavingAt`, their last day) they are no longer
 * in the workforce.
 */

/** Alumni `category` (001 §2 `*_ALUMNI`): every alumnus (default `ALL_ALUMNI`) or those of one worker type. */
export const alumniCategoryValues = ['ALL_ALUMNI', 'EMPLOYEE_ALUMNI', 'BOARD_MEMBER_ALUMNI', 'CONTRACTOR_ALUMNI', 'COLLABORATOR_ALUMNI'] as const;
export type AlumniCategory = (typeof alumniCategoryValues)[number];

const leavingDate = v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id));

/**
 * The alumni filters: `category`, the five id filters of the workforce (001 §2), and the leaving-date
 * window `leavingDateFrom` / `leavingDateTo` (YYYY-MM-DD, both days included; either may be absent).
 */
export const alumniFilters = {
  category: v.optional(v.picklist(alumniCategoryValues, messages.picklist.id), 'ALL_ALUMNI'),
  ...peopleIdFilters,
  leavingDateFrom: v.optional(leavingDate),
  leavingDateTo: v.optional(leavingDate),
};

/**
 * Query of `GET /v2/alumnus`: the alumni filters, `sortColumn` (the workforce's columns; default
 * `LEAVING_AT`), `sortOrder` (default `desc`: the latest leavers first), `freeText`, `pageIndex` (0),
 * `pageSize` (100, 1–1000). Bad values are 400 with the key as path.
 */
export const alumniListQuerySchema = listQuery({ sortColumns: peopleSortColumnValues, sortColumn: 'LEAVING_AT', sortOrder: 'desc', filters: alumniFilters });
export type AlumniListQuery = v.InferOutput<typeof alumniListQuerySchema>;
/** Query of `GET /v2/alumnus/count`: the alumni filters and `freeText`. */
export const alumniCountQuerySchema = countQuery(alumniFilters);
export type AlumniCountQuery = v.InferOutput<typeof alumniCountQuerySchema>;

const { leavingDateFrom: _from, leavingDateTo: _to, ...alumniSearchEntries } = alumniListQuerySchema.entries;
/**
 * URL search of `/people/alumni`: the list query without the dates, plus `leavingWithinMonth`
 * (`true`: the option "leaving within a month" — the page sends the window of
 * {@link leavingWithinMonthWindow}). Invalid values fall back to their defaults.
 */
export const alumniSearchSchema = searchParamsSchema(
  v.strictObject({ ...alumniSearchEntries, leavingWithinMonth: v.optional(queryBoolean, false) }),
);
export type AlumniSearch = v.InferOutput<typeof alumniSearchSchema>;

/**
 * The "leaving within a month" window (001 §4, §9: one month back to now) for `today`
 * (YYYY-MM-DD, the caller's local date): `leavingDateFrom` is the same day one calendar month
 * earlier (clamped to that month's last day: 2026-03-31 → 2026-02-28), `leavingDateTo` is today.
 */
export function leavingWithinMonthWindow(today: string): { leavingDateFrom: string; leavingDateTo: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const month = m === 1 ? 12 : m - 1;
  const year = m === 1 ? y - 1 : y;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const from = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  return { leavingDateFrom: from, leavingDateTo: today };
}

/**
 * An alumni row: the workforce row (its `leavingAt` is the last day of work) plus why they left —
 * the retirement reason (employees, board members) or the contract end reason (contractors,
 * collaborators), each `{ id, name } | null` in the request's language.
 */
export const alumnusSchema = v.object({
  ...personSchema.entries,
  retirementReason: peopleRefSchema,
  contractEndReason: peopleRefSchema,
});
export type Alumnus = v.InferOutput<typeof alumnusSchema>;

/** `GET /v2/alumnus` — one page of alumni; `GET /v2/alumnus/count` — how many match. HR operators only. */
export const { list: listAlumniEndpoint, count: countAlumniEndpoint } = listEndpoints({
  path: '/v2/alumnus', countPath: '/v2/alumnus/count', summary: 'Alumni', access: 'operator', product: 'HR',
  row: alumnusSchema, query: alumniListQuerySchema, countQuery: alumniCountQuerySchema,
});
