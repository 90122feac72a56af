import { Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { MultiSelectFilter, type FilterOption } from '@kanri/ui';
import type { EquipmentSearch } from '@kanri/contracts';

/** The search keys of the equipment list's id filters (001 §2). */
export type EquipmentFilterKey = 'equipmentTypeIdIn' | 'equipmentItemIdIn' | 'assignedWorkerIdIn' | 'placementPlaceIdIn';

/** The choices of each filter; `undefined` while they load. */
export type EquipmentFilterOptions = Record<EquipmentFilterKey, FilterOption<string>[] | undefined>;

/** Props of {@link EquipmentFilters}. */
export interface EquipmentFiltersProps {
  options: EquipmentFilterOptions;
  search: Pick<EquipmentSearch, EquipmentFilterKey>;
  /** Called with the changed filter (the page resets `pageIndex`). */
  onChange: (patch: Partial<Pick<EquipmentSearch, EquipmentFilterKey>>) => void;
}

/**
 * The equipment list's four id-array filters (001 §2): equipment type, equipment item, assigned
 * person (`assignedWorkerIdIn`, person ids) and assigned place (`placementPlaceIdIn`).
 */
export function EquipmentFilters({ options, search, onChange }: EquipmentFiltersProps) {
  const { t } = useLingui();
  const filters: Array<{ key: EquipmentFilterKey; label: string }> = [
    { key: 'equipmentTypeIdIn', label: t`Type` },
    { key: 'equipmentItemIdIn', label: t`Item` },
    { key: 'assignedWorkerIdIn', label: t`Assigned person` },
    { key: 'placementPlaceIdIn', label: t`Assigned place` },
  ];
  return (
    <Space wrap>
      {filters.map(({ key, label }) => (
        <MultiSelectFilter key={key} label={label} value={search[key]} options={options[key]} onChange={(ids) => onChange({ [key]: ids })} />
      ))}
    </Space>
  );
}
