import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';
import * as apiLayout from './api/src/test/import-graph.mjs';

const frontEnd = ['host/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'shared/runtime/src/**/*.{ts,tsx}', 'shared/ui/src/**/*.{ts,tsx}'];
const tests = ['**/*.test.{ts,tsx}', '**/testing.tsx', 'e2e/**', '**/jest/**'];

/** Import boundaries (STYLE.md): a remote sees only the shared packages, the contracts and libraries. */
const remoteBoundary = {
  patterns: [
    { group: ['@kanri/host', '@kanri/host/*', '@kanri/api', '@kanri/api/*', '@kanri/remote-*'], message: 'A remote imports only @kanri/runtime, @kanri/ui, @kanri/contracts and libraries.' },
    { group: ['**/host/src/**', '**/api/src/**', '**/remotes/**'], message: 'A remote imports only @kanri/runtime, @kanri/ui, @kanri/contracts and libraries.' },
    { group: ['@kanri/*/src/*'], message: 'Import a shared package through its exports map.' },
  ],
};

/**
 * The API's import zones (issue 32, docs/api-layout.md). `api/src/<domain>/` may import another
 * domain only through its `index.ts` (or its `schema.ts`: tables are the SQL contract); a shared
 * mechanism never imports a domain nor `server.ts`; only `main.ts` and
 * the test support import `server.ts`. Relative imports are matched as written.
 */
// the API's domains and shared mechanisms are named once, beside the import-graph check (issue 32)
const apiDomains = apiLayout.domains;
const apiMechanisms = apiLayout.mechanisms;
const apiDomainsAlt = apiDomains.join('|');
const apiServerImport = { regex: '^(\\./|(\\.\\./)+)server$', message: 'Only main.ts and src/test/support.ts import server.ts (the composition root).' };
const apiDomainBoundary = {
  patterns: [
    { regex: `^(\\.\\./)+(${apiDomainsAlt})/(?!(index|schema(-[a-z-]+)?)$).+`, message: "Import another domain only through its index.ts (or schema.ts); export what you need from the owner's index." },
    apiServerImport,
  ],
};
const apiMechanismBoundary = {
  patterns: [
    { regex: `^(\\.\\./)+(${apiDomainsAlt})(/|$)`, message: 'A shared mechanism never imports a domain: take what it needs as a parameter from server.ts or a registration.' },
    { ...apiServerImport, message: 'A shared mechanism never imports a composition root (server.ts).' },
  ],
};

export default tseslint.config(
  { ignores: ['**/*.tmp.mjs', '**/dist/**', '**/node_modules/**', 'locales/**', '**/drizzle/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: frontEnd,
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z].*\\s)[^\\s]*$', '^[A-Z0-9_]+$', '^[^A-Za-z]*$'],
          ignoreNames: [
            { regex: { pattern: 'className|^(key|id|to|path|href|type|role|name|method|rel|target|testId|data-.*|aria-.*|mode|size|variant|placement|layout|htmlType|dataIndex|rowKey|autoComplete|inputMode|icon|status|align|shape|theme|color|fontFamily|width|height|gap|source)$', flags: 'i' } },
          ],
          ignoreFunctions: ['Error', 'console.*', 'useSearchParams', 'new URL', 'URLSearchParams', 'navigate', 'fetch', 'encodeURIComponent', 'document.*', 'querySelector', 'addEventListener', 'removeEventListener', 'Symbol', 'v.*', 'dayjs', 'format', 'loadRemote', 'registerRemotes', 'matchPath', 'startsWith', 'endsWith', 'includes', 'split', 'join', 'replace', 'set', 'get', 'has', 'delete', 'append', 'test', 'describe', 'it', 'expect', 'cva', 'clsx', 'Intl.*'],
          useTsTypes: false,
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
    },
  },
  { files: ['remotes/*/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', remoteBoundary] } },
  {
    files: ['shared/runtime/src/**/*.{ts,tsx}', 'shared/ui/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/host/**', '**/remotes/**', '**/api/**', '@kanri/host', '@kanri/api', '@kanri/remote-*'], message: 'Shared packages never import an app.' }] },
      ],
    },
  },
  { files: ['contracts/src/**/*.ts'], rules: { 'no-restricted-imports': ['error', { paths: ['react', 'react-dom', 'swr', 'antd'].map((name) => ({ name, message: 'Contracts hold schemas and descriptors only.' })) }] } },
  { files: apiDomains.map((d) => `api/src/${d}/**/*.ts`), rules: { 'no-restricted-imports': ['error', apiDomainBoundary] } },
  {
    files: apiMechanisms.map((m) => `api/src/${m}/**/*.ts`),
    rules: { 'no-restricted-imports': ['error', apiMechanismBoundary] },
  },
  { files: ['api/src/**/*.ts'], ignores: ['api/src/main.ts', 'api/src/test/support.ts', ...[...apiDomains, ...apiMechanisms].map((d) => `api/src/${d}/**/*.ts`)], rules: { 'no-restricted-imports': ['error', { patterns: [apiServerImport] }] } },
  { files: tests, rules: { 'lingui/no-unlocalized-strings': 'off' } },
);
