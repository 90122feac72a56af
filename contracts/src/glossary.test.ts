/// <reference types="jest" />
import type { Messages } from '@lingui/core';
import { messages as contractsJa } from '@locales/ja-JP/contracts';
import { messages as itOpsJa } from '@locales/ja-JP/it-ops';
import { deviceMessages } from './it-ops/devices';

/**
 * docs/glossary.md (issue 30): the device check-out and check-in messages the API answers use the
 * screen's words (貸し出し / 返却, デバイス), not チェックアウト / チェックイン.
 */
describe('glossary: check-out wording', () => {
  const text = (catalog: Messages, id: string) => JSON.stringify(catalog[id]);
  const ids = Object.values(deviceMessages)
    .map((m) => m.id)
    .filter((id) => /checkOut|checkIn|assignment|decommissionAssigned/.test(id));

  it('the screen says 貸し出し and 返却 (its buttons)', () => {
    // the remote's catalog is keyed by generated ids: look for the translations themselves
    const values = Object.values(itOpsJa as Messages).map((value) => JSON.stringify(value));
    expect(values).toContain(JSON.stringify(['貸し出し']));
    expect(values).toContain(JSON.stringify(['返却']));
    expect(values.filter((value) => /チェックアウト|チェックイン/.test(value))).toEqual([]);
  });

  it.each(ids)('%s reads 貸し出し / 返却 and デバイス', (id) => {
    const message = text(contractsJa as Messages, id);
    expect(message).not.toMatch(/チェックアウト|チェックイン|端末/);
    expect(message).toMatch(/貸し出|貸出|返却/);
  });
});
