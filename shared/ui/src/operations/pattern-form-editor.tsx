import { useMemo } from 'react';
import { Button, Checkbox, Flex, Select, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { formFieldTypeLabels, formFieldTypeValues, patternDefinitionLimits, type FormFieldType } from '@kanri/contracts';
import { FormCustomField, FormNumberField } from '../form/form-fields';
import { newForm, newFormField, nextKey, type PatternConfigValues } from './pattern-config-model';
import { EditorBlock, ItemActions, ListError, LocalizedFields, type PatternForm } from './pattern-editor-parts';

/** What the form editor's layout depends on: forms, fields (key, type), choices (value) — not their texts. */
interface FieldShape {
  key: string;
  type: FormFieldType;
  options: Array<{ value: string }> | null;
}
interface FormShape {
  id: string;
  fields: FieldShape[];
}

/** The forms' layout, re-read only when it changes (typing a label re-renders that field alone). */
function useFormsShape(form: PatternForm): FormShape[] {
  const shape = useStore(form.store, (state) =>
    JSON.stringify(
      state.values.definition.forms.map((f) => ({
        id: f.id,
        fields: f.fields.map((field) => ({ key: field.key, type: field.type, options: field.options?.map((o) => ({ value: o.value })) ?? null })),
      })),
    ),
  );
  return useMemo(() => JSON.parse(shape) as FormShape[], [shape]);
}

/** The options of a SELECT field: each option's label in both languages; add, remove, reorder. */
function OptionsEditor({ form, base, field }: { form: PatternForm; base: string; field: FieldShape }) {
  const { t } = useLingui();
  const options = field.options ?? [];
  const path = `${base}.options`;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t`Choices`}</Typography.Text>
      <ListError form={form} name={path} />
      {options.map((option, index) => (
        <Flex key={option.value} gap={8} align="flex-start">
          <div style={{ flex: 1 }}>
            <LocalizedFields form={form} path={`${path}[${index}].label`} label={t`Choice ${index + 1}`} />
          </div>
          <div style={{ paddingTop: 30 }}>
            <ItemActions
              index={index}
              count={options.length}
              keepOne={false}
              itemLabel={t`choice ${index + 1}`}
              onMove={(from, to) => form.moveFieldValues(path as never, from, to)}
              onRemove={(i) => void form.removeFieldValue(path as never, i)}
            />
          </div>
        </Flex>
      ))}
      <div>
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={options.length >= patternDefinitionLimits.options}
          onClick={() => form.pushFieldValue(path as never, { value: nextKey('option', options.map((o) => o.value)), label: { ja: '', en: '' } } as never)}
        >
          {t`Add a choice`}
        </Button>
      </div>
    </Flex>
  );
}

/** One field of a form: label, type, required, the maximum length (text) and the choices (SELECT). */
function FieldEditor({ form, base, field }: { form: PatternForm; base: string; field: FieldShape }) {
  const { t, i18n } = useLingui();
  return (
    <Flex vertical gap={0}>
      <LocalizedFields form={form} path={`${base}.label`} label={t`Field label`} />
      <Flex gap={12} wrap align="flex-start">
        <div style={{ flex: '1 1 200px' }}>
          <FormCustomField form={form} name={`${base}.type` as never} label={t`Field type`} required>
            {(control) => (
              <Select
                id={control.id}
                status={control.status}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                value={control.value as FormFieldType}
                options={formFieldTypeValues.map((type) => ({ value: type, label: i18n._(formFieldTypeLabels[type]) }))}
                onChange={(type: FormFieldType) => {
                  control.onChange(type as never);
                  // only SELECT has choices, only text has a maximum length
                  const current = form.getFieldValue(`${base}.options` as never) as unknown;
                  form.setFieldValue(`${base}.options` as never, (type === 'SELECT' ? (current ?? []) : null) as never);
                  if (type !== 'TEXT' && type !== 'TEXTAREA') form.setFieldValue(`${base}.maxLength` as never, null as never);
                }}
              />
            )}
          </FormCustomField>
        </div>
        {field.type === 'TEXT' || field.type === 'TEXTAREA' ? (
          <div style={{ flex: '1 1 160px' }}>
            <FormNumberField
              form={form}
              name={`${base}.maxLength` as never}
              label={t`Maximum length`}
              precision={0}
              min={1}
              max={patternDefinitionLimits.fieldMaxLength}
              description={t`Characters; empty = no limit of its own.`}
            />
          </div>
        ) : null}
        <div style={{ flex: '1 1 160px' }}>
          <FormCustomField form={form} name={`${base}.required` as never} label={t`Answer required`}>
            {(control) => <Checkbox id={control.id} checked={control.value === true} onChange={(event) => control.onChange(event.target.checked as never)} />}
          </FormCustomField>
        </div>
      </Flex>
      {field.type === 'SELECT' ? <OptionsEditor form={form} base={base} field={field} /> : null}
    </Flex>
  );
}

/**
 * The forms FORM tasks fill (issue 14 "Operation package pattern"): each form's name and fields
 * (label in both languages, type, required, maximum length, SELECT choices); add, remove and
 * reorder forms (0–20), fields (1–50 a form) and choices. A form still named by a FORM task
 * cannot be left out silently: the task's "Form to fill" shows the error.
 */
export function PatternFormEditor({ form }: { form: PatternForm }) {
  const { t } = useLingui();
  const forms = useFormsShape(form);
  const values = () => form.state.values as PatternConfigValues;
  return (
    <Flex vertical gap={12}>
      <ListError form={form} name="definition.forms" />
      {forms.length === 0 ? <Typography.Text type="secondary">{t`No forms yet. Add one for the tasks of kind "Form".`}</Typography.Text> : null}
      {forms.map((definition, formIndex) => {
        const base = `definition.forms[${formIndex}]`;
        return (
          <EditorBlock
            key={definition.id}
            title={t`Form ${formIndex + 1}`}
            actions={
              <ItemActions
                index={formIndex}
                count={forms.length}
                keepOne={false}
                itemLabel={t`form ${formIndex + 1}`}
                onMove={(from, to) => form.moveFieldValues('definition.forms', from, to)}
                onRemove={(index) => void form.removeFieldValue('definition.forms', index)}
              />
            }
          >
            <LocalizedFields form={form} path={`${base}.name`} label={t`Form name`} />
            <Flex vertical gap={8}>
              <ListError form={form} name={`${base}.fields`} />
              {definition.fields.map((field, fieldIndex) => (
                <EditorBlock
                  key={field.key}
                  inner
                  level={4}
                  title={t`Field ${fieldIndex + 1}`}
                  actions={
                    <ItemActions
                      index={fieldIndex}
                      count={definition.fields.length}
                      itemLabel={t`field ${fieldIndex + 1} of form ${formIndex + 1}`}
                      onMove={(from, to) => form.moveFieldValues(`${base}.fields` as never, from, to)}
                      onRemove={(index) => void form.removeFieldValue(`${base}.fields` as never, index)}
                    />
                  }
                >
                  <FieldEditor form={form} base={`${base}.fields[${fieldIndex}]`} field={field} />
                </EditorBlock>
              ))}
              <div>
                <Button
                  icon={<PlusOutlined />}
                  disabled={definition.fields.length >= patternDefinitionLimits.fieldsPerForm}
                  onClick={() => form.pushFieldValue(`${base}.fields` as never, newFormField(nextKey('field', definition.fields.map((f) => f.key))) as never)}
                >
                  {t`Add a field to form ${formIndex + 1}`}
                </Button>
              </div>
            </Flex>
          </EditorBlock>
        );
      })}
      <div>
        <Button
          icon={<PlusOutlined />}
          disabled={forms.length >= patternDefinitionLimits.forms}
          onClick={() => form.pushFieldValue('definition.forms', newForm(nextKey('form', values().definition.forms.map((f) => f.id))))}
        >
          {t`Add a form`}
        </Button>
      </div>
    </Flex>
  );
}
