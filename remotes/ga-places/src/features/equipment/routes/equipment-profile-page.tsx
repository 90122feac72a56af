import { Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EditRecordButton, RecordGate, RecordHeader, RecordHistory, ToggleDisabledButton, useRecordEdit } from '@kanri/ui';
import type { EquipmentDetail } from '@kanri/contracts';
import { useEquipment } from '../api/get-equipment';
import { useUpdateEquipment } from '../api/update-equipment';
import { useEnableEquipment } from '../api/enable-equipment';
import { useDisableEquipment } from '../api/disable-equipment';
import { EquipmentDescriptions } from '../components/equipment-descriptions';
import { EquipmentForm, type EquipmentFormValues } from '../components/equipment-form';
import { equipmentEnumLabels, equipmentFieldLabels, equipmentStatusColors, equipmentStatusLabels } from '../components/equipment-labels';

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
 * The names of the records the equipment refers to now (field → id → name), for the history's
 * entries written without a stored name (docs/fields.md).
 */
function equipmentReferences(equipment: EquipmentDetail): Record<string, Record<string, string>> {
  return {
    equipmentTypeId: { [equipment.equipmentTypeId]: equipment.equipmentTypeName },
    equipmentItemId: equipment.equipmentItemId && equipment.equipmentItemName ? { [equipment.equipmentItemId]: equipment.equipmentItemName } : {},
    assignedPersonId: equipment.assignedPerson ? { [equipment.assignedPerson.personId]: equipment.assignedPerson.name } : {},
    placementPlaceId: equipment.assignedPlace ? { [equipment.assignedPlace.placeId]: equipment.assignedPlace.placeLabel } : {},
  };
}

/**
 * `/equipment/{id}` (001 §2 "profile layout", §3, §4, §7): the equipment's header (name, type and
 * item, status, a "Disabled" tag) and every field; Edit switches to the form (`PATCH` with the
 * `version` read when editing began, so a concurrent save answers 409 and is reported with Reload),
 * Disable / Enable ask first (`PATCH …/disable`, `…/enable`). Below, its history (`RecordHistory`,
 * issue 30): field names and enumeration values from the contracts' `equipmentFields`, references
 * (type, item, person, place) by name. An id that is not a UUID or not the company's shows the
 * not-found page.
 */
export function EquipmentProfilePage() {
  const equipment = useEquipment(useParams().id);
  return (
    <RecordGate query={equipment} avatar>
      {(current) => <EquipmentProfile equipment={current} refetch={() => equipment.mutate()} />}
    </RecordGate>
  );
}

function EquipmentProfile({ equipment, refetch }: { equipment: EquipmentDetail; refetch: () => Promise<EquipmentDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const update = useUpdateEquipment();
  const enable = useEnableEquipment();
  const disable = useDisableEquipment();
  const edit = useRecordEdit(equipment, { refetch, saved: t`The equipment was saved.`, failedTitle: t`The equipment could not be saved.` });
  const base = edit.base;
  const name = equipment.name;
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Equipment`, to: '/equipment' }, { label: name }]}
        name={name}
        avatar={{ shape: 'square' }}
        subtitle={[equipment.equipmentTypeName, equipment.equipmentItemName].filter(Boolean).join(' / ')}
        tags={[
          { key: 'status', label: i18n._(equipmentStatusLabels[equipment.status]), color: equipmentStatusColors[equipment.status] },
          ...(equipment.disabled ? [{ key: 'disabled', label: t`Disabled` }] : []),
        ]}
        actions={
          edit.editing ? undefined : (
            <>
              <EditRecordButton onClick={edit.start} />
              <ToggleDisabledButton
                record={equipment}
                enable={enable}
                disable={disable}
                texts={{
                  disableTitle: t`Disable "${name}"?`,
                  disableContent: t`Disabled equipment stays in the list and can be enabled again.`,
                  enableTitle: t`Enable "${name}"?`,
                  enableContent: t`The equipment becomes active again.`,
                  disabled: t`The equipment was disabled.`,
                  enabled: t`The equipment was enabled.`,
                }}
              />
            </>
          )
        }
      />
      {edit.editing ? (
        <Flex vertical gap={16}>
          {edit.conflictAlert}
          <EquipmentForm
            key={base.version}
            label={t`Edit equipment`}
            defaultValues={formValuesOf(base)}
            submitLabel={t`Save`}
            onCancel={edit.cancel}
            initial={{
              person: base.assignedPerson ?? undefined,
              place: base.assignedPlace ? { id: base.assignedPlace.placeId, name: base.assignedPlace.placeLabel } : undefined,
              type: { id: base.equipmentTypeId, name: base.equipmentTypeName },
              item: base.equipmentItemId && base.equipmentItemName ? { id: base.equipmentItemId, name: base.equipmentItemName } : undefined,
            }}
            onSubmit={(body, formApi) => edit.save(formApi, (saved) => update.trigger({ params: { id: saved.id }, body: { ...body, version: saved.version } }))}
          />
        </Flex>
      ) : (
        <EquipmentDescriptions equipment={equipment} />
      )}
      <RecordHistory
        resourceType="EQUIPMENT"
        resourceId={equipment.id}
        fieldLabels={equipmentFieldLabels}
        valueLabels={equipmentEnumLabels}
        references={equipmentReferences(equipment)}
      />
    </section>
  );
}
