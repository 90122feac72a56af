import { useEffect, useMemo } from 'react';
import { CircleMarker, GeoJSON, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import countries50m from 'world-atlas/countries-50m.json';
import { installLeafletStyles } from './leaflet-styles';
import { baseLayerOf, countryStyle, mapViewOf, tileLayerOf, type CountryFeature } from './starlink-map-data';

/** Props of {@link StarlinkMap}. */
export interface StarlinkMapProps {
  /** WGS84 degrees, null when never located. */
  latitude: number | null;
  longitude: number | null;
  /** The map's accessible name ("Location of 本社屋上 Starlink"). */
  label: string;
  /** The marker's tooltip (the terminal's name). */
  markerLabel: string;
  /** The deployment's tile layer setting; without one the map draws the offline base layer only. */
  tiles?: { tileUrlTemplate: string | null; tileAttribution: string | null };
}

/** The base layer, converted once per page load (Natural Earth 1:50m via world-atlas). */
let baseLayer: ReturnType<typeof baseLayerOf> | undefined;
// eslint-disable-next-line lingui/no-unlocalized-strings -- a data source's proper name (the map's attribution)
const naturalEarth = 'Natural Earth';

/**
 * The terminal's location on a Leaflet map (loaded lazily with the overview tab: this module and
 * Leaflet are a chunk of their own). Works offline: the base layer is Japan's coastline drawn as a
 * GeoJSON layer from the bundle; a raster tile layer is added only when the deployment configures
 * one. The marker is a `CircleMarker` (vector, no image). Leaflet's style sheet goes in a
 * `<style>` element. The container is a named region; the text alternative sits beside the map
 * (`StarlinkLocation`).
 */
export function StarlinkMap({ latitude, longitude, label, markerLabel, tiles }: StarlinkMapProps) {
  useEffect(() => installLeafletStyles(), []);
  baseLayer ??= baseLayerOf(countries50m as unknown as Parameters<typeof baseLayerOf>[0]);
  const view = useMemo(() => mapViewOf(latitude, longitude), [latitude, longitude]);
  const tileLayer = tileLayerOf(tiles);
  const name = (map: LeafletMap | null) => {
    const container = map?.getContainer();
    container?.setAttribute('role', 'region');
    container?.setAttribute('aria-label', label);
  };
  return (
    <MapContainer
      ref={name}
      {...(view.kind === 'located' ? { center: view.center, zoom: view.zoom } : { bounds: view.bounds })}
      minZoom={4}
      maxZoom={tileLayer ? 18 : 10}
      scrollWheelZoom={false}
      style={{ height: 320, width: '100%', background: '#e6f4ff' }}
    >
      <GeoJSON data={baseLayer} style={(f) => countryStyle(f as CountryFeature | undefined)} attribution={naturalEarth} />
      {tileLayer ? <TileLayer url={tileLayer.url} attribution={tileLayer.attribution} /> : null}
      {view.kind === 'located' ? (
        <CircleMarker center={view.marker.center} radius={view.marker.radius} pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#1677ff', fillOpacity: 1 }}>
          <Tooltip permanent direction="top" offset={[0, -10]}>
            {markerLabel}
          </Tooltip>
        </CircleMarker>
      ) : null}
    </MapContainer>
  );
}
