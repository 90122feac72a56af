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
  // A compound graph: each unit with units below it is a cluster holding it and its subtree, so
  // dagre keeps a subtree together and every unit is drawn under its own parent, never in another
  // unit's column (issue 30: a plain layered layout orders each rank for fewer crossings alone).
  const graph = new dagre.graphlib.Graph({ compound: true });
  graph.setGraph({ rankdir: options.direction, nodesep: options.compact ? 16 : 28, ranksep: options.compact ? 40 : 56, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const u of visible) graph.setNode(u.id, { width: size.width, height: size.height });
  const edges = visible.filter((u) => parentOf(u)).map((u) => ({ id: `${parentOf(u)}-${u.id}`, source: parentOf(u)!, target: u.id }));
  const cluster = (id: string) => `cluster:${id}`;
  const parents = new Set(edges.map((e) => e.source));
  for (const id of parents) graph.setNode(cluster(id), {});
  for (const u of visible) {
    const p = parentOf(u);
    if (parents.has(u.id)) {
      graph.setParent(u.id, cluster(u.id));
      if (p) graph.setParent(cluster(u.id), cluster(p));
    } else if (p) graph.setParent(u.id, cluster(p));
  }
  for (const e of edges) graph.setEdge(e.source, e.target);
  dagre.layout(graph);
  const nodes = visible.map((unit) => {
    const n = graph.node(unit.id);
    return { unit, x: n.x - size.width / 2, y: n.y - size.height / 2, width: size.width, height: size.height, childCount: childCount.get(unit.id) ?? 0, collapsed: options.collapsed.has(unit.id) };
  });
  return { nodes, edges };
}

/** The smallest zoom at which a card's text stays legible (a 220 px card drawn at least 176 px wide). */
export const legibleZoom = 0.8;

/**
 * The chart's opening viewport (issue 30: it opened with unreadably small cards, cut off at the
 * sides): fit the chart's width into `viewportWidth` (px), but never below `legibleZoom` nor above
 * 1; a chart that fits is centred, a wider one starts at its left edge and scrolls sideways (the
 * canvas pans on the wheel / trackpad). The top is always at the top. `nodes` are the placed cards.
 *
 * @returns React Flow's viewport `{ x, y, zoom }` (translation in screen px)
 */
export function openingViewport(nodes: readonly { x: number; y: number; width: number; height: number }[], viewportWidth: number, padding = 16): { x: number; y: number; zoom: number } {
  if (!nodes.length || viewportWidth <= 0) return { x: padding, y: padding, zoom: 1 };
  const left = Math.min(...nodes.map((n) => n.x));
  const right = Math.max(...nodes.map((n) => n.x + n.width));
  const top = Math.min(...nodes.map((n) => n.y));
  const width = right - left;
  const zoom = Math.min(1, Math.max(legibleZoom, (viewportWidth - 2 * padding) / width));
  const drawn = width * zoom;
  const x = drawn + 2 * padding <= viewportWidth ? (viewportWidth - drawn) / 2 - left * zoom : padding - left * zoom;
  return { x, y: padding - top * zoom, zoom };
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
