import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrgPlanStatus } from '@kanri/contracts';

/** A plan's state (docs/people.md "Organization plans") and its tag colour. */
export const orgPlanStatusLabels: Record<OrgPlanStatus, MessageDescriptor> = {
  DRAFT: msg({ message: 'Draft', context: 'orgPlanStatus' }),
  SCHEDULED: msg({ message: 'Scheduled', context: 'orgPlanStatus' }),
  APPLIED: msg({ message: 'Applied', context: 'orgPlanStatus' }),
  CANCELED: msg({ message: 'Canceled', context: 'orgPlanStatus' }),
};
export const orgPlanStatusColors: Record<OrgPlanStatus, string> = { DRAFT: 'default', SCHEDULED: 'blue', APPLIED: 'green', CANCELED: 'red' };
