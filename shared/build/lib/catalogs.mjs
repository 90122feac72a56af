import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The units whose catalogs are merged into one Lingui instance at run time: every browser unit
 * (host, runtime, ui, contracts and the remotes) loads its compiled catalog into the runtime's
 * shared `i18n` (`loadCatalog`), and the API loads its own with the contracts' one. Within a group
 * a message id (Lingui's hash of message + context) must mean one thing: otherwise the catalog
 * loaded last silently wins, and a screen shows another remote's wording (`Active` read 利用中 on
 * the workforce list once the it-ops remote had loaded).
 */
export const catalogGroups = {
  browser: (unit) => unit !== 'api',
  server: (unit) => unit === 'api' || unit === 'contracts',
};

/**
 * The message ids that two units of one group compile to different messages, for one locale.
 *
 * @param {string} localeDir `locales/<locale>` holding the compiled `<unit>.mjs` catalogs
 *   (`pnpm i18n:compile` writes them)
 * @returns {Promise<{ group: string, id: string, units: Record<string, unknown> }[]>} one entry per
 *   conflicting id, with each unit's compiled message; empty when every shared id agrees
 * @throws when the folder holds no compiled catalog (compile first)
 */
export async function catalogConflicts(localeDir) {
  const units = fs.readdirSync(localeDir).filter((f) => f.endsWith('.mjs')).map((f) => f.slice(0, -'.mjs'.length));
  if (units.length === 0) throw new Error(`no compiled catalog in ${localeDir}: run pnpm i18n:compile`);
  /** @type {Record<string, Record<string, unknown>>} */
  const catalogs = {};
  for (const unit of units) catalogs[unit] = (await import(pathToFileURL(path.join(localeDir, `${unit}.mjs`)).href)).messages;
  const conflicts = [];
  for (const [group, belongs] of Object.entries(catalogGroups)) {
    /** @type {Map<string, Record<string, unknown>>} */
    const seen = new Map();
    for (const unit of units.filter(belongs)) {
      for (const [id, message] of Object.entries(catalogs[unit])) {
        const byUnit = seen.get(id) ?? {};
        byUnit[unit] = message;
        seen.set(id, byUnit);
      }
    }
    for (const [id, byUnit] of seen) {
      const texts = new Set(Object.values(byUnit).map((m) => JSON.stringify(m)));
      if (texts.size > 1) conflicts.push({ group, id, units: byUnit });
    }
  }
  return conflicts;
}
