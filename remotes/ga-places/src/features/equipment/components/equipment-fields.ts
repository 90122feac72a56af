import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldDescriptor } from '@kanri/ui';
import { equipmentMemoMaxLength, equipmentTextMaxLength } from '@kanri/contracts';
import {
  equipmentFieldLabels as labels,
  equipmentLocationStatusLabels,
  equipmentManagementTypeLabels,
  equipmentPlacementTypeLabels,
  equipmentStatusLabels,
  equipmentUsageTypeLabels,
} from './equipment-labels';

/** One section of the equipment's form and page: its title, its fields and how many columns they take. */
export interface EquipmentFieldSection {
  key: string;
  title: MessageDescriptor;
  fields: FieldDescriptor[];
  columns: number;
}

/**
 * The fields of equipment (001 §3 Equipment and its enumerations) in the sections of its form and
 * page. The type and item selects (the company's own, the item of the chosen type) and the person
 * and place pickers are declared here for their place and label, and rendered by hand.
 */
export const equipmentFieldSections: EquipmentFieldSection[] = [
  {
    key: 'basic',
    title: msg`Basic information`,
    columns: 2,
    fields: [
      { name: 'name', label: labels.name, kind: 'text', required: true, maxLength: equipmentTextMaxLength },
      { name: 'assetTag', label: labels.assetTag, kind: 'text', maxLength: equipmentTextMaxLength, description: msg`Unique in the company.` },
      { name: 'equipmentTypeId', label: labels.equipmentTypeId, kind: 'select', required: true },
      { name: 'equipmentItemId', label: labels.equipmentItemId, kind: 'select' },
      { name: 'model', label: labels.model, kind: 'text', maxLength: equipmentTextMaxLength },
      { name: 'serialNumber', label: labels.serialNumber, kind: 'text', maxLength: equipmentTextMaxLength },
    ],
  },
  {
    key: 'management',
    title: msg`Management`,
    columns: 2,
    fields: [
      { name: 'status', label: labels.status, kind: 'select', required: true, options: equipmentStatusLabels },
      { name: 'usageType', label: labels.usageType, kind: 'select', options: equipmentUsageTypeLabels },
      { name: 'managementType', label: labels.managementType, kind: 'radio', options: equipmentManagementTypeLabels, span: 2 },
    ],
  },
  {
    key: 'assignment',
    title: msg`Assignment and placement`,
    columns: 2,
    fields: [
      { name: 'assignedPersonId', label: labels.assignedPersonId, kind: 'select' },
      { name: 'placementPlaceId', label: labels.placementPlaceId, kind: 'select' },
      { name: 'placementType', label: labels.placementType, kind: 'radio', options: equipmentPlacementTypeLabels },
      { name: 'locationStatus', label: labels.locationStatus, kind: 'select', options: equipmentLocationStatusLabels },
    ],
  },
  {
    key: 'memo',
    title: msg`Memo`,
    columns: 1,
    fields: [{ name: 'memo', label: labels.memo, kind: 'textarea', maxLength: equipmentMemoMaxLength }],
  },
];
