import path from 'node:path';

// the real entry, by path: the bare `antd` is mapped to ./antd.cjs (jest.config.mjs)
const realEntry = path.join(__dirname, '../../ui/node_modules/antd/lib/index.js');

describe('antd for Jest (antd.cjs)', () => {
  it('lists every export of the real entry, each the same object', () => {
    const lazy = jest.requireActual<Record<string, unknown>>('antd');
    const real = jest.requireActual<Record<string, unknown>>(realEntry);
    expect(lazy).not.toBe(real);
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
    for (const name of Object.keys(real)) {
      if (name === 'unstableSetRender') expect(typeof lazy[name]).toBe('function');
      else expect(lazy[name]).toBe(real[name]);
    }
  });
});
