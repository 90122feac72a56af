import type { ReactNode } from 'react';
import { Card, Empty, Skeleton, Table, Timeline, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatDate } from '@kanri/runtime';
import { ErrorState } from '@kanri/ui';
import type { AuditChange, AuditLogEntry } from '@kanri/contracts';
import { auditActionLabels } from './role-labels';
import { sectionHeading } from './record-gate';

/** Props of {@link RecordHistory}. */
export interface RecordHistoryProps {
  /** The audit entries, newest first; `undefined` while they load. */
  entries: AuditLogEntry[] | undefined;
  error?: { message: string } | null;
  onRetry?: () => void;
  /** The family's field labels, keyed by the payload's path (`name`, `productPermissionIds`…). */
  fieldLabels: Record<string, MessageDescriptor>;
  /** One stored value as the page shows it (a list of ids as the names, enumerations by label). */
  renderValue: (field: string, stored: unknown) => ReactNode;
}

/** Stored bookkeeping the history does not list as a change. */
const bookkeeping = new Set(['version', 'createdAt', 'updatedAt']);

/**
 * The history of a role, product permission or people group (its audit log, newest first), as on
 * the networks record page: for each entry the action, when and who (or "Deleted user"), and each
 * changed field with its label and the values before and after (`renderValue`; an empty value or
 * list reads "Not set" / "None").
 */
export function RecordHistory({ entries, error, onRetry, fieldLabels, renderValue }: RecordHistoryProps) {
  const { t, i18n } = useLingui();
  const value = (field: string, stored: unknown): ReactNode => {
    if (stored === null || stored === undefined || stored === '') return <Typography.Text type="secondary">{t`Not set`}</Typography.Text>;
    if (Array.isArray(stored) && stored.length === 0) return <Typography.Text type="secondary">{t`None`}</Typography.Text>;
    return renderValue(field, stored);
  };
  let body: ReactNode;
  if (error) body = <ErrorState description={error.message} onRetry={onRetry} />;
  else if (!entries) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (entries.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No history yet`} />;
  else
    body = (
      <Timeline
        items={entries.map((entry) => {
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
                      { key: 'before', title: t`Before`, render: (_, change) => value(change.field, change.before) },
                      { key: 'after', title: t`After`, render: (_, change) => value(change.field, change.after) },
                    ]}
                  />
                ) : null}
              </div>
            ),
          };
        })}
      />
    );
  return <Card title={<h2 style={sectionHeading}>{t`History`}</h2>}>{body}</Card>;
}

/**
 * Renders a stored list of ids by the names the record knows now (`known`: id → name); ids it no
 * longer references read "Another record" (a deleted or since-removed record).
 */
export function namesOf(stored: unknown, known: ReadonlyMap<string, string>, other: string, locale: string): string {
  if (!Array.isArray(stored)) return String(stored);
  return joinList(stored.map((id) => known.get(String(id)) ?? other), locale);
}

/** A list as one line of text: Japanese joins with 「、」, English with ", ". */
export function joinList(items: readonly string[], locale: string): string {
  return items.join(locale === 'ja-JP' ? '、' : ', ');
}
