import { feature } from 'topojson-client';

/** A TopoJSON topology as `topojson-client` reads it (world-atlas's `countries-50m.json`). */
type Topology = Parameters<typeof feature>[0];
type Geometry = GeoJSON.Geometry;
type FeatureCollection<G extends Geometry, P> = GeoJSON.FeatureCollection<G, P>;
type Feature<G extends Geometry, P> = GeoJSON.Feature<G, P>;

/**
 * The data of the terminal's location map, as plain functions (docs/starlinks.md "Map"): the
 * offline base layer (Natural Earth country shapes from `world-atlas`, TopoJSON converted to
 * GeoJSON with `topojson-client`), the view and the marker of a terminal, and the optional raster
 * tile layer of the deployment.
 */

/** ISO 3166-1 numeric ids of the base layer's countries: Japan and its neighbours (context on the coast lines). */
export const baseLayerCountryIds = ['392', '410', '408', '156', '643', '158'] as const;
/** Japan's id in Natural Earth / world-atlas. */
export const japanCountryId = '392';

/** A country feature of the base layer: `id` (ISO numeric) and `properties.name`. */
export type CountryFeature = Feature<Geometry, { name: string }>;

/**
 * The base layer: the `countries` object of a world-atlas topology as GeoJSON, keeping only the
 * countries of `ids` (Japan first, so it is drawn under its neighbours' outlines last).
 * @throws {Error} when the topology has no `countries` object
 */
export function baseLayerOf(topology: Topology, ids: readonly string[] = baseLayerCountryIds): FeatureCollection<Geometry, { name: string }> {
  const countries = topology.objects.countries;
  if (!countries) throw new Error('world-atlas topology without countries');
  const all = feature(topology, countries) as unknown as FeatureCollection<Geometry, { name: string }>;
  const wanted = all.features.filter((f) => ids.includes(String(f.id)));
  wanted.sort((a, b) => ids.indexOf(String(a.id)) - ids.indexOf(String(b.id)));
  return { type: 'FeatureCollection', features: wanted };
}

/** The style of a country of the base layer: Japan filled, its neighbours lighter. */
export function countryStyle(f: CountryFeature | undefined) {
  const japan = String(f?.id) === japanCountryId;
  return { color: '#8c8c8c', weight: 1, fillColor: japan ? '#d9f7be' : '#f0f0f0', fillOpacity: 1 };
}

/** Japan's whole extent ([[south, west], [north, east]]): the view of a terminal never located. */
export const japanBounds: [[number, number], [number, number]] = [
  [24, 122.9],
  [45.6, 146],
];

/** The map's view and marker of a terminal. */
export type StarlinkMapView =
  | { kind: 'located'; center: [number, number]; zoom: number; marker: { center: [number, number]; radius: number } }
  | { kind: 'unlocated'; bounds: typeof japanBounds };

/**
 * The view of a terminal at `latitude` / `longitude` (WGS84 degrees): centred on it at zoom 7
 * (the coastline's detail), with a circle marker (no image: an `L.Icon`'s PNG would be a broken
 * image under the bundler and the CSP); Japan's extent when either is null or out of range.
 */
export function mapViewOf(latitude: number | null, longitude: number | null): StarlinkMapView {
  const valid = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  if (!valid) return { kind: 'unlocated', bounds: japanBounds };
  const center: [number, number] = [latitude, longitude];
  return { kind: 'located', center, zoom: 7, marker: { center, radius: 9 } };
}

/**
 * The raster tile layer of the deployment (`GET /v2/starlink-map-settings`), or null: none
 * configured (the map stays offline), or a template that is not an http(s) URL with `{z}`, `{x}`
 * and `{y}` (Leaflet could not use it, and the CSP would not allow it).
 */
export function tileLayerOf(settings: { tileUrlTemplate: string | null; tileAttribution: string | null } | undefined): { url: string; attribution: string } | null {
  const url = settings?.tileUrlTemplate?.trim();
  if (!url || !/^https?:\/\//.test(url) || !['{z}', '{x}', '{y}'].every((p) => url.includes(p))) return null;
  return { url, attribution: settings?.tileAttribution ?? '' };
}

/** Coordinates as text ("35.681236, 139.767125"; 6 decimals, about 10 cm). */
export const formatCoordinates = (latitude: number, longitude: number) => `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
