import { Avatar, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatPersonName, type PersonNameParts } from '@kanri/runtime';
import { MultiSelectFilter } from '@kanri/ui';
import { workerTypeLabels, workerTypeValues, type PeopleFilterOptions, type WorkerType } from '@kanri/contracts';

/** The id filters the workforce and alumni lists share (001 §2 People "filters"). */
export interface PeopleIdFilterValues {
  departmentIdIn: string[];
  positionIdIn: string[];
  jobTypeIdIn: string[];
  placeIdIn: string[];
  workerTypeIn: WorkerType[];
}

/** Props of {@link PeopleIdFilters}. */
export interface PeopleIdFiltersProps {
  /** The choices (`GET /v2/people-filter-options`); `undefined` while loading. */
  options: PeopleFilterOptions | undefined;
  /** The filters in force (the list's URL search). */
  value: PeopleIdFilterValues;
  /** Called with the one filter that changed. */
  onChange: (patch: Partial<PeopleIdFilterValues>) => void;
}

/**
 * The five filters of 001 §2's people lists — departments, positions, job types, places and worker
 * types, several of each — as the workforce and the alumni show them (one wrapping group the caller
 * puts in its filter bar beside its own).
 */
export function PeopleIdFilters({ options, value, onChange }: PeopleIdFiltersProps) {
  const { t, i18n } = useLingui();
  const idFilters = [
    { key: 'departmentIdIn', label: t`Department`, items: options?.departments },
    { key: 'positionIdIn', label: t`Position`, items: options?.positions },
    { key: 'jobTypeIdIn', label: t`Job type`, items: options?.jobTypes },
    { key: 'placeIdIn', label: t`Place`, items: options?.places },
  ] as const;
  return (
    <Space wrap>
      {idFilters.map(({ key, label, items }) => (
        <MultiSelectFilter
          key={key}
          label={label}
          value={value[key]}
          options={items?.map((item) => ({ value: item.id, label: item.name }))}
          onChange={(ids) => onChange({ [key]: ids })}
        />
      ))}
      <MultiSelectFilter
        label={t`Worker type`}
        value={value.workerTypeIn}
        options={workerTypeValues.map((type) => ({ value: type, label: i18n._(workerTypeLabels[type]) }))}
        onChange={(workerTypeIn) => onChange({ workerTypeIn })}
      />
    </Space>
  );
}

/**
 * A person's name cell in the people lists: avatar (initial of the family name when there is no
 * picture), the name in the reader's order linking to `to`, and in Japanese the kana reading below.
 */
export function PersonNameCell({ person, to }: { person: PersonNameParts & { familyName: string; nameKana: string; avatarUrl: string | null }; to: string }) {
  const { i18n } = useLingui();
  return (
    <Space>
      <Avatar src={person.avatarUrl ?? undefined} alt="">
        {person.familyName.slice(0, 1)}
      </Avatar>
      <span>
        <Link to={to}>{formatPersonName(person)}</Link>
        {i18n.locale === 'ja-JP' && person.nameKana ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {person.nameKana}
          </Typography.Text>
        ) : null}
      </span>
    </Space>
  );
}
