import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Typography, type DescriptionsProps } from 'antd';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import type { FieldDescriptor } from '../form/field-descriptors';

/** One row of a read-only section (antd `Descriptions` item). */
export type RecordItem = NonNullable<DescriptionsProps['items']>[number];

/** Card titles are the page's `h2`s, sized as antd's card titles. */
export const sectionHeading = { fontSize: 16, fontWeight: 600, margin: 0 } as const;

/** The value at a dotted path of a record (`accessControl.accessLevel`). */
export function valueAt(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * How a record's page shows stored values (000 §3): `notSet` ("Not set", secondary) for an empty
 * value, enumerations by their label, dates with the runtime's `formatDate` ('date' | 'dateTime'),
 * e-mail as a `mailto:` link, a website opening in a new tab; `items(record, fields)` turns field
 * descriptors into `Descriptions` items read from the record at each descriptor's path
 * (`custom[name]` shows instead where a field is shown differently: a person with an avatar, a link).
 */
export function useRecordValues() {
  const { t, i18n } = useLingui();
  const notSet = <Typography.Text type="secondary">{t`Not set`}</Typography.Text>;
  const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
  const text = (value: string | null | undefined): ReactNode => (isEmpty(value) ? notSet : value);
  const date = (value: string | null | undefined, style: 'date' | 'dateTime' = 'date'): ReactNode => (isEmpty(value) ? notSet : formatDate(value!, style) || value);
  const label = (labels: Readonly<Record<string, MessageDescriptor>>, value: string | null | undefined): ReactNode =>
    isEmpty(value) ? notSet : labels[value!] ? i18n._(labels[value!]!) : value;
  const show = (field: FieldDescriptor, value: unknown): ReactNode => {
    if (isEmpty(value)) return notSet;
    if (field.options && typeof value === 'string') return label(field.options, value);
    if (typeof value !== 'string') return typeof value === 'number' ? String(value) : value === true ? t({ message: 'Yes', context: 'booleanValue' }) : value === false ? t({ message: 'No', context: 'booleanValue' }) : JSON.stringify(value);
    switch (field.kind) {
      case 'date':
      case 'dateTime':
        return date(value, field.kind);
      case 'email':
        return <a href={`mailto:${value}`}>{value}</a>;
      case 'url':
        return (
          <a href={value} target="_blank" rel="noreferrer noopener">
            {value}
          </a>
        );
      case 'textarea':
        return <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>;
      default:
        return value;
    }
  };
  const items = (record: unknown, fields: readonly FieldDescriptor[], custom: Partial<Record<string, ReactNode>> = {}): RecordItem[] =>
    fields.map((field) => ({ key: field.name, label: i18n._(field.label), span: field.span, children: field.name in custom ? custom[field.name] : show(field, valueAt(record, field.name)) }));
  return { notSet, text, date, label, show, items };
}

/** Props of {@link RecordSection}. */
export interface RecordSectionProps {
  /** The card's title: a section `h2`. */
  title: ReactNode;
  items: RecordItem[];
  /** Columns by breakpoint (default one column, two from `lg`). */
  column?: DescriptionsProps['column'];
}

/** A read-only section of a record's page: a card titled by an `h2` with bordered descriptions (one label width). */
export function RecordSection({ title, items, column = { xs: 1, lg: 2 } }: RecordSectionProps) {
  return (
    <Card title={<h2 style={sectionHeading}>{title}</h2>}>
      <Descriptions bordered column={column} styles={descriptionStyles} items={items} />
    </Card>
  );
}

// one label width in every card; labels never wrap into a narrow column
const descriptionStyles = { label: { width: 200, minWidth: 160 } };

/** Props of {@link RecordTimestamps}. */
export interface RecordTimestampsProps {
  createdAt: string;
  updatedAt?: string | null;
}

/** When the record was created and last updated, in the locale's date-time format, under its sections. */
export function RecordTimestamps({ createdAt, updatedAt }: RecordTimestampsProps) {
  const { t } = useLingui();
  const items: RecordItem[] = [{ key: 'createdAt', label: t({ message: 'Created', context: 'recordTimestamp' }), children: formatDate(createdAt, 'dateTime') }];
  if (updatedAt) items.push({ key: 'updatedAt', label: t({ message: 'Last updated', context: 'recordTimestamp' }), children: formatDate(updatedAt, 'dateTime') });
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />;
}

/** The read-only sections of a record, one under the other. */
export function RecordSections({ children }: { children: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      {children}
    </Flex>
  );
}
