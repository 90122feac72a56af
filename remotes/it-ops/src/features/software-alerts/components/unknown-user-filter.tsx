import { Select } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { shadowItUnknownUserFilterValues, type ShadowItUnknownUserFilter } from '@kanri/contracts';
import { unknownUserFilterLabels } from './alert-labels';

/**
 * The shadow-IT pages' unknown-user filter (001 §2 "Shadow-IT pages"): only, include or exclude the
 * visits of addresses that match no person; `onChange` gets the chosen value.
 */
export function UnknownUserFilter({ value, onChange }: { value: ShadowItUnknownUserFilter; onChange: (value: ShadowItUnknownUserFilter) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Select
      aria-label={t`Unknown users`}
      style={{ minWidth: 220 }}
      value={value}
      onChange={onChange}
      options={shadowItUnknownUserFilterValues.map((option) => ({ value: option, label: i18n._(unknownUserFilterLabels[option]) }))}
    />
  );
}
