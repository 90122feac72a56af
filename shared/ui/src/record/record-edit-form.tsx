import type { CSSProperties, ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { SchemaForm } from '../form/form-fields';
import type { SchemaFormApi } from '../form/use-schema-form';
import type { EditableRecord, RecordEdit } from './use-record-edit';

/**
 * Props of {@link RecordEditForm}: the form (`useSchemaForm`, its `onSubmit` calling `edit.save`),
 * the record's edit state, the form's accessible name, its fields, and its style (default at most
 * 880 px wide).
 */
export interface RecordEditFormProps<TValues, T extends EditableRecord> {
  form: SchemaFormApi<TValues>;
  edit: Pick<RecordEdit<T>, 'cancel' | 'conflictAlert'>;
  'aria-label': string;
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * The frame of a record's edit form (issue 10, `useRecordEdit`): the conflict alert with Reload
 * above the fields, then Cancel (leaves edit mode) and Save (submits; busy while the PATCH runs).
 * Give it `key={edit.base.version}` so Reload starts it again from the current record.
 */
export function RecordEditForm<TValues, T extends EditableRecord>({ form, edit, children, style, ...rest }: RecordEditFormProps<TValues, T>) {
  const { t } = useLingui();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <SchemaForm form={form} aria-label={rest['aria-label']} style={style ?? { maxWidth: 880 }}>
      <Flex vertical gap={16}>
        {edit.conflictAlert}
        {children}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={edit.cancel}>{t({ message: 'Cancel', context: 'recordEdit' })}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t({ message: 'Save', context: 'recordEdit' })}
          </Button>
        </Flex>
      </Flex>
    </SchemaForm>
  );
}
