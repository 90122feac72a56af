import { Select } from 'antd';

/** One choice of a `MultiSelectFilter`. */
export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

/** Props of `MultiSelectFilter`. */
export interface MultiSelectFilterProps<Value extends string> {
  /** The filter's name: the combobox's accessible name (`aria-label`) and its placeholder. */
  label: string;
  /** The chosen values (the search's array entry, e.g. `officeTypeIdIn`). */
  value: Value[] | undefined;
  /** The choices; `undefined` while they load (the select shows a spinner). */
  options: FilterOption<Value>[] | undefined;
  /** Called with every chosen value (an empty array when cleared). */
  onChange: (value: Value[]) => void;
}

/**
 * A list filter that takes several values (antd `Select` in `multiple` mode): clearable, typing
 * narrows the choices by label, named for assistive technology by `label`. Put it in `ListPage`'s
 * `filters` and reset `pageIndex` when it changes.
 */
export function MultiSelectFilter<Value extends string>({ label, value, options, onChange }: MultiSelectFilterProps<Value>) {
  return (
    <Select<Value[]>
      mode="multiple"
      allowClear
      aria-label={label}
      placeholder={label}
      loading={options === undefined}
      style={{ minWidth: 180 }}
      optionFilterProp="label"
      value={value}
      options={options ?? []}
      onChange={(values) => onChange(values)}
    />
  );
}
