import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { Button, Flex, Radio, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import {
  FormCustomField,
  FormDateField,
  FormTextAreaField,
  PlacePicker,
  RecordSection,
  SchemaForm,
  WorkerPicker,
  pickerControlProps,
  useRecordValues,
} from '@kanri/ui';
import {
  checkInDeviceBodySchema,
  checkOutDeviceBodySchema,
  deviceMemoMaxLength,
  type CheckInDeviceBody,
  type CheckOutDeviceBody,
  type DeviceAssignment,
  type DeviceDetail,
} from '@kanri/contracts';
import { useCheckInDevice, useCheckOutDevice, useDeviceAssignments } from '../api/device-assignments';
import { DeviceCard } from './device-form-fields';
import { DevicePerson } from './device-details';
import { deviceCategoryLabels } from './device-labels';
import { useDeviceCommandForm } from './use-device-command-form';

const today = () => dayjs().format('YYYY-MM-DD');

/** Check-out (Snipe-IT): to a person or a place, the date, an expected check-in and a note. */
function CheckOutForm({ device }: { device: DeviceDetail }) {
  const { t } = useLingui();
  const checkOut = useCheckOutDevice();
  const [target, setTarget] = useState<'PERSON' | 'PLACE'>('PERSON');
  const { form, submitting } = useDeviceCommandForm({
    device,
    schema: checkOutDeviceBodySchema,
    defaultValues: { personId: null, placeId: null, checkedOutOn: today(), expectedCheckinOn: null, note: null, version: device.version } as CheckOutDeviceBody,
    send: checkOut.trigger,
    success: () => t`The device was checked out.`,
    failure: t`The device could not be checked out.`,
  });
  const choose = (next: 'PERSON' | 'PLACE') => {
    setTarget(next);
    // one target at a time: the other one's id is cleared with the choice
    form.setFieldValue(next === 'PERSON' ? 'placeId' : 'personId', null);
  };
  return (
    <SchemaForm form={form} aria-label={t`Check out`} style={{ maxWidth: 640 }}>
      <Radio.Group
        aria-label={t`Check out to`}
        value={target}
        onChange={(event) => choose(event.target.value as 'PERSON' | 'PLACE')}
        options={[
          { value: 'PERSON', label: t`To a person` },
          { value: 'PLACE', label: t`To a place` },
        ]}
        style={{ marginBottom: 16 }}
      />
      {target === 'PERSON' ? (
        <FormCustomField form={form} name="personId" label={t`Person`} required>
          {(c) => <WorkerPicker {...pickerControlProps(c)} />}
        </FormCustomField>
      ) : (
        <FormCustomField form={form} name="placeId" label={t`Place`} required>
          {(c) => <PlacePicker {...pickerControlProps(c)} />}
        </FormCustomField>
      )}
      <FormDateField form={form} name="checkedOutOn" label={t`Check-out date`} required />
      <FormDateField form={form} name="expectedCheckinOn" label={t`Expected check-in date`} />
      <FormTextAreaField form={form} name="note" label={t`Note`} maxLength={deviceMemoMaxLength} showCount emptyValue={null} rows={2} />
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t`Check out`}
        </Button>
      </Flex>
    </SchemaForm>
  );
}

/** Check-in: the date (not before the check-out) and a note; the device returns to stock. */
function CheckInForm({ device }: { device: DeviceDetail }) {
  const { t } = useLingui();
  const checkIn = useCheckInDevice();
  const { form, submitting } = useDeviceCommandForm({
    device,
    schema: checkInDeviceBodySchema,
    defaultValues: { checkedInOn: today(), note: null, version: device.version } as CheckInDeviceBody,
    send: checkIn.trigger,
    success: () => t`The device was checked in.`,
    failure: t`The device could not be checked in.`,
  });
  return (
    <SchemaForm form={form} aria-label={t`Check in`} style={{ maxWidth: 640 }}>
      <FormDateField form={form} name="checkedInOn" label={t`Check-in date`} required />
      <FormTextAreaField form={form} name="note" label={t`Note`} maxLength={deviceMemoMaxLength} showCount emptyValue={null} rows={2} />
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t`Check in`}
        </Button>
      </Flex>
    </SchemaForm>
  );
}

/**
 * The status tab (001 §2; Snipe-IT's check-out / check-in): the category, who or where the device
 * is checked out to, since when and until when expected; Check out (to a person or a place) when
 * `canCheckOut`, Check in when `canCheckIn`, else why neither is offered; the check-outs so far,
 * newest first. Refusals show the server's message under their field.
 */
export function DeviceStatusTab({ device }: { device: DeviceDetail }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const assignments = useDeviceAssignments(device.id);
  const current = device.currentAssignment;
  const columns: TableColumnsType<DeviceAssignment> = [
    { key: 'to', title: t`Checked out to`, render: (_, row) => (row.person ? <DevicePerson person={row.person} /> : row.place?.name) },
    { key: 'checkedOutOn', title: t`Check-out date`, width: 130, render: (_, row) => formatDate(row.checkedOutOn, 'date') },
    { key: 'expectedCheckinOn', title: t`Expected check-in date`, width: 150, render: (_, row) => formatDate(row.expectedCheckinOn, 'date') },
    { key: 'checkedInOn', title: t`Check-in date`, width: 130, render: (_, row) => (row.checkedInOn ? formatDate(row.checkedInOn, 'date') : t`Still out`) },
    { key: 'note', title: t`Note`, render: (_, row) => [row.note, row.checkInNote].filter(Boolean).join(' / ') },
  ];
  return (
    <Flex vertical gap={16}>
      <RecordSection
        title={t`Status`}
        items={[
          { key: 'category', label: t`Category`, children: i18n._(deviceCategoryLabels[device.category]) },
          {
            key: 'assignedTo',
            label: t`Checked out to`,
            children: device.assignedPerson ? <DevicePerson person={device.assignedPerson} /> : device.assignedPlace ? device.assignedPlace.name : t`Nobody (in stock)`,
          },
          { key: 'checkedOutOn', label: t`Check-out date`, children: values.date(current?.checkedOutOn) },
          { key: 'expectedCheckinOn', label: t`Expected check-in date`, children: values.date(current?.expectedCheckinOn) },
        ]}
      />
      {device.canCheckIn ? (
        <DeviceCard title={t`Check in`}>
          <CheckInForm key={device.version} device={device} />
        </DeviceCard>
      ) : device.canCheckOut ? (
        <DeviceCard title={t`Check out`}>
          <CheckOutForm key={device.version} device={device} />
        </DeviceCard>
      ) : (
        <Typography.Text type="secondary">{t`Only a device in service can be checked out. Procure or recover it on the Lifecycle tab first.`}</Typography.Text>
      )}
      <DeviceCard title={t`Check-out history`}>
        <Table<DeviceAssignment>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={assignments.data?.items}
          loading={assignments.isLoading}
          pagination={false}
          aria-label={t`Check-out history`}
          locale={{ emptyText: t`This device has never been checked out.` }}
        />
      </DeviceCard>
    </Flex>
  );
}
