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

/** Labels of the equipment list's `category` tabs (001 §2): ALL, DISPOSED, PENDING_DISPOSAL. */
export const equipmentCategoryLabels: Record<EquipmentCategory, MessageDescriptor> = {
  ALL: msg`All`,
  DISPOSED: msg`Disposed`,
  PENDING_DISPOSAL: msg`Pending disposal`,
};

/** Labels of the equipment status (001 §3 "Equipment status"). */
export const equipmentStatusLabels: Record<EquipmentStatus, MessageDescriptor> = {
  IN_USE: msg`In use`,
  RETURNED: msg`Returned`,
  UNDER_REPAIR: msg`Under repair`,
  DISPOSED: msg`Disposed`,
  STORED: msg`In storage`,
  SCHEDULED_FOR_LENDING: msg`Scheduled for lending`,
};

/** Tag colours of the equipment status. */
export const equipmentStatusColors: Record<EquipmentStatus, string> = {
  IN_USE: 'green',
  RETURNED: 'default',
  UNDER_REPAIR: 'orange',
  DISPOSED: 'red',
  STORED: 'blue',
  SCHEDULED_FOR_LENDING: 'cyan',
};

/** Labels of the equipment management type (001 §3 "Equipment management type"). */
export const equipmentManagementTypeLabels: Record<EquipmentManagementType, MessageDescriptor> = {
  INVENTORY: msg`Inventory management`,
  DISTRIBUTION_LOG: msg`Distribution log management`,
  UNMANAGED: msg`Unmanaged`,
};

/** Labels of the usage type (001 §3 "Usage type"). */
export const equipmentUsageTypeLabels: Record<EquipmentUsageType, MessageDescriptor> = {
  PERSONAL_ASSIGNMENT: msg`Personal assignment`,
  SHARED_USE: msg`Shared use`,
  SHORT_TERM_LENDING: msg`Short-term lending`,
  WORK_FROM_HOME: msg`Work from home`,
};

/** Labels of the placement type (001 §3 "Placement type"): how the equipment is placed. */
export const equipmentPlacementTypeLabels: Record<EquipmentPlacementType, MessageDescriptor> = {
  STORED: msg({ message: 'Stored', context: 'placement type' }),
  FIXED: msg({ message: 'Fixed', context: 'placement type' }),
  FREE: msg({ message: 'Free', context: 'placement type' }),
  MOVING: msg({ message: 'Moving', context: 'placement type' }),
};

/** Labels of the location status (001 §3 "Location status"). */
export const equipmentLocationStatusLabels: Record<EquipmentLocationStatus, MessageDescriptor> = {
  IN_USE: msg`In use`,
  STORED: msg`In storage`,
  MOVING: msg`Moving`,
  TO_BE_DISPOSED: msg`To be disposed`,
  NOT_PLACED: msg`Not placed`,
};

/** Labels of the equipment's fields by the payload's path (001 §3 Equipment): form, page and history. */
export const equipmentFieldLabels = {
  name: msg`Equipment name`,
  assetTag: msg`Asset tag`,
  equipmentTypeId: msg`Equipment type`,
  equipmentItemId: msg`Equipment item`,
  model: msg`Model`,
  serialNumber: msg`Serial number`,
  status: msg`Status`,
  usageType: msg`Usage type`,
  managementType: msg`Management type`,
  assignedPersonId: msg`Assigned person`,
  placementPlaceId: msg`Assigned place`,
  placementType: msg`Placement type`,
  locationStatus: msg`Location status`,
  memo: msg`Memo`,
} as const satisfies Record<string, MessageDescriptor>;
