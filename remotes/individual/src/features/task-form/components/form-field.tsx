import { Checkbox } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormDateField, FormNumberField, FormSelectField, FormTextAreaField, FormTextField, type SchemaFormApi } from '@kanri/ui';
import { formTextDefaultMaxLength, type FormValue, type IndividualFormField } from '@kanri/contracts';

/** The answers of a generated form, by field key. */
export type GeneratedFormValues = Record<string, FormValue>;

/**
 * One field of a generated form, rendered with the kit's field for its type: TEXT a text box,
 * TEXTAREA a text area (both with a counter at `maxLength`), NUMBER a number box (empty = null),
 * DATE a date picker (YYYY-MM-DD), SELECT a select of the options, CHECKBOX a checkbox whose label
 * reads Yes (the field's label is above it). The rules (required, length, type) are `formValuesSchemaFor`'s.
 */
export function GeneratedFormField({ form, field, disabled }: { form: SchemaFormApi<GeneratedFormValues>; field: IndividualFormField; disabled?: boolean }) {
  const { t } = useLingui();
  const common = { form, name: field.key, label: field.label, required: field.required, disabled };
  switch (field.type) {
    case 'TEXT':
      return <FormTextField {...common} maxLength={field.maxLength ?? formTextDefaultMaxLength} showCount={field.maxLength !== null} emptyValue={null} />;
    case 'TEXTAREA':
      return <FormTextAreaField {...common} maxLength={field.maxLength ?? formTextDefaultMaxLength} showCount rows={4} emptyValue={null} />;
    case 'NUMBER':
      return <FormNumberField {...common} />;
    case 'DATE':
      return <FormDateField {...common} />;
    case 'SELECT':
      return <FormSelectField {...common} options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))} />;
    case 'CHECKBOX':
      return (
        <FormCustomField {...common}>
          {(control) => (
            <Checkbox
              id={control.id}
              checked={control.value === true}
              disabled={control.disabled}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              onChange={(e) => control.onChange(e.target.checked)}
              onBlur={control.onBlur}
              style={{ paddingBlock: 6 }}
            >
              {t({ message: 'Yes', context: 'formCheckbox' })}
            </Checkbox>
          )}
        </FormCustomField>
      );
  }
}
