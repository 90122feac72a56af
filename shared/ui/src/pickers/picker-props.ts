/** Props every picker (`DevicePicker`, `PlacePicker`, `WorkerPicker`) takes. */
export interface PickerProps<Option, InitialOption = Option> {
  /** The chosen id; `null` for none. */
  value: string | null;
  /** Called with the chosen id and its option, or `null` (no option) when cleared. */
  onChange: (value: string | null, option?: Option) => void;
  disabled?: boolean;
  /** The option of the current value (e.g. from the record being edited), so its label shows without loading it. */
  initialOption?: InitialOption;
  /** The combobox's id (a field label's `htmlFor`). */
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  /** antd status: `'error'` while the field has an error. */
  status?: 'error' | 'warning';
  placeholder?: string;
}
