import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HrCatalog, PeopleAlertKind } from '@kanri/contracts';

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
