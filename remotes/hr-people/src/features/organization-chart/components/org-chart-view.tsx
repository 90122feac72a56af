import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { OrgChartViewMode } from '@kanri/contracts';
import { OrgTreeView } from './org-tree-view';
import type { ChartUnit } from './org-unit-card';

const OrgChartCanvas = lazy(() => import('./org-chart-canvas'));

/**
 * The chart in the chosen view mode (docs/people.md "Organization chart"): `hierarchy` top-down
 * boxes and `compact` left-to-right boxes on the React Flow canvas (a lazy chunk), `tree` an indented
 * tree list; `compact` cards (isCompactView) show only the name and member count.
 */
export function OrgChartView({ units, viewMode, compact, onOpen, label }: { units: ChartUnit[]; viewMode: OrgChartViewMode; compact: boolean; onOpen: (unitId: string) => void; label: string }) {
  if (viewMode === 'tree') return <OrgTreeView units={units} compact={compact} onOpen={onOpen} label={label} />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <OrgChartCanvas key={viewMode} units={units} direction={viewMode === 'compact' ? 'LR' : 'TB'} compact={compact} onOpen={onOpen} label={label} />
    </Suspense>
  );
}
