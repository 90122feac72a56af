/**
 * The host's page draws the shell's frame before its code runs, and no other page does
 * (docs/performance.md "Critical path"; node test runner, `pnpm test`'s `build tools` step).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { hostTemplate, pageTemplate, repoRoot } from '../rspack.config.mjs';
import { remotes } from '../apps.mjs';

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
  assert.match(pageTemplate('host').templateContent, /kanri-frame/);
  for (const remote of remotes) assert.deepEqual(pageTemplate(remote.id), { template: path.join(repoRoot, 'shared/build/index.html') });
});
