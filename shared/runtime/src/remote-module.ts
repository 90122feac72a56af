import type { RouteObject } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';

/** Locales kanri speaks (000 §1, §9). */
export type Locale = 'en-US' | 'ja-JP';
export const locales: readonly Locale[] = ['en-US', 'ja-JP'];

/** A navigation entry a remote contributes (shown in the side menu and the command palette). */
export interface RemoteNavItem {
  path: string;
  label: MessageDescriptor;
}

/**
 * The one module a remote exposes as `./module` (default export): the host's whole view of it.
 *
 * - `id`: the remote's id in the runtime config (`it-ops`, `hr-people`, …);
 * - `routes`: react-router route objects with paths relative to the site root (e.g. `software/*`),
 *   rendered inside the shell's layout and the remote's error boundary;
 * - `loadCatalog(locale)`: the remote's compiled Lingui messages, merged into the shared i18n
 *   before the routes render (ids only in production builds, TOOLCHAIN.md).
 */
export interface RemoteModule {
  id: string;
  routes: RouteObject[];
  loadCatalog: (locale: Locale) => Promise<Record<string, unknown>>;
}
