import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrgChartViewMode, OrgPlanChangeType, OrgUnitKind } from '@kanri/contracts';

/** A unit's level (本部, 部, 課, チーム). */
export const orgUnitKindLabels: Record<OrgUnitKind, MessageDescriptor> = {
  DIVISION: msg({ message: 'Division', context: 'orgUnitKind' }),
  DEPARTMENT: msg({ message: 'Department', context: 'orgUnitKind' }),
  SECTION: msg({ message: 'Section', context: 'orgUnitKind' }),
  TEAM: msg({ message: 'Team', context: 'orgUnitKind' }),
};

/** The chart's layouts (docs/people.md "Organization chart"). */
export const orgChartViewModeLabels: Record<OrgChartViewMode, MessageDescriptor> = {
  hierarchy: msg({ message: 'Hierarchy', context: 'orgChartViewMode' }),
  tree: msg({ message: 'Tree', context: 'orgChartViewMode' }),
  compact: msg({ message: 'Compact', context: 'orgChartViewMode' }),
};

/** What a plan does to a unit, and the highlight colour of each. */
export const orgPlanChangeLabels: Record<OrgPlanChangeType | 'RENAMED' | 'MOVED' | 'HEAD_CHANGED', MessageDescriptor> = {
  ADDED: msg({ message: 'Added', context: 'orgPlanChange' }),
  CHANGED: msg({ message: 'Changed', context: 'orgPlanChange' }),
  ABOLISHED: msg({ message: 'Abolished', context: 'orgPlanChange' }),
  RENAMED: msg({ message: 'Renamed', context: 'orgPlanChange' }),
  MOVED: msg({ message: 'Moved', context: 'orgPlanChange' }),
  HEAD_CHANGED: msg({ message: 'New head', context: 'orgPlanChange' }),
};
export const orgPlanChangeColors: Record<OrgPlanChangeType, string> = { ADDED: '#389e0d', CHANGED: '#d46b08', ABOLISHED: '#cf1322' };
