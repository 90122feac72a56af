import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HrSaasAction, HrSaasMatch } from '@kanri/contracts';

/** What an import does with a reported worker (filter choices and tags). */
export const hrSaasActionLabels: Record<HrSaasAction, MessageDescriptor> = {
  NEW: msg({ message: 'New', context: 'hrSaasAction' }),
  CHANGED: msg({ message: 'Changed', context: 'hrSaasAction' }),
  LEAVING: msg({ message: 'Leaving', context: 'hrSaasAction' }),
  UNCHANGED: msg({ message: 'Unchanged', context: 'hrSaasAction' }),
};

/** Tag colours of the actions. */
export const hrSaasActionColors: Record<HrSaasAction, string> = { NEW: 'green', CHANGED: 'blue', LEAVING: 'orange', UNCHANGED: 'default' };

/** How a worker was matched to a person. */
export const hrSaasMatchLabels: Record<HrSaasMatch, MessageDescriptor> = {
  EXTERNAL_ID: msg({ message: 'By HR SaaS ID', context: 'hrSaasMatch' }),
  EMAIL: msg({ message: 'By e-mail', context: 'hrSaasMatch' }),
};
