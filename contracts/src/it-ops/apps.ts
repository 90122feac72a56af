import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { freeTextSchema } from '../common/list-query';

/**
 * The app marketplace (001 §2 "/software/marketplace", "/software/marketplace/{id}", "…/install/finish";
 * §5 "the custom app marketplace entry is not found"; §7 `GET /v2/apps`, `/v2/apps/{id}`,
 * `/v2/app-categories`; §8 "Failed to fetch apps" / "Failed to fetch app categories").
 * The catalog is global reference data; whether an app is integrated is the caller's company's.
 */

/** Server messages of the marketplace (catalog `contracts`). */
export const appMessages = {
  alreadyIntegrated: /*i18n*/ { id: 'api.app.alreadyIntegrated', message: 'This app is already integrated. Open its integration instead.' },
  tenantWhitespaceOnly: /*i18n*/ { id: 'validation.app.tenant.whitespaceOnly', message: 'The tenant name cannot be only spaces' },
  refreshNotAvailable: /*i18n*/ { id: 'api.app.refreshNotAvailable', message: 'This integration cannot be refreshed: it is deactivated or a custom app without a connector.' },
} as const;

/**
 * The id the UI uses for "a custom app" where a marketplace app id is expected (001 §2: a custom
 * app's header links to the custom SaaS add form, never to a catalog entry). `GET /v2/apps/{id}`
 * answers 404 for it and `/software/marketplace/{id}` shows the not-found page (001 §5). It is the
 * nil UUID, so no catalog app can ever have it.
 */
export const customAppMarkerId = '00000000-0000-0000-0000-000000000000';

/** Integrated tenant name: 1–100 characters, not only spaces (ASCII or U+3000). */
export const integratedTenantNameMaxLength = 100;

/** A marketplace category (`GET /v2/app-categories`): the software category code as `id`, its name in the request's language. */
export const appCategorySchema = v.object({ id: v.string(), name: v.string() });
export type AppCategory = v.InferOutput<typeof appCategorySchema>;

/**
 * A catalog app as the marketplace cards show it: `id`, `name`, `vendorName`, `categoryId` and the
 * category's localized `categoryName`, `description` in the request's language (Accept-Language,
 * then the session's locale), `logoUrl` (null: the card shows the initial), `websiteUrl`,
 * `features` (`USER_PROVISIONING`, `SSO`, `MDM`), `authMethod` (`SAML`, `OAUTH`, `SELF`, `OTHER`
 * or null), and `appIntegrationId`: the caller's company's integration of it, or null when not
 * integrated (`isIntegrated` says the same as a boolean).
 */
export const appSchema = v.object({
  id: v.string(),
  name: v.string(),
  vendorName: v.string(),
  categoryId: v.string(),
  categoryName: v.string(),
  description: v.string(),
  logoUrl: v.nullable(v.string()),
  websiteUrl: v.nullable(v.string()),
  features: v.array(v.string()),
  authMethod: v.nullable(v.string()),
  isIntegrated: v.boolean(),
  appIntegrationId: v.nullable(v.string()),
});
export type App = v.InferOutput<typeof appSchema>;

/**
 * Query of `GET /v2/apps`: `categoryId` (a category id; an unknown id matches nothing) and
 * `freeText` (≤ 200 characters, matched case-insensitively against the name and vendor).
 */
export const appsListQuerySchema = v.strictObject(
  {
    categoryId: v.optional(v.pipe(v.string(), v.maxLength(50, messages.maxLength.id))),
    freeText: v.optional(freeTextSchema),
  },
  messages.invalid.id,
);
export type AppsListQuery = v.InferOutput<typeof appsListQuerySchema>;

/** URL search of `/software/marketplace` (001 §2): `text` (the API's `freeText`) and `categoryId`; invalid values fall back to none. */
export const appsSearchSchema = v.object({
  text: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  categoryId: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{1,50}$/))), undefined),
});
export type AppsSearch = v.InferOutput<typeof appsSearchSchema>;

/** URL search of `/software/marketplace/{id}`: `installDialogDefaultOpen` opens the install dialog on arrival. */
export const appDetailSearchSchema = v.object({
  installDialogDefaultOpen: v.fallback(
    v.optional(v.pipe(v.union([v.boolean(), v.picklist(['true', 'false'])]), v.transform((value) => value === true || value === 'true'))),
    undefined,
  ),
});
export type AppDetailSearch = v.InferOutput<typeof appDetailSearchSchema>;

/**
 * URL search of `/software/marketplace/{id}/install/finish` (001 §2, §4): `result` success or error,
 * `appIntegrationId` (with success), `errorMessage` (with error; `+` is shown as a space).
 */
export const appInstallFinishSearchSchema = v.object({
  result: v.fallback(v.optional(v.picklist(['success', 'error'])), undefined),
  appIntegrationId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  errorMessage: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(1000))), undefined),
});
export type AppInstallFinishSearch = v.InferOutput<typeof appInstallFinishSearchSchema>;

/** Path params of the one-app calls (`id`; not a UUID, unknown or the custom-app marker → 404). */
export const appIdParamsSchema = v.object({ id: v.string() });

/** `GET /v2/apps` — `{ items }`: the catalog in category then display order, filtered by `categoryId` and `freeText`. */
export const listAppsEndpoint = endpoint({
  method: 'GET', path: '/v2/apps', summary: 'Marketplace apps', access: 'operator', product: 'IT',
  query: appsListQuerySchema,
  responses: { 200: v.object({ items: v.array(appSchema) }), ...errorResponses(400, 401, 403) },
});

/** `GET /v2/apps/{id}` — one catalog app; 404 for a non-UUID or unknown id and for `customAppMarkerId`. */
export const getAppEndpoint = endpoint({
  method: 'GET', path: '/v2/apps/{id}', summary: 'One marketplace app', access: 'operator', product: 'IT',
  params: appIdParamsSchema,
  responses: { 200: appSchema, ...errorResponses(401, 403, 404) },
});

/** `GET /v2/app-categories` — `{ items }`: every category in display order, names in the request's language. */
export const listAppCategoriesEndpoint = endpoint({
  method: 'GET', path: '/v2/app-categories', summary: 'Marketplace categories', access: 'operator', product: 'IT',
  responses: { 200: v.object({ items: v.array(appCategorySchema) }), ...errorResponses(401, 403) },
});

/** `integratedTenantName`: required, 1–100 characters after trimming, not only spaces. */
export const integratedTenantNameSchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.check((name) => name === '' || name.replace(/[\s\u3000]/g, '') !== '', appMessages.tenantWhitespaceOnly.id),
  v.maxLength(integratedTenantNameMaxLength, messages.maxLength.id),
);

/** Body of `POST /v2/apps/{id}/install`: the tenant of the app the company integrates (its workspace, domain or org name). */
export const installAppBodySchema = v.object({ integratedTenantName: integratedTenantNameSchema });
export type InstallAppBody = v.InferOutput<typeof installAppBodySchema>;
export type InstallAppInput = v.InferInput<typeof installAppBodySchema>;

/**
 * `POST /v2/apps/{id}/install` — integrates the app for the company: 201 `{ appIntegrationId }`.
 * Creates the integration (named after the app, empty contract, status ACTIVE; audited as
 * APP_INTEGRATION), links the company's SaaS registry row of the same name or creates it
 * (integration status INTEGRATED), and enqueues the first resource refresh. 400 with field paths
 * (`integratedTenantName`); 404 for an unknown app or the marker; 409 `CONFLICT` with
 * `api.app.alreadyIntegrated` when the company already has an integration of the app (one per app:
 * docs/software.md).
 */
export const installAppEndpoint = endpoint({
  method: 'POST', path: '/v2/apps/{id}/install', summary: 'Install (integrate) an app', access: 'operator', product: 'IT',
  params: appIdParamsSchema, body: installAppBodySchema,
  responses: { 201: v.object({ appIntegrationId: v.string() }), ...errorResponses(400, 401, 403, 404, 409) },
});

/** Every marketplace endpoint, for `apiEndpoints`. */
export const appEndpoints = [listAppsEndpoint, getAppEndpoint, listAppCategoriesEndpoint, installAppEndpoint] as const;
