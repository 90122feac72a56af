import { Checkbox } from 'antd';
import type { FormControl } from '@kanri/ui';

/** Props of {@link CheckboxGroupControl}. */
export interface CheckboxGroupControlProps<Value extends string> {
  control: FormControl<Value[]>;
  options: { value: Value; label: string }[];
}

/**
 * A `FormCustomField`'s control for a list of enumeration values (products, worker types): a
 * checkbox per value in a group named by the field's label; the value keeps the options' order.
 */
export function CheckboxGroupControl<Value extends string>({ control, options }: CheckboxGroupControlProps<Value>) {
  return (
    <div role="group" id={control.id} aria-labelledby={control.labelId} aria-describedby={control['aria-describedby']} aria-invalid={control['aria-invalid']}>
      <Checkbox.Group<Value>
        disabled={control.disabled}
        value={control.value}
        options={options}
        onChange={(checked) => {
          control.onChange(options.map((option) => option.value).filter((value) => checked.includes(value)));
          control.onBlur();
        }}
      />
    </div>
  );
}
