import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { idParamsSchema } from '../common/resource';
import { operationAssigneeKindSchema, operationTaskKindSchema } from '../operations/pattern-definition';
import { operationCoreSchema, operationInstanceStatusSchema } from '../operations/operation-packages';
import { isCalendarDate } from '../operations/form-values';

/**
 * Self-service operation packages of the individual area (001 §2 "Individual area":
 * `/individual/operation-package/{id}` and `…/pattern/{patternId}`; issue 14;
 * docs/operation-packages.md "The individual area"). A package marked `self_service` (e.g. 住所変更届,
 * 備品貸出申請) whose subjects are people may be started by an individual for themselves: the
 * instance's subject is the signed-in user's person, the requester the user. Archived packages and
 * patterns are not offered (404 here); access `individual`.
 */

/** The server's messages of the self-service calls (catalog `contracts`). */
export const individualPackageMessages = {
  noPerson: /*i18n*/ {
    id: 'api.individual.package.noPerson',
    message: 'Your account is not linked to a person of your company, so you cannot start this for yourself. Ask your administrator.',
  },
  alreadyStarted: /*i18n*/ { id: 'api.individual.package.alreadyStarted', message: 'You already have this in progress. Finish it before starting it again.' },
} as const;

/** A self-service package as the individual area lists it: names in the request's language, how many patterns it offers. */
export const individualPackageRowSchema = v.object({
  id: v.string(),
  core: operationCoreSchema,
  name: v.string(),
  description: v.nullable(v.string()),
  patternCount: v.number(),
});
export type IndividualPackageRow = v.InferOutput<typeof individualPackageRowSchema>;

/** A pattern of a self-service package: its name, description and size. */
export const individualPatternRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  stepCount: v.number(),
  taskCount: v.number(),
});
export type IndividualPatternRow = v.InferOutput<typeof individualPatternRowSchema>;

/**
 * One of the user's own instances of a package (the ones they started or are the subject of):
 * `status`, `anchorDate`, `startedAt` ISO, the open step's name, and `nextTaskId` (their first open
 * task in it, where "continue" leads; null when none is theirs now).
 */
export const individualOwnInstanceSchema = v.object({
  id: v.string(),
  patternId: v.string(),
  patternName: v.string(),
  status: operationInstanceStatusSchema,
  anchorDate: v.string(),
  startedAt: v.string(),
  currentStepName: v.nullable(v.string()),
  nextTaskId: v.nullable(v.string()),
});
export type IndividualOwnInstance = v.InferOutput<typeof individualOwnInstanceSchema>;

/** `GET /v2/individual/operation-packages/{id}`: the package, its patterns and the user's own instances (newest first, at most 20). */
export const individualPackageDetailSchema = v.object({
  ...individualPackageRowSchema.entries,
  patterns: v.array(individualPatternRowSchema),
  myInstances: v.array(individualOwnInstanceSchema),
});
export type IndividualPackageDetail = v.InferOutput<typeof individualPackageDetailSchema>;

/**
 * `GET /v2/individual/operation-packages/{id}/patterns/{patternId}`: the pattern with its steps
 * (each task's name, kind, who does it and its due offset in days from the anchor date), the
 * package's name, and `openInstance` (the user's instance of it in progress, with `nextTaskId`;
 * while one is open the pattern cannot be started again).
 */
export const individualPatternDetailSchema = v.object({
  ...individualPatternRowSchema.entries,
  packageId: v.string(),
  packageName: v.string(),
  steps: v.array(
    v.object({
      name: v.string(),
      tasks: v.array(v.object({ name: v.string(), kind: operationTaskKindSchema, assigneeKind: operationAssigneeKindSchema, dueOffsetDays: v.number() })),
    }),
  ),
  openInstance: v.nullable(v.object({ id: v.string(), nextTaskId: v.nullable(v.string()) })),
});
export type IndividualPatternDetail = v.InferOutput<typeof individualPatternDetailSchema>;

/** Body of the start: `anchorDate` (YYYY-MM-DD), the date the tasks' due dates count from (a moving day, a joining day). */
export const startIndividualPatternBodySchema = v.object({
  anchorDate: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.check(isCalendarDate, messages.isoDate.id)),
});
export type StartIndividualPatternBody = v.InferOutput<typeof startIndividualPatternBodySchema>;

/** Answer of the start: the request, the new instance and `firstTaskId` (the user's first open task in it; null when the first step is someone else's). */
export const startIndividualPatternResultSchema = v.object({ requestId: v.string(), instanceId: v.string(), firstTaskId: v.nullable(v.string()) });
export type StartIndividualPatternResult = v.InferOutput<typeof startIndividualPatternResultSchema>;

const patternParams = v.object({ id: v.string(), patternId: v.string() });

/** `GET /v2/individual/operation-packages` — `{ items }` of the self-service packages of the company (not archived), by name. */
export const listIndividualPackagesEndpoint = endpoint({
  method: 'GET', path: '/v2/individual/operation-packages', summary: 'Operation packages I may start myself', access: 'individual',
  responses: { 200: v.object({ items: v.array(individualPackageRowSchema) }), ...errorResponses(401, 403) },
});

/** `GET /v2/individual/operation-packages/{id}` — one self-service package (404: not self-service, archived, another company's). */
export const getIndividualPackageEndpoint = endpoint({
  method: 'GET', path: '/v2/individual/operation-packages/{id}', summary: 'One operation package I may start myself', access: 'individual',
  params: idParamsSchema, responses: { 200: individualPackageDetailSchema, ...errorResponses(401, 403, 404) },
});

/** `GET /v2/individual/operation-packages/{id}/patterns/{patternId}` — one of its patterns (404: archived or not the package's). */
export const getIndividualPatternEndpoint = endpoint({
  method: 'GET', path: '/v2/individual/operation-packages/{id}/patterns/{patternId}', summary: 'One pattern of a package I may start myself', access: 'individual',
  params: patternParams, responses: { 200: individualPatternDetailSchema, ...errorResponses(401, 403, 404) },
});

/**
 * `POST /v2/individual/operation-packages/{id}/patterns/{patternId}/start` — start the pattern for
 * oneself (201). 409 when the user already has it in progress or has no person; 400 on the date.
 */
export const startIndividualPatternEndpoint = endpoint({
  method: 'POST', path: '/v2/individual/operation-packages/{id}/patterns/{patternId}/start', summary: 'Start a pattern for myself', access: 'individual',
  params: patternParams, body: startIndividualPatternBodySchema, responses: { 201: startIndividualPatternResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** The self-service calls, for `apiEndpoints`. */
export const individualPackageEndpoints = [
  listIndividualPackagesEndpoint,
  getIndividualPackageEndpoint,
  getIndividualPatternEndpoint,
  startIndividualPatternEndpoint,
] as const;
