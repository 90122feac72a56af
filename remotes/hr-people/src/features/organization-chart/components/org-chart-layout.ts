import dagre from '@dagrejs/dagre';

/** What the layout needs of a unit: its id, parent, and order among its siblings (already in tree order). */
export interface LayoutUnit {
  id: string;
  parentId: string | null;
}

/** A placed card: its unit, top-left position in px, size, how many units sit directly below it, whether they are folded away. */
export interface PlacedUnit<U extends LayoutUnit> {
  unit: U;
  x: number;
  y: number;
  width: number;
  height: number;
  childCount: number;
  collapsed: boolean;
}

/** Card sizes in px: full cards show the head; compact ones only the name and member count. */
export const orgCardSize = { full: { width: 220, height: 112 }, compact: { width: 168, height: 68 } } as const;

/**
 * Lays the units out as an organization chart with dagre (a well-kept layered graph layout):
 * `direction` TB draws top-down (hierarchy), LR left to right (compact view mode); `compact` uses
 * the small cards; units below a `collapsed` unit are left out (the collapsed unit stays, with its
 * `childCount`). A unit whose parent is not in `units` is a top unit. Returns the placed cards (in
 * the order of `units`) and the parent → child edges between placed cards.
 */
export function layoutOrgChart<U extends LayoutUnit>(
  units: readonly U[],
  options: { direction: 'TB' | 'LR'; compact: boolean; collapsed: ReadonlySet<string> },
): { nodes: PlacedUnit<U>[]; edges: { id: string; source: string; target: string }[] } {
  const ids = new Set(units.map((u) => u.id));
  const parentOf = (u: U) => (u.parentId && ids.has(u.parentId) ? u.parentId : null);
  const childCount = new Map<string, number>();
  for (const u of units) {
    const p = parentOf(u);
    if (p) childCount.set(p, (childCount.get(p) ?? 0) + 1);
  }
  const byId = new Map(units.map((u) => [u.id, u]));
  const hidden = (u: U): boolean => {
    const seen = new Set<string>();
    for (let p = parentOf(u); p && !seen.has(p); p = parentOf(byId.get(p)!)) {
      seen.add(p);
      if (options.collapsed.has(p)) return true;
    }
    return false;
  };
  const visible = units.filter((u) => !hidden(u));
  const size = options.compact ? orgCardSize.compact : orgCardSize.full;
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: options.direction, nodesep: options.compact ? 16 : 28, ranksep: options.compact ? 40 : 56, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const u of visible) graph.setNode(u.id, { width: size.width, height: size.height });
  const edges = visible.filter((u) => parentOf(u)).map((u) => ({ id: `${parentOf(u)}-${u.id}`, source: parentOf(u)!, target: u.id }));
  for (const e of edges) graph.setEdge(e.source, e.target);
  dagre.layout(graph);
  const nodes = visible.map((unit) => {
    const n = graph.node(unit.id);
    return { unit, x: n.x - size.width / 2, y: n.y - size.height / 2, width: size.width, height: size.height, childCount: childCount.get(unit.id) ?? 0, collapsed: options.collapsed.has(unit.id) };
  });
  return { nodes, edges };
}

/**
 * Each unit's members including every unit below it (the chart shows it under a unit that has
 * sub-units: a division's own count is usually 0, its people sit in its departments).
 */
export function subtreeTotals(units: readonly (LayoutUnit & { memberCount: number })[]): Map<string, number> {
  const ids = new Set(units.map((u) => u.id));
  const children = new Map<string, string[]>();
  for (const u of units) if (u.parentId && ids.has(u.parentId)) children.set(u.parentId, [...(children.get(u.parentId) ?? []), u.id]);
  const own = new Map(units.map((u) => [u.id, u.memberCount]));
  const totals = new Map<string, number>();
  const total = (id: string, seen: Set<string>): number => {
    if (totals.has(id)) return totals.get(id)!;
    if (seen.has(id)) return 0;
    seen.add(id);
    const sum = (own.get(id) ?? 0) + (children.get(id) ?? []).reduce((s, c) => s + total(c, seen), 0);
    totals.set(id, sum);
    return sum;
  };
  for (const u of units) total(u.id, new Set());
  return totals;
}
