import { Select, Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { PeopleFilterOptions, PeopleSearch } from '@kanri/contracts';
import { PeopleIdFilters } from '../../../components/people-list-parts';
import { peopleCategoryLabel } from './people-labels';
import { workforceCategoriesOf } from './workforce-categories';

type FilterPatch = Partial<
  Pick<PeopleSearch, 'category' | 'departmentIdIn' | 'positionIdIn' | 'jobTypeIdIn' | 'workerTypeIn' | 'placeIdIn'>
>;

/** Props of {@link WorkforceFilters}. */
export interface WorkforceFiltersProps {
  /** The filter options; `undefined` while loading. */
  options: PeopleFilterOptions | undefined;
  search: PeopleSearch;
  onChange: (patch: FilterPatch) => void;
}

/**
 * The workforce filters (001 §2): the menu's category (status), departments, positions, job types,
 * worker types and places (multiple choice each).
 */
export function WorkforceFilters({ options, search, onChange }: WorkforceFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <Space wrap>
      <Select
        aria-label={t`Status`}
        style={{ minWidth: 160 }}
        value={search.category}
        options={workforceCategoriesOf(search.menu).map((value) => ({ value, label: i18n._(peopleCategoryLabel(value)) }))}
        onChange={(category) => onChange({ category })}
      />
      <PeopleIdFilters options={options} value={search} onChange={onChange} />
    </Space>
  );
}
