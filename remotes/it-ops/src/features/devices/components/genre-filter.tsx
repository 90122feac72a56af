import { useLingui } from '@lingui/react/macro';
import { MultiSelectFilter } from '@kanri/ui';
import { deviceGenreValues, type DeviceGenre } from '@kanri/contracts';
import { deviceGenreLabels } from './device-labels';

/** The genres multi-select of the devices lists (001 §2 `genres`), labelled "Genre" unless `label` says otherwise. */
export function GenreFilter({ value, onChange, label }: { value: DeviceGenre[]; onChange: (genres: DeviceGenre[]) => void; label?: string }) {
  const { t, i18n } = useLingui();
  return (
    <MultiSelectFilter
      label={label ?? t`Genre`}
      value={value}
      options={deviceGenreValues.map((genre) => ({ value: genre, label: i18n._(deviceGenreLabels[genre]) }))}
      onChange={onChange}
    />
  );
}
