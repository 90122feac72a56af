import { useState } from 'react';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, ErrorState, PageHeader, auditActionLabels } from '@kanri/ui';
import type { AuditLogEntry } from '@kanri/contracts';
import { useLicenseActivities } from '../api/get-license-activities';
import { LicenseAreaNav } from '../components/license-area-nav';
import { licenseFieldLabels } from '../components/license-labels';

const pageSize = 50;

/** The license an entry is about, by name: a license's payload or a seat's `licenseName`. */
function licenseOf(entry: AuditLogEntry): { id: string; name: string } | null {
  const field = (name: string) => entry.changes.find((c) => c.field === name);
  const name = field('licenseName');
  const value = (name?.after ?? name?.before) as string | undefined;
  if (entry.resourceType === 'LICENSE') return value ? { id: entry.resourceId, name: value } : null;
  const id = field('licenseId');
  const licenseId = (id?.after ?? id?.before) as string | undefined;
  return licenseId && value ? { id: licenseId, name: value } : null;
}

/**
 * `/licenses/operation-activity` (001 §2 list tab "operation-activity"; issue 10): the licenses
 * module's audit log, newest first — who added, changed or deleted a license, and who assigned or
 * freed a seat — 50 entries a page.
 */
export function LicenseActivityPage() {
  const { t, i18n } = useLingui();
  const [pageIndex, setPageIndex] = useState(0);
  const activity = useLicenseActivities(pageIndex, pageSize);
  const describe = (e: AuditLogEntry) => {
    if (e.resourceType === 'LICENSE_ASSIGNMENT') return e.action === 'CREATE' ? t`Seat assigned` : t`Seat unassigned`;
    if (e.action !== 'UPDATE') return i18n._(auditActionLabels[e.action]);
    const fields = e.changes.map((c) => (c.field in licenseFieldLabels ? i18n._(licenseFieldLabels[c.field as keyof typeof licenseFieldLabels]) : c.field)).join(i18n.locale === 'ja-JP' ? '、' : ', ');
    return t`Changed: ${fields}`;
  };
  const items = activity.data?.items ?? [];
  return (
    <section>
      <LicenseAreaNav />
      <PageHeader title={t`Operation activity`} />
      <Card>
        {activity.error && !activity.data ? (
          <ErrorState description={activity.error.message} onRetry={() => void activity.mutate()} />
        ) : activity.data && items.length === 0 && pageIndex === 0 ? (
          <EmptyState title={t`No activity yet`} description={t`Adding, changing or deleting licenses and assigning seats is recorded here.`} />
        ) : (
          <Flex vertical gap={16}>
            <Table<AuditLogEntry>
              rowKey="id"
              loading={activity.isLoading}
              dataSource={items}
              pagination={false}
              columns={[
                { key: 'occurredAt', title: t`When`, width: 190, render: (_, e) => formatDate(e.occurredAt, 'dateTime') },
                { key: 'actor', title: t`Who`, width: 180, render: (_, e) => e.actor?.name ?? <Typography.Text type="secondary">{t`Deleted user`}</Typography.Text> },
                { key: 'what', title: t`What`, render: (_, e) => describe(e) },
                {
                  key: 'license',
                  title: t`License`,
                  width: 260,
                  render: (_, e) => {
                    const l = licenseOf(e);
                    return l ? <Link to={`/licenses/${l.id}`}>{l.name}</Link> : null;
                  },
                },
              ]}
            />
            <Flex justify="flex-end" gap={8}>
              <Button disabled={pageIndex === 0} onClick={() => setPageIndex((p) => p - 1)}>{t`Newer`}</Button>
              <Button disabled={items.length < pageSize} onClick={() => setPageIndex((p) => p + 1)}>{t`Older`}</Button>
            </Flex>
          </Flex>
        )}
      </Card>
    </section>
  );
}
