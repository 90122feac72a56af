import { Avatar, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import type { MessageDescriptor } from '@lingui/core';
import type { EquipmentDetail } from '@kanri/contracts';
import {
  equipmentLocationStatusLabels,
  equipmentManagementTypeLabels,
  equipmentPlacementTypeLabels,
  equipmentStatusLabels,
  equipmentUsageTypeLabels,
} from './equipment-labels';

/**
 * Every field of one equipment (001 §3 Equipment and its enumerations), read-only, in the sections
 * of the form: basic information, management, assignment and placement, memo, and the record's
 * created and updated times. Empty values show "—".
 */
export function EquipmentDescriptions({ equipment }: { equipment: EquipmentDetail }) {
  const { t, i18n } = useLingui();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const text = (value: string | null | undefined) => (value ? value : none);
  const label = <V extends string>(labels: Record<V, MessageDescriptor>, value: V | null) => (value ? i18n._(labels[value]) : none);
  return (
    <Flex vertical gap={16}>
      <Card title={t`Basic information`} size="small">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: t`Equipment name`, children: equipment.name },
            { key: 'assetTag', label: t`Asset tag`, children: text(equipment.assetTag) },
            { key: 'equipmentType', label: t`Equipment type`, children: equipment.equipmentTypeName },
            { key: 'equipmentItem', label: t`Equipment item`, children: text(equipment.equipmentItemName) },
            { key: 'model', label: t`Model`, children: text(equipment.model) },
            { key: 'serialNumber', label: t`Serial number`, children: text(equipment.serialNumber) },
          ]}
        />
      </Card>
      <Card title={t`Management`} size="small">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'status', label: t`Status`, children: i18n._(equipmentStatusLabels[equipment.status]) },
            { key: 'usageType', label: t`Usage type`, children: label(equipmentUsageTypeLabels, equipment.usageType) },
            { key: 'managementType', label: t`Management type`, children: label(equipmentManagementTypeLabels, equipment.managementType) },
          ]}
        />
      </Card>
      <Card title={t`Assignment and placement`} size="small">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'assignedPerson',
              label: t`Assigned person`,
              children: equipment.assignedPerson ? (
                <Space>
                  <Avatar size="small" src={equipment.assignedPerson.avatarUrl ?? undefined} alt="">
                    {equipment.assignedPerson.name.slice(0, 1)}
                  </Avatar>
                  {equipment.assignedPerson.name}
                </Space>
              ) : (
                none
              ),
            },
            {
              key: 'assignedPlace',
              label: t`Assigned place`,
              children: equipment.assignedPlace ? <Link to={`/places/${equipment.assignedPlace.placeId}`}>{equipment.assignedPlace.placeLabel}</Link> : none,
            },
            { key: 'placementType', label: t`Placement type`, children: label(equipmentPlacementTypeLabels, equipment.placementType) },
            { key: 'locationStatus', label: t`Location status`, children: label(equipmentLocationStatusLabels, equipment.locationStatus) },
          ]}
        />
      </Card>
      <Card title={t`Memo`} size="small">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{equipment.memo ? equipment.memo : none}</Typography.Paragraph>
      </Card>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'createdAt', label: t`Created at`, children: formatDate(equipment.createdAt, 'dateTime') },
          { key: 'updatedAt', label: t`Updated at`, children: formatDate(equipment.updatedAt, 'dateTime') },
        ]}
      />
    </Flex>
  );
}
