import Fuse from 'fuse.js';
import type { PaletteRoute } from '../../app/navigation';

/** One palette entry with its label in both languages. */
export interface PaletteEntry {
  path: string;
  en: string;
  ja: string;
  moduleEn: string;
  moduleJa: string;
}

/**
 * The routes' labels in English and Japanese, as the remotes' route manifests carry them (the
 * palette searches both, whatever the active language; 000 §1 asks for English).
 */
export function paletteEntries(routes: PaletteRoute[]): PaletteEntry[] {
  return routes.map((route) => ({
    path: route.path,
    en: route.label['en-US'],
    ja: route.label['ja-JP'],
    moduleEn: route.module['en-US'],
    moduleJa: route.module['ja-JP'],
  }));
}

/** A fuzzy index over the entries' English and Japanese labels, module names and paths. */
export function createPaletteIndex(entries: PaletteEntry[]): Fuse<PaletteEntry> {
  return new Fuse(entries, {
    keys: [
      { name: 'en', weight: 3 },
      { name: 'ja', weight: 3 },
      { name: 'moduleEn', weight: 1 },
      { name: 'moduleJa', weight: 1 },
      { name: 'path', weight: 2 },
    ],
    threshold: 0.35,
    includeScore: true,
    ignoreLocation: true,
  });
}

/** The entries matching `query` (all of them, in table order, for an empty query). */
export function searchPalette(index: Fuse<PaletteEntry>, entries: PaletteEntry[], query: string, limit = 50): PaletteEntry[] {
  const q = query.trim();
  if (!q) return entries.slice(0, limit);
  const lower = q.toLowerCase();
  // exact words beat fuzzy ones: a path segment equal to the query ("places" → /places), then a
  // label that starts with it
  const boost = (entry: PaletteEntry) =>
    (entry.path.split('/').at(-1) === lower ? 0.3 : 0) + (entry.en.toLowerCase().startsWith(lower) || entry.ja.startsWith(q) ? 0.1 : 0);
  return index
    .search(q, { limit: limit * 2 })
    .map((result) => ({ item: result.item, score: (result.score ?? 1) - boost(result.item) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((result) => result.item);
}
