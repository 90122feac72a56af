import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';

/**
 * Refreshing an app integration's resources (its accounts) from the app (001 §3 "Refresh status",
 * §4 "App resource refresh", §7, §9: re-read every 5 s while IN_PROGRESS). The work runs as a
 * background job on the API's PostgreSQL job queue, not in the request (docs/software.md "Refresh").
 */

/** Answer of a refresh trigger (001 §4): queued now, one already queued or running, or too soon after the last one. */
export const refreshTriggerResultValues = ['ENQUEUED', 'ALREADY_IN_PROGRESS', 'RATE_LIMITED'] as const;
export type RefreshTriggerResult = (typeof refreshTriggerResultValues)[number];
export const refreshTriggerResponseSchema = v.object({ result: v.picklist(refreshTriggerResultValues) });
export type RefreshTriggerResponse = v.InferOutput<typeof refreshTriggerResponseSchema>;

/** A refresh's state: never refreshed (IDLE), queued or running (IN_PROGRESS), the last one SUCCEEDED or FAILED. */
export const refreshStatusValues = ['IDLE', 'IN_PROGRESS', 'SUCCEEDED', 'FAILED'] as const;
export type RefreshStatus = (typeof refreshStatusValues)[number];

/** Polling interval of a refresh status while IN_PROGRESS (001 §9), in ms. */
export const refreshStatusPollMs = 5000;

/**
 * `GET …/refresh-resources/status`: `status`, `lastRefreshedAt` (ISO 8601 end of the last
 * successful refresh, or null) and `error` (why the last refresh failed, or null).
 */
export const appRefreshStatusSchema = v.object({
  status: v.picklist(refreshStatusValues),
  lastRefreshedAt: v.nullable(v.string()),
  error: v.nullable(v.string()),
});
export type AppRefreshStatus = v.InferOutput<typeof appRefreshStatusSchema>;

/** `GET …/refresh-resources-all/status`: IN_PROGRESS while any integration's refresh is queued or running (`inProgress` of them), the latest `lastRefreshedAt`. */
export const refreshAllStatusSchema = v.object({
  status: v.picklist(['IDLE', 'IN_PROGRESS']),
  inProgress: v.number(),
  lastRefreshedAt: v.nullable(v.string()),
});
export type RefreshAllStatus = v.InferOutput<typeof refreshAllStatusSchema>;

const integrationParams = v.object({ id: v.string() });

/**
 * `POST /v2/app-integrations/{id}/refresh-resources` — queues a refresh of the integration's
 * accounts: ENQUEUED; ALREADY_IN_PROGRESS when one is queued or running; RATE_LIMITED when the last
 * one finished less than the configured interval ago (60 s by default, docs/software.md). 404 for
 * an unknown, foreign or non-UUID id; 409 when the integration is deactivated.
 */
export const refreshAppResourcesEndpoint = endpoint({
  method: 'POST', path: '/v2/app-integrations/{id}/refresh-resources', summary: 'Refresh an integration\'s accounts', access: 'operator', product: 'IT',
  params: integrationParams,
  responses: { 200: refreshTriggerResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

/** `GET /v2/app-integrations/{id}/refresh-resources/status` — the integration's refresh state; 404 as above. */
export const getAppRefreshStatusEndpoint = endpoint({
  method: 'GET', path: '/v2/app-integrations/{id}/refresh-resources/status', summary: 'Refresh status of an integration', access: 'operator', product: 'IT',
  params: integrationParams,
  responses: { 200: appRefreshStatusSchema, ...errorResponses(401, 403, 404) },
});

/**
 * `POST /v2/app-integrations/refresh-resources-all` — queues a refresh of every ACTIVE integration
 * of the company that is not already queued and not rate limited: ENQUEUED when at least one was
 * queued, else ALREADY_IN_PROGRESS when some are still running, else RATE_LIMITED.
 */
export const refreshAllAppResourcesEndpoint = endpoint({
  method: 'POST', path: '/v2/app-integrations/refresh-resources-all', summary: 'Refresh every integration', access: 'operator', product: 'IT',
  responses: { 200: refreshTriggerResponseSchema, ...errorResponses(401, 403) },
});

/** `GET /v2/app-integrations/refresh-resources-all/status` — how many of the company's refreshes are queued or running. */
export const getRefreshAllStatusEndpoint = endpoint({
  method: 'GET', path: '/v2/app-integrations/refresh-resources-all/status', summary: 'Refresh status of every integration', access: 'operator', product: 'IT',
  responses: { 200: refreshAllStatusSchema, ...errorResponses(401, 403) },
});

/** Every refresh endpoint, for `apiEndpoints`. */
export const appRefreshEndpoints = [refreshAppResourcesEndpoint, getAppRefreshStatusEndpoint, refreshAllAppResourcesEndpoint, getRefreshAllStatusEndpoint] as const;
