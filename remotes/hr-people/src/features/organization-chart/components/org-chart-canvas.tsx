import { useMemo, useRef, useState } from 'react';
import { Background, Controls, Handle, PanOnScrollMode, Position, ReactFlow, type Node, type NodeProps } from '@xyflow/react';
import { layoutOrgChart, legibleZoom, openingViewport, subtreeTotals } from './org-chart-layout';
import { OrgUnitCard, type ChartUnit } from './org-unit-card';
import { installReactFlowStyles } from './react-flow-styles';

// React Flow's sheet goes inline: the host's CSP loads no style sheet from a remote's origin
installReactFlowStyles();

type CardData = { unit: ChartUnit; compact: boolean; childCount: number; collapsed: boolean; total: number; direction: 'TB' | 'LR'; onToggle: () => void; onOpen: () => void };

function UnitNode({ data }: NodeProps<Node<CardData>>) {
  const [target, source] = data.direction === 'TB' ? [Position.Top, Position.Bottom] : [Position.Left, Position.Right];
  return (
    <>
      <Handle type="target" position={target} isConnectable={false} style={{ opacity: 0 }} />
      <OrgUnitCard unit={data.unit} compact={data.compact} childCount={data.childCount} collapsed={data.collapsed} total={data.total} onToggle={data.onToggle} onOpen={data.onOpen} />
      <Handle type="source" position={source} isConnectable={false} style={{ opacity: 0 }} />
    </>
  );
}
const nodeTypes = { unit: UnitNode };

/**
 * The organization chart drawn with React Flow (zoom with the wheel or the controls, pan by
 * dragging, fit to screen) on dagre's layout (`layoutOrgChart`): top-down for `hierarchy`, left to
 * right for `compact`; each card folds its sub-units away. It opens fitted to its width at a legible
 * size (`openingViewport`, never below `legibleZoom`); a wider chart scrolls sideways with the
 * wheel or trackpad (issue 30). Loaded lazily: only the chart pages pull
 * React Flow in.
 */
export default function OrgChartCanvas({ units, direction, compact, onOpen, label }: {
  units: ChartUnit[];
  direction: 'TB' | 'LR';
  compact: boolean;
  onOpen: (unitId: string) => void;
  label: string;
}) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const region = useRef<HTMLDivElement>(null);
  const { nodes, edges } = useMemo(() => {
    const layout = layoutOrgChart(units, { direction, compact, collapsed });
    const totals = subtreeTotals(units);
    const toggle = (id: string) => () => setCollapsed((c) => { const next = new Set(c); if (next.has(id)) next.delete(id); else next.add(id); return next; });
    return {
      nodes: layout.nodes.map((n): Node<CardData> => ({
        id: n.unit.id, type: 'unit', position: { x: n.x, y: n.y }, width: n.width, height: n.height, draggable: false, connectable: false,
        data: { unit: n.unit, compact, childCount: n.childCount, collapsed: n.collapsed, total: totals.get(n.unit.id) ?? 0, direction, onToggle: toggle(n.unit.id), onOpen: () => onOpen(n.unit.id) },
        style: { width: n.width, height: n.height },
      })),
      edges: layout.edges.map((e) => ({ ...e, type: 'smoothstep', selectable: false })),
    };
  }, [units, direction, compact, collapsed, onOpen]);
  return (
    <div ref={region} role="region" aria-label={label} style={{ height: 'calc(100vh - 280px)', minHeight: 420, border: '1px solid #f0f0f0', borderRadius: 8 }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onInit={(flow) => void flow.setViewport(openingViewport(nodes.map((n) => ({ x: n.position.x, y: n.position.y, width: n.width ?? 0, height: n.height ?? 0 })), region.current?.clientWidth ?? 0))}
        fitViewOptions={{ padding: 0.05, minZoom: legibleZoom, maxZoom: 1 }}
        panOnScroll
        panOnScrollMode={PanOnScrollMode.Free}
        minZoom={0.1}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
