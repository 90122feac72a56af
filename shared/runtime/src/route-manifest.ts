import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import type { MarketplaceRole, Product } from '@kanri/contracts';

/**
 * A remote's route manifest (issue 27 "Remotes own their routes"; docs/frontend-interfaces.md
 * "Route manifests"): what the shell needs to know of a remote before loading its code — the URL
 * spaces it owns, its navigation and command-palette entries with both languages' labels, the
 * product each module needs (for showing only: the server decides every call), and the redirects
 * of its URL spaces.
 *
 * A remote writes the *source* form (`RouteManifestSource`, `src/route-manifest.ts`, labels as
 * Lingui `msg` descriptors extracted into the remote's own catalog). Its build resolves the labels
 * in both locales with `resolveRouteManifest` and deploys the result as `route-manifest.json`
 * beside `mf-manifest.json` (`no-cache`). The host fetches every remote's file at start-up, in
 * parallel with its own code, and checks it with `parseRouteManifest`.
 *
 * This file imports only valibot and types: the build evaluates it in Node.
 */

/** The file name of a remote's route manifest, beside its `mf-manifest.json`. */
export const routeManifestFileName = 'route-manifest.json';

/** The manifest format this host reads; a remote's file with another version is refused. */
export const routeManifestVersion = 1;

/** The locales a manifest label carries (000 §1, §9). Kept here so the build can run this file alone. */
const manifestLocales = ['en-US', 'ja-JP'] as const;

/** Products a module may need: the contracts' products, and `any` (the cockpit: at least one product). */
const manifestProducts = ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS', 'any'] as const satisfies readonly (Product | 'any')[];
// the list above names every product of the contracts (a new product fails the typecheck here)
type MissingProduct = Exclude<Product, (typeof manifestProducts)[number]>;
const everyProductListed: MissingProduct extends never ? true : false = true;
void everyProductListed;

/** The contracts' marketplace roles of a company (`marketplaceRoleValues`), kept here for the same reason. */
const manifestMarketplaceRoles = ['CUSTOMER', 'SUPPLIER'] as const satisfies readonly MarketplaceRole[];
type MissingRole = Exclude<MarketplaceRole, (typeof manifestMarketplaceRoles)[number]>;
const everyRoleListed: MissingRole extends never ? true : false = true;
void everyRoleListed;

/**
 * The companies whose staff see a module or a navigation child, by their marketplace role (issue
 * 30): absent means customers only — a staff module serves a company's own back office, and a
 * supplier's staff get what a module says it offers suppliers (the marketplace's sales orders,
 * the settings). A navigation child without it is offered to its module's companies.
 */
const marketplaceRolesSchema = v.optional(v.pipe(v.array(v.picklist(manifestMarketplaceRoles)), v.minLength(1)));

/** The product a module belongs to: a contract product, or `any` (docs/permissions.md "The shell"). */
export type ModuleProduct = Product | 'any';

const labelText = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120));
/** A label in both languages, e.g. `{ 'en-US': 'Software', 'ja-JP': 'ソフトウェア' }`. */
export const localizedLabelSchema = v.strictObject({ 'en-US': labelText, 'ja-JP': labelText });
export type LocalizedLabel = v.InferOutput<typeof localizedLabelSchema>;

/** A site path (`/software/registry`): lower-case segments, no query, no trailing slash. */
const sitePath = v.pipe(v.string(), v.regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'a site path such as /software/registry'));
/** A react-router pattern of a redirect (`/person/:id`, `/apps/*`). */
const routePattern = v.pipe(v.string(), v.regex(/^\/(?:[a-z0-9-]+|:[A-Za-z]+)?(?:\/(?:[a-z0-9-]+|:[A-Za-z]+|\*))*$/, 'a route pattern such as /person/:id'));
const key = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/));
const queryName = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/));

/** What a redirect does with the query: keep it, drop it, or rewrite it (`set`, then `rename`, then `keep`). */
export const redirectSearchSchema = v.union([
  v.picklist(['keep', 'drop']),
  v.strictObject({
    /** parameters the target always carries (`{ status: 'SAAS' }`) */
    set: v.optional(v.record(queryName, v.string())),
    /** parameters carried under another name (`{ status: 'integration' }`): the first value */
    rename: v.optional(v.record(queryName, queryName)),
    /** the other parameters kept: `all`, or the names listed */
    keep: v.optional(v.union([v.literal('all'), v.array(queryName)])),
  }),
]);
export type RedirectSearch = v.InferOutput<typeof redirectSearchSchema>;

/** One redirect of a remote's URL space (000 §2, 001 §2, DECISIONS.md Routing). */
export const manifestRedirectSchema = v.strictObject({
  from: routePattern,
  /** a path with the same `:params` as `from` */
  to: routePattern,
  search: v.optional(redirectSearchSchema),
  /** param values that must not match (static siblings such as `/person/add`) */
  exclude: v.optional(v.record(v.string(), v.array(v.string()))),
  /** where the rule comes from (a spec section) */
  source: v.pipe(v.string(), v.nonEmpty()),
});
export type ManifestRedirect = v.InferOutput<typeof manifestRedirectSchema>;

const navChildSchema = v.strictObject({ key, label: localizedLabelSchema, path: sitePath, marketplaceRoles: marketplaceRolesSchema });

/** A module of the side navigation (000 §1), contributed by the remote that owns its URL spaces. */
export const manifestModuleSchema = v.pipe(
  v.strictObject({
    key,
    label: localizedLabelSchema,
    /** the product the server declares for the module's calls (for showing only) */
    product: v.picklist(manifestProducts),
    /** position in the navigation across every remote (the platform's numbering: docs/frontend-interfaces.md) */
    order: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
    /** the URL spaces whose pages belong to the module (`/people`, `/person`) */
    paths: v.pipe(v.array(sitePath), v.minLength(1)),
    /** landing path; absent for a group whose pages are its `children` */
    path: v.optional(sitePath),
    children: v.optional(v.pipe(v.array(navChildSchema), v.minLength(1))),
    /** the companies whose staff see it (absent: customers only) */
    marketplaceRoles: marketplaceRolesSchema,
  }),
  v.check((m) => m.path !== undefined || m.children !== undefined, 'a module needs a path or children'),
);
export type ManifestModule = v.InferOutput<typeof manifestModuleSchema>;

/** A static (parameter-free) screen offered by the command palette (000 §1). */
export const manifestPaletteEntrySchema = v.strictObject({ path: sitePath, label: localizedLabelSchema, module: key });
export type ManifestPaletteEntry = v.InferOutput<typeof manifestPaletteEntrySchema>;

/**
 * One call a page makes on its first render, as the URL `apiFetch` requests
 * (`/v2/software?pageIndex=0&pageSize=50`): an API path (`:name` segments take the route's params of
 * the same name), then the query. Only `GET` calls are preloaded.
 */
const preloadCall = v.pipe(v.string(), v.regex(/^\/v[23](?:\/(?:[A-Za-z0-9._~-]+|:[A-Za-z]+))+(?:\?[A-Za-z0-9._~%=&+-]*)?$/, 'an API URL such as /v2/software?pageSize=50'));

/**
 * The calls a screen makes on its first render when opened with no query (issue 27 "Data starts
 * with the code"): the host's entry chunk starts them as soon as this manifest arrives, beside the
 * identity call and before any of the remote's code, and the runtime hands their answers to the
 * page's first `useEndpoint` calls (`adoptEarlyCalls`). Each remote's `route-manifest.test.ts`
 * proves an entry equals what the route's own `loader` preloads, so the two cannot drift.
 */
export const manifestPreloadSchema = v.pipe(
  v.strictObject({
    /** the screen's route pattern (`/software/registry`, `/devices/:deviceId`) */
    path: routePattern,
    calls: v.pipe(v.array(preloadCall), v.minLength(1), v.maxLength(8)),
  }),
  v.check((entry) => entry.calls.every((call) => (call.match(/:[A-Za-z]+/g) ?? []).every((param) => entry.path.split('/').includes(param))), 'every :param of a call must be a param of the path'),
);
export type ManifestPreload = v.InferOutput<typeof manifestPreloadSchema>;

/** The deployed `route-manifest.json` of one remote. */
export const routeManifestSchema = v.pipe(
  v.strictObject({
    version: v.literal(routeManifestVersion),
    /** the remote's id in the runtime config (`it-ops`) */
    remote: key,
    /** the URL spaces the remote owns: the shell sends every URL under them to its routes */
    basePaths: v.pipe(v.array(sitePath), v.minLength(1)),
    modules: v.array(manifestModuleSchema),
    palette: v.array(manifestPaletteEntrySchema),
    redirects: v.array(manifestRedirectSchema),
    /** first calls of screens opened with no query; optional (a manifest without it preloads no data) */
    preload: v.optional(v.array(manifestPreloadSchema)),
  }),
  v.check((m) => {
    const owned = (path: string) => m.basePaths.some((base) => path === base || path.startsWith(`${base}/`));
    return (
      m.modules.every((module) => module.paths.every(owned)) &&
      m.redirects.every((r) => owned(r.from.replace(/\/\*$/, ''))) &&
      (m.preload ?? []).every((entry) => owned(entry.path.replace(/\/:[A-Za-z]+.*$/, '')))
    );
  }, 'every module path, redirect and preload must lie in the remote’s basePaths'),
  v.check((m) => m.palette.every((entry) => m.modules.some((module) => module.key === entry.module)), 'every palette entry must name a module of the manifest'),
);
export type RouteManifest = v.InferOutput<typeof routeManifestSchema>;

/**
 * A remote's manifest as `parseRouteManifest` found it: the manifest, or why it was refused
 * (`issues`: `path: message` lines, for the console).
 */
export type ParsedRouteManifest = { ok: true; manifest: RouteManifest } | { ok: false; issues: string[] };

/**
 * Checks a fetched `route-manifest.json` body against `routeManifestSchema`.
 * @param value the parsed JSON (anything)
 * @returns the manifest, or the list of problems — never throws
 */
export function parseRouteManifest(value: unknown): ParsedRouteManifest {
  const result = v.safeParse(routeManifestSchema, value);
  if (result.success) return { ok: true, manifest: result.output };
  return { ok: false, issues: result.issues.map((issue) => `${v.getDotPath(issue) ?? '(manifest)'}: ${issue.message}`) };
}

/** A source label: a Lingui message descriptor (`msg\`Software\``), extracted into the remote's catalog. */
type SourceLabel = MessageDescriptor;

/** The form a remote writes in `src/route-manifest.ts`: labels are message descriptors, no version. */
export interface RouteManifestSource {
  remote: string;
  basePaths: string[];
  modules: Array<Omit<ManifestModule, 'label' | 'children'> & { label: SourceLabel; children?: Array<{ key: string; label: SourceLabel; path: string; marketplaceRoles?: MarketplaceRole[] }> }>;
  palette: Array<{ path: string; label: SourceLabel; module: string }>;
  redirects: ManifestRedirect[];
  /** the first calls of list screens opened with no query (`manifestPreloadSchema`) */
  preload?: ManifestPreload[];
}

/** Translates a descriptor into one locale (the build's Lingui instances; the tests' catalogs). */
export type LabelTranslator = (label: MessageDescriptor, locale: (typeof manifestLocales)[number]) => string;

/**
 * The deployed manifest of a source manifest: every label resolved in both locales, the version
 * set; a new object that shares no array with the source. Does not validate: pass the result to
 * `parseRouteManifest`.
 * @param source the remote's `src/route-manifest.ts` default export
 * @param translate resolves a descriptor in a locale
 */
export function resolveRouteManifest(source: RouteManifestSource, translate: LabelTranslator): RouteManifest {
  const label = (descriptor: SourceLabel): LocalizedLabel => ({ 'en-US': translate(descriptor, 'en-US'), 'ja-JP': translate(descriptor, 'ja-JP') });
  return {
    version: routeManifestVersion,
    remote: source.remote,
    basePaths: [...source.basePaths],
    modules: source.modules.map(({ children, ...module }) => ({
      ...module,
      paths: [...module.paths],
      label: label(module.label),
      ...(module.marketplaceRoles ? { marketplaceRoles: [...module.marketplaceRoles] } : {}),
      ...(children ? { children: children.map((child) => ({ ...child, label: label(child.label), ...(child.marketplaceRoles ? { marketplaceRoles: [...child.marketplaceRoles] } : {}) })) } : {}),
    })),
    palette: source.palette.map((entry) => ({ ...entry, label: label(entry.label) })),
    redirects: source.redirects.map((rule) => ({ ...rule })),
    ...(source.preload ? { preload: source.preload.map((entry) => ({ path: entry.path, calls: [...entry.calls] })) } : {}),
  };
}

/**
 * A label in `locale`, else in en-US (a manifest always carries both).
 * @param label a manifest label
 * @param locale the active locale (`i18n.locale`)
 */
export function localizedLabel(label: LocalizedLabel, locale: string): string {
  return locale === 'ja-JP' ? label['ja-JP'] : label['en-US'];
}
