/**
 * The seed's pseudo-random numbers: mulberry32, a small, fast PRNG. Each seed module takes its own
 * fixed `seed`, so adding rows to one module does not change the others' demo rows, and the same
 * seed always gives the same sequence (the demo is identical run to run).
 *
 * - `next()`: a float in [0, 1);
 * - `int(min, max)`: a whole number from `min` to `max`, both included;
 * - `pick(items)`: one of `items` (not empty);
 * - `weighted([[item, weight], …])`: one item, with a chance proportional to its weight;
 * - `uuid()`: a version-4 UUID string;
 * - `serial()`: 10 characters of digits and capitals without I and O (a device serial number).
 */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      let r = next() * items.reduce((s, [, w]) => s + w, 0);
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return items[items.length - 1]![0];
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${(Math.floor(next() * 4) + 8).toString(16)}${hex(3)}-${hex(12)}`,
    serial: () => Array.from({ length: 10 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(next() * 34)]).join(''),
  };
}
