import { workforceCategoriesOf } from './workforce-categories';

describe('workforceCategoriesOf', () => {
  it('offers the employee statuses under Employee, all first, without alumni', () => {
    const categories = workforceCategoriesOf('Employee');
    expect(categories[0]).toBe('EMPLOYEE_ALL');
    expect(categories).toContain('EMPLOYEE_OFFER_ACCEPTED');
    expect(categories).not.toContain('EMPLOYEE_ALUMNI');
    expect(categories.every((c) => c.startsWith('EMPLOYEE_'))).toBe(true);
  });

  it('uses the BOARD_MEMBER prefix for Board and ALL_ for All', () => {
    expect(workforceCategoriesOf('Board')[0]).toBe('BOARD_MEMBER_ALL');
    expect(workforceCategoriesOf('All')[0]).toBe('ALL_ALL');
  });

  it('keeps collaborator alumni in the workforce list (001 §2)', () => {
    expect(workforceCategoriesOf('Collaborator')).toEqual(['COLLABORATOR_ALL', 'COLLABORATOR_ALUMNI']);
  });
});
