import { useState } from 'react';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Avatar, Button, Flex, Skeleton, Space, Tag } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { ErrorState, NotFoundPage, PageHeader, useSubmitError } from '@kanri/ui';
import type { EquipmentDetail } from '@kanri/contracts';
import { useEquipment } from '../api/get-equipment';
import { useUpdateEquipment } from '../api/update-equipment';
import { useEnableEquipment } from '../api/enable-equipment';
import { useDisableEquipment } from '../api/disable-equipment';
import { EquipmentDescriptions } from '../components/equipment-descriptions';
import { EquipmentForm, type EquipmentFormValues } from '../components/equipment-form';
import { equipmentStatusColors, equipmentStatusLabels } from '../components/equipment-labels';
import { useToggleDisabled } from '../components/use-toggle-disabled';

/** The edit form's starting values: the equipment's current fields. */
function formValuesOf(equipment: EquipmentDetail): EquipmentFormValues {
  return {
    name: equipment.name,
    equipmentTypeId: equipment.equipmentTypeId,
    equipmentItemId: equipment.equipmentItemId,
    model: equipment.model,
    serialNumber: equipment.serialNumber,
    assetTag: equipment.assetTag,
    managementType: equipment.managementType,
    status: equipment.status,
    usageType: equipment.usageType,
    placementType: equipment.placementType,
    locationStatus: equipment.locationStatus,
    assignedPersonId: equipment.assignedPersonId,
    placementPlaceId: equipment.placementPlaceId,
    memo: equipment.memo,
  };
}

/**
 * `/equipment/{id}` (001 §2 "profile layout", §3, §4, §7): the equipment's header (name, type and
 * item, status, a "Disabled" tag) and every field; Edit switches to the form (`PATCH` with the
 * `version` read, so a concurrent save answers 409 and is reported), Disable / Enable ask first
 * (`PATCH …/disable`, `…/enable`). An id that is not a UUID or not the company's shows the not-found page.
 */
export function EquipmentProfilePage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const toast = useToast();
  const equipment = useEquipment(id);
  const update = useUpdateEquipment();
  const { toggle, busyId } = useToggleDisabled(useEnableEquipment(), useDisableEquipment());
  const onSubmitError = useSubmitError();
  const [editing, setEditing] = useState(false);

  if (!equipment.data) {
    if (!equipment.isLoading && (equipment.error === undefined || isApiError(equipment.error, 404))) return <NotFoundPage />;
    if (equipment.error) return <ErrorState description={equipment.error.message} onRetry={() => void equipment.mutate()} />;
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading`}>
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const record = equipment.data;
  const subtitle = [record.equipmentTypeName, record.equipmentItemName].filter(Boolean).join(' / ');

  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Equipment`, to: '/equipment' }, { label: record.name }]}
        title={
          <Space>
            <span aria-hidden>
              <Avatar shape="square" alt="">
                {record.name.slice(0, 1)}
              </Avatar>
            </span>
            {record.name}
          </Space>
        }
        description={
          <Space wrap>
            {subtitle}
            <Tag color={equipmentStatusColors[record.status]}>{i18n._(equipmentStatusLabels[record.status])}</Tag>
            {record.disabled ? <Tag>{t`Disabled`}</Tag> : null}
          </Space>
        }
        extra={
          editing ? undefined : (
            <>
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t`Edit`}
              </Button>
              <Button
                loading={busyId === record.id}
                onClick={() =>
                  void toggle(record, {
                    disableTitle: t`Disable "${record.name}"?`,
                    disableContent: t`Disabled equipment stays in the list and can be enabled again.`,
                    enableTitle: t`Enable "${record.name}"?`,
                    enableContent: t`The equipment becomes active again.`,
                    disabled: t`The equipment was disabled.`,
                    enabled: t`The equipment was enabled.`,
                  })
                }
              >
                {record.disabled ? t`Enable` : t`Disable`}
              </Button>
            </>
          )
        }
      />
      {editing ? (
        <Flex vertical>
          <EquipmentForm
            key={record.version}
            label={t`Edit equipment`}
            defaultValues={formValuesOf(record)}
            submitLabel={t`Save`}
            onCancel={() => setEditing(false)}
            initial={{
              person: record.assignedPerson ?? undefined,
              place: record.assignedPlace ? { id: record.assignedPlace.placeId, name: record.assignedPlace.placeLabel } : undefined,
              type: { id: record.equipmentTypeId, name: record.equipmentTypeName },
              item: record.equipmentItemId && record.equipmentItemName ? { id: record.equipmentItemId, name: record.equipmentItemName } : undefined,
            }}
            onSubmit={async (body, formApi) => {
              try {
                await update.trigger({ params: { id: record.id }, body: { ...body, version: record.version } });
                toast.success(t`The equipment was saved.`);
                setEditing(false);
              } catch (error) {
                onSubmitError(formApi, error, { title: t`The equipment could not be saved.` });
              }
            }}
          />
        </Flex>
      ) : (
        <EquipmentDescriptions equipment={record} />
      )}
    </section>
  );
}
