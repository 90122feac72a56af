import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HrCatalog, PeopleAlertKind, WorkerStatus, WorkerType } from '@kanri/contracts';

/** Labels of the worker types (the same messages as the workforce's). */
export const insightsWorkerTypeLabels: Record<WorkerType, MessageDescriptor> = {
  EMPLOYEE: msg({ message: 'Employee', context: 'workerType' }),
  BOARD_MEMBER: msg({ message: 'Board member', context: 'workerType' }),
  CONTRACTOR: msg({ message: 'Contractor', context: 'workerType' }),
  COLLABORATOR: msg({ message: 'Collaborator', context: 'workerType' }),
};

/** Labels of the worker statuses (001 §4). */
export const insightsStatusLabels: Record<WorkerStatus, MessageDescriptor> = {
  JOINING: msg({ message: 'Joining', context: 'workerStatus' }),
  OFFERED: msg({ message: 'Offered', context: 'workerStatus' }),
  OFFER_ACCEPTED: msg({ message: 'Offer accepted', context: 'workerStatus' }),
  ACTIVE: msg({ message: 'Active', context: 'workerStatus' }),
  NEW_HIRE: msg({ message: 'New hire', context: 'workerStatus' }),
  LEAVING: msg({ message: 'Leaving', context: 'workerStatus' }),
  ALUMNI: msg({ message: 'Alumni', context: 'workerStatus' }),
};

/** Labels of the pay types (給与形態). */
export const payTypeLabels: Record<'MONTHLY' | 'DAILY' | 'HOURLY', MessageDescriptor> = {
  MONTHLY: msg({ message: 'Monthly', context: 'payType' }),
  DAILY: msg({ message: 'Daily', context: 'payType' }),
  HOURLY: msg({ message: 'Hourly', context: 'payType' }),
};

/** Labels of the bank account types (普通, 当座). */
export const bankAccountTypeLabels: Record<'ORDINARY' | 'CHECKING', MessageDescriptor> = {
  ORDINARY: msg({ message: 'Ordinary', context: 'bankAccountType' }),
  CHECKING: msg({ message: 'Checking', context: 'bankAccountType' }),
};

/** Labels of the people alert kinds (what a leaver still holds). */
export const peopleAlertKindLabels: Record<PeopleAlertKind, MessageDescriptor> = {
  ALL: msg({ message: 'Anything', context: 'peopleAlertKind' }),
  DEVICES: msg({ message: 'Devices', context: 'peopleAlertKind' }),
  EQUIPMENT: msg({ message: 'Equipment', context: 'peopleAlertKind' }),
  LICENSES: msg({ message: 'Licenses', context: 'peopleAlertKind' }),
  APP_ACCOUNTS: msg({ message: 'App accounts', context: 'peopleAlertKind' }),
};

/** Names of the 17 people-settings catalogs (001 §2 "People settings catalogs"). */
export const hrCatalogNames: Record<HrCatalog, MessageDescriptor> = {
  EMPLOYMENT_TYPE: msg({ message: 'Employment types', context: 'hrCatalog' }),
  WORK_MODE: msg({ message: 'Work modes', context: 'hrCatalog' }),
  RETIREMENT_REASON: msg({ message: 'Retirement reasons', context: 'hrCatalog' }),
  POSITION: msg({ message: 'Positions', context: 'hrCatalog' }),
  PLACE_SOCIAL_INSURANCE: msg({ message: 'Social insurance establishments', context: 'hrCatalog' }),
  JOB_TYPE: msg({ message: 'Job types', context: 'hrCatalog' }),
  JOB_TITLE: msg({ message: 'Job titles', context: 'hrCatalog' }),
  JOB_LEVEL: msg({ message: 'Job levels', context: 'hrCatalog' }),
  JOB_GRADE: msg({ message: 'Job grades', context: 'hrCatalog' }),
  JOB_FUNCTION: msg({ message: 'Job functions', context: 'hrCatalog' }),
  JOB_COMPETENCY: msg({ message: 'Job competencies', context: 'hrCatalog' }),
  HEALTH_INSURANCE_ASSOCIATION: msg({ message: 'Health insurance associations', context: 'hrCatalog' }),
  GRADE: msg({ message: 'Grades', context: 'hrCatalog' }),
  CONTRACTOR_TYPE: msg({ message: 'Contractor types', context: 'hrCatalog' }),
  CONTRACT_END_REASON: msg({ message: 'Contract end reasons', context: 'hrCatalog' }),
  COLLABORATOR_TYPE: msg({ message: 'Collaborator types', context: 'hrCatalog' }),
  BOARD_MEMBER_TYPE: msg({ message: 'Board member types', context: 'hrCatalog' }),
};
