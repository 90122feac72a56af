import { Select } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { usePlaceOptions } from '../api/attendance-summary';

/** The place filter of the summaries: one of the company's places, or every place when cleared. */
export function PlaceFilter({ value, onChange }: { value: string | undefined; onChange: (placeId: string | undefined) => void }) {
  const { t } = useLingui();
  const places = usePlaceOptions();
  return (
    <Select
      aria-label={t`Place`}
      placeholder={t`All places`}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 200 }}
      loading={places.isLoading}
      value={places.data ? value : undefined}
      options={places.data?.places.map((p) => ({ value: p.id, label: p.name }))}
      onChange={(placeId: string | undefined) => onChange(placeId ?? undefined)}
    />
  );
}
