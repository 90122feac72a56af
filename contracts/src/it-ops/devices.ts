import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { countQuery, freeTextSchema, idSchema, listQuery, listQueryEntries, listResponse, queryArray, queryInteger, searchParamsSchema, sortOrderSchema, type SortOrder } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';
import { fields } from '../common/fields';
import { csvExportQuery, csvExportResultSchema, csvImportBodySchema, csvImportResultSchema } from '../common/csv-import';
import { deviceGenreSchema, type DeviceGenre } from '../marketplace/store';
import { activityEndpoint } from '../system/audit-log';
import { peopleCategoryValues, peopleMenuValues, workerStatusSchema, workerTypeSchema } from '../hr-people/people';

/**
 * Devices (001 §2 "Devices", §3 device enumerations, §4 lifecycle, §7 device-people calls, §9;
 * DECISIONS.md "Lists and search", "CSV", "not shown" calls). docs/devices.md holds the decisions:
 * lifecycle order rules, how `category` is derived, check-out/check-in, the simulated connector.
 *
 * ## Guide for the screens (which endpoint serves which screen or tab)
 * - `/devices/inventory` list: `listDevicesEndpoint` + `countDevicesEndpoint` with `devicesSearchSchema`
 *   (URL search; `orderDirection` is an alias of `sortOrder`, see `deviceSortOrderOf`); columns from
 *   `DeviceRow`; column settings `tableId` `devicesTableId`; CSV export `devicesCsvEndpoints.export`.
 * - `/devices/people`: `listDevicePeopleEndpoint` + `countDevicePeopleEndpoint` with
 *   `devicePeopleSearchSchema`; CSV `devicePeopleCsvEndpoint`.
 * - `/devices/add/{deviceType}` (deviceType = a `DeviceGenre` in lower case, see `deviceTypeOf` /
 *   `genreOfDeviceType`): form validated by `createDeviceBodySchema`; the genre's fields are
 *   `deviceGenreFields[genre]` (other optional fields are stored as null); `createDeviceEndpoint` →
 *   `{ id }` → `/devices/add/{deviceType}/completed?addedDeviceID={id}`. The model picker reads
 *   `listDeviceModelsEndpoint` (a chosen model fills maker, model, genre, os).
 * - `/devices/import-csv/{deviceType}`: the shared CSV wizard on `devicesCsvEndpoints.import`
 *   (params `{ deviceType }`); the template is `devicesCsvEndpoints.export` with
 *   `mode=edit-template&genre=…`.
 * - `/devices/external-it-saas`: `listExternalItSaasEndpoint`; `…/{appIntegrationId}/preview`:
 *   `previewExternalItSaasEndpoint`, then `importExternalItSaasEndpoint` (one transaction).
 * - `/devices/settings/catalog`: device models CRUD (`listDeviceModelsEndpoint`, `count…`,
 *   `createDeviceModelEndpoint`, `updateDeviceModelEndpoint`, `deleteDeviceModelEndpoint`).
 * - `/devices/alerts`: `listDeviceAlertsEndpoint` + `countDeviceAlertsEndpoint` (counts per kind).
 * - `/devices/bill-and-cost`: `getDeviceBillAndCostEndpoint` (price totals by month, JPY).
 * - `/devices/operation-activity`: the audit log (`resourceType=DEVICE`).
 * - `/profile/device/{id}` (`getDeviceEndpoint` → `DeviceDetail`): header (name, avatar, genre,
 *   `category` tag); tabs monitoring (`detail.monitoring`), configuration (`detail.configuration` and
 *   the device's own fields; edit with `updateDeviceEndpoint`, `version` → 409), lifecycle
 *   (`listDeviceLifecycleEventsEndpoint` timeline, add with `addDeviceLifecycleEventEndpoint` offering
 *   `detail.allowedLifecycleEvents` only), history (audit log `resourceType=DEVICE`), status
 *   (`detail.assignedPerson` / `assignedPlace`, `listDeviceAssignmentsEndpoint`, actions
 *   `checkOutDeviceEndpoint` / `checkInDeviceEndpoint` when `detail.canCheckOut` / `canCheckIn`),
 *   mdm (`detail.mdm`, null = not managed), control (delete with `deleteDeviceEndpoint`).
 *   Every write answers the new `DeviceDetail` (or `{ id }`); send the `version` you read.
 * - Server refusals of lifecycle or assignment rules are 400 `VALIDATION_ERROR` whose `message`
 *   (and the field error at `event`, `occurredOn`, `personId`, …) is already localized.
 * - Labels (catalog `contracts`, ja-JP filled): `deviceGenreLabels`, `deviceOsLabels`,
 *   `deviceNetworkLabels`, `deviceStorageLabels`, `deviceConditionLabels`, `deviceAcquisitionLabels`,
 *   `devicePriceTypeLabels`, `deviceLifecycleStatusLabels`, `deviceCategoryLabels`, CSV headers
 *   `devicesCsvColumnLabels`; render with `i18n._(label)`. The history tab's changes name fields as
 *   the payload does (`name`, `lifecycleStatus`, `assignedPersonId`, …): lifecycle events and
 *   check-outs appear there as UPDATE entries of the device.
 */

/* ------------------------------------------------------------------------------ enumerations */

// Device genres (001 §3): `deviceGenreValues`, `deviceGenreSchema`, `DeviceGenre` are the marketplace's (same enumeration).

/** `{deviceType}` of `/devices/add/{deviceType}` and `/devices/import-csv/{deviceType}`: the genre in lower case. */
export const deviceTypeValues = ['workstation', 'laptop', 'mobile', 'tablet', 'monitor', 'server', 'other'] as const;
export const deviceTypeSchema = v.picklist(deviceTypeValues, messages.picklist.id);
export type DeviceType = v.InferOutput<typeof deviceTypeSchema>;
/** The URL's `deviceType` of a genre (`LAPTOP` → `laptop`). */
export const deviceTypeOf = (genre: DeviceGenre): DeviceType => genre.toLowerCase() as DeviceType;
/** The genre of a URL's `deviceType`, or null when it is not one (the page then shows not found). */
export const genreOfDeviceType = (deviceType: string): DeviceGenre | null =>
  (deviceTypeValues as readonly string[]).includes(deviceType) ? (deviceType.toUpperCase() as DeviceGenre) : null;

/** Device OS (001 §3). */
export const deviceOsValues = ['WINDOWS', 'MACOS', 'LINUX', 'IOS', 'ANDROID', 'TVOS', 'WATCHOS', 'VISIONOS', 'OTHER'] as const;
export const deviceOsSchema = v.picklist(deviceOsValues, messages.picklist.id);
export type DeviceOs = v.InferOutput<typeof deviceOsSchema>;

/** Device network (001 §3). */
export const deviceNetworkValues = ['UNKNOWN', 'ETHERNET', 'WIFI', 'BLUETOOTH'] as const;
export const deviceNetworkSchema = v.picklist(deviceNetworkValues, messages.picklist.id);
export type DeviceNetwork = v.InferOutput<typeof deviceNetworkSchema>;

/** Device storage (001 §3). */
export const deviceStorageValues = ['SSD', 'HDD', 'UNKNOWN'] as const;
export const deviceStorageSchema = v.picklist(deviceStorageValues, messages.picklist.id);
export type DeviceStorage = v.InferOutput<typeof deviceStorageSchema>;

/** Device condition (001 §3). */
export const deviceConditionValues = ['NEW', 'USED'] as const;
export const deviceConditionSchema = v.picklist(deviceConditionValues, messages.picklist.id);
export type DeviceCondition = v.InferOutput<typeof deviceConditionSchema>;

/** Device acquisition (001 §3). `LEASE` and `RENTAL` devices have a `leaseEndOn`. */
export const deviceAcquisitionValues = ['PURCHASE', 'LEASE', 'RENTAL', 'OTHER'] as const;
export const deviceAcquisitionSchema = v.picklist(deviceAcquisitionValues, messages.picklist.id);
export type DeviceAcquisition = v.InferOutput<typeof deviceAcquisitionSchema>;

/** Device price types (001 §3). */
export const devicePriceTypeValues = ['FIXED', 'FREE', 'STOCK', 'OTHER', 'UNKNOWN'] as const;
export const devicePriceTypeSchema = v.picklist(devicePriceTypeValues, messages.picklist.id);
export type DevicePriceType = v.InferOutput<typeof devicePriceTypeSchema>;

/** Device lifecycle events (001 §3, §4), in the order a device usually meets them. */
export const deviceLifecycleEventValues = ['ORDERED', 'PROCURED', 'TROUBLED', 'RECOVERED', 'DECOMMISSIONED', 'DELETED'] as const;
export const deviceLifecycleEventSchema = v.picklist(deviceLifecycleEventValues, messages.picklist.id);
export type DeviceLifecycleEvent = v.InferOutput<typeof deviceLifecycleEventSchema>;

/**
 * A device's lifecycle state, the result of its events (docs/devices.md §Lifecycle):
 * `ORDERED` (ordered, not yet here), `IN_SERVICE` (procured or recovered), `TROUBLED`,
 * `DECOMMISSIONED`, `DELETED` (written off after decommissioning; final).
 */
export const deviceLifecycleStatusValues = ['ORDERED', 'IN_SERVICE', 'TROUBLED', 'DECOMMISSIONED', 'DELETED'] as const;
export const deviceLifecycleStatusSchema = v.picklist(deviceLifecycleStatusValues, messages.picklist.id);
export type DeviceLifecycleStatus = v.InferOutput<typeof deviceLifecycleStatusSchema>;

/**
 * The lifecycle order rules (docs/devices.md): for each event, the states it may follow and the
 * state it leads to. `ORDERED` and `PROCURED` also start a device's lifecycle (the first event).
 */
export const deviceLifecycleTransitions: Record<DeviceLifecycleEvent, { from: readonly (DeviceLifecycleStatus | null)[]; to: DeviceLifecycleStatus }> = {
  ORDERED: { from: [null], to: 'ORDERED' },
  PROCURED: { from: [null, 'ORDERED'], to: 'IN_SERVICE' },
  TROUBLED: { from: ['IN_SERVICE'], to: 'TROUBLED' },
  RECOVERED: { from: ['TROUBLED'], to: 'IN_SERVICE' },
  DECOMMISSIONED: { from: ['ORDERED', 'IN_SERVICE', 'TROUBLED'], to: 'DECOMMISSIONED' },
  DELETED: { from: ['DECOMMISSIONED'], to: 'DELETED' },
};

/** The events that may follow a state (null: a device without events), in `deviceLifecycleEventValues` order. */
export function allowedLifecycleEvents(status: DeviceLifecycleStatus | null): DeviceLifecycleEvent[] {
  return deviceLifecycleEventValues.filter((e) => deviceLifecycleTransitions[e].from.includes(status));
}

/** Inventory `category` (001 §2), `ALL` being no filter. */
export const deviceCategoryValues = ['ALL', 'IN_STOCK', 'IN_USED', 'IN_PLACED', 'IN_TROUBLED', 'IN_DISTRIBUTION', 'DECOMMISSIONED'] as const;
export const deviceCategorySchema = v.picklist(deviceCategoryValues, messages.picklist.id);
export type DeviceCategory = v.InferOutput<typeof deviceCategorySchema>;
/** The category of one device: every value but `ALL`. */
export const deviceRowCategoryValues = ['IN_STOCK', 'IN_USED', 'IN_PLACED', 'IN_TROUBLED', 'IN_DISTRIBUTION', 'DECOMMISSIONED'] as const;
export type DeviceRowCategory = (typeof deviceRowCategoryValues)[number];

/**
 * A device's category (docs/devices.md §Category), from its lifecycle state and assignment:
 * DECOMMISSIONED (decommissioned or deleted) › IN_TROUBLED › IN_DISTRIBUTION (ordered, on its way) ›
 * IN_USED (checked out to a person) › IN_PLACED (checked out to a place) › IN_STOCK (in service,
 * not checked out). The database computes the same expression as a generated column.
 */
export function deriveDeviceCategory(d: { lifecycleStatus: DeviceLifecycleStatus; assignedPersonId: string | null; assignedPlaceId: string | null }): DeviceRowCategory {
  if (d.lifecycleStatus === 'DECOMMISSIONED' || d.lifecycleStatus === 'DELETED') return 'DECOMMISSIONED';
  if (d.lifecycleStatus === 'TROUBLED') return 'IN_TROUBLED';
  if (d.lifecycleStatus === 'ORDERED') return 'IN_DISTRIBUTION';
  if (d.assignedPersonId !== null) return 'IN_USED';
  if (d.assignedPlaceId !== null) return 'IN_PLACED';
  return 'IN_STOCK';
}

/** Optional fields that depend on the genre (the add form shows them only for the genres that have them). */
export const deviceGenreFieldValues = ['os', 'osVersion', 'network', 'storage', 'storageCapacityGb', 'memoryGb'] as const;
export type DeviceGenreField = (typeof deviceGenreFieldValues)[number];

/**
 * Which genre-dependent fields each genre has (docs/devices.md §Genres). The server stores null for a
 * field the genre does not have, whatever the payload says.
 */
export const deviceGenreFields: Record<DeviceGenre, readonly DeviceGenreField[]> = {
  WORKSTATION: ['os', 'osVersion', 'network', 'storage', 'storageCapacityGb', 'memoryGb'],
  LAPTOP: ['os', 'osVersion', 'network', 'storage', 'storageCapacityGb', 'memoryGb'],
  SERVER: ['os', 'osVersion', 'network', 'storage', 'storageCapacityGb', 'memoryGb'],
  MOBILE: ['os', 'osVersion', 'network', 'storageCapacityGb'],
  TABLET: ['os', 'osVersion', 'network', 'storageCapacityGb'],
  MONITOR: ['network'],
  OTHER: ['os', 'osVersion', 'network', 'storage', 'storageCapacityGb', 'memoryGb'],
};

/** Column settings `tableId` of the inventory list and of the people list. */
export const devicesTableId = 'devices';
export const devicePeopleTableId = 'device-people';

/* ---------------------------------------------------------------------------------- messages */

/**
 * The server's device messages (catalog `contracts`, so pages may show them too). Lifecycle refusals
 * name what the state allows; assignment refusals say what to do instead.
 */
export const deviceMessages = {
  conflict: /*i18n*/ { id: 'device.conflict', message: 'This device was changed by someone else. Reload it and try again.' },
  modelConflict: /*i18n*/ { id: 'device.model.conflict', message: 'This device model was changed by someone else. Reload it and try again.' },
  modelInUse: /*i18n*/ { id: 'device.model.inUse', message: 'Devices still use this model. Change their model first.' },
  modelNameTaken: /*i18n*/ { id: 'device.model.nameTaken', message: 'This name is already used by another model.' },
  modelNotFound: /*i18n*/ { id: 'device.model.notFound', message: 'This device model was not found. Choose another model.' },
  deviceTagTaken: /*i18n*/ { id: 'device.deviceTag.taken', message: 'This device tag is already used by another device.' },
  assetTagTaken: /*i18n*/ { id: 'device.assetTag.taken', message: 'This asset tag is already used by another device.' },
  lifecycleFromNone: /*i18n*/ { id: 'device.lifecycle.fromNone', message: 'A device without events starts with Ordered or Procured.' },
  lifecycleFromOrdered: /*i18n*/ { id: 'device.lifecycle.fromOrdered', message: 'An ordered device can only be procured or decommissioned.' },
  lifecycleFromInService: /*i18n*/ { id: 'device.lifecycle.fromInService', message: 'A device in service can only be marked troubled or decommissioned.' },
  lifecycleFromTroubled: /*i18n*/ { id: 'device.lifecycle.fromTroubled', message: 'A troubled device can only be recovered or decommissioned.' },
  lifecycleFromDecommissioned: /*i18n*/ { id: 'device.lifecycle.fromDecommissioned', message: 'A decommissioned device can only be deleted.' },
  lifecycleFromDeleted: /*i18n*/ { id: 'device.lifecycle.fromDeleted', message: 'A deleted device takes no further events.' },
  lifecycleBeforeLatest: /*i18n*/ { id: 'device.lifecycle.beforeLatest', message: 'The event date cannot be before the latest event ({date}).' },
  lifecycleInFuture: /*i18n*/ { id: 'device.lifecycle.inFuture', message: 'The event date cannot be in the future.' },
  decommissionAssigned: /*i18n*/ { id: 'device.lifecycle.decommissionAssigned', message: 'Check the device in before decommissioning it.' },
  checkOutNotInService: /*i18n*/ { id: 'device.checkOut.notInService', message: 'Only a device in service can be checked out. Procure or recover it first.' },
  checkOutAssigned: /*i18n*/ { id: 'device.checkOut.assigned', message: 'This device is already checked out. Check it in first.' },
  checkOutTarget: /*i18n*/ { id: 'device.checkOut.target', message: 'Choose the person or the place to check the device out to.' },
  assignmentBoth: /*i18n*/ { id: 'device.assignment.both', message: 'A device is checked out to a person or to a place, not both.' },
  checkInNotAssigned: /*i18n*/ { id: 'device.checkIn.notAssigned', message: 'This device is not checked out.' },
  checkInBeforeCheckOut: /*i18n*/ { id: 'device.checkIn.beforeCheckOut', message: 'The check-in date cannot be before the check-out date ({date}).' },
  initialAssignmentNotInService: /*i18n*/ { id: 'device.assignment.ordered', message: 'An ordered device cannot be checked out yet. Leave the assignee empty or choose Procured.' },
  usedByNetwork: /*i18n*/ { id: 'device.usedByNetwork', message: 'A network leads to this device. Change the network\'s destination first.' },
  externalIntegrationNotFound: /*i18n*/ { id: 'device.external.notFound', message: 'This integration was not found.' },
} as const;

/** The lifecycle refusal of each state (null: a device without events). */
export const lifecycleRefusal: Record<DeviceLifecycleStatus | 'NONE', (typeof deviceMessages)[keyof typeof deviceMessages]> = {
  NONE: deviceMessages.lifecycleFromNone,
  ORDERED: deviceMessages.lifecycleFromOrdered,
  IN_SERVICE: deviceMessages.lifecycleFromInService,
  TROUBLED: deviceMessages.lifecycleFromTroubled,
  DECOMMISSIONED: deviceMessages.lifecycleFromDecommissioned,
  DELETED: deviceMessages.lifecycleFromDeleted,
};

/* ------------------------------------------------------------------------------------ labels */

type Labels<V extends string> = Record<V, MessageDescriptor>;

/** Labels of device genres (001 §3), for CSV files and screens. */
export const deviceGenreLabels: Labels<DeviceGenre> = {
  WORKSTATION: /*i18n*/ { id: 'device.genre.WORKSTATION', message: 'Workstation' },
  LAPTOP: /*i18n*/ { id: 'device.genre.LAPTOP', message: 'Laptop' },
  MOBILE: /*i18n*/ { id: 'device.genre.MOBILE', message: 'Mobile phone' },
  TABLET: /*i18n*/ { id: 'device.genre.TABLET', message: 'Tablet' },
  MONITOR: /*i18n*/ { id: 'device.genre.MONITOR', message: 'Monitor' },
  SERVER: /*i18n*/ { id: 'device.genre.SERVER', message: 'Server' },
  OTHER: /*i18n*/ { id: 'device.genre.OTHER', message: 'Other device' },
};
/** Labels of device OS values (001 §3). */
export const deviceOsLabels: Labels<DeviceOs> = {
  WINDOWS: /*i18n*/ { id: 'device.os.WINDOWS', message: 'Windows' },
  MACOS: /*i18n*/ { id: 'device.os.MACOS', message: 'macOS' },
  LINUX: /*i18n*/ { id: 'device.os.LINUX', message: 'Linux' },
  IOS: /*i18n*/ { id: 'device.os.IOS', message: 'iOS' },
  ANDROID: /*i18n*/ { id: 'device.os.ANDROID', message: 'Android' },
  TVOS: /*i18n*/ { id: 'device.os.TVOS', message: 'tvOS' },
  WATCHOS: /*i18n*/ { id: 'device.os.WATCHOS', message: 'watchOS' },
  VISIONOS: /*i18n*/ { id: 'device.os.VISIONOS', message: 'visionOS' },
  OTHER: /*i18n*/ { id: 'device.os.OTHER', message: 'Other OS' },
};
/** Labels of device network values (001 §3). */
export const deviceNetworkLabels: Labels<DeviceNetwork> = {
  UNKNOWN: /*i18n*/ { id: 'device.network.UNKNOWN', message: 'Unknown' },
  ETHERNET: /*i18n*/ { id: 'device.network.ETHERNET', message: 'Ethernet' },
  WIFI: /*i18n*/ { id: 'device.network.WIFI', message: 'Wi-Fi' },
  BLUETOOTH: /*i18n*/ { id: 'device.network.BLUETOOTH', message: 'Bluetooth' },
};
/** Labels of device storage values (001 §3). */
export const deviceStorageLabels: Labels<DeviceStorage> = {
  SSD: /*i18n*/ { id: 'device.storage.SSD', message: 'SSD' },
  HDD: /*i18n*/ { id: 'device.storage.HDD', message: 'HDD' },
  UNKNOWN: /*i18n*/ { id: 'device.storage.UNKNOWN', message: 'Unknown' },
};
/** Labels of device conditions (001 §3). */
export const deviceConditionLabels: Labels<DeviceCondition> = {
  NEW: /*i18n*/ { id: 'device.condition.NEW', message: 'New' },
  USED: /*i18n*/ { id: 'device.condition.USED', message: 'Used' },
};
/** Labels of device acquisitions (001 §3). */
export const deviceAcquisitionLabels: Labels<DeviceAcquisition> = {
  PURCHASE: /*i18n*/ { id: 'device.acquisition.PURCHASE', message: 'Purchase' },
  LEASE: /*i18n*/ { id: 'device.acquisition.LEASE', message: 'Lease' },
  RENTAL: /*i18n*/ { id: 'device.acquisition.RENTAL', message: 'Rental' },
  OTHER: /*i18n*/ { id: 'device.acquisition.OTHER', message: 'Other' },
};
/** Labels of device price types (001 §3). */
export const devicePriceTypeLabels: Labels<DevicePriceType> = {
  FIXED: /*i18n*/ { id: 'device.priceType.FIXED', message: 'Fixed price' },
  FREE: /*i18n*/ { id: 'device.priceType.FREE', message: 'Free' },
  STOCK: /*i18n*/ { id: 'device.priceType.STOCK', message: 'From stock' },
  OTHER: /*i18n*/ { id: 'device.priceType.OTHER', message: 'Other' },
  UNKNOWN: /*i18n*/ { id: 'device.priceType.UNKNOWN', message: 'Unknown' },
};
/** Labels of lifecycle states. */
export const deviceLifecycleStatusLabels: Labels<DeviceLifecycleStatus> = {
  ORDERED: /*i18n*/ { id: 'device.lifecycleStatus.ORDERED', message: 'Ordered' },
  IN_SERVICE: /*i18n*/ { id: 'device.lifecycleStatus.IN_SERVICE', message: 'In service' },
  TROUBLED: /*i18n*/ { id: 'device.lifecycleStatus.TROUBLED', message: 'Troubled' },
  DECOMMISSIONED: /*i18n*/ { id: 'device.lifecycleStatus.DECOMMISSIONED', message: 'Decommissioned' },
  DELETED: /*i18n*/ { id: 'device.lifecycleStatus.DELETED', message: 'Deleted' },
};
/** Labels of inventory categories (001 §2). */
export const deviceCategoryLabels: Labels<DeviceCategory> = {
  ALL: /*i18n*/ { id: 'device.category.ALL', message: 'All' },
  IN_STOCK: /*i18n*/ { id: 'device.category.IN_STOCK', message: 'In stock' },
  IN_USED: /*i18n*/ { id: 'device.category.IN_USED', message: 'In use' },
  IN_PLACED: /*i18n*/ { id: 'device.category.IN_PLACED', message: 'Placed' },
  IN_TROUBLED: /*i18n*/ { id: 'device.category.IN_TROUBLED', message: 'In trouble' },
  IN_DISTRIBUTION: /*i18n*/ { id: 'device.category.IN_DISTRIBUTION', message: 'In distribution' },
  DECOMMISSIONED: /*i18n*/ { id: 'device.category.DECOMMISSIONED', message: 'Decommissioned' },
};

/**
 * The device's fields, described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * payload's path as the audit log names them: the devices list's column titles, the device form and
 * profile, the history tab (labels and enumeration values) and the devices CSV headers
 * (`devicesCsvColumnLabels`) read these labels, in the screens' wording.
 */
export const deviceFields = fields({
  name: { label: /*i18n*/ { id: 'field.device.name', message: 'Device name' }, kind: 'text' },
  genre: { label: /*i18n*/ { id: 'field.device.genre', message: 'Genre' }, kind: 'enum', values: deviceGenreLabels },
  category: { label: /*i18n*/ { id: 'field.device.category', message: 'Category' }, kind: 'enum', values: deviceCategoryLabels },
  lifecycleStatus: { label: /*i18n*/ { id: 'field.device.lifecycleStatus', message: 'Lifecycle' }, kind: 'enum', values: deviceLifecycleStatusLabels },
  deviceModelId: { label: /*i18n*/ { id: 'field.device.deviceModelId', message: 'Device model' }, kind: 'reference', references: 'deviceModels' },
  maker: { label: /*i18n*/ { id: 'field.device.maker', message: 'Maker' }, kind: 'text' },
  model: { label: /*i18n*/ { id: 'field.device.model', message: 'Model' }, kind: 'text' },
  os: { label: /*i18n*/ { id: 'field.device.os', message: 'OS' }, kind: 'enum', values: deviceOsLabels },
  osVersion: { label: /*i18n*/ { id: 'field.device.osVersion', message: 'OS version' }, kind: 'text' },
  network: { label: /*i18n*/ { id: 'field.device.network', message: 'Network' }, kind: 'enum', values: deviceNetworkLabels },
  storage: { label: /*i18n*/ { id: 'field.device.storage', message: 'Storage' }, kind: 'enum', values: deviceStorageLabels },
  storageCapacityGb: { label: /*i18n*/ { id: 'field.device.storageCapacityGb', message: 'Storage capacity (GB)' }, kind: 'number' },
  memoryGb: { label: /*i18n*/ { id: 'field.device.memoryGb', message: 'Memory (GB)' }, kind: 'number' },
  condition: { label: /*i18n*/ { id: 'field.device.condition', message: 'Condition' }, kind: 'enum', values: deviceConditionLabels },
  acquisition: { label: /*i18n*/ { id: 'field.device.acquisition', message: 'Acquisition' }, kind: 'enum', values: deviceAcquisitionLabels },
  priceType: { label: /*i18n*/ { id: 'field.device.priceType', message: 'Price type' }, kind: 'enum', values: devicePriceTypeLabels },
  serialNumber: { label: /*i18n*/ { id: 'field.device.serialNumber', message: 'Serial number' }, kind: 'text' },
  deviceTag: { label: /*i18n*/ { id: 'field.device.deviceTag', message: 'Device tag' }, kind: 'text' },
  assetTag: { label: /*i18n*/ { id: 'field.device.assetTag', message: 'Asset tag' }, kind: 'text' },
  purchaseDate: { label: /*i18n*/ { id: 'field.device.purchaseDate', message: 'Purchase date' }, kind: 'date' },
  purchasePrice: { label: /*i18n*/ { id: 'field.device.purchasePrice', message: 'Purchase price (JPY)' }, kind: 'number' },
  leaseEndOn: { label: /*i18n*/ { id: 'field.device.leaseEndOn', message: 'Lease end date' }, kind: 'date' },
  lifecycleEndOn: { label: /*i18n*/ { id: 'field.device.lifecycleEndOn', message: 'Lifecycle end date' }, kind: 'date' },
  assignedPersonId: { label: /*i18n*/ { id: 'field.device.assignedPersonId', message: 'Checked out to (person)' }, kind: 'reference', references: 'people' },
  assignedPlaceId: { label: /*i18n*/ { id: 'field.device.assignedPlaceId', message: 'Checked out to (place)' }, kind: 'reference', references: 'places' },
  memo: { label: /*i18n*/ { id: 'field.device.memo', message: 'Memo' }, kind: 'text' },
});

/* ---------------------------------------------------------------------------------- payloads */

/** Name length: 1 to 100 characters. */
export const deviceNameMaxLength = 100;
/** Maker, model, serial number, tags, OS version: at most 100 characters. */
export const deviceTextMaxLength = 100;
/** Memo: at most 1000 characters. */
export const deviceMemoMaxLength = 1000;
/** Purchase price in JPY: 0 to 999,999,999 yen (whole yen). */
export const devicePriceMax = 999_999_999;

const optionalText = (max: number) => v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(max, messages.maxLength.id)));
const optionalId = v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id)));
const optionalDate = v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id)));
const requiredDate = v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.isoDate(messages.isoDate.id));
const optionalWhole = (max: number) => v.nullable(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(0), v.maxValue(max)));
const versionSchema = v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1));

/** `name`: required, 1–100 characters, not only spaces. */
export const deviceNameSchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.check((name) => name === '' || name.trim() !== '', messages.nameWhitespaceOnly.id),
  v.maxLength(deviceNameMaxLength, messages.maxLength.id),
);

/**
 * The device fields a form edits (001 §3): every field but `name` and `genre` may be null.
 * `purchasePrice` is whole JPY; dates are YYYY-MM-DD; `leaseEndOn` is the end of a lease or rental;
 * `lifecycleEndOn` the planned replacement date (alerts after it); `deviceTag` null on create lets
 * the server number it (`DV-00001`…). `leaseEndOn` must not be before `purchaseDate`.
 */
const deviceFieldsEntries = {
  name: deviceNameSchema,
  genre: deviceGenreSchema,
  deviceModelId: optionalId,
  maker: optionalText(deviceTextMaxLength),
  model: optionalText(deviceTextMaxLength),
  os: v.nullable(deviceOsSchema),
  osVersion: optionalText(deviceTextMaxLength),
  network: v.nullable(deviceNetworkSchema),
  storage: v.nullable(deviceStorageSchema),
  storageCapacityGb: optionalWhole(1_000_000),
  memoryGb: optionalWhole(100_000),
  condition: v.nullable(deviceConditionSchema),
  acquisition: v.nullable(deviceAcquisitionSchema),
  priceType: v.nullable(devicePriceTypeSchema),
  serialNumber: optionalText(deviceTextMaxLength),
  deviceTag: optionalText(deviceTextMaxLength),
  assetTag: optionalText(deviceTextMaxLength),
  purchaseDate: optionalDate,
  purchasePrice: optionalWhole(devicePriceMax),
  leaseEndOn: optionalDate,
  lifecycleEndOn: optionalDate,
  memo: optionalText(deviceMemoMaxLength),
};

/** `leaseEndOn` not before `purchaseDate` (reported at `leaseEndOn`). */
const leaseOrder = (d: { purchaseDate: string | null; leaseEndOn: string | null }) => d.purchaseDate === null || d.leaseEndOn === null || d.purchaseDate <= d.leaseEndOn;

/** The first lifecycle event a new device gets: `PROCURED` (default: it is here) or `ORDERED`. */
export const deviceInitialEventValues = ['PROCURED', 'ORDERED'] as const;

/**
 * Body of `POST /v2/devices`: the device fields, the first lifecycle event (`initialEvent`, default
 * `PROCURED`, dated `purchaseDate` or today) and an optional first check-out (`assignedPersonId` or
 * `assignedPlaceId`, not both; not with `ORDERED`). The add form validates with this schema.
 */
export const createDeviceBodySchema = v.pipe(
  v.object({
    ...deviceFieldsEntries,
    initialEvent: v.optional(v.nullable(v.picklist(deviceInitialEventValues, messages.picklist.id)), null),
    assignedPersonId: v.optional(optionalId, null),
    assignedPlaceId: v.optional(optionalId, null),
  }),
  v.forward(v.partialCheck([['purchaseDate'], ['leaseEndOn']], leaseOrder, messages.periodOrder.id), ['leaseEndOn']),
);
export type CreateDeviceBody = v.InferOutput<typeof createDeviceBodySchema>;
export type CreateDeviceInput = v.InferInput<typeof createDeviceBodySchema>;

/**
 * Body of `PATCH /v2/devices/{id}`: the device fields and the `version` read (stale → 409). The
 * assignment changes through check-out/check-in, the lifecycle through its events.
 */
export const updateDeviceBodySchema = v.pipe(
  v.object({ ...deviceFieldsEntries, version: versionSchema }),
  v.forward(v.partialCheck([['purchaseDate'], ['leaseEndOn']], leaseOrder, messages.periodOrder.id), ['leaseEndOn']),
);
export type UpdateDeviceBody = v.InferOutput<typeof updateDeviceBodySchema>;
export type UpdateDeviceInput = v.InferInput<typeof updateDeviceBodySchema>;

/** Body of `POST /v2/devices/{id}/lifecycle-events`: `event`, `occurredOn` (YYYY-MM-DD), `note`, `version`. */
export const addDeviceLifecycleEventBodySchema = v.object({
  event: deviceLifecycleEventSchema,
  occurredOn: requiredDate,
  note: optionalText(deviceMemoMaxLength),
  version: versionSchema,
});
export type AddDeviceLifecycleEventBody = v.InferOutput<typeof addDeviceLifecycleEventBodySchema>;

/**
 * Body of `POST /v2/devices/{id}/checkout` (Snipe-IT's check-out): to a person (`personId`) or a
 * place (`placeId`), exactly one; `checkedOutOn` (YYYY-MM-DD), `expectedCheckinOn` (optional, not
 * before `checkedOutOn`), `note`, `version`.
 */
export const checkOutDeviceBodySchema = v.pipe(
  v.object({
    personId: optionalId,
    placeId: optionalId,
    checkedOutOn: requiredDate,
    expectedCheckinOn: optionalDate,
    note: optionalText(deviceMemoMaxLength),
    version: versionSchema,
  }),
  v.forward(
    v.partialCheck([['checkedOutOn'], ['expectedCheckinOn']], (b) => b.expectedCheckinOn === null || b.checkedOutOn <= b.expectedCheckinOn, messages.periodOrder.id),
    ['expectedCheckinOn'],
  ),
);
export type CheckOutDeviceBody = v.InferOutput<typeof checkOutDeviceBodySchema>;

/** Body of `POST /v2/devices/{id}/checkin`: `checkedInOn` (YYYY-MM-DD, not before the check-out), `note`, `version`. */
export const checkInDeviceBodySchema = v.object({ checkedInOn: requiredDate, note: optionalText(deviceMemoMaxLength), version: versionSchema });
export type CheckInDeviceBody = v.InferOutput<typeof checkInDeviceBodySchema>;

/* -------------------------------------------------------------------------------- responses */

/** A person a device is checked out to: id, name (request's language), avatar, e-mail. */
export const devicePersonRefSchema = v.object({ personId: v.string(), name: v.string(), avatarUrl: v.nullable(v.string()), email: v.nullable(v.string()) });
export type DevicePersonRef = v.InferOutput<typeof devicePersonRefSchema>;
/** A place a device is checked out to: id and name (request's language). */
export const devicePlaceRefSchema = v.object({ id: v.string(), name: v.string() });
export type DevicePlaceRef = v.InferOutput<typeof devicePlaceRefSchema>;

/**
 * A row of the inventory list. `purchasePrice` whole JPY; dates YYYY-MM-DD; `category` derived
 * (see `deriveDeviceCategory`); `avatarUrl` null means "show the genre's icon".
 */
export const deviceRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  avatarUrl: v.nullable(v.string()),
  genre: deviceGenreSchema,
  maker: v.nullable(v.string()),
  model: v.nullable(v.string()),
  os: v.nullable(deviceOsSchema),
  serialNumber: v.nullable(v.string()),
  deviceTag: v.string(),
  assetTag: v.nullable(v.string()),
  category: v.picklist(deviceRowCategoryValues),
  lifecycleStatus: v.nullable(deviceLifecycleStatusSchema),
  acquisition: v.nullable(deviceAcquisitionSchema),
  purchaseDate: v.nullable(v.string()),
  purchasePrice: v.nullable(v.number()),
  leaseEndOn: v.nullable(v.string()),
  lifecycleEndOn: v.nullable(v.string()),
  assignedPerson: v.nullable(devicePersonRefSchema),
  assignedPlace: v.nullable(devicePlaceRefSchema),
  createdAt: v.string(),
});
export type DeviceRow = v.InferOutput<typeof deviceRowSchema>;

/** Compliance an MDM reports. */
export const deviceComplianceValues = ['COMPLIANT', 'NON_COMPLIANT', 'UNKNOWN'] as const;
export type DeviceCompliance = (typeof deviceComplianceValues)[number];

/** The mdm tab: what the connector last reported (null when no MDM manages the device). */
export const deviceMdmSchema = v.object({
  appIntegrationId: v.string(),
  provider: v.string(),
  externalId: v.string(),
  enrolled: v.boolean(),
  supervised: v.boolean(),
  compliance: v.picklist(deviceComplianceValues),
  encrypted: v.nullable(v.boolean()),
  lastSyncAt: v.string(),
});
export type DeviceMdm = v.InferOutput<typeof deviceMdmSchema>;

/** The monitoring tab: last contact and health the connector reported (null without one). */
export const deviceMonitoringSchema = v.object({
  source: v.string(),
  lastSeenAt: v.nullable(v.string()),
  ipAddress: v.nullable(v.string()),
  storageUsedPercent: v.nullable(v.number()),
  batteryHealthPercent: v.nullable(v.number()),
});
export type DeviceMonitoring = v.InferOutput<typeof deviceMonitoringSchema>;

/** The configuration tab's reported part (null without a connector): hostname, CPU, memory, storage. */
export const deviceConfigurationSchema = v.object({
  source: v.string(),
  hostname: v.nullable(v.string()),
  osVersion: v.nullable(v.string()),
  cpu: v.nullable(v.string()),
  memoryGb: v.nullable(v.number()),
  storageCapacityGb: v.nullable(v.number()),
  macAddress: v.nullable(v.string()),
});
export type DeviceConfiguration = v.InferOutput<typeof deviceConfigurationSchema>;

/** The open check-out of a device: when, until when (expected), the note. */
export const deviceCurrentAssignmentSchema = v.object({
  id: v.string(),
  checkedOutOn: v.string(),
  expectedCheckinOn: v.nullable(v.string()),
  note: v.nullable(v.string()),
});

/**
 * One device with everything its profile shows: the row, every field as the form edits it, the
 * catalog model, the open check-out, what may happen next (`allowedLifecycleEvents`, `canCheckOut`,
 * `canCheckIn`), the connector's `monitoring` / `configuration` / `mdm` (each null without one),
 * `version` (starts at 1) and ISO 8601 `createdAt` / `updatedAt`.
 */
export const deviceDetailSchema = v.object({
  ...deviceRowSchema.entries,
  deviceModel: v.nullable(v.object({ id: v.string(), name: v.string() })),
  deviceModelId: v.nullable(v.string()),
  osVersion: v.nullable(v.string()),
  network: v.nullable(deviceNetworkSchema),
  storage: v.nullable(deviceStorageSchema),
  storageCapacityGb: v.nullable(v.number()),
  memoryGb: v.nullable(v.number()),
  condition: v.nullable(deviceConditionSchema),
  priceType: v.nullable(devicePriceTypeSchema),
  memo: v.nullable(v.string()),
  currentAssignment: v.nullable(deviceCurrentAssignmentSchema),
  allowedLifecycleEvents: v.array(deviceLifecycleEventSchema),
  canCheckOut: v.boolean(),
  canCheckIn: v.boolean(),
  monitoring: v.nullable(deviceMonitoringSchema),
  configuration: v.nullable(deviceConfigurationSchema),
  mdm: v.nullable(deviceMdmSchema),
  version: v.number(),
  updatedAt: v.string(),
});
export type DeviceDetail = v.InferOutput<typeof deviceDetailSchema>;

/** One lifecycle event: `event`, `occurredOn` (YYYY-MM-DD), `note`, who recorded it and when (ISO 8601). */
export const deviceLifecycleEventRowSchema = v.object({
  id: v.string(),
  event: deviceLifecycleEventSchema,
  occurredOn: v.string(),
  note: v.nullable(v.string()),
  recordedAt: v.string(),
  recordedBy: v.nullable(v.object({ userId: v.string(), name: v.string() })),
});
export type DeviceLifecycleEventRow = v.InferOutput<typeof deviceLifecycleEventRowSchema>;

/** One check-out (open when `checkedInOn` is null), newest first in the list. */
export const deviceAssignmentSchema = v.object({
  id: v.string(),
  person: v.nullable(devicePersonRefSchema),
  place: v.nullable(devicePlaceRefSchema),
  checkedOutOn: v.string(),
  expectedCheckinOn: v.nullable(v.string()),
  checkedInOn: v.nullable(v.string()),
  note: v.nullable(v.string()),
  checkInNote: v.nullable(v.string()),
});
export type DeviceAssignment = v.InferOutput<typeof deviceAssignmentSchema>;

/* ------------------------------------------------------------------------------- list search */

/** Inventory `sortColumn` (001 §2: name, model, device tag, asset tag); default `NAME`. */
export const deviceSortColumnValues = ['NAME', 'MODEL', 'DEVICE_TAG', 'ASSET_TAG'] as const;
export type DeviceSortColumn = (typeof deviceSortColumnValues)[number];

const deviceFilters = {
  category: v.optional(deviceCategorySchema, 'ALL'),
  genres: v.optional(queryArray(deviceGenreSchema), []),
};

/**
 * Query of `GET /v2/devices` (001 §2): `category` (`ALL`), `genres` (array), `freeText` (name,
 * maker, model, serial number, device tag, asset tag), `sortColumn` (`NAME`), `sortOrder` or its alias
 * `orderDirection` (DECISIONS.md; `sortOrder` wins when both are given, `asc` when neither is: see
 * `deviceSortOrderOf`), `pageIndex` (0), `pageSize` (100, 1–1000). `sortOrder` has no default here,
 * unlike the other lists, so that "not given" stays `undefined` and the alias can apply.
 */
export const devicesListQuerySchema = v.strictObject(
  {
    ...listQueryEntries({ sortColumns: deviceSortColumnValues, sortColumn: 'NAME' }),
    sortOrder: v.optional(sortOrderSchema),
    orderDirection: v.optional(sortOrderSchema),
    ...deviceFilters,
  },
  messages.invalid.id,
);
export type DevicesListQuery = v.InferOutput<typeof devicesListQuerySchema>;
/** Query of `GET /v2/devices-count`: the list's filters and `freeText`. */
export const devicesCountQuerySchema = countQuery(deviceFilters);
export type DevicesCountQuery = v.InferOutput<typeof devicesCountQuerySchema>;
/** URL search of `/devices/inventory`: invalid values fall back to their defaults. */
export const devicesSearchSchema = searchParamsSchema(devicesListQuerySchema);
export type DevicesSearch = v.InferOutput<typeof devicesSearchSchema>;
/** The sort direction in force (the screens' twin of the API kit's `directionOf`): `sortOrder`, else its alias `orderDirection` (DECISIONS.md), else `asc`. */
export const deviceSortOrderOf = (q: { sortOrder?: SortOrder | undefined; orderDirection?: SortOrder | undefined }): SortOrder => q.sortOrder ?? q.orderDirection ?? 'asc';

/** Path params of the one-device calls: `id` (a UUID; anything else is 404). */
export const deviceIdParamsSchema = v.object({ id: v.string() });

/* ----------------------------------------------------------------------------- device calls */

/** `GET /v2/devices` — one page of the inventory; `GET /v2/devices-count` — how many match. */
export const { list: listDevicesEndpoint, count: countDevicesEndpoint } = listEndpoints({
  path: '/v2/devices', countPath: '/v2/devices-count', summary: 'Devices', access: 'operator', product: 'IT',
  row: deviceRowSchema, query: devicesListQuerySchema, countQuery: devicesCountQuerySchema,
});

/** `POST /v2/devices` — creates a device (and its first event, and check-out) → 201 `{ id }`; 400 with field paths. */
export const createDeviceEndpoint = endpoint({
  method: 'POST', path: '/v2/devices', summary: 'Create a device', access: 'operator', product: 'IT',
  body: createDeviceBodySchema,
  responses: { 201: v.object({ id: v.string() }), ...errorResponses(400, 401, 403) },
});

/** `GET /v2/devices/{id}` — one device with its profile's data; 404 when not the company's. */
export const getDeviceEndpoint = endpoint({
  method: 'GET', path: '/v2/devices/{id}', summary: 'One device', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema,
  responses: { 200: deviceDetailSchema, ...errorResponses(401, 403, 404) },
});

/** `PATCH /v2/devices/{id}` — replaces the device's fields → the new detail; 409 on a stale `version`. */
export const updateDeviceEndpoint = endpoint({
  method: 'PATCH', path: '/v2/devices/{id}', summary: 'Update a device', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema, body: updateDeviceBodySchema,
  responses: { 200: deviceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** `DELETE /v2/devices/{id}` — removes a device entered by mistake (204), with its events and check-outs. */
export const deleteDeviceEndpoint = endpoint({
  method: 'DELETE', path: '/v2/devices/{id}', summary: 'Delete a device', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema,
  responses: { 204: null, ...errorResponses(401, 403, 404) },
});

/** `GET /v2/devices/{id}/lifecycle-events` — the timeline, oldest first (the order they happened). */
export const listDeviceLifecycleEventsEndpoint = endpoint({
  method: 'GET', path: '/v2/devices/{id}/lifecycle-events', summary: 'Device lifecycle events', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema,
  responses: { 200: listResponse(deviceLifecycleEventRowSchema), ...errorResponses(401, 403, 404) },
});

/**
 * `POST /v2/devices/{id}/lifecycle-events` — records an event → the new detail. 400 (at `event` or
 * `occurredOn`) when the order rules refuse it (`deviceMessages.lifecycle*`), 409 on a stale `version`.
 */
export const addDeviceLifecycleEventEndpoint = endpoint({
  method: 'POST', path: '/v2/devices/{id}/lifecycle-events', summary: 'Add a device lifecycle event', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema, body: addDeviceLifecycleEventBodySchema,
  responses: { 200: deviceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** `GET /v2/devices/{id}/assignments` — check-outs, newest first (the open one first). */
export const listDeviceAssignmentsEndpoint = endpoint({
  method: 'GET', path: '/v2/devices/{id}/assignments', summary: 'Device check-outs', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema,
  responses: { 200: listResponse(deviceAssignmentSchema), ...errorResponses(401, 403, 404) },
});

/** `POST /v2/devices/{id}/checkout` — checks the device out to a person or a place → the new detail. */
export const checkOutDeviceEndpoint = endpoint({
  method: 'POST', path: '/v2/devices/{id}/checkout', summary: 'Check a device out', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema, body: checkOutDeviceBodySchema,
  responses: { 200: deviceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** `POST /v2/devices/{id}/checkin` — checks the device back in (to stock) → the new detail. */
export const checkInDeviceEndpoint = endpoint({
  method: 'POST', path: '/v2/devices/{id}/checkin', summary: 'Check a device in', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema, body: checkInDeviceBodySchema,
  responses: { 200: deviceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/* ------------------------------------------------------------------------------------- CSV */

/**
 * Columns of the devices CSV, in file order. `id` empty = a new device. `genre` is the URL's
 * `deviceType` (not a column). References: `deviceModel` by name, `assignedPerson` by worker number
 * or e-mail, `assignedPlace` by place code or name. Enumerations accept the value or its label.
 * Required: `name`. A genre's template leaves out the fields it does not have (`deviceGenreFields`).
 */
export const devicesCsvColumns = [
  'id', 'name', 'deviceModel', 'maker', 'model', 'os', 'osVersion', 'network', 'storage', 'storageCapacityGb', 'memoryGb',
  'condition', 'acquisition', 'priceType', 'serialNumber', 'deviceTag', 'assetTag', 'purchaseDate', 'purchasePrice',
  'leaseEndOn', 'lifecycleEndOn', 'assignedPerson', 'assignedPlace', 'memo',
] as const;
export type DevicesCsvColumn = (typeof devicesCsvColumns)[number];

/** Columns of the `view` export (the list as shown, plus genre, category and lifecycle). */
export const devicesCsvViewColumns = ['name', 'genre', 'category', 'lifecycleStatus', ...devicesCsvColumns.filter((c) => c !== 'name')] as const;

/**
 * Column headers of the devices CSV files: the `deviceFields` labels (a reference column's header
 * is its field's: `deviceModel` → `deviceModelId`, `assignedPerson` → `assignedPersonId`, …), plus
 * `id`. The import matches a header by the column key or this label in either language (issue 30;
 * docs/fields.md).
 */
export const devicesCsvColumnLabels: Record<DevicesCsvColumn | 'genre' | 'category' | 'lifecycleStatus', MessageDescriptor> = {
  id: /*i18n*/ { id: 'device.csv.id', message: 'ID' },
  name: deviceFields.name.label,
  genre: deviceFields.genre.label,
  category: deviceFields.category.label,
  lifecycleStatus: deviceFields.lifecycleStatus.label,
  deviceModel: deviceFields.deviceModelId.label,
  maker: deviceFields.maker.label,
  model: deviceFields.model.label,
  os: deviceFields.os.label,
  osVersion: deviceFields.osVersion.label,
  network: deviceFields.network.label,
  storage: deviceFields.storage.label,
  storageCapacityGb: deviceFields.storageCapacityGb.label,
  memoryGb: deviceFields.memoryGb.label,
  condition: deviceFields.condition.label,
  acquisition: deviceFields.acquisition.label,
  priceType: deviceFields.priceType.label,
  serialNumber: deviceFields.serialNumber.label,
  deviceTag: deviceFields.deviceTag.label,
  assetTag: deviceFields.assetTag.label,
  purchaseDate: deviceFields.purchaseDate.label,
  purchasePrice: deviceFields.purchasePrice.label,
  leaseEndOn: deviceFields.leaseEndOn.label,
  lifecycleEndOn: deviceFields.lifecycleEndOn.label,
  assignedPerson: deviceFields.assignedPersonId.label,
  assignedPlace: deviceFields.assignedPlaceId.label,
  memo: deviceFields.memo.label,
};

/** Column headers of the device people CSV (one row per person and device). */
export const devicePeopleCsvColumnLabels = {
  workerNumber: /*i18n*/ { id: 'device.peopleCsv.workerNumber', message: 'Worker number' },
  personName: /*i18n*/ { id: 'device.peopleCsv.personName', message: 'Name' },
  email: /*i18n*/ { id: 'device.peopleCsv.email', message: 'E-mail' },
  place: /*i18n*/ { id: 'device.peopleCsv.place', message: 'Place' },
  deviceCount: /*i18n*/ { id: 'device.peopleCsv.deviceCount', message: 'Devices held' },
  deviceTag: /*i18n*/ { id: 'device.peopleCsv.deviceTag', message: 'Device tag' },
  deviceName: /*i18n*/ { id: 'device.peopleCsv.deviceName', message: 'Device name' },
  genre: /*i18n*/ { id: 'device.peopleCsv.genre', message: 'Genre' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The devices CSV calls (DECISIONS.md "CSV"): `export` — `GET /v2/devices-csv?mode=view|edit|edit-template`
 * with the list's filters (`genre` chooses a genre's template or edit file) → `{ url, mode, fileName }`
 * (UTF-8 with BOM); `import` — `POST /v2/devices-csv/{deviceType}` with the wizard's body → the
 * shared `CsvImportResult`.
 */
export const devicesCsvEndpoints = {
  module: 'devices',
  columns: devicesCsvColumns,
  export: endpoint({
    method: 'GET', path: '/v2/devices-csv', summary: 'Devices: CSV export', access: 'operator', product: 'IT',
    // a `view` takes the list's own filters and sort (issue 31: the file holds what the list shows)
    query: csvExportQuery({
      ...deviceFilters, freeText: v.optional(freeTextSchema), genre: v.optional(deviceGenreSchema),
      sortColumn: v.optional(v.picklist(deviceSortColumnValues, messages.picklist.id), 'NAME'), sortOrder: v.optional(sortOrderSchema), orderDirection: v.optional(sortOrderSchema),
    }),
    responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
  }),
  import: endpoint({
    method: 'POST', path: '/v2/devices-csv/{deviceType}', summary: 'Devices: CSV import (dry run or real)', access: 'operator', product: 'IT',
    params: v.object({ deviceType: deviceTypeSchema }),
    body: csvImportBodySchema,
    responses: { 200: csvImportResultSchema, ...errorResponses(400, 401, 403, 404) },
  }),
} as const;

/* ------------------------------------------------------------------------------ device people */

/** People list `sortColumn` (001 §2); default `NAME`. */
export const devicePeopleSortColumnValues = ['NAME', 'WORKER_NUMBER', 'DEVICE_COUNT'] as const;

const devicePeopleFilters = {
  menu: v.optional(v.picklist(peopleMenuValues, messages.picklist.id), 'All'),
  category: v.optional(v.picklist(peopleCategoryValues, messages.picklist.id), 'ALL_ALL'),
  genres: v.optional(queryArray(deviceGenreSchema), []),
  placeIds: v.optional(queryArray(idSchema), []),
};

/**
 * Query of `GET /v2/device-people` (001 §2 people list search): `menu` (`All`), `category`
 * (`ALL_ALL`: the workforce categories), `genres` (only people holding a device of these genres, and
 * only those devices shown), `placeIds` (the person's place), `freeText` (the person's names, e-mail,
 * worker number), `sortColumn` (`NAME`), `sortOrder`, `pageIndex` (0), `pageSize` (100).
 */
export const devicePeopleListQuerySchema = listQuery({ sortColumns: devicePeopleSortColumnValues, sortColumn: 'NAME', filters: devicePeopleFilters });
export type DevicePeopleListQuery = v.InferOutput<typeof devicePeopleListQuerySchema>;
/** Query of `GET /v2/device-people/count`. */
export const devicePeopleCountQuerySchema = countQuery(devicePeopleFilters);
export type DevicePeopleCountQuery = v.InferOutput<typeof devicePeopleCountQuerySchema>;
/** URL search of `/devices/people`. */
export const devicePeopleSearchSchema = searchParamsSchema(devicePeopleListQuerySchema);
export type DevicePeopleSearch = v.InferOutput<typeof devicePeopleSearchSchema>;

/** A device as the people list shows it. */
export const devicePersonDeviceSchema = v.object({ id: v.string(), name: v.string(), genre: deviceGenreSchema, deviceTag: v.string(), avatarUrl: v.nullable(v.string()) });

/** A row of `/devices/people`: the person and the devices checked out to them (`deviceCount` of them). */
export const devicePersonRowSchema = v.object({
  personId: v.string(),
  name: v.string(),
  avatarUrl: v.nullable(v.string()),
  email: v.string(),
  workerNumber: v.string(),
  workerType: workerTypeSchema,
  status: workerStatusSchema,
  place: v.nullable(devicePlaceRefSchema),
  deviceCount: v.number(),
  devices: v.array(devicePersonDeviceSchema),
});
export type DevicePersonRow = v.InferOutput<typeof devicePersonRowSchema>;

/** `GET /v2/device-people`, `GET /v2/device-people/count` (001 §7). */
export const { list: listDevicePeopleEndpoint, count: countDevicePeopleEndpoint } = listEndpoints({
  path: '/v2/device-people', countPath: '/v2/device-people/count', summary: 'Device holders', access: 'operator', product: 'IT',
  row: devicePersonRowSchema, query: devicePeopleListQuerySchema, countQuery: devicePeopleCountQuerySchema,
});

/** `GET /v2/device-people-csv` (001 §7) — the people list as CSV (`view` only; one row per person and device). */
export const devicePeopleCsvEndpoint = endpoint({
  method: 'GET', path: '/v2/device-people-csv', summary: 'Device holders: CSV export', access: 'operator', product: 'IT',
  query: v.strictObject(
    {
      ...csvExportQuery().entries,
      mode: v.optional(v.picklist(['view'], messages.picklist.id), 'view'),
      ...devicePeopleFilters,
      freeText: v.optional(freeTextSchema),
      sortColumn: v.optional(v.picklist(devicePeopleSortColumnValues, messages.picklist.id), 'NAME'),
      sortOrder: v.optional(sortOrderSchema, 'asc'),
    },
    messages.invalid.id,
  ),
  responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
});

/* ------------------------------------------------------------------------- device models */

/** A device model of the catalog (`/devices/settings/catalog`): picking it fills a device's fields. */
export const deviceModelSchema = v.object({
  id: v.string(),
  name: v.string(),
  genre: deviceGenreSchema,
  maker: v.nullable(v.string()),
  model: v.nullable(v.string()),
  os: v.nullable(deviceOsSchema),
  lifecycleMonths: v.nullable(v.number()),
  deviceCount: v.number(),
  version: v.number(),
});
export type DeviceModel = v.InferOutput<typeof deviceModelSchema>;

/** Body of `POST /v2/device-models`: `name` (required), `genre`, maker, model, os, `lifecycleMonths` (1–240: sets new devices' `lifecycleEndOn`). */
export const createDeviceModelBodySchema = v.object({
  name: deviceNameSchema,
  genre: deviceGenreSchema,
  maker: optionalText(deviceTextMaxLength),
  model: optionalText(deviceTextMaxLength),
  os: v.nullable(deviceOsSchema),
  lifecycleMonths: v.nullable(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1), v.maxValue(240))),
});
export type CreateDeviceModelBody = v.InferOutput<typeof createDeviceModelBodySchema>;
/** Body of `PATCH /v2/device-models/{id}`: the same plus `version`. */
export const updateDeviceModelBodySchema = v.object({ ...createDeviceModelBodySchema.entries, version: versionSchema });
export type UpdateDeviceModelBody = v.InferOutput<typeof updateDeviceModelBodySchema>;

const deviceModelFilters = { genres: v.optional(queryArray(deviceGenreSchema), []) };
/** Query of `GET /v2/device-models`: `genres`, `freeText`, sort `NAME` (default) or `GENRE`, paging. */
export const deviceModelsListQuerySchema = listQuery({ sortColumns: ['NAME', 'GENRE'], sortColumn: 'NAME', filters: deviceModelFilters });
export type DeviceModelsListQuery = v.InferOutput<typeof deviceModelsListQuerySchema>;
export const deviceModelsCountQuerySchema = countQuery(deviceModelFilters);
export type DeviceModelsCountQuery = v.InferOutput<typeof deviceModelsCountQuerySchema>;
/** URL search of `/devices/settings/catalog`. */
export const deviceModelsSearchSchema = searchParamsSchema(deviceModelsListQuerySchema);

/** `GET /v2/device-models`, `GET /v2/device-models-count`. */
export const { list: listDeviceModelsEndpoint, count: countDeviceModelsEndpoint } = listEndpoints({
  path: '/v2/device-models', countPath: '/v2/device-models-count', summary: 'Device models', access: 'operator', product: 'IT',
  row: deviceModelSchema, query: deviceModelsListQuerySchema, countQuery: deviceModelsCountQuerySchema,
});
/** `POST /v2/device-models` → 201 the model. */
export const createDeviceModelEndpoint = endpoint({
  method: 'POST', path: '/v2/device-models', summary: 'Create a device model', access: 'operator', product: 'IT',
  body: createDeviceModelBodySchema,
  responses: { 201: deviceModelSchema, ...errorResponses(400, 401, 403) },
});
/** `PATCH /v2/device-models/{id}` → the model; 409 on a stale `version`. */
export const updateDeviceModelEndpoint = endpoint({
  method: 'PATCH', path: '/v2/device-models/{id}', summary: 'Update a device model', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema, body: updateDeviceModelBodySchema,
  responses: { 200: deviceModelSchema, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `DELETE /v2/device-models/{id}` (204); 409 `IN_USE` while devices use it. */
export const deleteDeviceModelEndpoint = endpoint({
  method: 'DELETE', path: '/v2/device-models/{id}', summary: 'Delete a device model', access: 'operator', product: 'IT',
  params: deviceIdParamsSchema,
  responses: { 204: null, ...errorResponses(401, 403, 404, 409) },
});

/* --------------------------------------------------------------------------------- alerts */

/**
 * Device alert kinds (docs/devices.md §Alerts): `NO_ASSIGNEE` (in service and not checked out to
 * anyone or any place), `LIFECYCLE_ENDED` (`lifecycleEndOn` passed), `LEASE_ENDED` (a lease or rental
 * whose `leaseEndOn` passed). Decommissioned devices raise none. `ALL`: any kind.
 */
export const deviceAlertKindValues = ['ALL', 'NO_ASSIGNEE', 'LIFECYCLE_ENDED', 'LEASE_ENDED'] as const;
export type DeviceAlertKind = (typeof deviceAlertKindValues)[number];
const deviceAlertFilters = { kind: v.optional(v.picklist(deviceAlertKindValues, messages.picklist.id), 'ALL') };
/** Query of `GET /v2/device-alerts`: `kind`, `freeText`, sort `NAME` (default) or `DEVICE_TAG`, paging. */
export const deviceAlertsListQuerySchema = listQuery({ sortColumns: ['NAME', 'DEVICE_TAG'], sortColumn: 'NAME', filters: deviceAlertFilters });
export type DeviceAlertsListQuery = v.InferOutput<typeof deviceAlertsListQuerySchema>;
export const deviceAlertsCountQuerySchema = countQuery(deviceAlertFilters);
/** URL search of `/devices/alerts`. */
export const deviceAlertsSearchSchema = searchParamsSchema(deviceAlertsListQuerySchema);
/** An alert row: the device and every kind it raises. */
export const deviceAlertRowSchema = v.object({ device: deviceRowSchema, kinds: v.array(v.picklist(deviceAlertKindValues)) });
export type DeviceAlertRow = v.InferOutput<typeof deviceAlertRowSchema>;
/** `GET /v2/device-alerts` — devices with alerts. */
export const listDeviceAlertsEndpoint = endpoint({
  method: 'GET', path: '/v2/device-alerts', summary: 'Device alerts', access: 'operator', product: 'IT',
  query: deviceAlertsListQuerySchema,
  responses: { 200: listResponse(deviceAlertRowSchema), ...errorResponses(400, 401, 403) },
});
/** `GET /v2/device-alerts-count` → `{ count, byKind }` (`count` matches the query; `byKind` ignores `kind`). */
export const countDeviceAlertsEndpoint = endpoint({
  method: 'GET', path: '/v2/device-alerts-count', summary: 'Device alerts count', access: 'operator', product: 'IT',
  query: deviceAlertsCountQuerySchema,
  responses: {
    200: v.object({ count: v.number(), byKind: v.object({ NO_ASSIGNEE: v.number(), LIFECYCLE_ENDED: v.number(), LEASE_ENDED: v.number() }) }),
    ...errorResponses(400, 401, 403),
  },
});

/* ------------------------------------------------------------------------------ bill-and-cost */

/** Query of `GET /v2/device-bill-and-cost`: `months` back from this month (12; 1–60). */
export const deviceBillAndCostQuerySchema = v.strictObject({ months: v.optional(queryInteger({ min: 1, max: 60 }), 12) }, messages.invalid.id);
/**
 * Price totals by month (JPY): for each month `YYYY-MM` (oldest first, every month present), the
 * devices purchased (`purchaseDate` in it) with their `purchasePrice` summed, split by acquisition;
 * `total` over the months.
 */
export const deviceBillAndCostSchema = v.object({
  currencyCode: v.literal('JPY'),
  months: v.array(
    v.object({
      month: v.string(),
      deviceCount: v.number(),
      total: v.number(),
      byAcquisition: v.object({ PURCHASE: v.number(), LEASE: v.number(), RENTAL: v.number(), OTHER: v.number(), UNSET: v.number() }),
    }),
  ),
  total: v.number(),
});
export type DeviceBillAndCost = v.InferOutput<typeof deviceBillAndCostSchema>;
/** `GET /v2/device-bill-and-cost`. */
export const getDeviceBillAndCostEndpoint = endpoint({
  method: 'GET', path: '/v2/device-bill-and-cost', summary: 'Device costs by month', access: 'operator', product: 'IT',
  query: deviceBillAndCostQuerySchema,
  responses: { 200: deviceBillAndCostSchema, ...errorResponses(400, 401, 403) },
});

/* ------------------------------------------------------------------- external IT SaaS (MDM) */

/** Kind of a connected source: an MDM (Jamf Pro, Intune…) or another IT SaaS that reports devices. */
export const externalItSaasKindValues = ['MDM', 'IT_SAAS'] as const;
/** A connected MDM / IT SaaS (`/devices/external-it-saas`), simulated with fixed ids and data. */
export const externalItSaasSchema = v.object({
  appIntegrationId: v.string(),
  name: v.string(),
  vendorName: v.string(),
  kind: v.picklist(externalItSaasKindValues),
  reportedDeviceCount: v.number(),
  importedDeviceCount: v.number(),
  lastImportedAt: v.nullable(v.string()),
});
export type ExternalItSaas = v.InferOutput<typeof externalItSaasSchema>;

/** `GET /v2/devices/external-it-saas` — the connected sources. */
export const listExternalItSaasEndpoint = endpoint({
  method: 'GET', path: '/v2/devices/external-it-saas', summary: 'Device sources (MDM / IT SaaS)', access: 'operator', product: 'IT',
  responses: { 200: listResponse(externalItSaasSchema), ...errorResponses(401, 403) },
});

/** What an import would do with one reported device. */
export const externalImportActionValues = ['CREATE', 'UPDATE', 'UNCHANGED'] as const;
/**
 * One reported device in the preview: the source's `externalId`, the matched device (by serial
 * number, else by the source's earlier import; null → CREATE), the values reported and, for UPDATE,
 * the fields that would change (`field` as in the payload: `os`, `osVersion`, `model`, …).
 */
export const externalPreviewItemSchema = v.object({
  externalId: v.string(),
  action: v.picklist(externalImportActionValues),
  deviceId: v.nullable(v.string()),
  name: v.string(),
  genre: deviceGenreSchema,
  maker: v.nullable(v.string()),
  model: v.nullable(v.string()),
  os: v.nullable(deviceOsSchema),
  osVersion: v.nullable(v.string()),
  serialNumber: v.string(),
  lastSeenAt: v.nullable(v.string()),
  changes: v.array(v.object({ field: v.string(), before: v.unknown(), after: v.unknown() })),
});
export type ExternalPreviewItem = v.InferOutput<typeof externalPreviewItemSchema>;
/** Path params of the connector calls. */
export const externalItSaasParamsSchema = v.object({ appIntegrationId: v.string() });
/** `GET /v2/devices/external-it-saas/{appIntegrationId}/preview` → the source, counts per action and the items; 404 for an unknown id. */
export const previewExternalItSaasEndpoint = endpoint({
  method: 'GET', path: '/v2/devices/external-it-saas/{appIntegrationId}/preview', summary: 'Preview a device import', access: 'operator', product: 'IT',
  params: externalItSaasParamsSchema,
  responses: {
    200: v.object({
      integration: externalItSaasSchema,
      summary: v.object({ createCount: v.number(), updateCount: v.number(), unchangedCount: v.number() }),
      items: v.array(externalPreviewItemSchema),
    }),
    ...errorResponses(401, 403, 404),
  },
});
/** `POST /v2/devices/external-it-saas/{appIntegrationId}/import` — applies the preview in one transaction → counts. */
export const importExternalItSaasEndpoint = endpoint({
  method: 'POST', path: '/v2/devices/external-it-saas/{appIntegrationId}/import', summary: 'Import devices from a source', access: 'operator', product: 'IT',
  params: externalItSaasParamsSchema,
  responses: { 200: v.object({ createdCount: v.number(), updatedCount: v.number(), unchangedCount: v.number() }), ...errorResponses(401, 403, 404) },
});

/**
 * `GET /v2/device-activities` — the module's operation activity (the inventory's
 * "operation-activity" tab): audit entries of devices (their lifecycle events, check-outs and
 * check-ins are device updates) and device models, newest first; `pageIndex` 0, `pageSize` 50 (1–200).
 */
export const listDeviceActivitiesEndpoint = activityEndpoint({ path: '/v2/device-activities', summary: 'Device operation activity', product: 'IT' });

/** Every device endpoint (for the API's registration and the OpenAPI document). */
export const deviceEndpoints = [
  listDevicesEndpoint, countDevicesEndpoint, createDeviceEndpoint, getDeviceEndpoint, updateDeviceEndpoint, deleteDeviceEndpoint,
  listDeviceLifecycleEventsEndpoint, addDeviceLifecycleEventEndpoint, listDeviceAssignmentsEndpoint, checkOutDeviceEndpoint, checkInDeviceEndpoint,
  devicesCsvEndpoints.export, devicesCsvEndpoints.import,
  listDevicePeopleEndpoint, countDevicePeopleEndpoint, devicePeopleCsvEndpoint,
  listDeviceModelsEndpoint, countDeviceModelsEndpoint, createDeviceModelEndpoint, updateDeviceModelEndpoint, deleteDeviceModelEndpoint,
  listDeviceAlertsEndpoint, countDeviceAlertsEndpoint, getDeviceBillAndCostEndpoint,
  listExternalItSaasEndpoint, previewExternalItSaasEndpoint, importExternalItSaasEndpoint, listDeviceActivitiesEndpoint,
] as const;
