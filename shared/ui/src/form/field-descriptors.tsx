import { Fragment, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Col, Row } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { DeepKeys } from '@tanstack/react-form';
import type { SchemaFormApi } from './use-schema-form';
import { FormDateField, FormRadioField, FormSelectField, FormTextAreaField, FormTextField, type FormOption } from './form-fields';

/** How a field is entered and shown: the form control and the read-only rendering. */
export type FieldKind = 'text' | 'textarea' | 'email' | 'url' | 'select' | 'radio' | 'date' | 'dateTime';

/**
 * One field of a resource, declared once for its form and its read-only page (issue 10): `name` is
 * the payload's dotted path (`networkInformation.networkName`) and the record's path to the stored
 * value; `label` its localized name (the history names changes with it too); `options` the
 * enumeration's labels (select / radio choices, the page shows the label); `maxLength` the
 * contract's limit (counter); `required` the mark; `span` the read-only column span.
 */
export interface FieldDescriptor {
  name: string;
  label: MessageDescriptor;
  kind: FieldKind;
  options?: Readonly<Record<string, MessageDescriptor>>;
  required?: boolean;
  maxLength?: number;
  /** Textarea rows (default 3). */
  rows?: number;
  /** Help under the form control. */
  description?: MessageDescriptor;
  /** Select / radio: a "Not set" choice (`null`). Default: the field is not `required`. */
  allowClear?: boolean;
  /** Text fields: the value of an empty box (default `''` when required, else `null`: optional fields hold `null`). */
  emptyValue?: '' | null;
  span?: number;
}

/** Select / radio choices of an enumeration's labels, in the labels' order. */
export function optionsOf(labels: Readonly<Record<string, MessageDescriptor>>, translate: (descriptor: MessageDescriptor) => string): FormOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label: translate(label) }));
}

/** Props of {@link DescriptorFields}. */
export interface DescriptorFieldsProps<TValues> {
  form: SchemaFormApi<TValues>;
  fields: readonly FieldDescriptor[];
  /** Replaces the generated control of the named fields (a picker, dependent fields). */
  custom?: Partial<Record<string, ReactNode>>;
  /** Lays the fields out in this many columns from `md` (one below); a field's `span` takes that many. Default: one under the other. */
  columns?: number;
}

/**
 * The form controls of `fields`, in order, each the kit's field (`FormTextField`,
 * `FormTextAreaField`, `FormSelectField`, `FormRadioField`, `FormDateField`) with its label, mark,
 * counter and choices from the descriptor; `custom[name]` renders instead where a screen differs.
 * Write the fields by hand where most of a section differs.
 */
export function DescriptorFields<TValues>({ form, fields, custom, columns }: DescriptorFieldsProps<TValues>) {
  const { i18n } = useLingui();
  const controls = fields.map((field) => {
    if (custom && field.name in custom) return <Fragment key={field.name}>{custom[field.name]}</Fragment>;
    const common = {
      form,
      name: field.name as DeepKeys<TValues>,
      label: i18n._(field.label),
      required: field.required,
      description: field.description ? i18n._(field.description) : undefined,
    };
    const allowClear = field.allowClear ?? !field.required;
    const options = field.options ? optionsOf(field.options, (d) => i18n._(d)) : [];
    switch (field.kind) {
      case 'textarea':
        return <FormTextAreaField key={field.name} {...common} maxLength={field.maxLength} showCount={field.maxLength !== undefined} rows={field.rows} emptyValue={field.emptyValue ?? (field.required ? '' : null)} />;
      case 'select':
        return <FormSelectField key={field.name} {...common} options={options} allowClear={allowClear} />;
      case 'radio':
        return <FormRadioField key={field.name} {...common} options={options} allowClear={allowClear} />;
      case 'date':
      case 'dateTime':
        return <FormDateField key={field.name} {...common} />;
      default:
        return (
          <FormTextField
            key={field.name}
            {...common}
            maxLength={field.maxLength}
            showCount={field.maxLength !== undefined}
            emptyValue={field.emptyValue ?? (field.required ? '' : null)}
            autoComplete={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : undefined}
          />
        );
    }
  });
  if (!columns) return <>{controls}</>;
  return (
    <Row gutter={16}>
      {controls.map((control, index) => (
        <Col key={fields[index]!.name} xs={24} md={Math.min(24, (24 / columns) * (fields[index]!.span ?? 1))}>
          {control}
        </Col>
      ))}
    </Row>
  );
}
