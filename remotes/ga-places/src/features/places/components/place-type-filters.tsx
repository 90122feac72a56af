import { Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { MultiSelectFilter } from '@kanri/ui';
import type { PlacesSearch, PlaceType } from '@kanri/contracts';

type FilterKey = 'businessPlaceTypeIdIn' | 'officeTypeIdIn' | 'ownershipTypeIdIn';

/** Props of {@link PlaceTypeFilters}. */
export interface PlaceTypeFiltersProps {
  /** Every place type of the company; `undefined` while loading. */
  types: PlaceType[] | undefined;
  search: Pick<PlacesSearch, FilterKey>;
  onChange: (patch: Partial<Pick<PlacesSearch, FilterKey>>) => void;
}

/** The places list's three id-array filters (000 §2): business place, office and ownership types. */
export function PlaceTypeFilters({ types, search, onChange }: PlaceTypeFiltersProps) {
  const { t } = useLingui();
  const filters: Array<{ key: FilterKey; kind: PlaceType['kind']; label: string }> = [
    { key: 'businessPlaceTypeIdIn', kind: 'BUSINESS_PLACE', label: t`Business place type` },
    { key: 'officeTypeIdIn', kind: 'OFFICE', label: t`Office type` },
    { key: 'ownershipTypeIdIn', kind: 'OWNERSHIP', label: t`Ownership` },
  ];
  return (
    <Space wrap>
      {filters.map(({ key, kind, label }) => (
        <MultiSelectFilter
          key={key}
          label={label}
          value={search[key]}
          options={types?.filter((type) => type.kind === kind).map((type) => ({ value: type.id, label: type.name }))}
          onChange={(ids) => onChange({ [key]: ids })}
        />
      ))}
    </Space>
  );
}
