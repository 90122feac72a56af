import { useEffect } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Opens the command palette from anywhere (header button, shortcut). */
export function openCommandPalette(): void {
  for (const listener of listeners) listener();
}

/** Subscribes the palette to open requests; returns the unsubscribe function. */
export function onOpenCommandPalette(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True for Ctrl+K (Windows, Linux) or Cmd+K (macOS). */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** Opens the palette on Ctrl/Cmd+K anywhere in the page while `enabled`. */
export function usePaletteShortcut(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      openCommandPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
