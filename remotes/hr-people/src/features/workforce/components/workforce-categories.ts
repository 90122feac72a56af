import { peopleCategoryValues, peopleMenuWorkerType, type PeopleCategory, type PeopleMenu } from '@kanri/contracts';

/**
 * The categories the workforce list offers under a menu tab (001 §2): the menu's worker type (or
 * `ALL`) with every status but alumni, plus `COLLABORATOR_ALUMNI`, which 001 lists in the workforce.
 * The first one (`*_ALL`) is the tab's default.
 */
export function workforceCategoriesOf(menu: PeopleMenu): PeopleCategory[] {
  const prefix = `${peopleMenuWorkerType[menu] ?? 'ALL'}_`;
  return peopleCategoryValues.filter((c) => c.startsWith(prefix) && (!c.endsWith('_ALUMNI') || c === 'COLLABORATOR_ALUMNI'));
}
