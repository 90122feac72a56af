import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, ErrorState, sectionHeading } from '@kanri/ui';
import {
  personAppMatchLabels,
  type AuditLogEntry,
  type AuditResourceType,
  type PersonAppAccount,
  type PersonDetail,
  type PersonDevice,
  type PersonEquipment,
} from '@kanri/contracts';
import { usePersonActivity, usePersonAppAccounts, usePersonDevices, usePersonEquipment } from '../api/person-holdings';
import { personFieldLabels } from './person-labels';

/** A list card: loading, failed (Retry), empty, or the table. */
function ListCard<Row extends { id: string }>(props: {
  title: string;
  query: { data?: { items: Row[] }; error?: unknown; isLoading: boolean; mutate: () => unknown };
  columns: TableColumnsType<Row>;
  emptyTitle: string;
  emptyDescription: string;
}) {
  const { title, query, columns, emptyTitle, emptyDescription } = props;
  if (query.error && !query.data) return <ErrorState onRetry={() => void query.mutate()} />;
  if (!query.isLoading && query.data?.items.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <Card title={<h2 style={sectionHeading}>{title}</h2>}>
      <Table<Row> rowKey="id" size="small" columns={columns} dataSource={query.data?.items ?? []} loading={query.isLoading} pagination={false} scroll={{ x: true }} />
    </Card>
  );
}

/** The equipment tab: equipment assigned to the person (name linking to `/equipment/{id}`, type, model, serial, asset tag, status). */
export function EquipmentTab({ person }: { person: PersonDetail }) {
  const { t } = useLingui();
  const query = usePersonEquipment(person.id);
  const columns: TableColumnsType<PersonEquipment> = [
    { key: 'name', title: t`Name`, render: (_, e) => <Link to={`/equipment/${e.id}`}>{e.name}</Link> },
    { key: 'type', title: t`Equipment type`, dataIndex: 'typeName' },
    { key: 'model', title: t`Model`, dataIndex: 'model' },
    { key: 'serialNumber', title: t`Serial number`, dataIndex: 'serialNumber' },
    { key: 'assetTag', title: t`Asset tag`, dataIndex: 'assetTag' },
  ];
  return <ListCard title={t`Assigned equipment`} query={query} columns={columns} emptyTitle={t`No equipment assigned`} emptyDescription={t`Equipment assigned to this person on the equipment pages shows here.`} />;
}

/** The devices tab: devices checked out to the person (name linking to the device profile, tag, serial, since). */
export function DevicesTab({ person }: { person: PersonDetail }) {
  const { t } = useLingui();
  const query = usePersonDevices(person.id);
  const columns: TableColumnsType<PersonDevice> = [
    { key: 'name', title: t`Device name`, render: (_, d) => <Link to={`/profile/device/${d.id}`}>{d.name}</Link> },
    { key: 'deviceTag', title: t`Device tag`, dataIndex: 'deviceTag' },
    { key: 'serialNumber', title: t`Serial number`, dataIndex: 'serialNumber' },
    { key: 'os', title: t`OS`, dataIndex: 'os' },
    { key: 'checkedOutOn', title: t`Checked out on`, render: (_, d) => (d.checkedOutOn ? formatDate(d.checkedOutOn, 'date') : '') },
  ];
  return <ListCard title={t`Assigned devices`} query={query} columns={columns} emptyTitle={t`No devices assigned`} emptyDescription={t`Devices checked out to this person show here.`} />;
}

/**
 * The apps tab: the person's accounts in the integrated apps, matched as the app pages match them
 * (linked by hand, then e-mail, then alias): app (linking to `/app-integrations/{id}`), account, e-mail,
 * active, last sign-in, how it was matched.
 */
export function AppsTab({ person }: { person: PersonDetail }) {
  const { t, i18n } = useLingui();
  const query = usePersonAppAccounts(person.id);
  const columns: TableColumnsType<PersonAppAccount> = [
    { key: 'app', title: t`App`, render: (_, a) => <Link to={`/app-integrations/${a.appIntegrationId}`}>{a.appName}</Link> },
    { key: 'name', title: t`Account`, dataIndex: 'name' },
    { key: 'email', title: t`E-mail`, dataIndex: 'email' },
    { key: 'active', title: t`State`, render: (_, a) => (a.isActive ? <Tag color="green">{t`Active account`}</Tag> : <Tag>{t`Inactive account`}</Tag>) },
    { key: 'lastSignedInAt', title: t`Last sign-in`, render: (_, a) => (a.lastSignedInAt ? formatDate(a.lastSignedInAt, 'dateTime') : '') },
    { key: 'match', title: t`Matched`, render: (_, a) => i18n._(personAppMatchLabels[a.match]) },
  ];
  return <ListCard title={t`App accounts`} query={query} columns={columns} emptyTitle={t`No app accounts`} emptyDescription={t`Accounts of integrated apps that belong to this person show here.`} />;
}

const activityKindLabels: Partial<Record<AuditResourceType, MessageDescriptor>> = {
  PERSON: msg({ message: 'Person record', context: 'personActivity' }),
  DEVICE: msg({ message: 'Device', context: 'personActivity' }),
  EQUIPMENT: msg({ message: 'Equipment', context: 'personActivity' }),
  APP_USER: msg({ message: 'App account', context: 'personActivity' }),
};

/**
 * The activity tab: what happened to the person, newest first — changes of their record, devices
 * and equipment assigned to them or taken back, changes of their app accounts (100 latest).
 */
export function ActivityTab({ person }: { person: PersonDetail }) {
  const { t, i18n } = useLingui();
  const query = usePersonActivity(person.id);
  const what = (entry: AuditLogEntry) => {
    if (entry.resourceType !== 'PERSON' && entry.changes.some((c) => c.field === 'assignedPersonId')) {
      return entry.changes.some((c) => c.field === 'assignedPersonId' && c.after === person.id) ? t`Assigned to this person` : t`Taken back from this person`;
    }
    const fields = entry.changes.map((c) => (personFieldLabels[c.field] ? i18n._(personFieldLabels[c.field]!) : c.field)).slice(0, 5);
    return fields.length ? t`Changed: ${fields.join(', ')}` : '';
  };
  const columns: TableColumnsType<AuditLogEntry> = [
    { key: 'when', title: t`When`, render: (_, e) => formatDate(e.occurredAt, 'dateTime'), width: 180 },
    { key: 'kind', title: t`Record`, render: (_, e) => (activityKindLabels[e.resourceType] ? i18n._(activityKindLabels[e.resourceType]!) : e.resourceType) },
    { key: 'who', title: t`Who`, render: (_, e) => e.actor?.name ?? t`System` },
    { key: 'what', title: t`What`, render: (_, e) => what(e) },
  ];
  return <ListCard title={t`Activity`} query={query} columns={columns} emptyTitle={t`No activity yet`} emptyDescription={t`Changes of this person's record, devices, equipment and app accounts show here.`} />;
}
