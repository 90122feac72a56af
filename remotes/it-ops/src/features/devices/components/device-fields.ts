import type { FieldDescriptor } from '@kanri/ui';
import { deviceGenreFields, deviceMemoMaxLength, deviceNameMaxLength, deviceTextMaxLength, type DeviceGenre, type DeviceGenreField } from '@kanri/contracts';
import {
  deviceAcquisitionLabels,
  deviceConditionLabels,
  deviceFieldLabels,
  deviceNetworkLabels,
  deviceOsLabels,
  devicePriceTypeLabels,
  deviceStorageLabels,
} from './device-labels';

const text = (name: string, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({ name, label: deviceFieldLabels[name]!, kind: 'text', maxLength: deviceTextMaxLength, ...extra });

/**
 * The device's identity (001 §3), declared once for the form and the profile: name (required, at
 * most 100), maker, model, serial number, device tag (empty on create: the server numbers it),
 * asset tag. The device model picker is written by hand (it fills maker, model and OS).
 */
export const deviceIdentityFields: FieldDescriptor[] = [
  text('name', { required: true, maxLength: deviceNameMaxLength, emptyValue: '' }),
  text('maker'),
  text('model'),
  text('serialNumber'),
  text('deviceTag'),
  text('assetTag'),
];

/**
 * The genre-dependent specification fields (001 §3 OS, network, storage): a genre shows only those
 * `deviceGenreFields[genre]` names. Capacities are whole numbers, written by hand.
 */
const specFields: Record<Exclude<DeviceGenreField, 'storageCapacityGb' | 'memoryGb'>, FieldDescriptor> = {
  os: { name: 'os', label: deviceFieldLabels.os!, kind: 'select', options: deviceOsLabels },
  osVersion: text('osVersion'),
  network: { name: 'network', label: deviceFieldLabels.network!, kind: 'select', options: deviceNetworkLabels },
  storage: { name: 'storage', label: deviceFieldLabels.storage!, kind: 'radio', options: deviceStorageLabels },
};

/** The specification descriptors a genre has, in the contract's order (the number fields excluded). */
export function deviceSpecFields(genre: DeviceGenre): FieldDescriptor[] {
  return deviceGenreFields[genre].flatMap((field) => (field in specFields ? [specFields[field as keyof typeof specFields]] : []));
}

/** Which whole-number specification fields a genre has (`storageCapacityGb`, `memoryGb`). */
export function deviceCapacityFields(genre: DeviceGenre): ('storageCapacityGb' | 'memoryGb')[] {
  return deviceGenreFields[genre].filter((field): field is 'storageCapacityGb' | 'memoryGb' => field === 'storageCapacityGb' || field === 'memoryGb');
}

/**
 * Acquisition (001 §3 condition, acquisition, price type) and its dates: purchase date, lease end
 * (leases and rentals; not before the purchase date), lifecycle end (alerts after it). The price is
 * a whole-yen number field written by hand.
 */
export const deviceAcquisitionFields: FieldDescriptor[] = [
  { name: 'condition', label: deviceFieldLabels.condition!, kind: 'radio', options: deviceConditionLabels },
  { name: 'acquisition', label: deviceFieldLabels.acquisition!, kind: 'select', options: deviceAcquisitionLabels },
  { name: 'priceType', label: deviceFieldLabels.priceType!, kind: 'select', options: devicePriceTypeLabels },
  { name: 'purchaseDate', label: deviceFieldLabels.purchaseDate!, kind: 'date' },
  { name: 'leaseEndOn', label: deviceFieldLabels.leaseEndOn!, kind: 'date' },
  { name: 'lifecycleEndOn', label: deviceFieldLabels.lifecycleEndOn!, kind: 'date' },
];

/** The memo (at most 1000 characters). */
export const deviceMemoFields: FieldDescriptor[] = [{ name: 'memo', label: deviceFieldLabels.memo!, kind: 'textarea', maxLength: deviceMemoMaxLength, span: 2 }];
