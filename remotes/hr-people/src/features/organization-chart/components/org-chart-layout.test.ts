import { layoutOrgChart, legibleZoom, openingViewport, orgCardSize, subtreeTotals } from './org-chart-layout';

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
  it('draws each unit under its own parent: sibling subtrees never share a column, a parent is over its children (issue 30)', () => {
    const tree = [
      { id: 'root', parentId: null },
      { id: 'a', parentId: 'root' }, { id: 'b', parentId: 'root' }, { id: 'c', parentId: 'root' },
      { id: 'a1', parentId: 'a' },
      { id: 'b1', parentId: 'b' }, { id: 'b2', parentId: 'b' }, { id: 'b3', parentId: 'b' }, { id: 'b4', parentId: 'b' },
      { id: 'c1', parentId: 'c' },
      { id: 'b1x', parentId: 'b1' }, { id: 'c1x', parentId: 'c1' }, { id: 'c1y', parentId: 'c1' }, { id: 'a1x', parentId: 'a1' }, { id: 'a1y', parentId: 'a1' }, { id: 'a1z', parentId: 'a1' },
      { id: 'top2', parentId: null }, { id: 't21', parentId: 'top2' },
    ];
    const { nodes } = layoutOrgChart(tree, { direction: 'TB', compact: false, collapsed: new Set() });
    const x = (id: string) => nodes.find((n) => n.unit.id === id)!.x;
    const children = (id: string) => tree.filter((u) => u.parentId === id).map((u) => u.id);
    const subtree = (id: string): string[] => [id, ...children(id).flatMap(subtree)];
    for (const unit of tree) {
      const kids = children(unit.id).sort((l, r) => x(l) - x(r));
      if (!kids.length) continue;
      expect(x(unit.id)).toBeGreaterThanOrEqual(x(kids[0]!) - 1);
      expect(x(unit.id)).toBeLessThanOrEqual(x(kids.at(-1)!) + 1);
      for (let i = 0; i + 1 < kids.length; i++) {
        const rightOfLeft = Math.max(...subtree(kids[i]!).map(x));
        const leftOfRight = Math.min(...subtree(kids[i + 1]!).map(x));
        expect(rightOfLeft).toBeLessThan(leftOfRight);
      }
    }
  });

  it('opens fitted to the width at a legible size, and a wider chart starts at its left edge to scroll (issue 30)', () => {
    const card = { y: 0, width: 220, height: 112 };
    const narrow = [{ ...card, x: 0 }, { ...card, x: 300 }];
    // fits: full size, centred
    expect(openingViewport(narrow, 1200)).toEqual({ x: (1200 - 520) / 2, y: 16, zoom: 1 });
    // a bit too wide: shrunk to the width
    const medium = Array.from({ length: 5 }, (_, i) => ({ ...card, x: i * 248 }));
    const fitted = openingViewport(medium, 1100);
    expect(fitted.zoom).toBeCloseTo((1100 - 32) / (4 * 248 + 220));
    expect(fitted.zoom).toBeGreaterThanOrEqual(legibleZoom);
    // far too wide: never below the legible zoom, left edge at the padding
    const wide = Array.from({ length: 40 }, (_, i) => ({ ...card, x: i * 248 }));
    expect(openingViewport(wide, 1100)).toEqual({ x: 16, y: 16, zoom: legibleZoom });
  });

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
