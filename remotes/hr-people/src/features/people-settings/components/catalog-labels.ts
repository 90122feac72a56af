import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HrCatalog } from '@kanri/contracts';

/** The title of each catalog (001 §2 "People settings catalogs"); context `HrCatalog`. */
export const hrCatalogLabels: Record<HrCatalog, MessageDescriptor> = {
  EMPLOYMENT_TYPE: msg({ message: 'Employment types', context: 'HrCatalog' }),
  WORK_MODE: msg({ message: 'Work modes', context: 'HrCatalog' }),
  RETIREMENT_REASON: msg({ message: 'Retirement reasons', context: 'HrCatalog' }),
  POSITION: msg({ message: 'Positions', context: 'HrCatalog' }),
  PLACE_SOCIAL_INSURANCE: msg({ message: 'Social insurance establishments', context: 'HrCatalog' }),
  JOB_TYPE: msg({ message: 'Job types', context: 'HrCatalog' }),
  JOB_TITLE: msg({ message: 'Job titles', context: 'HrCatalog' }),
  JOB_LEVEL: msg({ message: 'Job levels', context: 'HrCatalog' }),
  JOB_GRADE: msg({ message: 'Job grades', context: 'HrCatalog' }),
  JOB_FUNCTION: msg({ message: 'Job functions', context: 'HrCatalog' }),
  JOB_COMPETENCY: msg({ message: 'Job competencies', context: 'HrCatalog' }),
  HEALTH_INSURANCE_ASSOCIATION: msg({ message: 'Health insurance associations', context: 'HrCatalog' }),
  GRADE: msg({ message: 'Grades', context: 'HrCatalog' }),
  CONTRACTOR_TYPE: msg({ message: 'Contractor types', context: 'HrCatalog' }),
  CONTRACT_END_REASON: msg({ message: 'Contract end reasons', context: 'HrCatalog' }),
  COLLABORATOR_TYPE: msg({ message: 'Collaborator types', context: 'HrCatalog' }),
  BOARD_MEMBER_TYPE: msg({ message: 'Board member types', context: 'HrCatalog' }),
};

/** What each catalog is for, under the page's title. */
export const hrCatalogDescriptions: Record<HrCatalog, MessageDescriptor> = {
  EMPLOYMENT_TYPE: msg`How employees are employed: full-time, fixed-term, part-time…`,
  WORK_MODE: msg`Where and how people work: on-site, hybrid, remote…`,
  RETIREMENT_REASON: msg`Why employees leave; chosen when an employee's leaving is recorded.`,
  POSITION: msg`Managerial positions such as department manager; the rank orders them.`,
  PLACE_SOCIAL_INSURANCE: msg`The establishments under which employees are enrolled in social insurance.`,
  JOB_TYPE: msg`Kinds of work such as sales or engineering.`,
  JOB_TITLE: msg`Titles shown on business cards and signatures.`,
  JOB_LEVEL: msg`Levels of responsibility; the rank orders them.`,
  JOB_GRADE: msg`Job grades of the job-based pay system; the rank orders them.`,
  JOB_FUNCTION: msg`Duties people carry out. This list can be long: it shows 2,000 entries a page.`,
  JOB_COMPETENCY: msg`Abilities used in evaluations.`,
  HEALTH_INSURANCE_ASSOCIATION: msg`The health insurers employees belong to (an association or Kyokai Kenpo).`,
  GRADE: msg`Grades of the grading system; the rank orders them.`,
  CONTRACTOR_TYPE: msg`Kinds of service contracts with contractors.`,
  CONTRACT_END_REASON: msg`Why a contractor's or collaborator's contract ends.`,
  COLLABORATOR_TYPE: msg`Kinds of collaborators: advisors, interns, seconded staff…`,
  BOARD_MEMBER_TYPE: msg`Kinds of board members: representative director, director, auditor…`,
};

/** The navigation's groups, in order, each with its catalogs. */
export const hrCatalogGroups: readonly { key: string; label: MessageDescriptor; catalogs: readonly HrCatalog[] }[] = [
  { key: 'employment', label: msg({ message: 'Employment', context: 'HrCatalogGroup' }), catalogs: ['EMPLOYMENT_TYPE', 'WORK_MODE'] },
  { key: 'organization', label: msg({ message: 'Positions and grades', context: 'HrCatalogGroup' }), catalogs: ['POSITION', 'JOB_TITLE', 'JOB_LEVEL', 'GRADE'] },
  { key: 'job', label: msg({ message: 'Jobs', context: 'HrCatalogGroup' }), catalogs: ['JOB_TYPE', 'JOB_FUNCTION', 'JOB_COMPETENCY', 'JOB_GRADE'] },
  { key: 'insurance', label: msg({ message: 'Social insurance', context: 'HrCatalogGroup' }), catalogs: ['PLACE_SOCIAL_INSURANCE', 'HEALTH_INSURANCE_ASSOCIATION'] },
  { key: 'leaving', label: msg({ message: 'Leaving', context: 'HrCatalogGroup' }), catalogs: ['RETIREMENT_REASON', 'CONTRACT_END_REASON'] },
  { key: 'other-workers', label: msg({ message: 'Board members, contractors and collaborators', context: 'HrCatalogGroup' }), catalogs: ['BOARD_MEMBER_TYPE', 'CONTRACTOR_TYPE', 'COLLABORATOR_TYPE'] },
];
