import { useMemo } from 'react';
import { Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { OrgUnitCard, type ChartUnit } from './org-unit-card';
import { subtreeTotals } from './org-chart-layout';

/** Builds antd Tree nodes from units in tree order (a unit whose parent is absent is a root). */
export function toTreeNodes(units: ChartUnit[], render: (u: ChartUnit, childCount: number) => React.ReactNode): DataNode[] {
  const ids = new Set(units.map((u) => u.id));
  const children = new Map<string | null, ChartUnit[]>();
  for (const u of units) {
    const p = u.parentId && ids.has(u.parentId) ? u.parentId : null;
    children.set(p, [...(children.get(p) ?? []), u]);
  }
  const build = (parent: string | null): DataNode[] =>
    (children.get(parent) ?? []).map((u) => ({ key: u.id, title: render(u, children.get(u.id)?.length ?? 0), children: build(u.id) }));
  return build(null);
}

/** The `tree` view mode: the units as an indented, foldable tree list (antd Tree), every level open at first. */
export function OrgTreeView({ units, compact, onOpen, label }: { units: ChartUnit[]; compact: boolean; onOpen: (unitId: string) => void; label: string }) {
  const treeData = useMemo(() => {
    const totals = subtreeTotals(units);
    return toTreeNodes(units, (u, childCount) => (
      <div style={{ width: compact ? 240 : 300, margin: '2px 0' }}>
        <OrgUnitCard unit={u} compact={compact} childCount={childCount} collapsed={false} total={totals.get(u.id)} onOpen={() => onOpen(u.id)} />
      </div>
    ));
  }, [units, compact, onOpen]);
  return <Tree aria-label={label} treeData={treeData} defaultExpandAll selectable={false} blockNode showLine />;
}
