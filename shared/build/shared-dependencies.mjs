import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Every package that must exist exactly once at runtime, shared whole through Module Federation:
 * the ones that hold state or React contexts the host and the remotes meet on (React and its
 * renderer, the router, Lingui, the SWR cache, dayjs's global locale, antd's CSS-in-JS cache and
 * motion, trigger and portal contexts, and the shared runtime with auth, i18n, toast and dialogs).
 *
 * Stateless libraries (valibot, TanStack Form) and our own stateless packages (`@kanri/ui`,
 * `@kanri/contracts`) are NOT shared: each app bundles only the parts it imports, tree-shaken, so a
 * page pays for what it renders and a new module's code reaches no other page
 * (docs/performance.md).
 */
const libraries = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@lingui/core',
  '@lingui/react',
  'swr',
  'dayjs',
  '@ant-design/cssinjs',
  '@rc-component/motion',
  '@rc-component/trigger',
  '@rc-component/portal',
];
const workspacePackages = ['@kanri/runtime'];

function versionOf(name, dir) {
  const pkg = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
  try {
    return require(require.resolve(`${pkg}/package.json`, { paths: [dir] })).version;
  } catch {
    // packages whose `exports` hide ./package.json (valibot): walk up from the resolved entry
    let current = path.dirname(require.resolve(pkg, { paths: [dir] }));
    for (;;) {
      const file = path.join(current, 'package.json');
      if (fs.existsSync(file)) {
        const json = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (json.name === pkg) return json.version;
      }
      const parent = path.dirname(current);
      if (parent === current) throw new Error(`cannot find the version of ${pkg} from ${dir}`);
      current = parent;
    }
  }
}

/** Where `pkg` lives as seen from `from` (a folder), or undefined when it does not resolve. */
function packageDir(pkg, from) {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`, { paths: [from] }));
  } catch {
    return undefined;
  }
}

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sourceRoots = ['host/src', 'shared/runtime/src', 'shared/ui/src', ...fs.readdirSync(path.join(repoRoot, 'remotes')).map((r) => `remotes/${r}/src`)];

/** `DatePicker` → `date-picker`: antd's folder of a named export. */
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

let importedNames;
/**
 * Every value name kanri's sources import from each package (`import { Link } from
 * 'react-router-dom'`; type-only names left out), read from every app's and shared package's
 * sources (tests excluded).
 * @returns {Map<string, Set<string>>} package → names
 */
function namedImports() {
  if (importedNames) return importedNames;
  importedNames = new Map();
  for (const root of sourceRoots) {
    const dir = path.join(repoRoot, root);
    if (!fs.existsSync(dir)) continue;
    for (const file of walk(dir)) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
        if (match[1]) continue;
        const names = importedNames.get(match[3]) ?? new Set();
        for (const part of match[2].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]?.trim();
          if (name && !name.startsWith('type ')) names.add(name);
        }
        importedNames.set(match[3], names);
      }
    }
  }
  return importedNames;
}

/**
 * The router's exports kanri uses, from either package name: the router is shared as a module of
 * only these (`routerModule`; it is 376 KB of code shared whole; docs/performance.md). Every app is
 * built from the same sources, so the provided router has every export any app asks for.
 */
export function routerUsedExports() {
  const imports = namedImports();
  return [...new Set([...(imports.get('react-router') ?? []), ...(imports.get('react-router-dom') ?? [])])].sort();
}

/**
 * The router shared as one module that re-exports only what kanri uses (`routerUsedExports`), from
 * react-router's ES build (`RouterProvider` from `react-router/dom`, as react-router-dom does), so
 * that rspack drops the rest from the copy the host provides: server rendering, RSC, the static
 * handler, hydration and the framework's stream decoding (issue 27: the page's router 48 → KB
 * below; Module Federation's own shared tree shaking only shakes a consumer's fallback, never the
 * provider's copy). Both `react-router` and `react-router-dom` are shared from this one file, so a
 * page runs one router and one set of its contexts whichever name a module imports.
 *
 * Written to `node_modules/.cache/kanri-router/` of the repository when its content changes.
 * @param {string} dir the app's folder (react-router is resolved from it, else from react-router-dom)
 * @returns {string} the module's absolute path
 * @throws {Error} when react-router cannot be resolved
 */
export function routerModule(dir) {
  const routerDir = packageDir('react-router', dir) ?? packageDir('react-router', packageDir('react-router-dom', dir) ?? dir);
  if (!routerDir) throw new Error(`cannot resolve react-router from ${dir}`);
  const pkg = JSON.parse(fs.readFileSync(path.join(routerDir, 'package.json'), 'utf8'));
  const esm = (subpath) => path.join(routerDir, pkg.exports[subpath].import.default);
  const names = routerUsedExports();
  const fromDom = ['RouterProvider'];
  const text = [
    '// generated by shared/build/shared-dependencies.mjs (routerModule): the router exports kanri uses',
    `export { ${names.filter((n) => !fromDom.includes(n)).join(', ')} } from ${JSON.stringify(esm('.'))};`,
    `export { ${fromDom.join(', ')} } from ${JSON.stringify(esm('./dom'))};`,
    '',
  ].join('\n');
  return writeGenerated(path.join(repoRoot, 'node_modules/.cache/kanri-router', `router-${pkg.version}.mjs`), text);
}

/**
 * The names that antd's ES build, `@ant-design/cssinjs-utils`, the icons and kanri's sources import
 * from `@ant-design/cssinjs` (`unit`, `Keyframes`, `useStyleRegister`, `useCSSVarRegister`,
 * `useCacheToken`, `getComputedToken`, `createTheme`, `token2CSSVar`, `StyleContext`), read from
 * their `import { … } from '@ant-design/cssinjs'` lines.
 * @param {string} dir the app's folder (antd is resolved from it)
 * @returns {string[]} sorted
 * @throws {Error} when one of them imports the package otherwise (a namespace, a default or a
 *   re-export), which a module of named exports could not serve
 */
export function cssinjsUsedExports(dir) {
  const antdDir = packageDir('antd', dir);
  const roots = [path.join(antdDir, 'es'), ...['@ant-design/cssinjs-utils', '@ant-design/icons'].map((pkg) => packageDir(pkg, antdDir)).filter(Boolean).map((pkgDir) => path.join(pkgDir, 'es'))];
  const names = new Set(namedImports().get('@ant-design/cssinjs') ?? []);
  for (const root of roots) {
    for (const file of walk(root)) {
      if (!file.endsWith('.js')) continue;
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('@ant-design/cssinjs')) continue;
      for (const match of text.matchAll(/^(import|export)\s+([^;]*?)\s+from\s+['"]@ant-design\/cssinjs['"]/gm)) {
        const named = match[1] === 'import' && match[2].match(/^\{([^}]*)\}$/);
        if (!named) throw new Error(`${file} uses @ant-design/cssinjs as ${match[0]}: not a named import`);
        for (const part of named[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]?.trim();
          if (name) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

/**
 * `@ant-design/cssinjs` shared as one module of only the names its importers use
 * (`cssinjsUsedExports`), as the router is (`routerModule`): the provided copy of a shared package
 * is never tree-shaken, so every page downloaded cssinjs's `extractStyle`, its linters and its
 * logical-properties and px-to-rem transformers, which only server rendering and build tools call
 * (issue 27). The package's modules are marked free of side effects (`sideEffectFreeRule`), so the
 * re-exports take only the files their names come from.
 *
 * Written to `node_modules/.cache/kanri-cssinjs/` of the repository when its content changes.
 * @param {string} dir the app's folder (cssinjs is resolved from antd)
 * @returns {string} the module's absolute path
 */
export function cssinjsModule(dir) {
  const cssinjsDir = packageDir('@ant-design/cssinjs', packageDir('antd', dir));
  const pkg = JSON.parse(fs.readFileSync(path.join(cssinjsDir, 'package.json'), 'utf8'));
  const text = [
    '// generated by shared/build/shared-dependencies.mjs (cssinjsModule): the cssinjs exports antd and kanri use',
    `export { ${cssinjsUsedExports(dir).join(', ')} } from ${JSON.stringify(require.resolve(path.join(cssinjsDir, pkg.module)))};`,
    '',
  ].join('\n');
  return writeGenerated(path.join(repoRoot, 'node_modules/.cache/kanri-cssinjs', `cssinjs-${pkg.version}.mjs`), text);
}

/**
 * Writes a generated module when its content changed (atomically: other builds may read it).
 * @param {string} file
 * @param {string} text
 * @returns {string} `file`
 */
function writeGenerated(file, text) {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  }
  return file;
}

/**
 * The antd components kanri's sources import by name (`import { Table } from 'antd'`), as antd
 * folder names.
 * @returns {string[]}
 */
export function antdImportedComponents() {
  return [...(namedImports().get('antd') ?? [])].map(kebab).sort();
}

/**
 * antd shared per module (docs/performance.md): the entry (`antd/es/<component>/index.js`) of
 * every component kanri imports and of every component those import in turn, plus every module of
 * those components and of antd's shared layers (config-provider, theme, locale) that creates a
 * React context, each as its own singleton keyed `antd/es/<path>`.
 *
 * Each app's own imports are rewritten to per-component paths (`import { Button } from 'antd'` →
 * `antd/es/button`, see `antdTransformImport`), and antd's internal relative imports
 * (`../config-provider`, `../form/context`) resolve to the same files, so Module Federation matches
 * them by resolved path: a component used by the host, the shared runtime and two remotes is
 * downloaded once, and one ConfigProvider / App / theme / locale context serves every app. A page
 * downloads only the components it renders; a component nobody has used yet costs nothing.
 *
 * @param {string} dir the app's folder (antd is resolved from it)
 * @returns {Record<string, object>} `shared` entries keyed by the absolute file path (so that
 *   rspack's ConsumeSharedPlugin matches them after resolution)
 */
export function antdSharedModules(dir) {
  const antdDir = packageDir('antd', dir);
  if (!antdDir) return {};
  const version = versionOf('antd', dir);
  const es = path.join(antdDir, 'es');
  const isComponent = (name) => !['style', 'locale', '_util'].includes(name) && fs.existsSync(path.join(es, name, 'index.js'));
  // the components kanri imports, closed over the components they import (`../pagination`)
  const components = new Set(antdImportedComponents().filter(isComponent));
  const queue = [...components];
  while (queue.length) {
    const component = queue.pop();
    for (const file of walk(path.join(es, component))) {
      if (!file.endsWith('.js')) continue;
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/from '\.\.\/(?:\.\.\/)*([a-z-]+)'/g)) {
        if (isComponent(match[1]) && !components.has(match[1])) {
          components.add(match[1]);
          queue.push(match[1]);
        }
      }
    }
  }
  const files = new Set([...components].map((c) => path.join(es, c, 'index.js')));
  for (const file of walk(es)) {
    // contexts of the shared components and of antd's shared layers (config-provider, theme, locale)
    const top = path.relative(es, file).split(path.sep)[0];
    if ((components.has(top) || !isComponent(top)) && file.endsWith('.js') && /\bcreateContext\(/.test(fs.readFileSync(file, 'utf8'))) files.add(file);
  }
  const shared = {};
  for (const file of [...files].sort()) {
    const shareKey = `antd/${path.relative(antdDir, file).replace(/\\/g, '/').replace(/\/index\.js$|\.js$/, '')}`;
    shared[file] = { import: file, shareKey, singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * antd files a build turns into lazy components that load their original when first drawn
 * (rspack.config.mjs `lazyAntdRules`, issue 27): Result's three illustrations, and antd Table's
 * filter dropdown, which kanri never draws (no column has `filters`) but which imported Tree,
 * its search box and its menu wrapper into every page with a table; the table's virtual mode (no
 * kanri table sets `virtual`: rc-table's virtual body and grid) and Input's one-time-password box
 * (`Input.OTP`, which no kanri screen draws); `Input.Password`, `Space.Addon`, `Tag.CheckableTag`,
 * `Tag.CheckableTagGroup` and `Dropdown.Button`, which no kanri screen draws either, and
 * Typography's editing box (`Editable`, drawn only while a text with `editable` is being edited);
 * rc-table's fixed header and sticky scroll bar (`FixedHolder`, `stickyScrollBar`: drawn only for a
 * table with `scroll.y` or `sticky`, which no kanri table sets). `antdModuleClosure` keeps them
 * (the wrapper the build puts there) but not what they import: that is not the first screen.
 */
export const lazyAntdFiles = /[\\/]antd[\\/]es[\\/](?:result[\\/](?:noFound|serverError|unauthorized)|table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown|table[\\/]RcTable[\\/]VirtualTable|input[\\/]OTP[\\/]index|input[\\/]Password|space[\\/]Addon|tag[\\/]CheckableTag(?:Group)?|dropdown[\\/]dropdown-button|typography[\\/]Editable|typography[\\/]Base[\\/]CopyBtn|empty[\\/](?:empty|simple))\.js$|[\\/]@rc-component[\\/]table[\\/]es[\\/](?:stickyScrollBar|FixedHolder[\\/]index)\.js$/;

/**
 * antd imports of a component that the importing module draws only in some cases, which the build
 * turns into components that load their module on first use (rspack.config.mjs
 * `antdSourceRewrites`, helpers in `lib/deferred-components.mjs`; issue 27): keyed by the importing
 * file under `antd/es/`, each import's local name and specifier as antd writes it, and the helper
 * that replaces it. Pagination draws its page-size changer's Select on every list, but it is only
 * used when opened (`deferredSelect`: the closed select's look until then). `antdModuleClosure`
 * does not follow these imports: they are not the first screen. Table's selection column draws
 * its Checkbox or Radio only on a list with `rowSelection` (`lazyDefault`: nothing in their place
 * for the time of their first load); the lists' column settings panel, which draws both too, loads
 * on its first open (`@kanri/ui`'s `column-settings-panel.tsx`).
 * @type {Record<string, { helper: 'lazyDefault' | 'deferredSelect', imports: Record<string, string> }>}
 */
export const deferredAntdImports = {
  'pagination/Pagination.js': { helper: 'deferredSelect', imports: { Select: '../select' } },
  'table/hooks/useSelection.js': { helper: 'lazyDefault', imports: { Checkbox: '../../checkbox', Radio: '../../radio' } },
};

/**
 * The specifiers of `deferredAntdImports` for an antd file, or none.
 * @param {string} file an absolute path
 * @returns {string[]}
 */
export function deferredAntdSpecifiers(file) {
  const match = file.replace(/\\/g, '/').match(/\/antd\/es\/(.+)$/);
  return Object.values(deferredAntdImports[match?.[1]]?.imports ?? {});
}

/**
 * Packages whose ES modules have no side effects at load, so that a bundler may skip a file none of
 * whose exports is used, barrels (`index.js` re-exporting the package) included: antd (its
 * `package.json` says so but for CSS), `@ant-design/icons` (says so) and every `@rc-component`
 * package (they do not say so; `sideEffectFreeRule` says it for them: their ES builds have no bare
 * `import '…'` and no module-level effect anything relies on).
 */
export const sideEffectFreePackages = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:antd[\\/]es|@ant-design[\\/]icons|@rc-component[\\/][^\\/]+)[\\/]/;

/**
 * The rspack rule that marks the `@rc-component` packages' modules free of side effects (issue 27):
 * antd imports named helpers from their barrels — the table's selection column
 * `{ arrAdd, conductCheck, convertDataToEntities }` from `@rc-component/tree`, the form context
 * `{ FormProvider }` from `@rc-component/form`, the button's and tag's styles `{ Color }` from
 * `@rc-component/color-picker` — and without the flag rspack kept each barrel and everything it
 * imports: the whole Tree, Form with async-validator, the ColorPicker, on every page with a table.
 */
export const sideEffectFreeRule = {
  test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@rc-component|@ant-design[\\/]cssinjs)[\\/]/,
  sideEffects: false,
};

/**
 * Where each name a module exports comes from, for the names it only passes on: `export { a as b }
 * from './x'`, `export { default as B } from './x'`, `export * from './x'`, and `import A from './x'`
 * or `import { A } from './x'` later exported as `export { A }` / `export default A`. Names the
 * module defines itself are not in the map.
 * @param {string} text the module's source
 * @returns {{ names: Map<string, { spec: string, name: string }>, stars: string[] }}
 */
export function reexports(text) {
  const names = new Map();
  const stars = [];
  const imported = new Map();
  for (const match of text.matchAll(/^import\s+([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/gm)) {
    if (match[1]) imported.set(match[1], { spec: match[3], name: 'default' });
    for (const part of (match[2] ?? '').split(',')) {
      const [name, local = name] = part.trim().split(/\s+as\s+/);
      if (name) imported.set(local, { spec: match[3], name });
    }
  }
  for (const match of text.matchAll(/^export\s*\{([^}]*)\}\s*(?:from\s*['"]([^'"]+)['"])?/gm)) {
    for (const part of match[1].split(',')) {
      const [name, exported = name] = part.trim().split(/\s+as\s+/);
      if (!name) continue;
      if (match[2]) names.set(exported, { spec: match[2], name });
      else if (imported.has(name)) names.set(exported, imported.get(name));
    }
  }
  const defaultExport = text.match(/^export\s+default\s+([\w$]+)\s*;?\s*$/m);
  if (defaultExport && imported.has(defaultExport[1])) names.set('default', imported.get(defaultExport[1]));
  for (const match of text.matchAll(/^export\s*\*\s*from\s*['"]([^'"]+)['"]/gm)) stars.push(match[1]);
  return { names, stars };
}

/**
 * The files a set of antd components' entries (`antd/es/<component>/index.js`) import, directly or
 * through other files, as rspack resolves them (ES builds: a package's `lib/` file is read as its
 * `es/` twin): antd's own files and those of `@rc-component/*`, `@ant-design/*` and the small
 * helpers they use. The walk stops at the packages shared whole as singletons (React, the
 * CSS-in-JS cache, motion, trigger, portal), which have chunks of their own. Imports are read with
 * a regular expression (`import … from`, `export … from`, bare `import '…'`, `require('…')`),
 * which is what antd's ES build contains. A named import (`import { conductCheck } from
 * '@rc-component/tree'`) from a module of a side-effect-free package (`sideEffectFreePackages`)
 * follows only the files those names come from (`reexports`), as rspack does when it skips the
 * barrel; any name the module defines itself takes the whole module. Used to cut the `antd-staff`
 * chunk to the components the first staff screen renders (`staffChunkModules` in
 * rspack.config.mjs; docs/performance.md, issue 27).
 * @param {string} dir the app's folder (antd is resolved from it)
 * @param {string[]} components antd folder names (`table`, `config-provider`)
 * @returns {Set<string>} absolute file paths; empty when antd does not resolve
 * @throws {Error} when a component has no `es/<component>/index.js`
 */
export function antdModuleClosure(dir, components) {
  const antdDir = packageDir('antd', dir);
  const files = new Set();
  if (!antdDir) return files;
  const singleton = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|@ant-design[\\/]cssinjs|@rc-component[\\/](?:motion|trigger|portal))[\\/]/;
  const resolveFrom = (file, spec) => {
    const from = createRequire(file);
    for (const candidate of [spec, `${spec}.js`, `${spec}/index.js`]) {
      try {
        const resolved = from.resolve(candidate);
        const es = resolved.replace(/([\\/])lib([\\/])/, '$1es$2');
        return es !== resolved && fs.existsSync(es) ? es : resolved;
      } catch {
        // next candidate
      }
    }
    return undefined;
  };
  const texts = new Map();
  const read = (file) => {
    if (!texts.has(file)) texts.set(file, /\.[cm]?js$/.test(file) ? fs.readFileSync(file, 'utf8') : '');
    return texts.get(file);
  };
  // names already followed through a module without taking it whole: `${file}\0${name}`
  const passed = new Set();
  /** @type {Array<{ file: string, names?: string[] }>} no names: the whole module */
  const queue = components.map((component) => {
    const entry = path.join(antdDir, 'es', component, 'index.js');
    if (!fs.existsSync(entry)) throw new Error(`antd has no component ${component}`);
    return { file: entry };
  });
  while (queue.length) {
    const { file, names } = queue.pop();
    if (files.has(file) || singleton.test(file)) continue;
    if (names && sideEffectFreePackages.test(file) && !lazyAntdFiles.test(file)) {
      const { names: from, stars } = reexports(read(file));
      const through = [];
      for (const name of names) {
        if (name === 'default' && !from.has(name)) break;
        if (from.has(name)) through.push({ spec: from.get(name).spec, name: from.get(name).name });
        else if (stars.length === 1) through.push({ spec: stars[0], name });
        else break;
      }
      if (through.length === names.length) {
        for (const { spec, name } of through) {
          const resolved = resolveFrom(file, spec);
          if (!resolved || passed.has(`${resolved}\0${name}`)) continue;
          passed.add(`${resolved}\0${name}`);
          queue.push(name === 'default' || name === '*' ? { file: resolved } : { file: resolved, names: [name] });
        }
        continue;
      }
    }
    files.add(file);
    // the small lazy wrapper a build puts there is part of the closure, what the original imports not
    if (lazyAntdFiles.test(file)) continue;
    const text = read(file);
    // imports the build defers to their first use (deferredAntdImports)
    const deferred = deferredAntdSpecifiers(file);
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]|(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const spec = match[2] ?? match[3] ?? match[4] ?? match[5];
      if (deferred.includes(spec)) continue;
      const resolved = resolveFrom(file, spec);
      if (!resolved || files.has(resolved)) continue;
      const named = match[1]?.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean);
      queue.push(named?.length ? { file: resolved, names: named } : { file: resolved });
    }
  }
  return files;
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else yield file;
  }
}

/**
 * The `transformImport` option of rspack's builtin:swc-loader for our own sources: antd's named
 * imports become per-component default imports (`import { DatePicker } from 'antd'` →
 * `import DatePicker from 'antd/es/date-picker'`), which `antdSharedModules` shares.
 */
export const antdTransformImport = [
  { libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true, transformToDefaultImport: true },
];

/**
 * The `shared` option of one app's ModuleFederationPlugin.
 * @param {string} dir the app's folder: versions are read from its own (direct) dependencies
 */
export function sharedDependencies(dir) {
  const shared = {};
  for (const name of libraries) {
    const pkgName = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
    // antd's own dependencies are not direct dependencies of the apps: resolve them from antd
    const from = packageDir(pkgName, dir) ? dir : packageDir('antd', dir);
    if (!from || !packageDir(pkgName, from)) continue;
    const version = versionOf(name, from);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, ...(from === dir ? {} : { import: packageDir(pkgName, from) }) };
    if (name === 'react-router' || name === 'react-router-dom') shared[name].import = routerModule(dir);
    if (name === '@ant-design/cssinjs') shared[name].import = cssinjsModule(dir);
  }
  for (const name of workspacePackages) {
    const version = versionOf(name, dir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return { ...shared, ...antdSharedModules(dir) };
}

export const sharedNames = [...libraries, ...workspacePackages];
