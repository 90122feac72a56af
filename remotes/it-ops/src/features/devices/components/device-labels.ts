import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  deviceGenreLabels as contractDeviceGenreLabels,
  deviceCategoryLabels as contractDeviceCategoryLabels,
  deviceOsLabels as contractDeviceOsLabels,
  deviceNetworkLabels as contractDeviceNetworkLabels,
  deviceStorageLabels as contractDeviceStorageLabels,
  deviceConditionLabels as contractDeviceConditionLabels,
  deviceAcquisitionLabels as contractDeviceAcquisitionLabels,
  devicePriceTypeLabels as contractDevicePriceTypeLabels,
  deviceLifecycleStatusLabels as contractDeviceLifecycleStatusLabels,
} from '@kanri/contracts';
import type {
  DeviceAcquisition,
  DeviceAlertKind,
  DeviceCategory,
  DeviceCondition,
  DeviceGenre,
  DeviceLifecycleEvent,
  DeviceLifecycleStatus,
  DeviceNetwork,
  DeviceOs,
  DevicePriceType,
  DeviceStorage,
} from '@kanri/contracts';

// The enumerations' labels are the contracts' (explicit ids per enumeration, so the same English
// word reads differently in Japanese from one enumeration to the next); the CSV reads the same ones.

/** Labels of the device genres (001 §3; the contracts' one description, issue 30). */
export const deviceGenreLabels: Record<DeviceGenre, MessageDescriptor> = contractDeviceGenreLabels;

/** Labels of the inventory `category` tabs (001 §2), `ALL` included (the contracts' one description, issue 30). */
export const deviceCategoryLabels: Record<DeviceCategory, MessageDescriptor> = contractDeviceCategoryLabels;

/** antd tag colours of a device's category (the profile header, the list). */
export const deviceCategoryColors: Record<Exclude<DeviceCategory, 'ALL'>, string> = {
  IN_STOCK: 'blue',
  IN_USED: 'green',
  IN_PLACED: 'cyan',
  IN_TROUBLED: 'red',
  IN_DISTRIBUTION: 'gold',
  DECOMMISSIONED: 'default',
};

/** Labels of `os` (001 §3; the contracts' one description, issue 30). */
export const deviceOsLabels: Record<DeviceOs, MessageDescriptor> = contractDeviceOsLabels;

/** Labels of `network` (001 §3; the contracts' one description, issue 30). */
export const deviceNetworkLabels: Record<DeviceNetwork, MessageDescriptor> = contractDeviceNetworkLabels;

/** Labels of `storage` (001 §3; the contracts' one description, issue 30). */
export const deviceStorageLabels: Record<DeviceStorage, MessageDescriptor> = contractDeviceStorageLabels;

/** Labels of `condition` (001 §3; the contracts' one description, issue 30). */
export const deviceConditionLabels: Record<DeviceCondition, MessageDescriptor> = contractDeviceConditionLabels;

/** Labels of `acquisition` (001 §3; the contracts' one description, issue 30). */
export const deviceAcquisitionLabels: Record<DeviceAcquisition, MessageDescriptor> = contractDeviceAcquisitionLabels;

/** Labels of `priceType` (001 §3; the contracts' one description, issue 30). */
export const devicePriceTypeLabels: Record<DevicePriceType, MessageDescriptor> = contractDevicePriceTypeLabels;

/** Labels of the lifecycle events (001 §3, §4). */
export const deviceLifecycleEventLabels: Record<DeviceLifecycleEvent, MessageDescriptor> = {
  ORDERED: msg({ message: 'Ordered', context: 'deviceLifecycleEvent' }),
  PROCURED: msg({ message: 'Procured', context: 'deviceLifecycleEvent' }),
  TROUBLED: msg({ message: 'Troubled', context: 'deviceLifecycleEvent' }),
  RECOVERED: msg({ message: 'Recovered', context: 'deviceLifecycleEvent' }),
  DECOMMISSIONED: msg({ message: 'Decommissioned', context: 'deviceLifecycleEvent' }),
  DELETED: msg({ message: 'Deleted', context: 'deviceLifecycleEvent' }),
};

/** Labels of a device's lifecycle state (docs/devices.md §Lifecycle); the contracts' one description, issue 30). */
export const deviceLifecycleStatusLabels: Record<DeviceLifecycleStatus, MessageDescriptor> = contractDeviceLifecycleStatusLabels;

/** Labels of the alert kinds (docs/devices.md §Alerts). */
export const deviceAlertKindLabels: Record<DeviceAlertKind, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'deviceAlertKind' }),
  NO_ASSIGNEE: msg({ message: 'No assignee', context: 'deviceAlertKind' }),
  LIFECYCLE_ENDED: msg({ message: 'Past its lifecycle', context: 'deviceAlertKind' }),
  LEASE_ENDED: msg({ message: 'Lease ended', context: 'deviceAlertKind' }),
};

/** Field labels by the payload's path (form, profile and history share them). */
export const deviceFieldLabels: Record<string, MessageDescriptor> = {
  name: msg`Device name`,
  genre: msg`Genre`,
  deviceModelId: msg`Device model`,
  maker: msg`Maker`,
  model: msg`Model`,
  os: msg`OS`,
  osVersion: msg`OS version`,
  network: msg`Network`,
  storage: msg`Storage`,
  storageCapacityGb: msg`Storage capacity (GB)`,
  memoryGb: msg`Memory (GB)`,
  condition: msg`Condition`,
  acquisition: msg`Acquisition`,
  priceType: msg`Price type`,
  serialNumber: msg`Serial number`,
  deviceTag: msg`Device tag`,
  assetTag: msg`Asset tag`,
  purchaseDate: msg`Purchase date`,
  purchasePrice: msg`Purchase price (JPY)`,
  leaseEndOn: msg`Lease end date`,
  lifecycleEndOn: msg`Lifecycle end date`,
  memo: msg`Memo`,
  initialEvent: msg`Status on arrival`,
  assignedPersonId: msg`Checked out to (person)`,
  assignedPlaceId: msg`Checked out to (place)`,
  lifecycleStatus: msg`Lifecycle`,
  category: msg`Category`,
};

/** The enumerations' labels by field, for the history's before/after values. */
export const deviceEnumLabels: Record<string, Record<string, MessageDescriptor>> = {
  genre: deviceGenreLabels,
  os: deviceOsLabels,
  network: deviceNetworkLabels,
  storage: deviceStorageLabels,
  condition: deviceConditionLabels,
  acquisition: deviceAcquisitionLabels,
  priceType: devicePriceTypeLabels,
  lifecycleStatus: deviceLifecycleStatusLabels,
  category: deviceCategoryLabels,
};
