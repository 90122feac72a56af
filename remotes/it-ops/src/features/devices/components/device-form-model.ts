import {
  deviceGenreFieldValues,
  deviceGenreFields,
  type CreateDeviceBody,
  type CreateDeviceInput,
  type DeviceDetail,
  type DeviceGenre,
} from '@kanri/contracts';

/** The values of the device form (add and edit): the `POST /v2/devices` payload as typed, validated by `createDeviceBodySchema`. */
export type DeviceFormValues = CreateDeviceInput;

/** A new device of `genre`: the name empty, every other field unset, first event `PROCURED` (it is here). */
export function emptyDeviceFormValues(genre: DeviceGenre): DeviceFormValues {
  return {
    name: '',
    genre,
    deviceModelId: null,
    maker: null,
    model: null,
    os: null,
    osVersion: null,
    network: null,
    storage: null,
    storageCapacityGb: null,
    memoryGb: null,
    condition: null,
    acquisition: null,
    priceType: null,
    serialNumber: null,
    deviceTag: null,
    assetTag: null,
    purchaseDate: null,
    purchasePrice: null,
    leaseEndOn: null,
    lifecycleEndOn: null,
    memo: null,
    initialEvent: 'PROCURED',
    assignedPersonId: null,
    assignedPlaceId: null,
  };
}

/** The form values of a stored device (what the edit form starts from); assignment and lifecycle change elsewhere. */
export function deviceFormValuesOf(device: DeviceDetail): DeviceFormValues {
  const empty = emptyDeviceFormValues(device.genre);
  const values = { ...empty };
  for (const key of Object.keys(empty) as (keyof DeviceFormValues)[]) {
    if (key in device) (values as Record<string, unknown>)[key] = (device as unknown as Record<string, unknown>)[key] ?? null;
  }
  return { ...values, initialEvent: null, assignedPersonId: null, assignedPlaceId: null };
}

/**
 * The payload from validated values: the fields the genre does not have are `null` (the server
 * stores null for them anyway); a check-out is dropped for an ordered device (the server refuses
 * it), and a person wins over a place (the form offers one at a time).
 */
export function toDevicePayload(values: CreateDeviceBody): CreateDeviceBody {
  const payload = { ...values };
  for (const field of deviceGenreFieldValues) {
    if (!deviceGenreFields[values.genre].includes(field)) (payload as Record<string, unknown>)[field] = null;
  }
  if (payload.initialEvent === 'ORDERED') return { ...payload, assignedPersonId: null, assignedPlaceId: null };
  if (payload.assignedPersonId) payload.assignedPlaceId = null;
  return payload;
}
