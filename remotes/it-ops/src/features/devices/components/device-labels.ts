import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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

// Each label carries its enumeration as context: the same English word ("Other", "Unknown") reads
// differently in Japanese from one enumeration to the next.

/** Labels of the device genres (001 §3). */
export const deviceGenreLabels: Record<DeviceGenre, MessageDescriptor> = {
  WORKSTATION: msg({ message: 'Workstation', context: 'deviceGenre' }),
  LAPTOP: msg({ message: 'Laptop', context: 'deviceGenre' }),
  MOBILE: msg({ message: 'Mobile phone', context: 'deviceGenre' }),
  TABLET: msg({ message: 'Tablet', context: 'deviceGenre' }),
  MONITOR: msg({ message: 'Monitor', context: 'deviceGenre' }),
  SERVER: msg({ message: 'Server', context: 'deviceGenre' }),
  OTHER: msg({ message: 'Other device', context: 'deviceGenre' }),
};

/** Labels of the inventory `category` tabs (001 §2), `ALL` included. */
export const deviceCategoryLabels: Record<DeviceCategory, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'deviceCategory' }),
  IN_STOCK: msg({ message: 'In stock', context: 'deviceCategory' }),
  IN_USED: msg({ message: 'In use', context: 'deviceCategory' }),
  IN_PLACED: msg({ message: 'Placed', context: 'deviceCategory' }),
  IN_TROUBLED: msg({ message: 'In trouble', context: 'deviceCategory' }),
  IN_DISTRIBUTION: msg({ message: 'In distribution', context: 'deviceCategory' }),
  DECOMMISSIONED: msg({ message: 'Decommissioned', context: 'deviceCategory' }),
};

/** antd tag colours of a device's category (the profile header, the list). */
export const deviceCategoryColors: Record<Exclude<DeviceCategory, 'ALL'>, string> = {
  IN_STOCK: 'blue',
  IN_USED: 'green',
  IN_PLACED: 'cyan',
  IN_TROUBLED: 'red',
  IN_DISTRIBUTION: 'gold',
  DECOMMISSIONED: 'default',
};

/** Labels of `os` (001 §3). */
export const deviceOsLabels: Record<DeviceOs, MessageDescriptor> = {
  WINDOWS: msg({ message: 'Windows', context: 'deviceOs' }),
  MACOS: msg({ message: 'macOS', context: 'deviceOs' }),
  LINUX: msg({ message: 'Linux', context: 'deviceOs' }),
  IOS: msg({ message: 'iOS', context: 'deviceOs' }),
  ANDROID: msg({ message: 'Android', context: 'deviceOs' }),
  TVOS: msg({ message: 'tvOS', context: 'deviceOs' }),
  WATCHOS: msg({ message: 'watchOS', context: 'deviceOs' }),
  VISIONOS: msg({ message: 'visionOS', context: 'deviceOs' }),
  OTHER: msg({ message: 'Other OS', context: 'deviceOs' }),
};

/** Labels of `network` (001 §3). */
export const deviceNetworkLabels: Record<DeviceNetwork, MessageDescriptor> = {
  UNKNOWN: msg({ message: 'Unknown', context: 'deviceNetwork' }),
  ETHERNET: msg({ message: 'Ethernet', context: 'deviceNetwork' }),
  WIFI: msg({ message: 'Wi-Fi', context: 'deviceNetwork' }),
  BLUETOOTH: msg({ message: 'Bluetooth', context: 'deviceNetwork' }),
};

/** Labels of `storage` (001 §3). */
export const deviceStorageLabels: Record<DeviceStorage, MessageDescriptor> = {
  SSD: msg({ message: 'SSD', context: 'deviceStorage' }),
  HDD: msg({ message: 'HDD', context: 'deviceStorage' }),
  UNKNOWN: msg({ message: 'Unknown', context: 'deviceStorage' }),
};

/** Labels of `condition` (001 §3). */
export const deviceConditionLabels: Record<DeviceCondition, MessageDescriptor> = {
  NEW: msg({ message: 'New', context: 'deviceCondition' }),
  USED: msg({ message: 'Used', context: 'deviceCondition' }),
};

/** Labels of `acquisition` (001 §3). */
export const deviceAcquisitionLabels: Record<DeviceAcquisition, MessageDescriptor> = {
  PURCHASE: msg({ message: 'Purchase', context: 'deviceAcquisition' }),
  LEASE: msg({ message: 'Lease', context: 'deviceAcquisition' }),
  RENTAL: msg({ message: 'Rental', context: 'deviceAcquisition' }),
  OTHER: msg({ message: 'Other', context: 'deviceAcquisition' }),
};

/** Labels of `priceType` (001 §3). */
export const devicePriceTypeLabels: Record<DevicePriceType, MessageDescriptor> = {
  FIXED: msg({ message: 'Fixed price', context: 'devicePriceType' }),
  FREE: msg({ message: 'Free', context: 'devicePriceType' }),
  STOCK: msg({ message: 'From stock', context: 'devicePriceType' }),
  OTHER: msg({ message: 'Other', context: 'devicePriceType' }),
  UNKNOWN: msg({ message: 'Unknown', context: 'devicePriceType' }),
};

/** Labels of the lifecycle events (001 §3, §4). */
export const deviceLifecycleEventLabels: Record<DeviceLifecycleEvent, MessageDescriptor> = {
  ORDERED: msg({ message: 'Ordered', context: 'deviceLifecycleEvent' }),
  PROCURED: msg({ message: 'Procured', context: 'deviceLifecycleEvent' }),
  TROUBLED: msg({ message: 'Troubled', context: 'deviceLifecycleEvent' }),
  RECOVERED: msg({ message: 'Recovered', context: 'deviceLifecycleEvent' }),
  DECOMMISSIONED: msg({ message: 'Decommissioned', context: 'deviceLifecycleEvent' }),
  DELETED: msg({ message: 'Deleted', context: 'deviceLifecycleEvent' }),
};

/** Labels of a device's lifecycle state (docs/devices.md §Lifecycle). */
export const deviceLifecycleStatusLabels: Record<DeviceLifecycleStatus, MessageDescriptor> = {
  ORDERED: msg({ message: 'Ordered', context: 'deviceLifecycleStatus' }),
  IN_SERVICE: msg({ message: 'In service', context: 'deviceLifecycleStatus' }),
  TROUBLED: msg({ message: 'Troubled', context: 'deviceLifecycleStatus' }),
  DECOMMISSIONED: msg({ message: 'Decommissioned', context: 'deviceLifecycleStatus' }),
  DELETED: msg({ message: 'Deleted', context: 'deviceLifecycleStatus' }),
};

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
