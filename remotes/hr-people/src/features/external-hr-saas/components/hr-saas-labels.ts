import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HrSaasAction, HrSaasField, HrSaasMatch } from '@kanri/contracts';

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

/** The fields an import compares, by the person payload's path. */
export const hrSaasFieldLabels: Record<HrSaasField, MessageDescriptor> = {
  'employeeInformation.workerNumber': msg`Worker number`,
  'name.familyNameJa': msg`Family name`,
  'name.givenNameJa': msg`Given name`,
  'name.familyNameKana': msg`Family name (katakana)`,
  'name.givenNameKana': msg`Given name (katakana)`,
  'name.familyNameEn': msg`Family name (romaji)`,
  'name.givenNameEn': msg`Given name (romaji)`,
  'employeeInformation.email': msg`Work e-mail`,
  'employeeInformation.departmentId': msg`Department`,
  'employeeInformation.positionId': msg`Position`,
  'employeeInformation.joinedAt': msg`Joining date`,
  'employeeInformation.leavingAt': msg`Leaving date`,
};

