import { lazy, Suspense, useEffect, useState } from 'react';
import { onOpenCommandPalette, usePaletteShortcut } from './palette-events';

const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

/**
 * Listens for Ctrl/Cmd+K and the header's search button, and loads the command palette (its
 * dialog, fuzzy search and both catalogs) the first time it is asked for: a signed-in page does
 * not download it until then (docs/performance.md).
 */
export function CommandPaletteLauncher() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onOpenCommandPalette(() => setWanted(true)), []);
  // once loaded, the palette listens itself
  usePaletteShortcut(!wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette initiallyOpen />
    </Suspense>
  );
}
