import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Table, Typography } from 'antd';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useEndpoint } from '@kanri/runtime';
import type { AuditLogEntry, EndpointDef } from '@kanri/contracts';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { auditActionLabels } from './record-history';

/** Entries a page of {@link OperationActivity} shows (the call allows 1–200; default 50). */
export const operationActivityPageSize = 50;

/** Props of {@link OperationActivity}. */
export interface OperationActivityProps {
  /** The module's activity call (`activityEndpoint(...)` of `@kanri/contracts`: `GET` with `pageIndex`, `pageSize` → `{ items }`). */
  endpoint: EndpointDef & { method: 'GET' };
  /** The module's field labels by the payload's dotted path: an update reads "Changed: {fields}". */
  fieldLabels: Readonly<Record<string, MessageDescriptor>>;
  /** What an entry says when it is not a plain create, update or delete (a seat assigned); `undefined` = the default. */
  describe?: (entry: AuditLogEntry) => ReactNode | undefined;
  /** The record column: its title ("License") and the cell of an entry (a link to the record, or nothing). */
  record: { title: string; render: (entry: AuditLogEntry) => ReactNode };
  /** The empty state's title and text (no entry yet). */
  emptyTitle: string;
  emptyDescription: string;
}

/**
 * A module's operation activity (the list areas' "operation-activity" tab, issue 10): its audit
 * entries, newest first, `operationActivityPageSize` a page with Newer / Older — when, who (a
 * deleted user reads so), what (added, deleted, or the changed fields by their labels), and the
 * record. Loading, the error with Retry and the empty state are shown as such.
 */
export function OperationActivity({ endpoint, fieldLabels, describe, record, emptyTitle, emptyDescription }: OperationActivityProps) {
  const { t, i18n } = useLingui();
  const [pageIndex, setPageIndex] = useState(0);
  const activity = useEndpoint(endpoint, { query: { pageIndex, pageSize: operationActivityPageSize } } as never) as {
    data?: { items: AuditLogEntry[] };
    error?: Error;
    isLoading: boolean;
    mutate: () => unknown;
  };
  const what = (entry: AuditLogEntry): ReactNode => {
    const own = describe?.(entry);
    if (own !== undefined) return own;
    if (entry.action !== 'UPDATE') return i18n._(auditActionLabels[entry.action]);
    const fields = entry.changes.map((c) => (fieldLabels[c.field] ? i18n._(fieldLabels[c.field]!) : c.field)).join(i18n.locale === 'ja-JP' ? '、' : ', ');
    return t({ message: `Changed: ${fields}`, context: 'operationActivity' });
  };
  const items = activity.data?.items ?? [];
  return (
    <Card>
      {activity.error && !activity.data ? (
        <ErrorState description={activity.error.message} onRetry={() => void activity.mutate()} />
      ) : activity.data && items.length === 0 && pageIndex === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <Flex vertical gap={16}>
          <Table<AuditLogEntry>
            rowKey="id"
            loading={activity.isLoading}
            dataSource={items}
            pagination={false}
            columns={[
              { key: 'occurredAt', title: t({ message: 'When', context: 'operationActivity' }), width: 190, render: (_, e) => formatDate(e.occurredAt, 'dateTime') },
              {
                key: 'actor',
                title: t({ message: 'Who', context: 'operationActivity' }),
                width: 180,
                render: (_, e) => e.actor?.name ?? <Typography.Text type="secondary">{t({ message: 'Deleted user', context: 'operationActivity' })}</Typography.Text>,
              },
              { key: 'what', title: t({ message: 'What', context: 'operationActivity' }), render: (_, e) => what(e) },
              { key: 'record', title: record.title, width: 260, render: (_, e) => record.render(e) },
            ]}
          />
          <Flex justify="flex-end" gap={8}>
            <Button disabled={pageIndex === 0} onClick={() => setPageIndex((p) => p - 1)}>
              {t({ message: 'Newer', context: 'operationActivity' })}
            </Button>
            <Button disabled={items.length < operationActivityPageSize} onClick={() => setPageIndex((p) => p + 1)}>
              {t({ message: 'Older', context: 'operationActivity' })}
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
