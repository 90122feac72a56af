import { Avatar, Space } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { RecordSection, RecordSections, RecordTimestamps, useRecordValues } from '@kanri/ui';
import type { EquipmentDetail } from '@kanri/contracts';
import { equipmentFieldSections } from './equipment-fields';

/**
 * Every field of one equipment (001 §3 Equipment and its enumerations), read-only, in the sections
 * of the form: basic information, management, assignment and placement (the person with their
 * avatar, the place as a link to its page), memo, and the record's created and updated times.
 * Empty values show "Not set".
 */
export function EquipmentDescriptions({ equipment }: { equipment: EquipmentDetail }) {
  const { i18n } = useLingui();
  const values = useRecordValues();
  const person = equipment.assignedPerson;
  const place = equipment.assignedPlace;
  const custom = {
    equipmentTypeId: equipment.equipmentTypeName,
    equipmentItemId: values.text(equipment.equipmentItemName),
    assignedPersonId: person ? (
      <Space>
        <Avatar size="small" src={person.avatarUrl ?? undefined} alt="">
          {person.name.slice(0, 1)}
        </Avatar>
        {person.name}
      </Space>
    ) : (
      values.notSet
    ),
    placementPlaceId: place ? <Link to={`/places/${place.placeId}`}>{place.placeLabel}</Link> : values.notSet,
  };
  return (
    <RecordSections>
      {equipmentFieldSections.map((section) => (
        <RecordSection key={section.key} title={i18n._(section.title)} column={{ xs: 1, lg: section.columns }} items={values.items(equipment, section.fields, custom)} />
      ))}
      <RecordTimestamps createdAt={equipment.createdAt} updatedAt={equipment.updatedAt} />
    </RecordSections>
  );
}
