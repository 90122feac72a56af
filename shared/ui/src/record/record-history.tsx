import type { ReactNode } from 'react';
import { Card, Empty, Skeleton, Table, Timeline, Typography } from 'antd';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useEndpoint } from '@kanri/runtime';
import { listAuditLogsEndpoint, type AuditAction, type AuditChange, type AuditResourceType } from '@kanri/contracts';
import { ErrorState } from '../states/error-state';
import { sectionHeading } from './record-descriptions';

/** Labels of the audit log's actions. */
export const auditActionLabels: Record<AuditAction, MessageDescriptor> = {
  CREATE: msg({ message: 'Created', context: 'auditAction' }),
  UPDATE: msg({ message: 'Updated', context: 'auditAction' }),
  DELETE: msg({ message: 'Deleted', context: 'auditAction' }),
  ACCESS: msg({ message: 'Accessed', context: 'auditAction' }),
};

/**
 * The history of one record (`GET /v2/audit-logs?resourceType=…&resourceId=…`), newest first.
 * `null` id = don't fetch yet.
 */
export function useRecordHistory(resourceType: AuditResourceType, resourceId: string | null) {
  return useEndpoint(listAuditLogsEndpoint, resourceId === null ? null : { query: { resourceType, resourceId } });
}

/** Props of {@link RecordHistory}. */
export interface RecordHistoryProps {
  resourceType: AuditResourceType;
  resourceId: string;
  /** The resource's field labels by the payload's dotted path (the changes name fields by path). */
  fieldLabels: Readonly<Record<string, MessageDescriptor>>;
  /** Enumeration labels by field: a stored value (or each of a list) shows as its label. */
  valueLabels?: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>>;
  /** Fields holding a date (`YYYY-MM-DD`), shown in the locale's format. */
  dateFields?: readonly string[];
  /**
   * Names of the records the fields refer to, as the record holds them now: field → id → name. A
   * change's own `beforeName` / `afterName` (the name stored when it was written, docs/fields.md)
   * wins; an id with neither reads "Another record". Every string field whose path ends in `Id`
   * is a reference.
   */
  references?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Overrides one value's rendering; `undefined` = the default. */
  renderValue?: (field: string, stored: unknown) => ReactNode | undefined;
}

/** Stored bookkeeping the history does not list as a change. */
const bookkeeping = new Set(['version', 'createdAt', 'updatedAt']);

/**
 * A record's history (000 §2 record page, issue 10): its audit log newest first, each entry with
 * its action, when (the locale's date-time) and who (or "Deleted user"), and a table of the changed
 * fields by label with the values before and after — "Not set" / "None" for empty values,
 * enumerations by label, dates in the locale's format, references by the name stored with the change
 * (issue 30), else the current name ("Another record" when neither is known), Yes / No. Loading, empty and failed (Retry) states.
 */
export function RecordHistory({ resourceType, resourceId, fieldLabels, valueLabels = {}, dateFields = [], references = {}, renderValue }: RecordHistoryProps) {
  const { t, i18n } = useLingui();
  const history = useRecordHistory(resourceType, resourceId);
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const join = (items: string[]) => items.join(i18n.locale === 'ja-JP' ? '、' : ', ');

  const one = (field: string, stored: unknown): string => {
    const labels = valueLabels[field];
    if (labels && typeof stored === 'string' && labels[stored]) return i18n._(labels[stored]!);
    if (typeof stored === 'string' && (field in references || /Ids?$/.test(field))) return references[field]?.[stored] ?? t`Another record`;
    if (typeof stored === 'string' && dateFields.includes(field)) return formatDate(stored, 'date') || stored;
    if (typeof stored === 'boolean') return stored ? t({ message: 'Yes', context: 'booleanValue' }) : t({ message: 'No', context: 'booleanValue' });
    return typeof stored === 'object' && stored !== null ? JSON.stringify(stored) : String(stored);
  };
  const value = (field: string, stored: unknown, storedName?: string): ReactNode => {
    if (stored === null || stored === undefined || stored === '') return secondary(t`Not set`);
    if (storedName && typeof stored === 'string') return storedName;
    if (Array.isArray(stored) && stored.length === 0) return secondary(t`None`);
    const custom = renderValue?.(field, stored);
    if (custom !== undefined) return custom;
    if (Array.isArray(stored)) return join(stored.map((item) => one(field, item)));
    const shown = one(field, stored);
    return shown === t`Another record` ? secondary(shown) : shown;
  };

  let body: ReactNode;
  if (history.error) body = <ErrorState description={history.error.message} onRetry={() => void history.mutate()} />;
  else if (!history.data) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (history.data.items.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t({ message: 'No history yet', context: 'recordHistory' })} />;
  else
    body = (
      <Timeline
        items={history.data.items.map((entry) => {
          const changes = entry.changes.filter((change) => !bookkeeping.has(change.field));
          const who = entry.actor?.name ?? t`Deleted user`;
          const when = formatDate(entry.occurredAt, 'dateTime');
          const action = i18n._(auditActionLabels[entry.action]);
          return {
            key: entry.id,
            color: entry.action === 'DELETE' ? 'red' : entry.action === 'CREATE' ? 'green' : 'blue',
            content: (
              <div>
                <Typography.Text strong>{action}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  <time dateTime={entry.occurredAt}>{when}</time> · {who}
                </Typography.Text>
                {changes.length > 0 ? (
                  <Table<AuditChange>
                    size="small"
                    style={{ marginTop: 8 }}
                    pagination={false}
                    rowKey="field"
                    aria-label={t`Changes: ${action} ${when}`}
                    dataSource={changes}
                    columns={[
                      { key: 'field', title: t`Field`, width: 200, render: (_, change) => (fieldLabels[change.field] ? i18n._(fieldLabels[change.field]!) : change.field) },
                      { key: 'before', title: t`Before`, render: (_, change) => value(change.field, change.before, change.beforeName) },
                      { key: 'after', title: t`After`, render: (_, change) => value(change.field, change.after, change.afterName) },
                    ]}
                  />
                ) : null}
              </div>
            ),
          };
        })}
      />
    );
  return <Card title={<h2 style={sectionHeading}>{t({ message: 'History', context: 'recordHistory' })}</h2>}>{body}</Card>;
}
