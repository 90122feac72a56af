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
