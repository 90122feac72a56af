import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { countQuery, listQuery, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';
import { activityEndpoint } from '../system/audit-log';
import { peopleRefSchema, workerStatusSchema, workerTypeSchema } from './people';
import { bankAccountTypeValues, payTypeValues } from './person';

/**
 * The people area's other list tabs (001 §2 People "Other tabs": salary-and-payment, people-graph,
 * community, rule-and-policy, operation-activity, alerts). The spec does not describe their content;
 * docs/people.md "The list tabs" records what each shows and why. Every call is HR operators only
 * (`product: 'HR'`) and reads the session's company only.
 */

/** A person as the tabs show them: id (links to `/person/{id}` or `/person/alumni/{id}`), name in the request's language, avatar. */
export const peopleTabPersonSchema = v.object({
  id: v.string(),
  name: v.string(),
  nameKana: v.string(),
  workerNumber: v.string(),
  avatarUrl: v.nullable(v.string()),
  workerType: workerTypeSchema,
  status: workerStatusSchema,
  department: peopleRefSchema,
});
export type PeopleTabPerson = v.InferOutput<typeof peopleTabPersonSchema>;

/* ------------------------------------------------------------------ salary and payment */

/**
 * A row of `/people/salary-and-payment`: the worker, pay type, base salary and commuting allowance
 * (whole JPY; the salary is per month, day or hour by `payType`), and the bank the pay goes to —
 * the account number is masked but its last 4 digits (`****1234`).
 */
export const salaryRowSchema = v.object({
  person: peopleTabPersonSchema,
  employmentType: peopleRefSchema,
  payType: v.nullable(v.picklist(payTypeValues)),
  baseSalaryJpy: v.nullable(v.number()),
  commutingAllowanceJpy: v.nullable(v.number()),
  bankName: v.nullable(v.string()),
  bankBranchName: v.nullable(v.string()),
  bankAccountType: v.nullable(v.picklist(bankAccountTypeValues)),
  bankAccountNumberMasked: v.nullable(v.string()),
});
export type SalaryRow = v.InferOutput<typeof salaryRowSchema>;

/** Sort columns of the salary list (default `NAME`). */
export const salarySortColumnValues = ['NAME', 'WORKER_NUMBER', 'BASE_SALARY', 'COMMUTING_ALLOWANCE'] as const;
/**
 * Query of `GET /v2/people-salaries`: the workforce (every status but ALUMNI) with `freeText`,
 * `payType` (one of MONTHLY, DAILY, HOURLY; absent: all), sort, `pageIndex` (0), `pageSize` (100).
 */
export const salaryListQuerySchema = listQuery({
  sortColumns: salarySortColumnValues, sortColumn: 'NAME',
  filters: { payType: v.optional(v.picklist(payTypeValues, messages.picklist.id)) },
});
export const salaryCountQuerySchema = countQuery({ payType: v.optional(v.picklist(payTypeValues, messages.picklist.id)) });
/** URL search of `/people/salary-and-payment`. */
export const salarySearchSchema = searchParamsSchema(salaryListQuerySchema);
export type SalarySearch = v.InferOutput<typeof salarySearchSchema>;

/** `GET /v2/people-salaries` and `/v2/people-salaries/count` — pay and bank of the workforce. */
export const { list: listPeopleSalariesEndpoint, count: countPeopleSalariesEndpoint } = listEndpoints({
  path: '/v2/people-salaries', countPath: '/v2/people-salaries/count', summary: 'Workforce pay and bank', access: 'operator', product: 'HR',
  row: salaryRowSchema, query: salaryListQuerySchema, countQuery: salaryCountQuerySchema,
});

/* ------------------------------------------------------------------------ people graph */

/**
 * `GET /v2/people-graph` answer: `headcountByDepartment` — the workforce (not alumni, not yet
 * joined: statuses ACTIVE, NEW_HIRE, LEAVING) per department, largest first (`department` null: no
 * department); `byWorkerType` — the same headcount per worker type; `joinersAndLeavers` — for each of
 * the last 12 calendar months up to this one (`month` YYYY-MM, oldest first), how many joined
 * (`joinedAt` in the month) and how many left (`leavingAt` in the month, LEAVING or ALUMNI).
 */
export const peopleGraphSchema = v.object({
  headcountByDepartment: v.array(v.object({ department: peopleRefSchema, count: v.number() })),
  byWorkerType: v.array(v.object({ workerType: workerTypeSchema, count: v.number() })),
  joinersAndLeavers: v.array(v.object({ month: v.string(), joiners: v.number(), leavers: v.number() })),
});
export type PeopleGraph = v.InferOutput<typeof peopleGraphSchema>;

/** `GET /v2/people-graph` — headcounts and joiners and leavers by month. */
export const getPeopleGraphEndpoint = endpoint({
  method: 'GET', path: '/v2/people-graph', summary: 'People graph', access: 'operator', product: 'HR',
  responses: { 200: peopleGraphSchema, ...errorResponses(401, 403) },
});

/* --------------------------------------------------------------------------- community */

/**
 * `GET /v2/people-community` answer, for the current month in Asia/Tokyo (`month` YYYY-MM):
 * `birthdays` — workers (not alumni) born this month, by day (`day` 1–31; the year is not shown);
 * `newJoiners` — workers who joined in the last 30 days or join in the next 30, by date;
 * `anniversaries` — workers whose joining month is this month, a whole number of `years` (≥ 1) ago.
 */
export const peopleCommunitySchema = v.object({
  month: v.string(),
  birthdays: v.array(v.object({ person: peopleTabPersonSchema, day: v.number() })),
  newJoiners: v.array(v.object({ person: peopleTabPersonSchema, joinedAt: v.string() })),
  anniversaries: v.array(v.object({ person: peopleTabPersonSchema, joinedAt: v.string(), years: v.number() })),
});
export type PeopleCommunity = v.InferOutput<typeof peopleCommunitySchema>;

/** `GET /v2/people-community` — this month's birthdays, new joiners and work anniversaries. */
export const getPeopleCommunityEndpoint = endpoint({
  method: 'GET', path: '/v2/people-community', summary: 'People community', access: 'operator', product: 'HR',
  responses: { 200: peopleCommunitySchema, ...errorResponses(401, 403) },
});

/* --------------------------------------------------------------------- rule and policy */

/**
 * `GET /v2/people-rules` answer: the HR rules in force for the company. The fixed rules are
 * `alumniWindowMonths` (the alumni list's "leaving within a month": 1) and `timeZone` (the day a
 * leaving takes effect is counted in it); `leavingsDue` — LEAVING workers whose leaving date has
 * passed (they become alumni on the next daily run); `catalogs` — each people-settings catalog in
 * use (its `catalog` code, enabled and disabled entries, and how many workers hold one of its entries).
 */
export const peopleRulesSchema = v.object({
  alumniWindowMonths: v.number(),
  timeZone: v.string(),
  leavingsDue: v.number(),
  catalogs: v.array(v.object({ catalog: v.string(), enabled: v.number(), disabled: v.number(), peopleUsing: v.number() })),
});
export type PeopleRules = v.InferOutput<typeof peopleRulesSchema>;

/** `GET /v2/people-rules` — the HR rules and catalogs in force. */
export const getPeopleRulesEndpoint = endpoint({
  method: 'GET', path: '/v2/people-rules', summary: 'People rules and policy', access: 'operator', product: 'HR',
  responses: { 200: peopleRulesSchema, ...errorResponses(401, 403) },
});

/* ------------------------------------------------------------------ operation activity */

/** `GET /v2/people-activities` — the audit log of people records (`resourceType` PERSON), newest first. */
export const listPeopleActivitiesEndpoint = activityEndpoint({ path: '/v2/people-activities', summary: 'People operation activity', product: 'HR' });

/* ------------------------------------------------------------------------------ alerts */

/**
 * A row of `/people/alerts`: a worker who is leaving (LEAVING) or has left (ALUMNI) and still holds
 * company resources — devices in service checked out to them (`devices`), equipment assigned to
 * them (`equipment`), license seats (`licenses`) and active app accounts linked to them or found by
 * their e-mail (`appAccounts`) — with their last day (`leavingAt`).
 */
export const peopleAlertSchema = v.object({
  person: peopleTabPersonSchema,
  leavingAt: v.nullable(v.string()),
  devices: v.number(),
  equipment: v.number(),
  licenses: v.number(),
  appAccounts: v.number(),
});
export type PeopleAlert = v.InferOutput<typeof peopleAlertSchema>;

/** Alert kinds: which resources a leaver still holds; `ALL` any of them (default). */
export const peopleAlertKindValues = ['ALL', 'DEVICES', 'EQUIPMENT', 'LICENSES', 'APP_ACCOUNTS'] as const;
export type PeopleAlertKind = (typeof peopleAlertKindValues)[number];
const alertFilters = {
  kind: v.optional(v.picklist(peopleAlertKindValues, messages.picklist.id), 'ALL'),
  status: v.optional(v.picklist(['ALL', 'LEAVING', 'ALUMNI'], messages.picklist.id), 'ALL'),
};
/** Query of `GET /v2/people-alerts`: `kind`, `status` (ALL, LEAVING, ALUMNI), `freeText`, sort (`LEAVING_AT` desc default, `NAME`), paging. */
export const peopleAlertListQuerySchema = listQuery({ sortColumns: ['LEAVING_AT', 'NAME'], sortColumn: 'LEAVING_AT', sortOrder: 'desc', filters: alertFilters });
export const peopleAlertCountQuerySchema = countQuery(alertFilters);
/** URL search of `/people/alerts`. */
export const peopleAlertSearchSchema = searchParamsSchema(peopleAlertListQuerySchema);
export type PeopleAlertSearch = v.InferOutput<typeof peopleAlertSearchSchema>;

/** `GET /v2/people-alerts` and `/v2/people-alerts/count` — leavers and alumni who still hold resources. */
export const { list: listPeopleAlertsEndpoint, count: countPeopleAlertsEndpoint } = listEndpoints({
  path: '/v2/people-alerts', countPath: '/v2/people-alerts/count', summary: 'People alerts', access: 'operator', product: 'HR',
  row: peopleAlertSchema, query: peopleAlertListQuerySchema, countQuery: peopleAlertCountQuerySchema,
});
