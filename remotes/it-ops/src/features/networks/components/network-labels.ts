import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { enumValueLabels, fieldLabels, networkFields } from '@kanri/contracts';
import type {
  AccessLevel,
  AccessStatus,
  ConnectionType,
  DestinationType,
  NetworkCategory,
  NetworkType,
  SubjectType,
  networkCategoryFilterValues,
} from '@kanri/contracts';

// The fields' labels and the enumerations' values are the contracts' one description
// (`networkFields`, issue 30; docs/fields.md): the list, the forms, the page and the history read them.

/** Labels of `networkType` (000 §3; `networkFields`). */
export const networkTypeLabels: Record<NetworkType, MessageDescriptor> = networkFields['networkInformation.networkType'].values;

/** Labels of `connectionType` (000 §3; `networkFields`). */
export const connectionTypeLabels: Record<ConnectionType, MessageDescriptor> = networkFields['networkInformation.connectionType'].values;

/** Labels of `networkCategory` (000 §3; `networkFields`). */
export const networkCategoryLabels: Record<NetworkCategory, MessageDescriptor> = networkFields['networkInformation.networkCategory'].values;

/** Labels of the list's `networkCategory` tabs: `ALL` (the list's own) and the categories (000 §3 "filter adds ALL"). */
export const networkCategoryFilterLabels: Record<(typeof networkCategoryFilterValues)[number], MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'networkCategory' }),
  ...networkCategoryLabels,
};

/** Labels of `accessLevel` (000 §3; `networkFields`). */
export const accessLevelLabels: Record<AccessLevel, MessageDescriptor> = networkFields['accessControl.accessLevel'].values;

/** Labels of `accessStatus` (000 §3; `networkFields`). */
export const accessStatusLabels: Record<AccessStatus, MessageDescriptor> = networkFields['accessControl.accessStatus'].values;

/** Labels of `subjectType` (000 §3; `networkFields`): whom the access control applies to. */
export const subjectTypeLabels: Record<SubjectType, MessageDescriptor> = networkFields['accessControl.subjectType'].values;

/** Labels of `destinationType` (000 §3; `networkFields`). */
export const destinationTypeLabels: Record<DestinationType, MessageDescriptor> = networkFields['networkInformation.destinationType'].values;

/** Label of "no destination" (`destinationType` `null`), the destination radio's first choice. */
export const noDestinationLabel: MessageDescriptor = msg({ message: 'None', context: 'destinationType' });

/**
 * Labels of the payload's fields by dotted path (`networkInformation.networkName`), as the list,
 * the form, the detail page and the history (audit log changes) name them: `fieldLabels(networkFields)`.
 */
export const networkFieldLabels = fieldLabels(networkFields);

/** A dotted field path of the network payload. */
export type NetworkFieldPath = keyof typeof networkFieldLabels;

/** The enumeration labels of the payload's enum fields, by dotted path (the history shows stored codes with them). */
export const networkEnumLabels = enumValueLabels(networkFields);
