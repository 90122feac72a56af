import { setupI18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import type { Locale } from '../remote-module';

/**
 * The one Lingui instance of kanri. `@kanri/runtime` is a Module Federation singleton, so the host
 * and every remote translate through this object; each unit merges its catalog with `loadCatalog`.
 */
export const i18n = setupI18n();

/** The locale used when neither the session nor the browser gives one (000 §4 "defaults"). */
export const defaultLocale: Locale = 'en-US';

/** Narrows any string to a supported locale, or `null`. */
export function toLocale(value: unknown): Locale | null {
  return value === 'en-US' || value === 'ja-JP' ? value : null;
}

/**
 * The locale to start with (000 §4): the session's saved locale, else the browser's language
 * (`ja…` → ja-JP, anything else → en-US).
 */
export function detectLocale(sessionLocale?: string | null, browserLanguage?: string): Locale {
  const fromSession = toLocale(sessionLocale);
  if (fromSession) return fromSession;
  const browser = browserLanguage ?? (typeof navigator === 'undefined' ? '' : navigator.language);
  return browser.toLowerCase().startsWith('ja') ? 'ja-JP' : defaultLocale;
}

/**
 * Merges one unit's compiled messages into the shared instance (`i18n.load`, never
 * `loadAndActivate`, which would drop the other units' messages; TOOLCHAIN.md). An empty catalog
 * loads nothing: production catalogs are empty (the messages travel with their modules), and
 * `i18n.load` emits Lingui's `change` event, which rendered the whole page again whenever a remote
 * registered its catalog — on a list, in the middle of the navigation to another unit's page
 * (issue 27).
 */
export function loadCatalog(locale: Locale, messages: Messages | Record<string, unknown>): void {
  if (Object.keys(messages).length === 0) return;
  i18n.load(locale, messages as Messages);
}

/** Messages a production module carries: `{ [locale]: { [id]: compiled message } }`. */
type InlineMessages = Partial<Record<Locale, Messages>>;

/**
 * Merges the messages a module of a production build carries (issue 27, "catalogs per screen":
 * `shared/build/lib/inline-messages.cjs` prepends `(globalThis.__kanriMessages ??= []).push({…})`
 * to each module naming message ids, and the units' catalogs are empty). Merged without Lingui's
 * `change` event: a module runs before what it defines renders, so nothing shown needs re-rendering,
 * and an event per loaded chunk would re-render the whole tree each time.
 */
function mergeInlineMessages(entry: InlineMessages): void {
  const lingui = i18n as unknown as { _load?: (locale: string, messages: Messages) => void };
  for (const [locale, messages] of Object.entries(entry)) {
    if (!messages) continue;
    if (typeof lingui._load === 'function') lingui._load(locale, messages);
    else i18n.load(locale, messages);
  }
}

{
  // modules that ran before this one queued theirs; from now on they are merged at once
  const holder = globalThis as { __kanriMessages?: InlineMessages[] | { push: (entry: InlineMessages) => void } };
  const queued = Array.isArray(holder.__kanriMessages) ? holder.__kanriMessages : [];
  holder.__kanriMessages = { push: mergeInlineMessages };
  for (const entry of queued) mergeInlineMessages(entry);
}

/** Loads one unit's compiled messages for a locale. */
export type CatalogLoader = (locale: Locale) => Promise<Messages | Record<string, unknown>>;

const loaders = new Map<string, CatalogLoader>();
const loaded = new Set<string>();

/**
 * Registers a unit's catalog loader (`host`, `runtime`, `ui`, `contracts`, a remote's id). The
 * runtime calls every registered loader when the locale changes. Registering returns a promise that
 * settles once the unit's catalog for the active locale is merged, so a remote can await it before
 * its routes render.
 */
export function registerCatalogLoader(unit: string, loader: CatalogLoader): Promise<void> {
  loaders.set(unit, loader);
  // a unit registered while a switch is under way needs the incoming locale's messages as well
  const wanted = new Set([toLocale(i18n.locale), activating].filter((l): l is Locale => Boolean(l)));
  return Promise.all([...wanted].map((locale) => loadUnit(unit, locale))).then(() => undefined);
}

/** The locale `activateLocale` is switching to, while it loads the catalogs. */
let activating: Locale | null = null;

/**
 * The language API calls ask for: the locale being activated (start-up: a route's data calls leave
 * while the catalogs load, issue 27), else the active one, else `null` (none chosen yet: the
 * browser's own Accept-Language goes).
 */
export function requestLocale(): Locale | null {
  return activating ?? toLocale(i18n.locale) ?? null;
}

async function loadUnit(unit: string, locale: Locale): Promise<void> {
  const key = `${unit}:${locale}`;
  if (loaded.has(key)) return;
  const loader = loaders.get(unit);
  if (!loader) return;
  loadCatalog(locale, await loader(locale));
  loaded.add(key);
}

/** Loads every registered unit's catalog for `locale` (already loaded ones are skipped). */
export async function loadRegisteredCatalogs(locale: Locale): Promise<void> {
  await Promise.all([...loaders.keys()].map((unit) => loadUnit(unit, locale)));
}

/** The dayjs locale name of a kanri locale. */
export function dayjsLocaleOf(locale: Locale): string {
  return locale === 'ja-JP' ? 'ja' : 'en';
}

/**
 * Loads every registered catalog for `locale`, then activates it in Lingui, dayjs and on `<html lang>`.
 * Does not save it on the server (see `useLocale().setLocale`).
 * @throws when a catalog fails to load (the previous locale stays active)
 */
export async function activateLocale(locale: Locale): Promise<void> {
  activating = locale;
  try {
    await loadRegisteredCatalogs(locale);
  } finally {
    if (activating === locale) activating = null;
  }
  // merging nothing keeps other units' messages and lets a locale without catalogs (tests) activate
  i18n.load(locale, {});
  dayjs.locale(dayjsLocaleOf(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'ja-JP' ? 'ja' : 'en';
  i18n.activate(locale);
  // the host's entry chunk asks the first identity call in this language (one call per page load)
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem('kanri:locale', locale);
  } catch {
    // storage disabled or full: the next start-up asks in the browser's language
  }
}

// The runtime's own catalog, the contracts' validation messages and the UI kit's messages (the kit
// is bundled into each app, tree-shaken, so its catalog is registered once here).
void registerCatalogLoader('runtime', (locale) =>
  (locale === 'ja-JP' ? import('@locales/ja-JP/runtime') : import('@locales/en-US/runtime')).then((m) => m.messages),
);
void registerCatalogLoader('contracts', (locale) =>
  (locale === 'ja-JP' ? import('@locales/ja-JP/contracts') : import('@locales/en-US/contracts')).then((m) => m.messages),
);
void registerCatalogLoader('ui', (locale) =>
  (locale === 'ja-JP' ? import('@locales/ja-JP/ui') : import('@locales/en-US/ui')).then((m) => m.messages),
);
