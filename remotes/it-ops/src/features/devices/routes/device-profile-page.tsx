import { Card, Flex, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DeleteRecordButton, EditRecordButton, EmptyState, RecordGate, RecordHeader, RecordHistory, RecordTabs, sectionHeading, useRecordEdit, type RecordEdit, DeviceAvatar } from '@kanri/ui';
import type { DeviceDetail } from '@kanri/contracts';
import { useDevice } from '../api/get-device';
import { useDeleteDevice } from '../api/delete-device';
import { DeviceDetails, DeviceMdm, DeviceMonitoring } from '../components/device-details';
import { DeviceEditForm } from '../components/device-edit-form';
import { DeviceLifecycleTab } from '../components/device-lifecycle-tab';
import { DeviceStatusTab } from '../components/device-status-tab';
import { deviceCategoryColors, deviceCategoryLabels, deviceEnumLabels, deviceFieldLabels, deviceGenreLabels } from '../components/device-labels';

/**
 * `/profile/device/{id}` and `/profile/device/{id}/{tab}` (001 §2 device profile; DECISIONS.md "a
 * detail screen with tabs opens its first listed tab"): the header (genre avatar, name, genre and
 * device tag, the category tag; Edit and Delete with confirm) and the tabs monitoring,
 * configuration (the fields, edited here with `version` → 409), lifecycle (timeline, next event),
 * history (audit log), status (check-out / check-in), mdm, control. Not a UUID or 404 → not found.
 */
export function DeviceProfilePage() {
  const device = useDevice(useParams().id);
  return <RecordGate query={device} avatar>{(current) => <DeviceProfile device={current} refetch={() => device.mutate()} />}</RecordGate>;
}

function DeleteDeviceButton({ device }: { device: DeviceDetail }) {
  const { t } = useLingui();
  const remove = useDeleteDevice();
  const name = device.name;
  return (
    <DeleteRecordButton
      title={t`Delete this device?`}
      content={t`"${name}" will be deleted with its lifecycle events and check-outs. This cannot be undone. To retire a device that was in use, record Decommissioned on the Lifecycle tab instead.`}
      doneText={t`The device "${name}" was deleted.`}
      failedTitle={t`The device could not be deleted.`}
      onDelete={() => remove.trigger({ params: { id: device.id } })}
      listPath="/devices/inventory"
      deleting={remove.isMutating}
    />
  );
}

function DeviceControl({ device }: { device: DeviceDetail }) {
  const { t } = useLingui();
  return (
    <Flex vertical gap={16}>
      {device.mdm ? (
        <Card title={<h2 style={sectionHeading}>{t`Remote control`}</h2>}>
          <Typography.Paragraph>{t`${device.mdm.provider} manages this device. Lock and wipe are done in ${device.mdm.provider}: this product does not send commands to it.`}</Typography.Paragraph>
        </Card>
      ) : (
        <EmptyState title={t`No remote control`} description={t`No MDM manages this device, so it cannot be locked or wiped from here.`} />
      )}
      <Card title={<h2 style={sectionHeading}>{t`Delete the device`}</h2>}>
        <Typography.Paragraph>{t`Delete a device entered by mistake. Its lifecycle events and check-outs are deleted with it.`}</Typography.Paragraph>
        <DeleteDeviceButton device={device} />
      </Card>
    </Flex>
  );
}

function ConfigurationTab({ device, edit }: { device: DeviceDetail; edit: RecordEdit<DeviceDetail> }) {
  return edit.editing ? <DeviceEditForm key={edit.base.version} edit={edit} /> : <DeviceDetails device={device} />;
}

function DeviceProfile({ device, refetch }: { device: DeviceDetail; refetch: () => Promise<DeviceDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const edit = useRecordEdit(device, { refetch, conflictTitle: t`Someone else changed this device while you were editing it.`, conflictField: 'deviceTag' });
  const basePath = `/profile/device/${device.id}`;
  const tabs = [
    { key: 'monitoring', label: t`Monitoring`, render: () => <DeviceMonitoring device={device} /> },
    { key: 'configuration', label: t`Configuration`, render: () => <ConfigurationTab device={device} edit={edit} /> },
    { key: 'lifecycle', label: t`Lifecycle`, render: () => <DeviceLifecycleTab device={device} /> },
    {
      key: 'history',
      label: t`History`,
      render: () => (
        <RecordHistory
          resourceType="DEVICE"
          resourceId={device.id}
          fieldLabels={deviceFieldLabels}
          valueLabels={deviceEnumLabels}
          dateFields={['purchaseDate', 'leaseEndOn', 'lifecycleEndOn']}
          references={{
            deviceModelId: device.deviceModel ? { [device.deviceModel.id]: device.deviceModel.name } : {},
            assignedPersonId: device.assignedPerson ? { [device.assignedPerson.personId]: device.assignedPerson.name } : {},
            assignedPlaceId: device.assignedPlace ? { [device.assignedPlace.id]: device.assignedPlace.name } : {},
          }}
        />
      ),
    },
    { key: 'status', label: t`Status`, render: () => <DeviceStatusTab device={device} /> },
    { key: 'mdm', label: t`MDM`, render: () => <DeviceMdm device={device} /> },
    { key: 'control', label: t`Control`, render: () => <DeviceControl device={device} /> },
  ];
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Devices`, to: '/devices/inventory' }, { label: device.name }]}
        name={device.name}
        subtitle={
          <Space>
            <DeviceAvatar genre={device.genre} avatarUrl={device.avatarUrl} />
            <span>{i18n._(deviceGenreLabels[device.genre])}</span>
            <Typography.Text type="secondary">{device.deviceTag}</Typography.Text>
          </Space>
        }
        tags={[{ key: 'category', label: i18n._(deviceCategoryLabels[device.category]), color: deviceCategoryColors[device.category] }]}
        actions={
          edit.editing ? undefined : (
            <>
              <EditRecordButton
                onClick={() => {
                  edit.start();
                  navigate(`${basePath}/configuration`);
                }}
              />
              <DeleteDeviceButton device={device} />
            </>
          )
        }
      />
      <RecordTabs tabs={tabs} basePath={basePath} aria-label={t`Device profile`} />
    </section>
  );
}
