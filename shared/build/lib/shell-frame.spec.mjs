/**
 * The host's page draws the shell's frame before its code runs, and no other page does
 * (docs/performance.md "Critical path"; node test runner, `pnpm test`'s `build tools` step).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createConfig, hostTemplate, repoRoot } from '../rspack.config.mjs';

const htmlPlugin = (config) => config.plugins.find((p) => p?.constructor?.name === 'HtmlRspackPlugin');

test("the host's template carries the frame's style in <head> and its markup behind #root, with no script", () => {
  const page = hostTemplate();
  const head = page.slice(0, page.indexOf('</head>'));
  assert.match(head, /#kanri-frame\{position:fixed;inset:0;z-index:-1/);
  // hidden once the shell's layout is in #root
  assert.match(head, /body:has\(#root \.ant-layout\) #kanri-frame\{display:none\}/);
  assert.match(page, /<div id="root"><\/div>\s*<div id="kanri-frame" aria-hidden="true">/);
  // the Content-Security-Policy allows no inline script; the template's own title is still to fill
  assert.doesNotMatch(page, /<script/);
  assert.match(page, /<title><%= title %><\/title>/);
});

test("only the host's page has the frame: a remote's standalone page builds from the plain template", () => {
  const host = htmlPlugin(createConfig({ dir: path.join(repoRoot, 'host'), id: 'host' }));
  const remote = htmlPlugin(createConfig({ dir: path.join(repoRoot, 'remotes/it-ops'), id: 'it-ops' }));
  assert.match(host._args[0].templateContent, /kanri-frame/);
  assert.equal(remote._args[0].templateContent, undefined);
  assert.equal(remote._args[0].template, path.join(repoRoot, 'shared/build/index.html'));
});
