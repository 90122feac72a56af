import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per deployable unit (STYLE.md): each unit loads and merges only its own messages into
 * the shared i18n instance. `contracts` holds the validation messages the API and the pages share;
 * `api` the server's own messages.
 */
const units: Array<[string, string]> = [
  ['host', 'host/src'],
  ['runtime', 'shared/runtime/src'],
  ['ui', 'shared/ui/src'],
  ['contracts', 'contracts/src'],
  ['api', 'api/src'],
  ['it-ops', 'remotes/it-ops/src'],
  ['hr-people', 'remotes/hr-people/src'],
  ['ga-places', 'remotes/ga-places/src'],
  ['marketplace', 'remotes/marketplace/src'],
  ['settings', 'remotes/settings/src'],
  ['individual', 'remotes/individual/src'],
];

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'ja-JP'],
  fallbackLocales: { default: 'en-US' },
  catalogs: units.map(([unit, dir]) => ({
    path: `<rootDir>/locales/{locale}/${unit}`,
    include: [`<rootDir>/${dir}`],
    exclude: ['**/*.test.*', '**/node_modules/**'],
  })),
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'es',
  // a stable order keeps catalog diffs to real changes
  orderBy: 'messageId',
});
