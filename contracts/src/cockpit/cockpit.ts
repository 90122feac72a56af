import * as v from 'valibot';
import { endpoint, type Product } from '../endpoint';
import { errorResponses } from '../errors';

/**
 * The cockpit (issue 15 "Cockpit"; docs/cockpit.md): the company at a glance, one dashboard per
 * audience — `it` (product IT), `ga` (GA), `hr` (HR). Each dashboard is one answer of tiles; every
 * tile carries its figures and the list it sums up (`link`: path + search with the list's own
 * filter names), and so may each figure. The screens `/cockpit` and `/cockpit/{id}` render them.
 */

/** The dashboards (`/cockpit/{id}`). */
export const cockpitIdValues = ['it', 'ga', 'hr'] as const;
export const cockpitIdSchema = v.picklist(cockpitIdValues);
export type CockpitId = v.InferOutput<typeof cockpitIdSchema>;

/** The product a dashboard needs (its call's `product`; the `/cockpit` cards follow the session's products). */
export const cockpitProductOf: Record<CockpitId, Product> = { it: 'IT', ga: 'GA', hr: 'HR' };

/**
 * Where a tile or figure leads: a path of the product (`/devices/inventory`) and its URL search as
 * strings (`{ category: 'IN_TROUBLED' }`), the names being the target list's own search names.
 */
export const cockpitLinkSchema = v.object({ path: v.string(), search: v.record(v.string(), v.string()) });
export type CockpitLink = v.InferOutput<typeof cockpitLinkSchema>;

/** How a tile is drawn: a number only (`NONE`), bars, a line over months, or a donut of parts. */
export const cockpitChartValues = ['NONE', 'BAR', 'LINE', 'DONUT'] as const;
export type CockpitChart = (typeof cockpitChartValues)[number];

/** What a tile's numbers count: things (`COUNT`) or money in the tile's `currency` per month (`MONEY`). */
export const cockpitUnitValues = ['COUNT', 'MONEY'] as const;
export type CockpitUnit = (typeof cockpitUnitValues)[number];

/**
 * The tiles (their titles are the screen's). IT: SaaS spend per month, unused seats, SaaS alerts by
 * category, devices by state, the latest device inventory's progress, active Starlink terminals by
 * network status, open Starlink alerts by category, IT operation instances in progress. GA: places
 * by status, equipment by type, vehicles by status, vehicles with 車検 or insurance due within the
 * fleet settings' windows, GA operation instances in progress. HR: workforce by worker type, people
 * by pipeline status, joiners and leavers per month, fixed-term contracts ending, labor operation
 * instances in progress.
 */
export const cockpitTileKeyValues = [
  'SAAS_SPEND', 'UNUSED_SEATS', 'SOFTWARE_ALERTS', 'DEVICES_BY_STATE', 'DEVICE_INVENTORY', 'STARLINKS_BY_NETWORK', 'STARLINK_ALERTS', 'IT_OPERATIONS',
  'PLACES_BY_STATUS', 'EQUIPMENT_BY_TYPE', 'FLEETS_BY_STATUS', 'FLEETS_DUE', 'GA_OPERATIONS',
  'HEADCOUNT', 'PEOPLE_PIPELINE', 'JOINERS_LEAVERS', 'CONTRACTS_ENDING', 'LABOR_OPERATIONS',
] as const;
export type CockpitTileKey = (typeof cockpitTileKeyValues)[number];

/**
 * One figure of a tile: `key` is an enumeration value of the tile's subject (a device category
 * `IN_STOCK`, a month `YYYY-MM`, an id for data-defined things such as equipment types, whose
 * `label` is then their name in the request's language; otherwise `label` is null and the screen
 * names the key); `values` line up with the tile's `series`; `link` the list filtered to it, or
 * null where the list has no such filter.
 */
export const cockpitFigureSchema = v.object({
  key: v.string(),
  label: v.nullable(v.string()),
  values: v.array(v.number()),
  link: v.nullable(cockpitLinkSchema),
});
export type CockpitFigure = v.InferOutput<typeof cockpitFigureSchema>;

/**
 * A tile: `key`, `chart`, `unit` (`currency` set for MONEY), the headline `value` (and `of` when it
 * is a part of a whole, e.g. 12 of 40 devices reported), `series` (the names of each figure's
 * values: `count`, or `joiners` and `leavers`, `amount`), the `figures`, and the list it sums up (`link`).
 */
export const cockpitTileSchema = v.object({
  key: v.picklist(cockpitTileKeyValues),
  chart: v.picklist(cockpitChartValues),
  unit: v.picklist(cockpitUnitValues),
  currency: v.nullable(v.string()),
  value: v.number(),
  of: v.nullable(v.number()),
  series: v.array(v.string()),
  figures: v.array(cockpitFigureSchema),
  link: cockpitLinkSchema,
});
export type CockpitTile = v.InferOutput<typeof cockpitTileSchema>;

/** A dashboard: its `id`, the day its figures are for (`asOf`, YYYY-MM-DD in Asia/Tokyo) and its tiles in display order. */
export const cockpitDashboardSchema = v.object({ id: cockpitIdSchema, asOf: v.string(), tiles: v.array(cockpitTileSchema) });
export type CockpitDashboard = v.InferOutput<typeof cockpitDashboardSchema>;

/** `GET /v2/cockpit/it` — the IT dashboard (product IT). */
export const getItCockpitEndpoint = endpoint({
  method: 'GET', path: '/v2/cockpit/it', summary: 'IT dashboard', access: 'operator', product: 'IT',
  responses: { 200: cockpitDashboardSchema, ...errorResponses(401, 403) },
});
/** `GET /v2/cockpit/ga` — the GA dashboard (product GA). */
export const getGaCockpitEndpoint = endpoint({
  method: 'GET', path: '/v2/cockpit/ga', summary: 'GA dashboard', access: 'operator', product: 'GA',
  responses: { 200: cockpitDashboardSchema, ...errorResponses(401, 403) },
});
/** `GET /v2/cockpit/hr` — the HR dashboard (product HR). */
export const getHrCockpitEndpoint = endpoint({
  method: 'GET', path: '/v2/cockpit/hr', summary: 'HR dashboard', access: 'operator', product: 'HR',
  responses: { 200: cockpitDashboardSchema, ...errorResponses(401, 403) },
});

/** The call of each dashboard. */
export const cockpitEndpointOf = { it: getItCockpitEndpoint, ga: getGaCockpitEndpoint, hr: getHrCockpitEndpoint } as const;

/** Every cockpit call (the `cockpit` tag of `apiEndpoints`). */
export const cockpitEndpoints = [getItCockpitEndpoint, getGaCockpitEndpoint, getHrCockpitEndpoint];
