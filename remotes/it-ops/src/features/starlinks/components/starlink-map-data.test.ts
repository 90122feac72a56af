import countries50m from 'world-atlas/countries-50m.json';
import { baseLayerOf, countryStyle, formatCoordinates, japanBounds, mapViewOf, tileLayerOf, type CountryFeature } from './starlink-map-data';
import { formatGb, relativeTime, usagePercent } from './starlink-format';

const topology = countries50m as unknown as Parameters<typeof baseLayerOf>[0];

describe('the map data', () => {
  it('converts the Natural Earth topology into Japan and its neighbours as GeoJSON, Japan first', () => {
    const layer = baseLayerOf(topology);
    expect(layer.type).toBe('FeatureCollection');
    expect(layer.features.map((f) => String(f.id))).toEqual(['392', '410', '408', '156', '643', '158']);
    const japan = layer.features[0]!;
    expect(japan.properties.name).toBe('Japan');
    expect(japan.geometry.type).toBe('MultiPolygon');
    // Honshu's ring reaches Tokyo Bay: some vertex lies within half a degree of Tokyo
    const rings = (japan.geometry as GeoJSON.MultiPolygon).coordinates.flat();
    expect(rings.some((ring) => ring.some(([lng, lat]) => Math.abs(lng! - 139.77) < 0.5 && Math.abs(lat! - 35.68) < 0.5))).toBe(true);
    expect(countryStyle(japan as CountryFeature).fillColor).not.toBe(countryStyle(layer.features[1] as CountryFeature).fillColor);
    expect(() => baseLayerOf({ type: 'Topology', objects: {}, arcs: [] } as unknown as Parameters<typeof baseLayerOf>[0])).toThrow();
  });

  it('centres a located terminal with a circle marker, and shows the whole of Japan otherwise', () => {
    expect(mapViewOf(35.681236, 139.767125)).toEqual({ kind: 'located', center: [35.681236, 139.767125], zoom: 7, marker: { center: [35.681236, 139.767125], radius: 9 } });
    expect(mapViewOf(null, 139.7)).toEqual({ kind: 'unlocated', bounds: japanBounds });
    expect(mapViewOf(95, 139.7).kind).toBe('unlocated');
    expect(mapViewOf(35, 181).kind).toBe('unlocated');
    expect(formatCoordinates(35.6812361, 139.7671254)).toBe('35.681236, 139.767125');
  });

  it('adds a tile layer only for a configured http(s) template with {z}, {x} and {y}', () => {
    expect(tileLayerOf(undefined)).toBeNull();
    expect(tileLayerOf({ tileUrlTemplate: null, tileAttribution: null })).toBeNull();
    expect(tileLayerOf({ tileUrlTemplate: '  ', tileAttribution: null })).toBeNull();
    expect(tileLayerOf({ tileUrlTemplate: 'javascript:alert(1)/{z}/{x}/{y}', tileAttribution: null })).toBeNull();
    expect(tileLayerOf({ tileUrlTemplate: 'https://tiles.example.com/{z}/{x}.png', tileAttribution: null })).toBeNull();
    expect(tileLayerOf({ tileUrlTemplate: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', tileAttribution: '© Example' })).toEqual({ url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' });
  });
});

describe('the formats', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('reads a past instant relative to now in the largest whole unit', () => {
    expect(relativeTime('2026-11-26T11:59:30Z', now, 'en-US')).toBe('now');
    expect(relativeTime('2026-11-26T11:55:00Z', now, 'en-US')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-26T09:00:00Z', now, 'en-US')).toBe('3 hours ago');
    expect(relativeTime('2026-11-24T12:00:00Z', now, 'en-US')).toBe('2 days ago');
    expect(relativeTime('2026-11-26T09:00:00Z', now, 'ja-JP')).toBe('3 時間前');
    expect(relativeTime('garbage', now, 'en-US')).toBe('');
  });

  it('gives the share of the plan used, none for an unlimited plan', () => {
    expect(usagePercent(412.5, 1000)).toBe(41);
    expect(usagePercent(60, 50)).toBe(120);
    expect(usagePercent(5, null)).toBeNull();
    expect(usagePercent(5, 0)).toBeNull();
    expect(formatGb(1234.56, 'en-US')).toBe('1,234.6 GB');
  });
});
