import type { ReactNode } from 'react';
import { Avatar, Flex, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, RecordSection, RecordSections, RecordTimestamps, useRecordValues, type FieldDescriptor } from '@kanri/ui';
import type { DeviceDetail, DevicePersonRef } from '@kanri/contracts';
import { deviceAcquisitionFields, deviceCapacityFields, deviceIdentityFields, deviceMemoFields, deviceSpecFields } from './device-fields';
import { deviceFieldLabels, deviceLifecycleStatusLabels } from './device-labels';

/** A person a device is checked out to: avatar, name, e-mail. */
export function DevicePerson({ person }: { person: DevicePersonRef }) {
  return (
    <Flex gap={8} align="center">
      <span aria-hidden>
        <Avatar size="small" src={person.avatarUrl || undefined} alt="">
          {person.name.slice(0, 1)}
        </Avatar>
      </span>
      <Flex vertical>
        <span>{person.name}</span>
        {person.email ? <Typography.Text type="secondary">{person.email}</Typography.Text> : null}
      </Flex>
    </Flex>
  );
}

/**
 * The configuration tab's read-only view (001 §3): the device's identity, its genre's
 * specification fields, acquisition and price (yen), lifecycle, memo, and what a connector reported
 * (hostname, CPU, memory, storage, MAC) when one does; created and last updated.
 */
export function DeviceDetails({ device }: { device: DeviceDetail }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const numberItem = (name: 'storageCapacityGb' | 'memoryGb') => ({ key: name, label: i18n._(deviceFieldLabels[name]!), children: device[name] ?? values.notSet });
  const yen = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'JPY' });
  const reported = device.configuration;
  return (
    <RecordSections>
      <RecordSection
        title={t`Device information`}
        items={[
          ...values.items(device, deviceIdentityFields),
          { key: 'deviceModel', label: i18n._(deviceFieldLabels.deviceModelId!), children: device.deviceModel?.name ?? values.notSet },
          { key: 'lifecycleStatus', label: i18n._(deviceFieldLabels.lifecycleStatus!), children: values.label(deviceLifecycleStatusLabels, device.lifecycleStatus) },
        ]}
      />
      {deviceSpecFields(device.genre).length ? (
        <RecordSection title={t`Specifications`} items={[...values.items(device, deviceSpecFields(device.genre)), ...deviceCapacityFields(device.genre).map(numberItem)]} />
      ) : null}
      <RecordSection
        title={t`Acquisition`}
        items={[
          ...values.items(device, deviceAcquisitionFields),
          { key: 'purchasePrice', label: i18n._(deviceFieldLabels.purchasePrice!), children: device.purchasePrice === null ? values.notSet : yen.format(device.purchasePrice) },
        ]}
      />
      <RecordSection title={t`Memo`} items={values.items(device, deviceMemoFields)} column={{ xs: 1 }} />
      {reported ? (
        <RecordSection
          title={t`Reported by ${reported.source}`}
          items={[
            { key: 'hostname', label: t`Hostname`, children: values.text(reported.hostname) },
            { key: 'osVersion', label: t`OS version`, children: values.text(reported.osVersion) },
            { key: 'cpu', label: t`CPU`, children: values.text(reported.cpu) },
            { key: 'memoryGb', label: t`Memory (GB)`, children: reported.memoryGb ?? values.notSet },
            { key: 'storageCapacityGb', label: t`Storage capacity (GB)`, children: reported.storageCapacityGb ?? values.notSet },
            { key: 'macAddress', label: t`MAC address`, children: values.text(reported.macAddress) },
          ]}
        />
      ) : null}
      <RecordTimestamps createdAt={device.createdAt} updatedAt={device.updatedAt} />
    </RecordSections>
  );
}

/** The monitoring tab (001 §2): last contact, IP, storage used, battery health as a connector reported; else an honest empty state. */
export function DeviceMonitoring({ device }: { device: DeviceDetail }) {
  const { t } = useLingui();
  const values = useRecordValues();
  const m = device.monitoring;
  if (!m) return <EmptyState title={t`No monitoring data`} description={t`No MDM or IT SaaS reports on this device, so there is nothing to monitor.`} />;
  const percent = (n: number | null): ReactNode => (n === null ? values.notSet : `${n}%`);
  return (
    <RecordSection
      title={t`Monitoring (${m.source})`}
      items={[
        { key: 'lastSeenAt', label: t`Last seen`, children: m.lastSeenAt ? formatDate(m.lastSeenAt, 'dateTime') : values.notSet },
        { key: 'ipAddress', label: t`IP address`, children: values.text(m.ipAddress) },
        { key: 'storageUsedPercent', label: t`Storage used`, children: percent(m.storageUsedPercent) },
        { key: 'batteryHealthPercent', label: t`Battery health`, children: percent(m.batteryHealthPercent) },
      ]}
    />
  );
}

/** The mdm tab (001 §2): enrolment, supervision, compliance, encryption and last sync; an honest empty state when no MDM manages the device. */
export function DeviceMdm({ device }: { device: DeviceDetail }) {
  const { t } = useLingui();
  const values = useRecordValues();
  const mdm = device.mdm;
  if (!mdm) return <EmptyState title={t`Not managed by an MDM`} description={t`No MDM reports this device. Import it from an MDM source to see its enrolment and compliance here.`} />;
  const yesNo = (value: boolean | null) => (value === null ? values.notSet : value ? t`Yes` : t`No`);
  const compliance = { COMPLIANT: t`Compliant`, NON_COMPLIANT: t`Not compliant`, UNKNOWN: t`Unknown` };
  return (
    <RecordSection
      title={t`MDM (${mdm.provider})`}
      items={[
        { key: 'externalId', label: t`ID in the MDM`, children: mdm.externalId },
        { key: 'enrolled', label: t`Enrolled`, children: yesNo(mdm.enrolled) },
        { key: 'supervised', label: t`Supervised`, children: yesNo(mdm.supervised) },
        { key: 'compliance', label: t`Compliance`, children: compliance[mdm.compliance] },
        { key: 'encrypted', label: t`Encrypted`, children: yesNo(mdm.encrypted) },
        { key: 'lastSyncAt', label: t`Last sync`, children: formatDate(mdm.lastSyncAt, 'dateTime') },
      ]}
    />
  );
}

/** The descriptors the history names fields with (every device field). */
export const deviceHistoryFields: FieldDescriptor[] = [...deviceIdentityFields, ...deviceAcquisitionFields, ...deviceMemoFields];
