import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { listResponse } from '../common/list-query';
import { workerStatusSchema, workerTypeSchema } from './people';
import { personFields } from './person';

/**
 * The external HR SaaS import (001 §2 "Person screens": `/person/external-hr-saas`,
 * `/person/external-hr-saas/{appIntegrationId}/preview`; docs/people.md "External HR SaaS").
 *
 * The company's integrations of HR apps of the catalog (SmartHR, freee人事労務, カオナビ: category HR
 * with an HR connector) report the company's workers. The preview compares what the HR SaaS
 * reports with the workforce — each reported worker matched on `people.external_hr_id`, else on
 * the work e-mail (case-insensitive) — and the import applies the chosen changes in one
 * transaction, each with its audit entry (type PERSON).
 */

/** An HR SaaS integration as `/person/external-hr-saas` lists it. `lastImportedAt` ISO 8601 or null. */
export const hrSaasIntegrationSchema = v.object({
  appIntegrationId: v.string(),
  /** The integration's name (usually the app's). */
  name: v.string(),
  appName: v.string(),
  vendorName: v.string(),
  logoUrl: v.nullable(v.string()),
  integratedTenantName: v.nullable(v.string()),
  /** ACTIVE or DEACTIVATED (a deactivated integration lists but cannot be previewed: 404). */
  status: v.picklist(['ACTIVE', 'DEACTIVATED']),
  /** Workers the HR SaaS reports now (0 for a deactivated integration). */
  reportedPeopleCount: v.number(),
  /** People of the company linked to this HR SaaS (`external_hr_id` set). */
  linkedPeopleCount: v.number(),
  lastImportedAt: v.nullable(v.string()),
});
export type HrSaasIntegration = v.InferOutput<typeof hrSaasIntegrationSchema>;

/** `GET /v2/external-hr-saas` — the company's HR SaaS integrations, by name. */
export const listHrSaasIntegrationsEndpoint = endpoint({
  method: 'GET', path: '/v2/external-hr-saas', summary: 'HR SaaS integrations', access: 'operator', product: 'HR',
  responses: { 200: listResponse(hrSaasIntegrationSchema), ...errorResponses(401, 403) },
});

/**
 * What importing one reported worker would do: `NEW` (no person matches: a person is added),
 * `CHANGED` (matched, some fields differ: they are updated), `LEAVING` (matched, the HR SaaS reports a
 * leaving date the person does not have yet: status LEAVING with that date), `UNCHANGED`.
 */
export const hrSaasActionValues = ['NEW', 'CHANGED', 'LEAVING', 'UNCHANGED'] as const;
export const hrSaasActionSchema = v.picklist(hrSaasActionValues, messages.picklist.id);
export type HrSaasAction = v.InferOutput<typeof hrSaasActionSchema>;

/** How a reported worker was matched to a person: the stored HR SaaS id, else the work e-mail. */
export const hrSaasMatchValues = ['EXTERNAL_ID', 'EMAIL'] as const;
export type HrSaasMatch = (typeof hrSaasMatchValues)[number];

/**
 * Fields an HR SaaS import compares and writes, as the person's payload and its audit entries name
 * them (`personFields` keys: the person's history tab shows the same paths; the leaving date is
 * `leaving.leavingAt`, as the person's leaving writes it).
 */
export const hrSaasFieldValues = [
  'employeeInformation.workerNumber', 'name.familyNameJa', 'name.givenNameJa', 'name.familyNameKana', 'name.givenNameKana',
  'name.familyNameEn', 'name.givenNameEn', 'employeeInformation.email', 'employeeInformation.departmentId',
  'employeeInformation.positionId', 'employeeInformation.joinedAt', 'leaving.leavingAt',
] as const satisfies readonly (keyof typeof personFields)[];
export type HrSaasField = (typeof hrSaasFieldValues)[number];

/**
 * The label of each compared field: the person's description (`personFields`, issue 30;
 * docs/fields.md), so the import preview's changes say what the person page and its history say.
 */
export const hrSaasFieldLabels = Object.fromEntries(hrSaasFieldValues.map((field) => [field, personFields[field].label])) as Record<HrSaasField, MessageDescriptor>;

/**
 * One field that would change: `before` / `after` as shown (a department or position by its name
 * in the request's language, dates YYYY-MM-DD), null when not set.
 */
export const hrSaasChangeSchema = v.object({ field: v.picklist(hrSaasFieldValues), before: v.nullable(v.string()), after: v.nullable(v.string()) });
export type HrSaasChange = v.InferOutput<typeof hrSaasChangeSchema>;

/**
 * One worker the HR SaaS reports, with what an import would do. `name` in the request's language
 * (Japanese: family name first), `department` the reported department's name (null when the HR
 * SaaS names none or a code the company does not have), `personId` / `matchedBy` the matched person
 * (null for NEW), `changes` the fields that differ (empty for UNCHANGED; for NEW every reported
 * field with `before` null).
 */
export const hrSaasPreviewItemSchema = v.object({
  externalId: v.string(),
  action: hrSaasActionSchema,
  personId: v.nullable(v.string()),
  matchedBy: v.nullable(v.picklist(hrSaasMatchValues)),
  workerNumber: v.string(),
  name: v.string(),
  nameKana: v.string(),
  email: v.string(),
  workerType: workerTypeSchema,
  /** The person's status now (null for NEW). */
  status: v.nullable(workerStatusSchema),
  department: v.nullable(v.string()),
  joinedAt: v.nullable(v.string()),
  leavingAt: v.nullable(v.string()),
  changes: v.array(hrSaasChangeSchema),
});
export type HrSaasPreviewItem = v.InferOutput<typeof hrSaasPreviewItemSchema>;

/** Path params of the preview and import calls (a non-UUID or another company's id → 404). */
export const hrSaasParamsSchema = v.object({ appIntegrationId: v.string() });

/** Counts of the preview per action. */
export const hrSaasSummarySchema = v.object({ newCount: v.number(), changedCount: v.number(), leavingCount: v.number(), unchangedCount: v.number() });
export type HrSaasSummary = v.InferOutput<typeof hrSaasSummarySchema>;

/**
 * `GET /v2/external-hr-saas/{appIntegrationId}/preview` → the integration, the counts per action and
 * every reported worker (NEW first, then CHANGED, LEAVING, UNCHANGED; by worker number within each).
 * 404: not an HR SaaS integration of the company, or deactivated.
 */
export const previewHrSaasEndpoint = endpoint({
  method: 'GET', path: '/v2/external-hr-saas/{appIntegrationId}/preview', summary: 'Preview an HR SaaS import', access: 'operator', product: 'HR',
  params: hrSaasParamsSchema,
  responses: {
    200: v.object({ integration: hrSaasIntegrationSchema, summary: hrSaasSummarySchema, items: v.array(hrSaasPreviewItemSchema) }),
    ...errorResponses(401, 403, 404),
  },
});

/** Most workers one import may name (the preview of a 10,000-worker company fits). */
export const hrSaasImportMaxItems = 10_000;

/**
 * Body of the import: the `externalId`s of the previewed workers to apply (at least one, no
 * repeats). An id the HR SaaS does not report (any more) is a 400 on `externalIds.{index}`; an id
 * whose worker is UNCHANGED by now is skipped.
 */
export const importHrSaasBodySchema = v.object({
  externalIds: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1, messages.required.id))),
    v.minLength(1, messages.required.id),
    v.maxLength(hrSaasImportMaxItems, messages.maxItems.id),
    v.check((ids) => new Set(ids).size === ids.length, messages.duplicate.id),
  ),
});
export type ImportHrSaasBody = v.InferOutput<typeof importHrSaasBodySchema>;

/** What an import did. */
export const hrSaasImportResultSchema = v.object({ createdCount: v.number(), updatedCount: v.number(), leavingCount: v.number(), skippedCount: v.number() });
export type HrSaasImportResult = v.InferOutput<typeof hrSaasImportResultSchema>;

/**
 * `POST /v2/external-hr-saas/{appIntegrationId}/import` — applies the chosen workers' changes in one
 * transaction (all or nothing), each person written with its audit entry; a matched person gets the
 * HR SaaS's id in `external_hr_id`. 400 on a bad selection, 404 as for the preview, 409 when a new
 * worker's number or e-mail was taken meanwhile (nothing is written).
 */
export const importHrSaasEndpoint = endpoint({
  method: 'POST', path: '/v2/external-hr-saas/{appIntegrationId}/import', summary: 'Import people from an HR SaaS', access: 'operator', product: 'HR',
  params: hrSaasParamsSchema,
  body: importHrSaasBodySchema,
  responses: { 200: hrSaasImportResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
});
