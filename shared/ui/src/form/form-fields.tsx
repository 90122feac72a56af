import { useRef, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { useStore, type AnyFieldApi, type DeepKeys, type DeepValue } from '@tanstack/react-form';
import type { SchemaFormApi } from './use-schema-form';
import { focusFirstError } from './focus-first-error';

/** Props every `Form…Field` takes. */
export interface FormFieldProps<TValues> {
  /** The form (`useSchemaForm`). */
  form: SchemaFormApi<TValues>;
  /** The field's name: a dotted path into the values (`networkInformation.networkName`). */
  name: DeepKeys<TValues>;
  label: ReactNode;
  /** Shows the required mark and sets `aria-required` (the schema decides what is valid). */
  required?: boolean;
  disabled?: boolean;
  /** Help text under the field (antd `Form.Item` `extra`), tied to the control by `aria-describedby`. */
  description?: ReactNode;
  /** The control's id (the label's `htmlFor`); default derived from the form's id and `name`. */
  id?: string;
}

/** What `FormCustomField` hands its render function: the field's value and the control's wiring. */
export interface FormControl<TValue> {
  value: TValue;
  /** Sets the value (and re-validates after the first submit). */
  onChange: (value: TValue) => void;
  onBlur: () => void;
  /** Give it to the control's focusable element: the label points at it. */
  id: string;
  disabled: boolean;
  /** `'error'` while the field has an error (antd's `status` prop). */
  status: 'error' | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
  /** The id of the label element, for controls that name themselves with `aria-labelledby`. */
  labelId: string;
  /** The first error message, if any. */
  error: string | undefined;
  /** The TanStack field api itself. */
  field: AnyFieldApi;
}

type LooseFieldComponent = ComponentType<{ name: string; children: (field: AnyFieldApi) => ReactNode }>;

function controlId(formId: string, name: string): string {
  return `${formId}-${name}`.replace(/[^A-Za-z0-9_-]/g, '-');
}

function firstError(errors: unknown[]): string | undefined {
  return errors.find((e): e is string => typeof e === 'string' && e !== '');
}

/**
 * The shared frame of the form fields: antd `Form.Item` with label (`htmlFor`), required mark, the
 * first error as `help` (announced, `validateStatus="error"`) and the description as `extra`.
 */
function FieldFrame<TValues>({
  form,
  name,
  label,
  required,
  disabled,
  description,
  id,
  render,
}: FormFieldProps<TValues> & { render: (control: FormControl<unknown>) => ReactNode }) {
  const Field = (form as unknown as { Field: LooseFieldComponent }).Field;
  const inputId = id ?? controlId(form.formId, String(name));
  const labelId = `${inputId}-label`;
  const helpId = `${inputId}-help`;
  const extraId = `${inputId}-extra`;
  return (
    <Field name={String(name)}>
      {(field) => {
        const error = firstError(field.state.meta.errors);
        const describedBy = [error ? helpId : null, description ? extraId : null].filter(Boolean).join(' ') || undefined;
        return (
          <Form.Item
            label={<span id={labelId}>{label}</span>}
            htmlFor={inputId}
            required={required}
            validateStatus={error ? 'error' : undefined}
            help={error ? <span id={helpId} role="alert">{error}</span> : undefined}
            extra={description ? <span id={extraId}>{description}</span> : undefined}
          >
            {render({
              value: field.state.value,
              onChange: (value) => field.handleChange(value),
              onBlur: field.handleBlur,
              id: inputId,
              disabled: Boolean(disabled),
              status: error ? 'error' : undefined,
              'aria-invalid': error ? true : undefined,
              'aria-required': required ? true : undefined,
              'aria-describedby': describedBy,
              labelId,
              error,
              field,
            })}
          </Form.Item>
        );
      }}
    </Field>
  );
}

/** ARIA and status props of a control, from `FormControl`. */
function controlProps(control: FormControl<unknown>) {
  return {
    id: control.id,
    disabled: control.disabled,
    status: control.status,
    'aria-invalid': control['aria-invalid'],
    'aria-required': control['aria-required'],
    'aria-describedby': control['aria-describedby'],
  };
}

/**
 * The props a picker (`DevicePicker`, `PlacePicker`, `WorkerPicker`, any `PickerProps` control)
 * takes from a `FormCustomField` control: id, value (`undefined` → `null`), onChange, disabled,
 * status and ARIA wiring. Spread it and add the picker's own props (`initialOption`).
 *
 * @example <FormCustomField form={form} name="placeId" label={t`Place`}>{(c) => <PlacePicker {...pickerControlProps(c)} />}</FormCustomField>
 */
export function pickerControlProps<T extends string | null | undefined>(control: FormControl<T>) {
  return {
    ...controlProps(control as FormControl<unknown>),
    value: control.value ?? null,
    onChange: (value: string | null) => control.onChange(value as T),
  };
}

/** Props of `FormTextField` and `FormTextAreaField`. */
export interface FormTextFieldProps<TValues> extends FormFieldProps<TValues> {
  /** The schema's maximum length: shown with the count when `showCount`; longer text is kept and marked, not cut. */
  maxLength?: number;
  /** Show the character count (with `maxLength`, as `12 / 100`). */
  showCount?: boolean;
  placeholder?: string;
  /** What an emptied field holds: `''` (default) or `null`. */
  emptyValue?: '' | null;
  autoComplete?: string;
  style?: CSSProperties;
}

function textValue(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A single-line text field (antd `Input`) bound to a string (or nullable string) field. With
 * `maxLength` the count turns red past the limit and the schema's "at most N" error shows on submit;
 * pasted text is never cut (nothing lost).
 */
export function FormTextField<TValues>({ maxLength, showCount, placeholder, emptyValue = '', autoComplete, style, ...frame }: FormTextFieldProps<TValues>) {
  return (
    <FieldFrame
      {...frame}
      render={(control) => (
        <Input
          {...controlProps(control)}
          value={textValue(control.value)}
          onChange={(event) => control.onChange(event.target.value === '' ? emptyValue : event.target.value)}
          onBlur={control.onBlur}
          placeholder={placeholder}
          autoComplete={autoComplete}
          count={maxLength !== undefined || showCount ? { show: Boolean(showCount), max: maxLength } : undefined}
          style={style}
        />
      )}
    />
  );
}

/** Props of `FormNumberField`. */
export interface FormNumberFieldProps<TValues> extends FormFieldProps<TValues> {
  /** The schema's bounds: the arrows and the keyboard stay inside them (typed values outside are kept and marked by the schema). */
  min?: number;
  max?: number;
  /** Decimal places (`0` for counts such as seats, days or months). */
  precision?: number;
  placeholder?: string;
  style?: CSSProperties;
}

/**
 * A number field (antd `InputNumber`, full width) bound to a `number | null` field: an emptied box
 * holds `null`, never `0` or `''` (licenses' seats and price, contracts' renewal term, notice period
 * and amount).
 */
export function FormNumberField<TValues>({ min, max, precision, placeholder, style, ...frame }: FormNumberFieldProps<TValues>) {
  return (
    <FieldFrame
      {...frame}
      render={(control) => (
        <InputNumber
          {...controlProps(control)}
          value={typeof control.value === 'number' ? control.value : null}
          onChange={(value) => control.onChange(typeof value === 'number' ? value : null)}
          onBlur={control.onBlur}
          min={min}
          max={max}
          precision={precision}
          placeholder={placeholder}
          style={{ width: '100%', ...style }}
        />
      )}
    />
  );
}

/** Props of `FormTextAreaField`. */
export interface FormTextAreaFieldProps<TValues> extends FormTextFieldProps<TValues> {
  /** Visible rows (default 3; grows up to 8). */
  rows?: number;
}

/** A multi-line text field (antd `Input.TextArea`), otherwise as `FormTextField`. */
export function FormTextAreaField<TValues>({ maxLength, showCount, placeholder, emptyValue = '', rows = 3, style, ...frame }: FormTextAreaFieldProps<TValues>) {
  return (
    <FieldFrame
      {...frame}
      render={(control) => (
        <Input.TextArea
          {...controlProps(control)}
          value={textValue(control.value)}
          onChange={(event) => control.onChange(event.target.value === '' ? emptyValue : event.target.value)}
          onBlur={control.onBlur}
          placeholder={placeholder}
          autoSize={{ minRows: rows, maxRows: Math.max(rows, 8) }}
          count={maxLength !== undefined || showCount ? { show: Boolean(showCount), max: maxLength } : undefined}
          style={style}
        />
      )}
    />
  );
}

/** One choice of `FormSelectField` / `FormRadioField`. */
export interface FormOption<Value extends string = string> {
  value: Value;
  label: ReactNode;
}

/** Props of `FormSelectField`. */
export interface FormSelectFieldProps<TValues> extends FormFieldProps<TValues> {
  options: readonly FormOption[];
  /** Offer a clear button; clearing sets `null`. Default `true`. */
  allowClear?: boolean;
  /** Default "Select". */
  placeholder?: string;
  /** Type to narrow the choices by their label text. */
  showSearch?: boolean;
  style?: CSSProperties;
}

/** A drop-down choice (antd `Select`) bound to a string-or-`null` field; cleared → `null`. */
export function FormSelectField<TValues>({ options, allowClear = true, placeholder, showSearch, style, ...frame }: FormSelectFieldProps<TValues>) {
  const { t } = useLingui();
  return (
    <FieldFrame
      {...frame}
      render={(control) => (
        <Select<string>
          {...controlProps(control)}
          value={typeof control.value === 'string' ? control.value : undefined}
          onChange={(value) => control.onChange(value ?? null)}
          onBlur={control.onBlur}
          options={options.map((option) => ({ value: option.value, label: option.label }))}
          allowClear={allowClear}
          placeholder={placeholder ?? t`Select`}
          showSearch={showSearch ? { optionFilterProp: 'label' } : false}
          style={{ width: '100%', ...style }}
        />
      )}
    />
  );
}

/** The date format of date fields' values (`YYYY-MM-DD`, a calendar date without time zone). */
export const formDateFormat = 'YYYY-MM-DD';

/** Props of `FormDateField`. */
export interface FormDateFieldProps<TValues> extends FormFieldProps<TValues> {
  placeholder?: string;
  /** Days that cannot be picked (e.g. before a start date). */
  disabledDate?: (date: Dayjs) => boolean;
  style?: CSSProperties;
}

/**
 * A calendar date (antd `DatePicker`) bound to a `'YYYY-MM-DD'` string or `null` field; an
 * unparsable stored value shows as empty.
 */
export function FormDateField<TValues>({ placeholder, disabledDate, style, ...frame }: FormDateFieldProps<TValues>) {
  return (
    <FieldFrame
      {...frame}
      render={(control) => {
        const parsed = typeof control.value === 'string' && control.value ? dayjs(control.value, formDateFormat, true) : null;
        return (
          <DatePicker
            {...controlProps(control)}
            value={parsed?.isValid() ? parsed : null}
            format={formDateFormat}
            onChange={(date: Dayjs | null) => control.onChange(date ? date.format(formDateFormat) : null)}
            onBlur={control.onBlur}
            // Enter confirms the typed date; it must not submit the whole form as well
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            placeholder={placeholder}
            disabledDate={disabledDate}
            style={{ width: '100%', ...style }}
          />
        );
      }}
    />
  );
}

/** Props of `FormRadioField`. */
export interface FormRadioFieldProps<TValues> extends FormFieldProps<TValues> {
  options: readonly FormOption[];
  /** Adds a first choice meaning "none" (value `null`), labelled `noneLabel` (default "Not set"). */
  allowClear?: boolean;
  noneLabel?: ReactNode;
  /** `button` renders antd's button-style radios. */
  optionType?: 'default' | 'button';
}

// the radio value standing for `null` (radio values must be strings)
const noneValue = '';

/**
 * A choice among a few values (antd `Radio.Group`, a `radiogroup` named by the label) bound to a
 * string-or-`null` field; `allowClear` adds a "Not set" choice that sets `null`.
 */
export function FormRadioField<TValues>({ options, allowClear, noneLabel, optionType = 'default', ...frame }: FormRadioFieldProps<TValues>) {
  const { t } = useLingui();
  return (
    <FieldFrame
      {...frame}
      render={(control) => (
        <Radio.Group
          id={control.id}
          disabled={control.disabled}
          aria-labelledby={control.labelId}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
          aria-describedby={control['aria-describedby']}
          optionType={optionType}
          value={typeof control.value === 'string' ? control.value : noneValue}
          onChange={(event) => {
            const next = event.target.value as string;
            control.onChange(next === noneValue ? null : next);
            control.onBlur();
          }}
          options={[...(allowClear ? [{ value: noneValue, label: noneLabel ?? t`Not set` }] : []), ...options.map((option) => ({ value: option.value, label: option.label }))]}
        />
      )}
    />
  );
}

/** Props of `FormCustomField`. */
export interface FormCustomFieldProps<TValues, TName extends DeepKeys<TValues>> extends FormFieldProps<TValues> {
  name: TName;
  /** Renders the control (e.g. a picker) from the field's value and wiring. */
  children: (control: FormControl<DeepValue<TValues, TName>>) => ReactNode;
}

/**
 * A field with a control of the page's choosing (a picker, …) in the same frame as the other
 * fields: label, required mark, error and description.
 *
 * @example
 * <FormCustomField form={form} name="networkInformation.deviceId" label={t`Device`}>
 *   {(control) => <DevicePicker value={control.value} onChange={control.onChange} id={control.id} status={control.status} disabled={control.disabled} />}
 * </FormCustomField>
 */
export function FormCustomField<TValues, TName extends DeepKeys<TValues>>({ children, ...frame }: FormCustomFieldProps<TValues, TName>) {
  return <FieldFrame {...frame} render={(control) => children(control as FormControl<DeepValue<TValues, TName>>)} />;
}

/** Props of `SchemaForm`. */
export interface SchemaFormProps<TValues> {
  form: SchemaFormApi<TValues>;
  children: ReactNode;
  /** antd `Form` layout of the fields (default `vertical`). */
  layout?: 'vertical' | 'horizontal';
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/**
 * The `<form>` of a schema form: no browser validation (the schema validates), submitting (a submit
 * button or Enter) runs `form.handleSubmit()`, and the fields get antd's form layout. A submit that
 * leaves a field in error (refused by the schema, or by the server through
 * `applyServerFieldErrors`) scrolls to and focuses the first field in error (issue 30).
 */
export function SchemaForm<TValues>({ form, children, layout = 'vertical', id, style, ...rest }: SchemaFormProps<TValues>) {
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const element = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={element}
      id={id}
      noValidate
      aria-label={rest['aria-label']}
      aria-busy={submitting || undefined}
      style={style}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit().then(() => focusFirstError(element.current));
      }}
    >
      <Form layout={layout} component={false}>
        {children}
      </Form>
    </form>
  );
}
