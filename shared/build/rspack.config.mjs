import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps } from './apps.mjs';
import { antdModuleClosure, antdSharedModules, antdTransformImport, deferredAntdImports, lazyAntdFiles, sharedDependencies, sideEffectFreeRule } from './shared-dependencies.mjs';
import { RouteManifestPlugin } from './lib/route-manifest.mjs';

const require = createRequire(import.meta.url);
const { FirstScreenStylesPlugin, firstScreenStyles, firstScreenStyleNames } = require('./lib/first-screen-styles.cjs');
const { styleFnsChunk, styleFnsQuery } = require('./lib/deferred-style-loader.cjs');
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The SWC options shared by rspack and Jest: TypeScript + React automatic runtime + Lingui macros. */
export function swcOptions({ development }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development } },
      experimental: {
        plugins: [
          [
            require.resolve('@lingui/swc-plugin'),
            // v5 ids: ids with '+' or '/' would otherwise change silently (TOOLCHAIN.md)
            { useLinguiV5IdGeneration: true, descriptorFields: development ? 'all' : 'id-only' },
          ],
        ],
      },
    },
    env: { targets: 'chrome >= 111, firefox >= 111, safari >= 16' },
  };
}

/**
 * antd's low-level layers that nearly every shared antd component imports: its `_util`, `style`,
 * `config-provider`, `theme` and `locale` folders, `@rc-component/util`, `resize-observer` and
 * `motion`, the icons' base components and every icon component (~150 bytes each beside their SVG
 * data, which is here already; one chunk each before: 7 files on the registry page), the colour
 * helpers, Babel's helpers, clsx and stylis; and the confirm dialog's locale holder
 * (`modal/locale.js`), which antd's locale layer imports (it came with App's modal hook before that
 * hook loaded on first call, and was then a file of its own). Matched as package paths, pnpm's store layout
 * (`node_modules/.pnpm/<id>/node_modules/<package>`) included.
 */
export const antdCommonModules =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:antd[\\/]es[\\/](?:_util|style|config-provider|theme|locale)[\\/]|antd[\\/]es[\\/]modal[\\/]locale\.js|@rc-component[\\/](?:util|resize-observer|motion)[\\/]|@ant-design[\\/](?:icons[\\/]es[\\/](?:components|utils|icons|cssUtils|renderUtils)|cssinjs-utils|fast-color|colors|icons-svg)|@babel[\\/]runtime|clsx|stylis|@emotion)/;

/**
 * The antd components the shell and a staff list screen render at first load (what
 * `/software/registry` consumes from the share scope, read from the federation runtime in Chromium):
 * the shell's layout, menu, dropdown, typography, segmented, avatar, button and flex; the list kit's
 * table (its selection column's checkbox and radio load when drawn: `deferredAntdImports`; its
 * filter dropdown, with Tree, loads apart: `lazyAntdRules`), pagination (its page-size
 * changer's Select loads when first used: `deferredAntdImports`), tabs, tag, popover, tooltip,
 * space, skeleton, spin and empty; the runtime's `App` (its message, modal and notification
 * hooks); `Result`, which the error, not-found and remote-unavailable states import on every staff
 * page (its illustrations load apart too). Everything these entries import is one `antd-staff`
 * chunk (`staffChunkModules`).
 */
export const antdStaffComponents = [
  'app', 'avatar', 'button', 'config-provider', 'dropdown', 'empty', 'flex', 'input', 'layout', 'menu',
  'pagination', 'popover', 'result', 'segmented', 'skeleton', 'space', 'spin', 'table', 'tabs', 'tag',
  'theme', 'tooltip', 'typography', 'version',
];

/**
 * The modules of the `antd-staff` chunk: what the first screen's antd components
 * (`antdStaffComponents`) run, outside `antdCommonModules`. Before (issue 27, first cut) the chunk
 * was every file of ~40 antd and `@rc-component` folders, so it also held what only the remotes'
 * other screens render — Form with rc-form and async-validator, Drawer, ColorPicker, Watermark,
 * Modal's dialog, Notification, Grid — and the registry page downloaded it all. A module is in
 * the chunk when (1) it is in the static closure of those components' entries
 * (`antdModuleClosure`) and (2) rspack put it, after tree shaking, in the chunk of one of the shared
 * modules the closure reaches (a component's entry or a shared context module): the closure alone
 * is a file-level reading, so a helper file such as rc-tree's `util.js`, which imports `TreeNode`
 * only for an export the table does not use, brought the whole Tree into the chunk; rspack's chunk
 * graph knows the import is unused (issue 27, later session). `@rc-component/trigger` and `portal`
 * are shared singletons of their own and stay out (with them in, the shell never rendered: the page
 * waited forever on its own chunk). A cache group's `test` function over the resolved file, not a
 * pattern of the ~700 paths: with such a pattern rspack dropped the next cache group (`libs`).
 * @param {string} dir the app's folder (antd is resolved from it)
 * @returns {(module: import('@rspack/core').Module, context?: { chunkGraph: import('@rspack/core').ChunkGraph }) => boolean}
 *   without a chunk graph (unit tests), the closure alone decides
 */
export function staffChunkModules(dir) {
  const closure = antdModuleClosure(dir, antdStaffComponents);
  const files = new Set([...closure].filter((file) => !antdCommonModules.test(file)));
  // what antd's App and Pagination import once rewritten (antdSourceRewrites, lazyAntdRules):
  // with them, not files of their own
  files.add(deferredAppHooksFile);
  files.add(deferredComponentsFile);
  files.add(deferredStylesFile);
  const { isStaffChunk } = firstScreenChunks(dir, closure);
  return (module, context) => {
    if (!files.has(module.resource)) return false;
    if (!context?.chunkGraph) return true;
    return context.chunkGraph.getModuleChunks(module).some((chunk) => isStaffChunk(chunk, context.chunkGraph));
  };
}

/**
 * Which of rspack's chunks the first staff screen loads: a chunk is the first screen's when it holds
 * a shared antd module (a component's entry or a shared context module) that the first screen's
 * closure reaches, and antd's when it holds any shared antd module (each shared module is the root
 * of a chunk of its own; the host's own code is in other chunks).
 * @param {string} dir the app's folder
 * @param {Set<string>} closure `antdModuleClosure(dir, antdStaffComponents)`
 * @returns {{ isStaffChunk: (chunk: object, chunkGraph: object) => boolean, isAntdChunk: (chunk: object, chunkGraph: object) => boolean }}
 */
function firstScreenChunks(dir, closure) {
  const shared = new Set(Object.keys(antdSharedModules(dir)));
  const roots = new Set([...shared].filter((file) => closure.has(file)));
  const memo = (test) => {
    const seen = new WeakMap();
    return (chunk, chunkGraph) => {
      if (!seen.has(chunk)) seen.set(chunk, chunkGraph.getChunkModules(chunk).some((module) => test(module.resource)));
      return seen.get(chunk);
    };
  };
  return { isStaffChunk: memo((file) => roots.has(file)), isAntdChunk: memo((file) => shared.has(file)) };
}

/** An icon component of `@ant-design/icons` or its SVG data (`@ant-design/icons-svg`). */
const iconModules = /[\\/]@ant-design[\\/](?:icons[\\/]es[\\/]icons|icons-svg[\\/]es[\\/]asn)[\\/]/;

/**
 * The modules of the `antd-common` chunk (`antdCommonModules`), but an icon only when the first
 * staff screen or the host's own code draws it: antd's components import their icons (the image
 * preview's zoom and rotate, the upload's paper clip, the date picker's calendar, the tree's
 * folders…), and every one of them was in the common chunk of every page (50 icons, 120 KB of
 * source, issue 27). An icon that only other screens' antd components import stays in their chunks
 * (or in a chunk of its own when two of them use it: no module is downloaded twice).
 * @param {string} dir the host's folder
 * @returns {(module: import('@rspack/core').Module, context?: { chunkGraph: import('@rspack/core').ChunkGraph }) => boolean}
 *   without a chunk graph (unit tests), every icon is common
 */
export function commonChunkModules(dir) {
  const { isStaffChunk, isAntdChunk } = firstScreenChunks(dir, antdModuleClosure(dir, antdStaffComponents));
  return (module, context) => {
    const file = module.resource ?? '';
    if (!antdCommonModules.test(file) || file.endsWith(styleFnsQuery)) return false;
    if (lazyCommonModules.test(file)) return false;
    if (!(iconModules.test(file) || antdStyleHelpers.test(file)) || !context?.chunkGraph) return true;
    return context.chunkGraph.getModuleChunks(module).some((chunk) => chunk.name !== styleFnsChunk && (isStaffChunk(chunk, context.chunkGraph) || !isAntdChunk(chunk, context.chunkGraph)));
  };
}

/**
 * antd's shared style helpers (`antd/es/style/`: motion keyframes, arrows, compact items, resets):
 * in `antd-common` only when the first screen's code or the host's own uses them, not when only
 * the style functions that load on first need (`antd-styles`, `deferredStyleRule`) and other
 * screens' components do (issue 27).
 */
const antdStyleHelpers = /[\\/]antd[\\/]es[\\/]style[\\/]/;

/**
 * antd's click wave (`_util/wave/WaveEffect.js`), which loads on the first click
 * (`antdSourceRewrites`): never in `antd-common`, whatever the chunk that imports it.
 */
const lazyCommonModules = /[\\/]antd[\\/]es[\\/]_util[\\/]wave[\\/]WaveEffect\.js$/;

/**
 * Lingui, dayjs, SWR, valibot and their helpers: the `libs` chunk. Not dayjs's plugins: only the
 * date picker imports them (rc-picker's dayjs adapter: week, locale data, custom parse formats;
 * ~4 KB gzip), so they load with it, not with every page (issue 27).
 */
export const libsModules = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@lingui|dayjs(?![\\/]plugin[\\/])|swr|valibot|is-mobile|react-is|use-sync-external-store|dequal)[\\/]/;

/**
 * How the host's async chunks are cut (docs/performance.md §1). antd is shared per component, so
 * every component is an async chunk of its own; with splitChunks' defaults (`minSize` 20 KB, at
 * most 30 parallel requests) the small modules they have in common (antd's `_util`, `style`, icon
 * base, Babel helpers, clsx…) were copied into each of them: 569 KB of source twice or more on
 * `/software/registry`. Here the common layers above go into one `antd-common` chunk, and any
 * other module used by two chunks is split out whatever its size, so no module is downloaded
 * twice (registry page 639 → 545 KB gzip, 123 → 112 files). The components every staff page
 * renders are one `antd-staff` chunk (`staffChunkModules`); React, react-dom and the router are
 * one `react` chunk, Lingui, dayjs, SWR, valibot and their helpers one `libs` chunk: each shared
 * module was a chunk of its own, and every page loads them all (registry page 117 → 39 files, 597
 * → 575 KB gzip). The host's page preloads these named chunks (serve-static.mjs `hostPage`). Host
 * only: see `createConfig`.
 * @param {string} dir the host's folder
 * @returns {import('@rspack/core').Optimization['splitChunks']}
 */
export function hostSplitChunks(dir) {
  return {
    chunks: 'async',
    minSize: 0,
    maxAsyncRequests: 1000,
    cacheGroups: {
      antdCommon: { test: commonChunkModules(dir), name: 'antd-common', chunks: 'async', enforce: true, priority: 20 },
      antdStaff: { test: staffChunkModules(dir), name: 'antd-staff', chunks: 'async', enforce: true, priority: 15 },
      react: { test: /[\\/]node_modules[\\/](?:(?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|react-router-dom)|\.cache[\\/]kanri-router)[\\/]/, name: 'react', chunks: 'async', enforce: true, priority: 25 },
      libs: { test: (module) => libsModules.test(module.resource ?? ''), name: 'libs', chunks: 'async', enforce: true, priority: 16 },
    },
  };
}

/**
 * The host's page template: `shared/build/index.html` with the shell's frame of
 * `shared/build/shell-frame.html` (its `<style>` at the end of `<head>`, its markup right after
 * `<div id="root"></div>`), so the page shows the shell's side navigation and header bar before
 * any JavaScript has run (docs/performance.md "Critical path").
 * @returns {string} an HtmlRspackPlugin template (its `<%= title %>` still to fill)
 * @throws {Error} when either file lacks the part it is cut at
 */
export function hostTemplate() {
  const page = fs.readFileSync(path.join(repoRoot, 'shared/build/index.html'), 'utf8');
  const frame = fs.readFileSync(path.join(repoRoot, 'shared/build/shell-frame.html'), 'utf8').replace(/<!--[\s\S]*?-->\s*/, '');
  const style = frame.match(/<style>[\s\S]*?<\/style>/)?.[0];
  const markup = frame.slice(frame.indexOf('</style>') + '</style>'.length).trim();
  const root = '<div id="root"></div>';
  if (!style || !markup || !page.includes('</head>') || !page.includes(root)) throw new Error('shell-frame.html needs a <style> and markup; index.html a </head> and an empty #root');
  return page.replace('</head>', `${style}\n  </head>`).replace(root, `${root}\n    ${markup}`);
}

/**
 * The HtmlRspackPlugin template options of an app's page: the host's page draws the shell's frame
 * before its code runs (`hostTemplate`); a remote's standalone page does not (nor does the auth
 * page, which builds from the plain template in host/auth.rspack.config.mjs).
 * @param {string} id the app's id in `apps.mjs`
 * @returns {{ templateContent: string } | { template: string }}
 */
export function pageTemplate(id) {
  return id === 'host' ? { templateContent: hostTemplate() } : { template: path.join(repoRoot, 'shared/build/index.html') };
}

/**
 * The file of `@module-federation/sdk` the federation runtime runs on (`@module-federation/enhanced`'s
 * own, the CommonJS build its runtime-core requires). The host's `@module-federation/retry-plugin`
 * (0.17) depends on an older SDK only for `createLogger`; aliased to this one, the host's page no
 * longer downloads a second SDK (its module-level constants and helpers kept it from being tree-shaken:
 * ~29 KB of source in the chunk that registers the plugin).
 * @param {string} dir the app's folder
 * @returns {string | undefined} undefined when the federation packages do not resolve
 */
export function federationSdkFile(dir) {
  try {
    const enhanced = createRequire(path.join(dir, 'package.json')).resolve('@module-federation/enhanced');
    return createRequire(enhanced).resolve('@module-federation/sdk');
  } catch {
    return undefined;
  }
}

/**
 * Aliases of antd's locale entries (`antd/locale/ja_JP`, `en_US`, which the runtime's providers
 * import) to their ES modules. The package's `locale/*.js` files are CommonJS re-exports of
 * `antd/lib/locale/*`, so every page downloaded the CommonJS locales with their own copies of the
 * date picker's, calendar's and pagination's locales (a 3.5 KB gzip file on the registry page),
 * while antd's default English locale, an ES module, was already in `antd-common` (issue 27).
 * @param {string} dir the app's folder (antd is resolved from it)
 * @returns {Record<string, string>} rspack `resolve.alias` entries; none when antd does not resolve
 */
export function antdLocaleAliases(dir) {
  try {
    const esLocale = path.join(path.dirname(createRequire(path.join(dir, 'package.json')).resolve('antd/package.json')), 'es/locale');
    return Object.fromEntries(['ja_JP', 'en_US'].map((locale) => [`antd/locale/${locale}$`, path.join(esLocale, `${locale}.js`)]));
  } catch {
    return {};
  }
}

/**
 * The post-loader that puts beside each of our modules the messages it names, in both locales
 * (`lib/inline-messages.cjs`; issue 27, "catalogs per screen"). Production builds only: there every
 * `@locales/<locale>/<unit>` import resolves to `emptyCatalog`, so a page downloads the messages of
 * the modules it runs and no unit's whole catalog (registry page: 38 KB of ja-JP catalogs in 5
 * files before).
 */
export const inlineMessagesRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  enforce: 'post',
  loader: path.join(repoRoot, 'shared/build/lib/inline-messages.cjs'),
  // the contracts' shared validation messages go with the modules that name them (inline-messages.cjs)
  options: { locales: path.join(repoRoot, 'locales'), sharedMessages: path.join(repoRoot, 'contracts/src/messages.ts') },
};

/**
 * antd files that become lazy components, loading their original the first time one is drawn
 * (`lib/lazy-default-loader.cjs`; `lazyAntdFiles` in shared-dependencies.mjs, which also keeps what
 * they import out of `antd-staff`; issue 27): `Result`'s illustrations (404, 500, 403; 10.3 KB gzip
 * of SVG components) — `Result` is on every staff page (kanri's error, not-found and
 * remote-unavailable states import it) but only the not-found page draws one, the error and
 * warning states draw an icon; the illustration's box keeps its size while it loads — and antd
 * Table's filter dropdown, which no kanri column uses (no `filters`), with the Tree, search box and
 * menu wrapper it imported. Its `flattenKeys`, which the table's filter hook calls at once, stays
 * eager (the same few lines as antd's). Also the table's virtual body (`RcTable/VirtualTable`: no
 * kanri table sets `virtual`) and `Input.OTP` (no screen draws it), both drawn with a `ref`, which
 * React 19 passes on as a prop through the wrapper; `Input.Password`, `Space.Addon`,
 * `Tag.CheckableTag`, `Tag.CheckableTagGroup` and `Dropdown.Button` (no screen draws them), and
 * Typography's `Editable` (the box of a text with `editable`, drawn only while editing);
 * rc-table's `FixedHolder` and `stickyScrollBar`, drawn only for a table with `scroll.y` or
 * `sticky` (none in kanri).
 */
export const lazyAntdRules = [
  { test: /[\\/]result[\\/]\w+\.js$/, extra: '' },
  // no kanri table sets `virtual`, no screen draws `Input.OTP`, `Input.Password`, `Space.Addon`,
  // `Tag.CheckableTag(Group)` or `Dropdown.Button`, Typography's editing box shows only while
  // editing and its copy button only for a `copyable` text (one settings page): their code loads if
  // one ever is drawn
  { test: /[\\/](?:VirtualTable|OTP[\\/]index|Password|Addon|CheckableTag(?:Group)?|dropdown-button|Editable|CopyBtn)\.js$/, extra: '' },
  // Empty's two illustrations, drawn only by an empty list or select (their box keeps its size)
  { test: /[\\/]empty[\\/](?:empty|simple)\.js$/, extra: '' },
  // rc-table's fixed header and sticky scroll bar: no kanri table sets `scroll.y` or `sticky`
  { test: /[\\/](?:stickyScrollBar|FixedHolder[\\/]index)\.js$/, extra: '' },
  {
    test: /[\\/]FilterDropdown\.js$/,
    extra: [
      'export function flattenKeys(filters) {',
      '  const keys = [];',
      '  for (const { value, children } of filters || []) {',
      '    keys.push(value);',
      '    if (children) keys.push(...flattenKeys(children));',
      '  }',
      '  return keys;',
      '}',
    ].join('\n'),
  },
].map(({ test, extra }) => ({
  test: (file) => lazyAntdFiles.test(file) && test.test(file),
  resourceQuery: { not: [/lazy-original/] },
  loader: path.join(repoRoot, 'shared/build/lib/lazy-default-loader.cjs'),
  options: { extra },
}));

/** antd App's message, modal and notification hooks, each loaded on first call (`antdSourceRewrites`). */
export const deferredAppHooksFile = path.join(repoRoot, 'shared/build/lib/deferred-app-hooks.mjs');

/** The components that load an antd component on first use (`lazyDefault`, `deferredSelect`). */
export const deferredComponentsFile = path.join(repoRoot, 'shared/build/lib/deferred-components.mjs');

/** The stand-ins of the first screen's antd style functions (`deferredStyleRule`). */
export const deferredStylesFile = path.join(repoRoot, 'shared/build/lib/deferred-styles.mjs');

/**
 * antd's style modules: a component's `style/*.js` and the wave effect's `_util/wave/style.js`.
 */
export const antdStyleModules = /[\\/]antd[\\/]es[\\/](?:[\w-]+[\\/]style(?:[\\/][\w-]+)?|_util[\\/]wave[\\/]style)\.js$/;

/**
 * The production host's rule for antd's style modules (issue 27, docs/performance.md §1 "antd's
 * style code off the first screen"): the style functions of the components whose CSS the
 * build-time stylesheet holds (`first-screen-styles.cjs`: `firstScreenStyleNames`) load when
 * cssinjs first calls one (a path the sheet does not list), in one `antd-styles` chunk
 * (`lib/deferred-style-loader.cjs`, `lib/deferred-styles.mjs`); until then the first screen does
 * not download them (~30 KB gzip). Same sheet, same names: the rule and `FirstScreenStylesPlugin`
 * read one rendering.
 * @param {string} dir the host's folder
 * @returns {object} an rspack rule
 */
export function deferredStyleRule(dir) {
  return {
    test: antdStyleModules,
    loader: path.join(repoRoot, 'shared/build/lib/deferred-style-loader.cjs'),
    options: { names: [...firstScreenStyleNames(firstScreenStyles(dir)), ...neverDrawnStyles] },
  };
}

/**
 * Style functions of the first screen's components that no kanri screen calls for, so the sheet
 * need not hold their CSS to defer them (a draw would load them as any miss does): Pagination's
 * bordered look, drawn only under the theme's `wireframe` token, which kanri does not set.
 */
export const neverDrawnStyles = ['Pagination-bordered'];

/**
 * The rewrites of `deferredAntdImports` (shared-dependencies.mjs): each listed `import X from
 * '<spec>';` of the file becomes `const X = <helper>(React, () => import('<spec>')…);` over
 * `lib/deferred-components.mjs` (the importing modules import React as `React`). Pagination's
 * `deferredSelect` also takes the page's theme tokens (`useToken`, which Pagination imports) and
 * the arrow icon Select draws. An antd update that changes one of these lines fails the build
 * (`rewrite-source-loader.cjs`).
 * @returns {object[]} rspack rules
 */
function deferredImportRewrites() {
  const extra = { deferredSelect: ', useToken, DownOutlined' };
  const imports = {
    lazyDefault: '',
    deferredSelect: 'import DownOutlined from "@ant-design/icons/es/icons/DownOutlined";\n',
  };
  return Object.entries(deferredAntdImports).map(([file, { helper, imports: names }]) => ({
    test: new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/]${file.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]')}$`),
    loader: path.join(repoRoot, 'shared/build/lib/rewrite-source-loader.cjs'),
    options: {
      replacements: Object.entries(names).map(([name, spec], index) => ({
        from: `import ${name} from '${spec}';`,
        to: `${index === 0 ? `import { ${helper} } from ${JSON.stringify(deferredComponentsFile)};\n${imports[helper]}` : ''}const ${name} = ${helper}(React, () => import('${spec}')${extra[helper] ?? ''});`,
      })),
    },
  }));
}

/**
 * Small rewrites of antd files that made the first staff screen load code it does not run
 * (`lib/rewrite-source-loader.cjs`; issue 27): antd's radio group imports `toNamePathStr` (one
 * line: a name path joined by `_`) from Form's `useForm` hook module, which imports rc-form's
 * `useForm` (its form store, name maps, value and message utilities: ~45 KB of source) into every
 * page with a radio, the table's selection column's included. The group now takes the same line
 * from Form's `util` module, which imports nothing. And antd's `App` takes its message, modal and
 * notification hooks from `lib/deferred-app-hooks.mjs`, which loads each the first time it is
 * called (the confirm dialog, Modal, rc-dialog and rc-notification: ~17 KB gzip off every page).
 * rc-table measures the scroll bar only for a table that uses the width (fixed header, sticky).
 * Then `deferredAntdImports`: Pagination's size changer Select on first use
 * (`deferredImportRewrites`).
 */
export const antdSourceRewrites = [
  {
    test: /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
    loader: path.join(repoRoot, 'shared/build/lib/rewrite-source-loader.cjs'),
    options: {
      replacements: [
        {
          from: "import { toNamePathStr } from '../form/hooks/useForm';",
          to: "import { toArray } from '../form/util';\nconst toNamePathStr = (name) => toArray(name).join('_');",
        },
      ],
    },
  },
  {
    test: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/,
    loader: path.join(repoRoot, 'shared/build/lib/rewrite-source-loader.cjs'),
    options: {
      replacements: [
        ['message', 'useMessage', ['open', 'info', 'success', 'warning', 'error', 'loading', 'destroy']],
        ['modal', 'useModal', ['info', 'success', 'error', 'warning', 'confirm']],
        ['notification', 'useNotification', ['open', 'success', 'info', 'warning', 'error', 'destroy']],
      ].map(([folder, hook, methods]) => ({
        from: `import ${hook} from '../${folder}/${hook}';`,
        to: `const ${hook} = deferredHook(React, () => import('../${folder}/${hook}'), ${JSON.stringify(methods)});`,
      })).concat({
        from: "import React, { useContext } from 'react';",
        to: `import React, { useContext } from 'react';\nimport { deferredHook } from ${JSON.stringify(deferredAppHooksFile)};`,
      }),
    },
  },
  {
    // rc-table measures the scroll bar's width in a layout effect of every table's first render (a
    // hidden box appended to the page and measured: a forced style and layout pass before the first
    // paint, then a second render of the table), but only a fixed header or a sticky table uses it
    test: /[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/,
    loader: path.join(repoRoot, 'shared/build/lib/rewrite-source-loader.cjs'),
    options: {
      replacements: [
        {
          from: rcTableScrollbarEffect('!tailor || !useInternalHooks', '[]'),
          to: `const measuresScrollbar = fixHeader || isSticky;\n${rcTableScrollbarEffect('measuresScrollbar && (!tailor || !useInternalHooks)', '[measuresScrollbar]')}`,
        },
      ],
    },
  },
  {
    // the click wave of buttons, checkboxes and radios: drawn after a click, in the next frame, so
    // its code (a React root of its own, the motion) loads on the first click
    test: /[\\/]antd[\\/]es[\\/]_util[\\/]wave[\\/]useWave\.js$/,
    loader: path.join(repoRoot, 'shared/build/lib/rewrite-source-loader.cjs'),
    options: {
      replacements: [
        {
          from: "import showWaveEffect from './WaveEffect';",
          to: "const showWaveEffect = (...args) => {\n  import('./WaveEffect').then((module) => module.default(...args));\n};",
        },
      ],
    },
  },
  {
    // antd Table's selection hook calls rc-tree's conductCheck and convertDataToEntities only for a
    // selection with `checkStrictly: false` (tree data whose parents check their children; none in
    // kanri), and first while rendering: both load on that first call (`suspendingFunction`)
    test: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    loader: path.join(repoRoot, 'shared/build/lib/rewrite-source-loader.cjs'),
    options: {
      replacements: [
        {
          from: "import { arrAdd, arrDel, conductCheck, convertDataToEntities } from '@rc-component/tree';",
          to: [
            "import { arrAdd, arrDel } from '@rc-component/tree';",
            `import { suspendingFunction } from ${JSON.stringify(deferredComponentsFile)};`,
            "const conductCheck = suspendingFunction(() => import('@rc-component/tree/es/utils/conductUtil'), 'conductCheck');",
            "const convertDataToEntities = suspendingFunction(() => import('@rc-component/tree/es/utils/treeUtil'), 'convertDataToEntities');",
          ].join('\n'),
        },
      ],
    },
  },
  ...deferredImportRewrites(),
];

/** rc-table's scroll bar measuring effect (`Table.js`), with its condition and dependencies. */
function rcTableScrollbarEffect(condition, dependencies) {
  return [
    '  useLayoutEffect(() => {',
    `    if (${condition}) {`,
    '      if (scrollBodyRef.current instanceof Element) {',
    '        setScrollbarSize(getTargetScrollBarSize(scrollBodyRef.current).width);',
    '      } else {',
    '        setScrollbarSize(getTargetScrollBarSize(scrollBodyContainerRef.current).width);',
    '      }',
    '    }',
    `  }, ${dependencies});`,
  ].join('\n');
}

/** The catalog module `@locales/*` imports resolve to in production builds (`inlineMessagesRule`). */
export const emptyCatalog = path.join(repoRoot, 'shared/build/lib/empty-catalog.mjs');

/** The CommonJS files (`dist/…/*.cjs`) of the federation runtime's `@module-federation` packages. */
const federationCjs = /[\\/]@module-federation[\\/](?:sdk|runtime|runtime-core|runtime-tools|webpack-bundler-runtime|error-codes)[\\/]dist[\\/].+\.cjs$/;

/**
 * The ES module beside a federation package's CommonJS file (`index.cjs` → `index.js` or `.mjs`),
 * or the file itself when there is none.
 * @param {string} file
 * @returns {string}
 */
export function federationEsmFile(file) {
  for (const candidate of [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')]) if (candidate !== file && fs.existsSync(candidate)) return candidate;
  return file;
}

/**
 * The federation runtime as ES modules (issue 27): rspack's federation plugin resolves the runtime
 * (`runtime-tools`, `webpack-bundler-runtime`, `runtime`) with `require.resolve`, so the host's
 * entry and every remote entry carried the CommonJS builds, which rspack cannot tree-shake: the
 * SDK's Node loader, manifest and config generators came along unused. Every `.cjs` file of those
 * packages is swapped for its ES build before and after resolution, so no package is there twice.
 */
export const federationAsEsm = new rspack.NormalModuleReplacementPlugin(federationCjs, (data) => {
  if (data.createData?.resource) data.createData.resource = federationEsmFile(data.createData.resource);
  else if (data.request) data.request = federationEsmFile(data.request);
});

/**
 * A remote's production `shared` entries without their own copies (`import: false`): the host
 * provides every shared module (the same `sharedDependencies`, one singleton each), so a remote's
 * copies were never used, yet its `remoteEntry.js` registered each of them in the share scope and
 * carried, for each consumed module, the request and the loader of its fallback chunk (issue 27: the
 * registry's remote entry, ~17.9 KB gzip, is mostly that table). Development builds keep their
 * copies: a remote's standalone page (`pnpm dev`) has no host to provide them.
 * @param {Record<string, object>} shared `sharedDependencies(dir)`
 * @returns {Record<string, object>} the same entries, each `import: false`
 */
export function consumeOnly(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }]));
}

/**
 * The host's `shared` entries with every absolute `import` written relative to the app's folder
 * (`./../node_modules/.pnpm/antd@…/es/button/index.js`), which rspack resolves to the same file
 * from the compilation's `context`. Module Federation copies each consumed module's `import` into
 * the consume table of the host's main chunk: with absolute paths (antd's shared files, its own
 * dependencies, the generated router and cssinjs modules) that chunk named the folder it was built
 * in, 61 times, so two clones of one commit built different files.
 * @param {Record<string, object>} shared `sharedDependencies(dir)`
 * @param {string} dir the app's folder (the compilation's `context`)
 * @returns {Record<string, object>} the same entries, `import` relative where it was absolute
 */
export function contextRelativeImports(shared, dir) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      typeof config.import === 'string' && path.isAbsolute(config.import) ? { ...config, import: `./${path.relative(dir, config.import).split(path.sep).join('/')}` } : config,
    ]),
  );
}

/**
 * Builds the rspack configuration of one deployable unit (host or remote).
 *
 * @param {{ dir: string, id: string }} options `dir` is the app's folder (import.meta.dirname of its
 *   rspack.config), `id` its entry in `apps.mjs`.
 * @returns {import('@rspack/core').Configuration}
 * @throws {Error} when `id` is not in `apps.mjs`
 */
export function createConfig({ dir, id }) {
  const app = apps.find((a) => a.id === id);
  if (!app) throw new Error(`unknown app ${id}`);
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const development = mode === 'development';
  const isHost = app.id === 'host';
  const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8090}`;

  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: development ? 'cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      // host: absolute, so deep links load their chunks; remotes: 'auto', served from their own origin
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.name,
      clean: true,
      filename: development ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: {
        '@locales': path.join(repoRoot, 'locales'),
        // antd's locales as ES modules, not its CommonJS lib copies (antdLocaleAliases)
        ...antdLocaleAliases(dir),
        // one federation SDK on the host's page (federationSdkFile)
        ...(isHost && federationSdkFile(dir) ? { '@module-federation/sdk$': federationSdkFile(dir) } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { ...swcOptions({ development }), transformImport: antdTransformImport },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        // antd's named imports from @rc-component barrels take only what they name
        sideEffectFreeRule,
        ...lazyAntdRules,
        ...antdSourceRewrites,
        // production host: the first screen's antd style functions load when first needed
        ...(isHost && !development ? [deferredStyleRule(dir)] : []),
        // `federationAsEsm` reads the ES build in place of a federation `.cjs` file: parse it as such
        { test: federationCjs, type: 'javascript/auto' },
        // production: each module carries its own messages, both locales (lib/inline-messages.cjs)
        ...(development ? [] : [inlineMessagesRule]),
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        ...pageTemplate(app.id),
        templateParameters: { title: isHost ? 'kanri' : `kanri · ${app.id}` },
      }),
      ...(fs.existsSync(path.join(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] })]
        : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        // the federation SDK's build switch: a browser build drops its Node script loader
        // (`createScriptNode`, `loadScriptNode`; ~1.9 KB gzip in the host's entry; issue 27)
        ENV_TARGET: JSON.stringify('web'),
      }),
      federationAsEsm,
      // production: the units' catalogs are empty, their messages inlined (lib/inline-messages.cjs)
      ...(development ? [] : [new rspack.NormalModuleReplacementPlugin(/^@locales\//, emptyCatalog)]),
      // a remote's route manifest beside its mf-manifest.json (issue 27; lib/route-manifest.mjs)
      ...(isHost ? [] : [new RouteManifestPlugin({ dir, id: app.id })]),
      // production host: the first screen's antd styles as a stylesheet, not generated in the page
      // (issue 27, LCP; lib/first-screen-styles.cjs)
      ...(isHost && !development ? [new FirstScreenStylesPlugin({ dir })] : []),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: isHost ? {} : { './module': './src/module.tsx' },
        // remotes are registered at runtime from /runtime-config.json (host/src/runtime-plugins)
        remotes: {},
        shared: isHost || development ? contextRelativeImports(sharedDependencies(dir), dir) : consumeOnly(sharedDependencies(dir)),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: isHost ? [path.join(dir, 'src/runtime-plugins/fallback-plugin.ts')] : [],
        // One federation runtime per page: the host provides it and the remotes' production
        // entries use it (~33 KB gzip less per remote). A remote's standalone page has no host to
        // provide it, so development builds keep their own (docs/performance.md).
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: !development },
      }),
    ],
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: true,
      proxy: isHost ? [{ context: ['/v2', '/v3', '/healthz'], target: apiTarget }] : [],
    },
    // `rspack serve` enables lazy compilation by default; a remote's lazy chunks then never resolve
    // inside the host page (TOOLCHAIN.md)
    lazyCompilation: false,
    // the host provides every shared module; a remote's own chunks keep the defaults (its own copy
    // of antd-common would load beside the host's: /places 44 → 96 KB of remote JS)
    optimization: isHost ? { splitChunks: hostSplitChunks(dir) } : {},
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
