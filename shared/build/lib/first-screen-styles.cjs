/**
 * The first staff screen's antd styles as a stylesheet made at build time (issue 27, LCP at 4× CPU;
 * docs/performance.md §1 "Two regressions…"). antd generates each component's CSS in the browser
 * the first time it renders (`@ant-design/cssinjs` `useStyleRegister`: style objects, stylis, a
 * `<style>` element each): ~11 % of the main thread before the registry's LCP. cssinjs skips that
 * work for a style whose path its cache map lists — the `.data-ant-cssinjs-cache-path` rule that
 * `extractStyle` writes, read once from the page's CSS — and then injects nothing. This module
 * renders, in a child Node process (`NODE_ENV=production`, so the class hash is the production
 * one), the components of the shell and a list screen with antd's CommonJS build, extracts their
 * styles with that map (`types: ['style']`: the theme's CSS variables stay at run time, where
 * kanri's colours are; antd 6's component styles read the theme through those variables, so they
 * do not depend on it), and the host's build emits them as `antd-first-screen.<hash>.css`, linked
 * from the page's `<head>`. Components not drawn here keep generating at run time.
 *
 * `node first-screen-styles.cjs <app dir>` prints the CSS; `FirstScreenStylesPlugin` is the rspack
 * plugin (production host build only: rspack.config.mjs `createConfig`).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: run as a child process, and required by rspack.config.mjs */
const path = require('node:path');
const crypto = require('node:crypto');
const { execFileSync } = require('node:child_process');
const { createRequire } = require('node:module');

/**
 * Renders the first screen's antd components (antd's CommonJS build as `dir` resolves it) and
 * returns their CSS with cssinjs's cache path map. Needs `NODE_ENV=production` to match the
 * production class hash.
 * @param {string} dir the app's folder (resolves antd, React and react-dom)
 * @returns {string} CSS
 */
function renderFirstScreenStyles(dir) {
  const requireApp = createRequire(path.join(dir, 'package.json'));
  const requireAntd = createRequire(requireApp.resolve('antd/package.json'));
  const React = requireApp('react');
  const { renderToString } = requireApp('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = requireAntd('@ant-design/cssinjs');
  const antd = requireApp('antd');
  const { App, ConfigProvider, Layout, Menu, Typography, Button, Input, Tabs, Segmented, Table, Avatar, Tag, Space, Flex, Spin, Skeleton, Empty, Dropdown, Tooltip, Popover, Result } = antd;
  const h = React.createElement;
  const cache = createCache();
  const columns = [
    { key: 'name', title: 'Name', dataIndex: 'name', sorter: true, render: (name) => h(Space, null, h(Avatar, { shape: 'square' }, 'N'), h(Typography.Link, null, name)) },
    { key: 'state', title: 'State', dataIndex: 'state', render: (state) => h(Tag, { color: 'green' }, state) },
  ];
  // the shell (side navigation, header with the user menu) and a list screen (tabs, title, actions,
  // search, segmented filter, table with sorter and pagination), as kanri draws them
  const tree = h(StyleProvider, { cache }, h(ConfigProvider, { button: { autoInsertSpace: false } }, h(App, null,
    h(Layout, null,
      h(Layout.Sider, { width: 232, theme: 'light', breakpoint: 'lg', collapsedWidth: 0 },
        h(Typography.Text, { strong: true }, 'kanri'),
        h(Menu, { mode: 'inline', items: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B', children: [{ key: 'c', label: 'C' }] }] })),
      h(Layout, null,
        h(Layout.Header, null, h(Flex, { justify: 'space-between' }, h(Button, null, 'Search'), h(Segmented, { options: ['en-US', 'ja-JP'] }), h(Dropdown, { menu: { items: [] } }, h(Button, { type: 'text' }, h(Avatar, null, 'U'))))),
        h(Layout.Content, null,
          h(Tabs, { items: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }] }),
          h(Typography.Title, { level: 1 }, 'Title'),
          h(Flex, { gap: 8 }, h(Button, { type: 'primary' }, 'Add'), h(Button, { type: 'link' }, 'Link'), h(Tooltip, { title: 'Tip' }, h(Button, null, 'Tip')), h(Popover, { content: 'Content' }, h(Button, null, 'Menu'))),
          h(Input.Search, { placeholder: 'Search' }),
          h(Table, { rowKey: 'name', columns, dataSource: [{ name: 'Row', state: 'Active' }], pagination: { total: 100, showSizeChanger: true } }),
          h(Spin, null), h(Skeleton, null), h(Empty, null),
          // drawn by every staff page's code, though not at first: a status tag, a text area (the
          // forms, the Views menu's dialog), the error and unavailable states' Result — their
          // styles here let the production host load none of their style functions up front
          // (deferred-style-loader.cjs)
          h(Tag, { color: 'success' }, 'Done'), h(Input.TextArea, null), h(Result, { status: 'warning', title: 'Unavailable' })))))));
  renderToString(tree);
  return extractStyle(cache, { plain: true, types: ['style'] });
}

/**
 * The CSS of `renderFirstScreenStyles(dir)`, made in a child process with `NODE_ENV=production`.
 * @param {string} dir the app's folder
 * @returns {string}
 */
function firstScreenStyles(dir) {
  if (!made.has(dir)) made.set(dir, execFileSync(process.execPath, [__filename, dir], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 }));
  return made.get(dir);
}

/** `firstScreenStyles` per app folder: made once per build process (the plugin and the style loader's names). */
const made = new Map();

/**
 * The cssinjs component paths whose styles `css` holds, read from its cache path map
 * (`<hash>|<component path>|<prefix>|<icon prefix>:<style hash>`; `Shared` and the icons' entry left
 * out): `Button-Button`, `Input-Search`, `Tag-preset`… — the style functions the production host
 * loads only when first needed (`deferred-style-loader.cjs`, issue 27).
 * @param {string} css a stylesheet of `renderFirstScreenStyles`
 * @returns {string[]} sorted, each once
 * @throws {Error} when `css` has no cache path map
 */
function firstScreenStyleNames(css) {
  const map = css.match(/data-ant-cssinjs-cache-path\{content:"([^"]*)"/);
  if (!map) throw new Error('first-screen-styles: the stylesheet has no cssinjs cache path map');
  const names = map[1].split(';').map((entry) => entry.split('|')[1]).filter((name) => name && name !== 'Shared' && !name.includes('icons'));
  return [...new Set(names)].sort();
}

/**
 * rspack plugin: emits `antd-first-screen.<hash>.css` (`firstScreenStyles`) and links it in the
 * page's `<head>` before the scripts (HtmlRspackPlugin's `beforeEmit`).
 */
class FirstScreenStylesPlugin {
  /** @param {{ dir: string }} options the app's folder */
  constructor({ dir }) {
    this.dir = dir;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const name = 'FirstScreenStylesPlugin';
    const { rspack } = compiler;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const css = firstScreenStyles(this.dir);
      const file = `antd-first-screen.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
      compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // as extracted: the CSS minimizer's targets split antd's selector lists rule by rule (3×)
        compilation.emitAsset(file, new rspack.sources.RawSource(css), { minimized: true, immutable: true });
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(name, (data) => {
        data.html = data.html.replace('</title>', `</title><link rel="stylesheet" href="/${file}">`);
        return data;
      });
    });
  }
}

module.exports = { FirstScreenStylesPlugin, firstScreenStyles, firstScreenStyleNames, renderFirstScreenStyles };

if (require.main === module) process.stdout.write(renderFirstScreenStyles(process.argv[2]));
