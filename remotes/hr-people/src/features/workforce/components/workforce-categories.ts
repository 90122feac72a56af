import { peopleCategoryValues, peopleMenuWorkerType, type PeopleCategory, type PeopleMenu, type PeopleSearch } from '@kanri/contracts';

/**
 * The categories the workforce list offers under a menu tab (001 §2): the menu's worker type (or
 * `ALL`) with every status but alumni, plus `COLLABORATOR_ALUMNI`, which 001 lists in the workforce.
 * The first one (`*_ALL`) is the tab's default.
 */
export function workforceCategoriesOf(menu: PeopleMenu): PeopleCategory[] {
  const prefix = `${peopleMenuWorkerType[menu] ?? 'ALL'}_`;
  return peopleCategoryValues.filter((c) => c.startsWith(prefix) && (!c.endsWith('_ALUMNI') || c === 'COLLABORATOR_ALUMNI'));
}

/**
 * The workforce search with a category its menu offers: a URL (or a saved view) naming a menu
 * without its category, or another menu's category (`?menu=Employee`, the default `ALL_ALL`), reads
 * as the menu's first category (`EMPLOYEE_ALL`), so the filter shows a label and the calls ask for
 * what the screen shows. The page and the route's loader both read the search through it.
 */
export function workforceSearchOf(search: PeopleSearch): PeopleSearch {
  const categories = workforceCategoriesOf(search.menu);
  return categories.includes(search.category) ? search : { ...search, category: categories[0]! };
}
