import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defaultLocale, localeValues, type Locale, type MessageDescriptor } from '@kanri/contracts';
import { repoRoot } from '../db/client';

/**
 * Server-side translation. The catalogs `locales/<locale>/contracts.po` (schema validation
 * messages) and `locales/<locale>/api.po` (the server's own messages) are read from the .po files
 * once at start-up and compiled in memory — no `lingui compile` step is needed to run the API, and
 * the same catalogs the pages use are the ones the API answers with.
 */

const units = ['contracts', 'api'] as const;

/** One Lingui instance per locale, with both units' messages loaded. */
export interface Translator {
  t(locale: Locale, descriptor: MessageDescriptor, values?: Record<string, unknown>): string;
}

async function readCatalog(locale: Locale, unit: string, localesDir: string): Promise<Record<string, string>> {
  const po = formatter({ explicitIdAsDefault: true });
  const content = readFileSync(resolve(localesDir, locale, `${unit}.po`), 'utf8');
  const catalog = (await po.parse(content, { locale, sourceLocale: 'en-US', filename: `${unit}.po` })) as Record<string, { translation?: string; message?: string }>;
  return Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation || entry.message || id]));
}

/** Loads the catalogs of every locale from `localesDir` (default `<repo>/locales`). */
export async function loadTranslator(localesDir = resolve(repoRoot, 'locales')): Promise<Translator> {
  const instances = new Map<Locale, I18n>();
  for (const locale of localeValues) {
    const messages: Record<string, string> = {};
    for (const unit of units) Object.assign(messages, await readCatalog(locale, unit, localesDir));
    const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]));
    const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
    instances.set(locale, i18n);
  }
  return {
    t(locale, descriptor, values) {
      const i18n = instances.get(locale) ?? instances.get(defaultLocale)!;
      // A catalog without the id falls back to the descriptor's English source.
      return i18n._({ id: descriptor.id, message: descriptor.message, values: stringifyValues(values) });
    },
  };
}

function stringifyValues(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : v]));
}

/**
 * The request's locale: the best `Accept-Language` match (`ja*` → ja-JP, `en*` → en-US, by q),
 * else the session's saved locale, else en-US.
 */
export function resolveLocale(acceptLanguage: string | undefined, sessionLocale?: string | null): Locale {
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
      })
      .filter((x) => x.tag && x.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      if (tag === 'ja' || tag.startsWith('ja-')) return 'ja-JP';
      if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
    }
  }
  return (localeValues as readonly string[]).includes(sessionLocale ?? '') ? (sessionLocale as Locale) : defaultLocale;
}
