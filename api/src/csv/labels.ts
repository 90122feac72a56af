import type { MessageDescriptor } from '@kanri/contracts';

/**
 * Localized names the CSV files use: column headers and the labels of enumerated values (catalog
 * unit `api`). A header or a value in a file may be the key (`serialNumber`, `IN_USE`) or its label
 * in either language, so a file exported in Japanese imports for an English user too.
 */
export const columnLabels = {
  id: /*i18n*/ { id: 'api.csv.column.id', message: 'ID' },
  name: /*i18n*/ { id: 'api.csv.column.equipmentName', message: 'Equipment name' },
  equipmentType: /*i18n*/ { id: 'api.csv.column.equipmentType', message: 'Equipment type' },
  equipmentItem: /*i18n*/ { id: 'api.csv.column.equipmentItem', message: 'Equipment item' },
  model: /*i18n*/ { id: 'api.csv.column.model', message: 'Model' },
  serialNumber: /*i18n*/ { id: 'api.csv.column.serialNumber', message: 'Serial number' },
  assetTag: /*i18n*/ { id: 'api.csv.column.assetTag', message: 'Asset tag' },
  managementType: /*i18n*/ { id: 'api.csv.column.managementType', message: 'Management type' },
  status: /*i18n*/ { id: 'api.csv.column.status', message: 'Status' },
  usageType: /*i18n*/ { id: 'api.csv.column.usageType', message: 'Usage type' },
  placementType: /*i18n*/ { id: 'api.csv.column.placementType', message: 'Placement type' },
  locationStatus: /*i18n*/ { id: 'api.csv.column.locationStatus', message: 'Location status' },
  assignedPerson: /*i18n*/ { id: 'api.csv.column.assignedPerson', message: 'Assigned person' },
  assignedPlace: /*i18n*/ { id: 'api.csv.column.assignedPlace', message: 'Assigned place' },
  memo: /*i18n*/ { id: 'api.csv.column.memo', message: 'Memo' },
  createdAt: /*i18n*/ { id: 'api.csv.column.createdAt', message: 'Created at' },
  code: /*i18n*/ { id: 'api.csv.column.placeCode', message: 'Place code' },
  placeName: /*i18n*/ { id: 'api.csv.column.placeName', message: 'Place name' },
  nameJa: /*i18n*/ { id: 'api.csv.column.nameJa', message: 'Name (Japanese)' },
  nameEn: /*i18n*/ { id: 'api.csv.column.nameEn', message: 'Name (English)' },
  email: /*i18n*/ { id: 'api.csv.column.email', message: 'E-mail' },
  phoneNumber: /*i18n*/ { id: 'api.csv.column.phoneNumber', message: 'Phone number' },
  website: /*i18n*/ { id: 'api.csv.column.website', message: 'Website' },
  address: /*i18n*/ { id: 'api.csv.column.address', message: 'Address' },
  addressJa: /*i18n*/ { id: 'api.csv.column.addressJa', message: 'Address (Japanese)' },
  addressEn: /*i18n*/ { id: 'api.csv.column.addressEn', message: 'Address (English)' },
  establishedDate: /*i18n*/ { id: 'api.csv.column.establishedDate', message: 'Established' },
  businessPlaceType: /*i18n*/ { id: 'api.csv.column.businessPlaceType', message: 'Business place type' },
  officeType: /*i18n*/ { id: 'api.csv.column.officeType', message: 'Office type' },
  ownershipType: /*i18n*/ { id: 'api.csv.column.ownershipType', message: 'Ownership type' },
} as const satisfies Record<string, MessageDescriptor>;

/** Labels of equipment management types (001 §3). */
export const managementTypeLabels = {
  INVENTORY: /*i18n*/ { id: 'api.enum.managementType.INVENTORY', message: 'Inventory management' },
  DISTRIBUTION_LOG: /*i18n*/ { id: 'api.enum.managementType.DISTRIBUTION_LOG', message: 'Distribution log management' },
  UNMANAGED: /*i18n*/ { id: 'api.enum.managementType.UNMANAGED', message: 'Unmanaged' },
} as const;

/** Labels of equipment statuses (001 §3). */
export const equipmentStatusLabels = {
  IN_USE: /*i18n*/ { id: 'api.enum.equipmentStatus.IN_USE', message: 'In use' },
  RETURNED: /*i18n*/ { id: 'api.enum.equipmentStatus.RETURNED', message: 'Returned' },
  UNDER_REPAIR: /*i18n*/ { id: 'api.enum.equipmentStatus.UNDER_REPAIR', message: 'Under repair' },
  DISPOSED: /*i18n*/ { id: 'api.enum.equipmentStatus.DISPOSED', message: 'Disposed' },
  STORED: /*i18n*/ { id: 'api.enum.equipmentStatus.STORED', message: 'Stored' },
  SCHEDULED_FOR_LENDING: /*i18n*/ { id: 'api.enum.equipmentStatus.SCHEDULED_FOR_LENDING', message: 'Scheduled for lending' },
} as const;

/** Labels of usage types (001 §3). */
export const usageTypeLabels = {
  PERSONAL_ASSIGNMENT: /*i18n*/ { id: 'api.enum.usageType.PERSONAL_ASSIGNMENT', message: 'Personal assignment' },
  SHARED_USE: /*i18n*/ { id: 'api.enum.usageType.SHARED_USE', message: 'Shared use' },
  SHORT_TERM_LENDING: /*i18n*/ { id: 'api.enum.usageType.SHORT_TERM_LENDING', message: 'Short-term lending' },
  WORK_FROM_HOME: /*i18n*/ { id: 'api.enum.usageType.WORK_FROM_HOME', message: 'Work from home' },
} as const;

/** Labels of placement types (001 §3). */
export const placementTypeLabels = {
  STORED: /*i18n*/ { id: 'api.enum.placementType.STORED', message: 'Stored' },
  FIXED: /*i18n*/ { id: 'api.enum.placementType.FIXED', message: 'Fixed' },
  FREE: /*i18n*/ { id: 'api.enum.placementType.FREE', message: 'Free' },
  MOVING: /*i18n*/ { id: 'api.enum.placementType.MOVING', message: 'Moving' },
} as const;

/** Labels of location statuses (001 §3). */
export const locationStatusLabels = {
  IN_USE: /*i18n*/ { id: 'api.enum.locationStatus.IN_USE', message: 'In use' },
  STORED: /*i18n*/ { id: 'api.enum.locationStatus.STORED', message: 'Stored' },
  MOVING: /*i18n*/ { id: 'api.enum.locationStatus.MOVING', message: 'Moving' },
  TO_BE_DISPOSED: /*i18n*/ { id: 'api.enum.locationStatus.TO_BE_DISPOSED', message: 'To be disposed' },
  NOT_PLACED: /*i18n*/ { id: 'api.enum.locationStatus.NOT_PLACED', message: 'Not placed' },
} as const;
