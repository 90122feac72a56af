import { describeSchemaFields } from '@kanri/ui';
import { createNetworkBodySchema, type CreateNetworkBody, type CreateNetworkInput, type NetworkDetail } from '@kanri/contracts';

/**
 * The values of the network form (add wizard and edit): the `POST /v2/networks` payload as typed
 * (000 §3 "Network (create payload)"), validated by `createNetworkBodySchema` itself.
 */
export type NetworkFormValues = CreateNetworkInput;

/** The add wizard's steps, in order: their keys are the URL hashes (000 §2 "Network add screen"). */
export const networkFormSteps = ['networkInformation', 'accessControl'] as const;
/** One step of the add wizard. */
export type NetworkFormStep = (typeof networkFormSteps)[number];

/** A new network's values: the name empty, every other field unset (`null`). */
export function emptyNetworkFormValues(): NetworkFormValues {
  return {
    networkInformation: {
      networkName: '',
      networkType: null,
      connectionType: null,
      networkCategory: null,
      purpose: null,
      destinationType: null,
      placeId: null,
      deviceId: null,
    },
    adminContact: { personId: null },
    accessControl: { accessLevel: null, accessStatus: null, accessPeriodFrom: null, accessPeriodTo: null, subjectType: null },
  };
}

/** The form values of a stored network (what the edit form starts from). */
export function networkFormValuesOf(network: NetworkDetail): NetworkFormValues {
  return {
    networkInformation: { ...network.networkInformation },
    adminContact: { personId: network.adminContact?.personId ?? null },
    accessControl: { ...network.accessControl },
  };
}

/**
 * The payload to send from validated values: an empty purpose is sent as `null` ("none"), and the
 * id of a destination that is not the chosen destination type is dropped (000 §5).
 */
export function toNetworkPayload(values: CreateNetworkBody): CreateNetworkBody {
  const info = values.networkInformation;
  return {
    ...values,
    networkInformation: {
      ...info,
      purpose: info.purpose === '' ? null : info.purpose,
      placeId: info.destinationType === 'PLACE' ? info.placeId : null,
      deviceId: info.destinationType === 'DEVICE' ? info.deviceId : null,
    },
  };
}

/**
 * The step that holds a field, by its dotted path: `accessControl.*` on the access control step,
 * the network information and the admin contact on the first.
 */
export function stepOfField(path: string): NetworkFormStep {
  return path.startsWith('accessControl.') || path.startsWith('accessControl[') ? 'accessControl' : 'networkInformation';
}

/** The form's fields in the payload's order, with whether each is required (for the progress panel). */
export const networkSchemaFields = describeSchemaFields(createNetworkBodySchema);

/** Whether the field at `path` is required by the schema (only `networkInformation.networkName`, 000 §5). */
export function isRequiredNetworkField(path: string): boolean {
  return networkSchemaFields.some((field) => field.path === path && field.required);
}

/**
 * Whether a field counts in the progress panel with the current values (000 §5): `placeId` only
 * when the destination type is `PLACE`, `deviceId` only when it is `DEVICE`.
 */
export function isNetworkFieldRelevant(path: string, values: NetworkFormValues): boolean {
  if (path === 'networkInformation.placeId') return values.networkInformation.destinationType === 'PLACE';
  if (path === 'networkInformation.deviceId') return values.networkInformation.destinationType === 'DEVICE';
  return true;
}
