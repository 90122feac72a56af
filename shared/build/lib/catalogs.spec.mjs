/**
 * One message id, one meaning (node test runner; `pnpm test` runs it in its `build tools` step,
 * after the catalogs are compiled): the catalogs merged into one Lingui instance must not give the
 * same id two translations. A failure names the units and their texts: give one of the messages a
 * Lingui `context` (docs/modules.md §5), or use the same wording when the meaning is the same.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogConflicts } from './catalogs.mjs';

const locales = fileURLToPath(new URL('../../../locales', import.meta.url));

for (const locale of ['en-US', 'ja-JP']) {
  test(`${locale}: no message id has two translations among the catalogs merged at run time`, async () => {
    const conflicts = await catalogConflicts(path.join(locales, locale));
    assert.deepEqual(
      conflicts.map((c) => `${c.group} ${c.id}: ${Object.entries(c.units).map(([unit, m]) => `${unit} ${JSON.stringify(m)}`).join(' ≠ ')}`),
      [],
    );
  });
}

test('finds an id two browser units translate differently, and not one that only the API and a remote share', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-catalogs-'));
  const write = (unit, messages) => fs.writeFileSync(path.join(dir, `${unit}.mjs`), `export const messages = ${JSON.stringify(messages)};`);
  write('it-ops', { a1: ['利用中'], b2: ['はい'] });
  write('hr-people', { a1: ['在籍中'], b2: ['はい'] });
  write('api', { c3: ['見つかりません'] });
  write('ga-places', { c3: ['ありません'] });
  try {
    const conflicts = await catalogConflicts(dir);
    assert.deepEqual(conflicts, [{ group: 'browser', id: 'a1', units: { 'hr-people': ['在籍中'], 'it-ops': ['利用中'] } }]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
