import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrgPlanStatus, OrgUnitKind } from '@kanri/contracts';

/** A plan's state (docs/people.md "Organization plans"). */
export const planStatusLabels: Record<OrgPlanStatus, MessageDescriptor> = {
  DRAFT: msg({ message: 'Draft', context: 'orgPlanStatus' }),
  SCHEDULED: msg({ message: 'Scheduled', context: 'orgPlanStatus' }),
  APPLIED: msg({ message: 'Applied', context: 'orgPlanStatus' }),
  CANCELED: msg({ message: 'Canceled', context: 'orgPlanStatus' }),
};
export const planStatusColors: Record<OrgPlanStatus, string> = { DRAFT: 'default', SCHEDULED: 'blue', APPLIED: 'green', CANCELED: 'red' };

/** A unit's level. */
export const unitKindLabels: Record<OrgUnitKind, MessageDescriptor> = {
  DIVISION: msg({ message: 'Division', context: 'orgUnitKind' }),
  DEPARTMENT: msg({ message: 'Department', context: 'orgUnitKind' }),
  SECTION: msg({ message: 'Section', context: 'orgUnitKind' }),
  TEAM: msg({ message: 'Team', context: 'orgUnitKind' }),
};
