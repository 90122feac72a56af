import type { ReactNode } from 'react';
import { Card, Empty, Skeleton, Table, Timeline, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { ErrorState } from '@kanri/ui';
import type { AuditChange, AuditLogEntry, NetworkDetail } from '@kanri/contracts';
import { auditActionLabels, networkEnumLabels, networkFieldLabels, type NetworkFieldPath } from './network-labels';
import { sectionHeading } from './network-details';

/** Props of {@link NetworkHistory}. */
export interface NetworkHistoryProps {
  /** The audit entries, newest first; `undefined` while they load. */
  entries: AuditLogEntry[] | undefined;
  error?: { message: string } | null;
  onRetry?: () => void;
  /** The network as it is now: names the place, device and contact its ids refer to. */
  network: NetworkDetail;
}

/** Stored bookkeeping the history does not list as a change. */
const bookkeeping = new Set(['version', 'createdAt', 'updatedAt']);
const dateFields = new Set<string>(['accessControl.accessPeriodFrom', 'accessControl.accessPeriodTo']);

function isFieldPath(field: string): field is NetworkFieldPath {
  return field in networkFieldLabels;
}

/**
 * The history of a network (its audit log, newest first): for each entry the action, who did it
 * (or "Deleted user") and when, and each changed field with its localized name and the values
 * before and after (enumerations by their labels, dates in the locale's format, a referenced place,
 * device or person by its current name when it is still the one set).
 */
export function NetworkHistory({ entries, error, onRetry, network }: NetworkHistoryProps) {
  const { t, i18n } = useLingui();
  const notSet = <Typography.Text type="secondary">{t`Not set`}</Typography.Text>;

  const referenceName = (field: string, id: string): string | null => {
    if (field === 'networkInformation.placeId' && network.destinationPlaceContent?.id === id) return network.destinationPlaceContent.name;
    if (field === 'networkInformation.deviceId' && network.destinationDeviceContent?.id === id) return network.destinationDeviceContent.name;
    if (field === 'adminContact.personId' && network.adminContact?.personId === id) return network.adminContact.name;
    return null;
  };
  const value = (field: string, stored: unknown): ReactNode => {
    if (stored === null || stored === undefined || stored === '') return notSet;
    const enumLabels = isFieldPath(field) ? networkEnumLabels[field] : undefined;
    if (enumLabels && typeof stored === 'string' && enumLabels[stored]) return i18n._(enumLabels[stored]);
    if (dateFields.has(field) && typeof stored === 'string') return formatDate(stored, 'date') || stored;
    if (typeof stored === 'string' && field.endsWith('Id')) return referenceName(field, stored) ?? <Typography.Text type="secondary">{t`Another record`}</Typography.Text>;
    if (typeof stored === 'boolean') return stored ? t`Yes` : t`No`;
    return typeof stored === 'object' ? JSON.stringify(stored) : String(stored);
  };
  const changesOf = (entry: AuditLogEntry) => entry.changes.filter((change) => !bookkeeping.has(change.field));

  let body: ReactNode;
  if (error) body = <ErrorState description={error.message} onRetry={onRetry} />;
  else if (!entries) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (entries.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No history yet`} />;
  else
    body = (
      <Timeline
        items={entries.map((entry) => {
          const changes = changesOf(entry);
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
                      { key: 'field', title: t`Field`, render: (_, change) => (isFieldPath(change.field) ? i18n._(networkFieldLabels[change.field]) : change.field) },
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
