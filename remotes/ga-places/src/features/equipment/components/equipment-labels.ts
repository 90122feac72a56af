import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  EquipmentCategory,
  EquipmentLocationStatus,
  EquipmentManagementType,
  EquipmentPlacementType,
  EquipmentStatus,
  EquipmentUsageType,
} from '@kanri/contracts';
import { enumValueLabels, equipmentFields, fieldLabels } from '@kanri/contracts';

/** Labels of the equipment list's `category` tabs (001 §2): ALL, DISPOSED, PENDING_DISPOSAL. */
export const equipmentCategoryLabels: Record<EquipmentCategory, MessageDescriptor> = {
  ALL: msg`All`,
  DISPOSED: msg`Disposed`,
  PENDING_DISPOSAL: msg`Pending disposal`,
};

/** Labels of the equipment status (001 §3 "Equipment status"): the contracts' `equipmentFields.status.values` (issue 30). */
export const equipmentStatusLabels: Record<EquipmentStatus, MessageDescriptor> = equipmentFields.status.values;

/** Tag colours of the equipment status. */
export const equipmentStatusColors: Record<EquipmentStatus, string> = {
  IN_USE: 'green',
  RETURNED: 'default',
  UNDER_REPAIR: 'orange',
  DISPOSED: 'red',
  STORED: 'blue',
  SCHEDULED_FOR_LENDING: 'cyan',
};

/** Labels of the equipment management type (001 §3): the contracts' `equipmentFields.managementType.values` (issue 30). */
export const equipmentManagementTypeLabels: Record<EquipmentManagementType, MessageDescriptor> = equipmentFields.managementType.values;

/** Labels of the usage type (001 §3): the contracts' `equipmentFields.usageType.values` (issue 30). */
export const equipmentUsageTypeLabels: Record<EquipmentUsageType, MessageDescriptor> = equipmentFields.usageType.values;

/** Labels of the placement type (001 §3): the contracts' `equipmentFields.placementType.values` (issue 30). */
export const equipmentPlacementTypeLabels: Record<EquipmentPlacementType, MessageDescriptor> = equipmentFields.placementType.values;

/** Labels of the location status (001 §3): the contracts' `equipmentFields.locationStatus.values` (issue 30). */
export const equipmentLocationStatusLabels: Record<EquipmentLocationStatus, MessageDescriptor> = equipmentFields.locationStatus.values;

/** Labels of the equipment's fields by the payload's path (001 §3 Equipment): form, page, list and history; the contracts' `equipmentFields` (issue 30, docs/fields.md). */
export const equipmentFieldLabels = fieldLabels(equipmentFields);

/**
 * The equipment's enumeration labels by field (the `values` of `equipmentFields`' enumerations):
 * the history shows a stored code as its label (issue 30).
 */
export const equipmentEnumLabels = enumValueLabels(equipmentFields);
