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
  deviceFields,
  fieldLabels,
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

/**
 * Field labels by the payload's path (list columns, form, profile and history share them): the
 * contracts' `deviceFields` (issue 30, docs/fields.md), plus the add form's `initialEvent`, an
 * input of the add call rather than a field of the device.
 */
export const deviceFieldLabels: Record<string, MessageDescriptor> = {
  ...fieldLabels(deviceFields),
  initialEvent: msg`Status on arrival`,
};

/** The enumerations' labels by field, for the history's before/after values (the `deviceFields` enumerations). */
export const deviceEnumLabels: Record<string, Record<string, MessageDescriptor>> = Object.fromEntries(
  Object.entries(deviceFields).flatMap(([key, field]) => (field.kind === 'enum' ? [[key, field.values]] : [])),
);
