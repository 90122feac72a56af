import { Select, Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { MultiSelectFilter } from '@kanri/ui';
import { workerTypeLabels, workerTypeValues, type PeopleFilterOptions, type PeopleSearch } from '@kanri/contracts';
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
  const idFilters = [
    { key: 'departmentIdIn', label: t`Department`, items: options?.departments },
    { key: 'positionIdIn', label: t`Position`, items: options?.positions },
    { key: 'jobTypeIdIn', label: t`Job type`, items: options?.jobTypes },
    { key: 'placeIdIn', label: t`Place`, items: options?.places },
  ] as const;
  return (
    <Space wrap>
      <Select
        aria-label={t`Status`}
        style={{ minWidth: 160 }}
        value={search.category}
        options={workforceCategoriesOf(search.menu).map((value) => ({ value, label: i18n._(peopleCategoryLabel(value)) }))}
        onChange={(category) => onChange({ category })}
      />
      {idFilters.map(({ key, label, items }) => (
        <MultiSelectFilter
          key={key}
          label={label}
          value={search[key]}
          options={items?.map((item) => ({ value: item.id, label: item.name }))}
          onChange={(ids) => onChange({ [key]: ids })}
        />
      ))}
      <MultiSelectFilter
        label={t`Worker type`}
        value={search.workerTypeIn}
        options={workerTypeValues.map((value) => ({ value, label: i18n._(workerTypeLabels[value]) }))}
        onChange={(workerTypeIn) => onChange({ workerTypeIn })}
      />
    </Space>
  );
}
