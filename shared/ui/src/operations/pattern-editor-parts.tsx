import type { ReactNode } from 'react';
import { Button, Card, Flex, Space, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import type { SchemaFormApi } from '../form/use-schema-form';
import { FormTextField } from '../form/form-fields';
import type { PatternConfigValues } from './pattern-config-model';

/** The pattern config form. */
export type PatternForm = SchemaFormApi<PatternConfigValues>;

/**
 * The error the schema put on a list itself (`definition.steps[0].tasks`: "This field is required"
 * when emptied, "listed more than once"), shown under the list (`role="alert"`); nothing otherwise.
 */
export function ListError({ form, name }: { form: PatternForm; name: string }) {
  const errors = useStore(form.store, (state) => (state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>)[name]?.errors);
  const first = errors?.find((e): e is string => typeof e === 'string' && e !== '');
  return first ? (
    <Typography.Text type="danger" role="alert">
      {first}
    </Typography.Text>
  ) : null;
}

/** Japanese and English text fields of one localized text (`{path}.ja`, `{path}.en`), side by side. */
export function LocalizedFields({ form, path, label, required = true, maxLength = 100 }: { form: PatternForm; path: string; label: string; required?: boolean; maxLength?: number }) {
  const { t } = useLingui();
  return (
    <Flex gap={12} wrap>
      <div style={{ flex: '1 1 220px' }}>
        <FormTextField form={form} name={`${path}.ja` as never} label={t`${label} (Japanese)`} required={required} maxLength={maxLength} />
      </div>
      <div style={{ flex: '1 1 220px' }}>
        <FormTextField form={form} name={`${path}.en` as never} label={t`${label} (English)`} required={required} maxLength={maxLength} />
      </div>
    </Flex>
  );
}

/**
 * Move up / move down / remove buttons of one item of a list, named after the item ("Move step 2
 * up"): the first cannot move up, the last cannot move down, and the only item of a list that must
 * keep one cannot be removed.
 */
export function ItemActions({
  index,
  count,
  itemLabel,
  onMove,
  onRemove,
  keepOne = true,
}: {
  index: number;
  count: number;
  itemLabel: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  keepOne?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Space size={4}>
      <Button size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={t`Move ${itemLabel} up`} onClick={() => onMove(index, index - 1)} />
      <Button size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} aria-label={t`Move ${itemLabel} down`} onClick={() => onMove(index, index + 1)} />
      <Button size="small" danger icon={<DeleteOutlined />} disabled={keepOne && count <= 1} aria-label={t`Remove ${itemLabel}`} onClick={() => onRemove(index)} />
    </Space>
  );
}

/** A titled, bordered block of the editor (a step, a task, a form, a field), its actions on the right. */
export function EditorBlock({ title, actions, children, level = 3, inner = false }: { title: string; actions?: ReactNode; children: ReactNode; level?: 3 | 4; inner?: boolean }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <Card
      size="small"
      type={inner ? 'inner' : undefined}
      title={<Heading style={{ fontSize: level === 3 ? 15 : 14, fontWeight: 600, margin: 0 }}>{title}</Heading>}
      extra={actions}
    >
      <section aria-label={title}>{children}</section>
    </Card>
  );
}
