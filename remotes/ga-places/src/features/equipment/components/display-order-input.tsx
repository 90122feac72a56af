import { InputNumber } from 'antd';
import type { FormControl } from '@kanri/ui';

/**
 * The display-order control of the master-data forms (a whole number 0–1,000,000, smaller first):
 * antd `InputNumber` wired to a `FormCustomField`; emptied, it holds `undefined` (the schema's
 * default, 0, applies).
 */
export function DisplayOrderInput({ control }: { control: FormControl<number | undefined> }) {
  return (
    <InputNumber<number>
      id={control.id}
      disabled={control.disabled}
      status={control.status}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      min={0}
      max={1_000_000}
      precision={0}
      value={control.value ?? null}
      onChange={(value) => control.onChange(value ?? undefined)}
      onBlur={control.onBlur}
      style={{ width: 160 }}
    />
  );
}
