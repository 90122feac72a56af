import type { ReactNode } from 'react';
import { Button, Card, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { SchemaForm, type SchemaFormApi } from '@kanri/ui';

/** Props of {@link RecordFormFrame}. */
export interface RecordFormFrameProps<TValues> {
  form: SchemaFormApi<TValues>;
  /** The `<form>` element's id (where `focusFirstError` looks). */
  id: string;
  /** The form's accessible name ("Add role", "Edit role"). */
  label: string;
  /** Shown above the fields (the edit conflict alert). */
  banner?: ReactNode;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of the add and edit forms of roles, product permissions and people groups: the
 * `<form>`, an optional banner, the fields in one card, then Cancel and the submit button
 * (spinning while the call runs).
 */
export function RecordFormFrame<TValues>({ form, id, label, banner, submitLabel, onCancel, children }: RecordFormFrameProps<TValues>) {
  const { t } = useLingui();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <SchemaForm form={form} id={id} aria-label={label} style={{ maxWidth: 880 }}>
      <Flex vertical gap={16}>
        {banner}
        <Card>{children}</Card>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </SchemaForm>
  );
}
