import { layoutOrgChart, orgCardSize, subtreeTotals } from './org-chart-layout';

// jsdom hides Node's structuredClone, which dagre uses (browsers have it)
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const units = [
  { id: 'dv1', parentId: null },
  { id: 'd1', parentId: 'dv1' },
  { id: 'd2', parentId: 'dv1' },
  { id: 's1', parentId: 'd1' },
  { id: 'orphan', parentId: 'gone' },
];

describe('layoutOrgChart', () => {
  it('draws top-down: children below their parent, siblings side by side, one edge per parent link', () => {
    const { nodes, edges } = layoutOrgChart(units, { direction: 'TB', compact: false, collapsed: new Set() });
    const at = (id: string) => nodes.find((n) => n.unit.id === id)!;
    expect(nodes.map((n) => n.unit.id)).toEqual(['dv1', 'd1', 'd2', 's1', 'orphan']);
    expect(at('d1').y).toBeGreaterThan(at('dv1').y);
    expect(at('s1').y).toBeGreaterThan(at('d1').y);
    expect(at('d1').y).toBe(at('d2').y);
    expect(Math.abs(at('d1').x - at('d2').x)).toBeGreaterThanOrEqual(orgCardSize.full.width);
    expect(edges.map((e) => `${e.source}>${e.target}`).sort()).toEqual(['d1>s1', 'dv1>d1', 'dv1>d2']);
    expect(at('dv1').childCount).toBe(2);
    expect(at('orphan').childCount).toBe(0);
  });

  it('draws left to right with compact cards', () => {
    const { nodes } = layoutOrgChart(units, { direction: 'LR', compact: true, collapsed: new Set() });
    const at = (id: string) => nodes.find((n) => n.unit.id === id)!;
    expect(at('d1').x).toBeGreaterThan(at('dv1').x);
    expect(at('d1').width).toBe(orgCardSize.compact.width);
  });

  it('leaves out everything below a collapsed unit and keeps the unit with its child count', () => {
    const { nodes, edges } = layoutOrgChart(units, { direction: 'TB', compact: false, collapsed: new Set(['dv1']) });
    expect(nodes.map((n) => n.unit.id)).toEqual(['dv1', 'orphan']);
    expect(nodes[0]).toMatchObject({ collapsed: true, childCount: 2 });
    expect(edges).toEqual([]);
  });
});

describe('subtreeTotals', () => {
  it('adds every unit below to a unit\'s own members', () => {
    const totals = subtreeTotals(units.map((u, i) => ({ ...u, memberCount: [1, 10, 20, 3, 5][i]! })));
    expect(Object.fromEntries(totals)).toEqual({ dv1: 34, d1: 13, d2: 20, s1: 3, orphan: 5 });
  });
});
