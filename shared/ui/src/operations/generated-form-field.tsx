import { Checkbox } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formTextDefaultMaxLength, type FormFieldType, type FormValue } from '@kanri/contracts';
import type { SchemaFormApi } from '../form/use-schema-form';
import { FormCustomField, FormDateField, FormNumberField, FormSelectField, FormTextAreaField, FormTextField } from '../form/form-fields';

/** The answers of a generated form, by field key. */
export type GeneratedFormValues = Record<string, FormValue>;

/** One field of a pattern's form, in the reader's language (the localized forms of the contracts). */
export interface GeneratedField {
  key: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  maxLength: number | null;
  options: { value: string; label: string }[] | null;
}

/** Props of `GeneratedFormField`: `name` is the field's path in the form (default: the field's key). */
export interface GeneratedFormFieldProps<Values extends object> {
  form: SchemaFormApi<Values>;
  field: GeneratedField;
  name?: string;
  disabled?: boolean;
}

/**
 * One field of a generated form, rendered with the kit's field for its type: TEXT a text box,
 * TEXTAREA a text area (both with a counter at `maxLength`), NUMBER a number box (empty = null),
 * DATE a date picker (YYYY-MM-DD), SELECT a select of the options, CHECKBOX a checkbox whose label
 * reads Yes (the field's label is above it). The rules (required, length, type) are `formValuesSchemaFor`'s
 * (`@kanri/contracts`); used by the individual area's form page and the staff's complete-on-behalf
 * drawer (issue 14, 001 §2 "Individual area"; docs/operation-packages.md).
 */
export function GeneratedFormField<Values extends object>({ form, field, name, disabled }: GeneratedFormFieldProps<Values>) {
  const { t } = useLingui();
  const common = { form: form as unknown as SchemaFormApi<GeneratedFormValues>, name: name ?? field.key, label: field.label, required: field.required, disabled };
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
              // named by the field's label above it, not by the "Yes" beside the box
              aria-label={field.label}
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
