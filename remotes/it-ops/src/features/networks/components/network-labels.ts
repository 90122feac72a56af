import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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

// Each label carries its enumeration as context: the same English word ("Active", "Device") reads
// differently in Japanese from one enumeration to the next and from the software registry's labels.

/** Labels of `networkType` (000 §3). */
export const networkTypeLabels: Record<NetworkType, MessageDescriptor> = {
  INTERNAL: msg({ message: 'Internal network', context: 'networkType' }),
  EXTERNAL: msg({ message: 'External network', context: 'networkType' }),
  VPN: msg({ message: 'VPN', context: 'networkType' }),
  DEDICATED_LINE: msg({ message: 'Dedicated line', context: 'networkType' }),
  CLOUD: msg({ message: 'Cloud', context: 'networkType' }),
};

/** Labels of `connectionType` (000 §3). */
export const connectionTypeLabels: Record<ConnectionType, MessageDescriptor> = {
  WIRED: msg({ message: 'Wired', context: 'connectionType' }),
  WIRELESS: msg({ message: 'Wireless', context: 'connectionType' }),
  BOTH: msg({ message: 'Wired and wireless', context: 'connectionType' }),
};

/** Labels of `networkCategory` (000 §3). */
export const networkCategoryLabels: Record<NetworkCategory, MessageDescriptor> = {
  SHARED_INTERNAL: msg({ message: 'Shared internal', context: 'networkCategory' }),
  PERSONAL_USE: msg({ message: 'Personal use', context: 'networkCategory' }),
  COMPANY_ASSET: msg({ message: 'Company asset', context: 'networkCategory' }),
  CUSTOMER_ENVIRONMENT: msg({ message: 'Customer environment', context: 'networkCategory' }),
};

/** Labels of the list's `networkCategory` tabs: the categories and `ALL` (000 §3 "filter adds ALL"). */
export const networkCategoryFilterLabels: Record<(typeof networkCategoryFilterValues)[number], MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'networkCategory' }),
  ...networkCategoryLabels,
};

/** Labels of `accessLevel` (000 §3). */
export const accessLevelLabels: Record<AccessLevel, MessageDescriptor> = {
  FULL_ACCESS: msg({ message: 'Full access', context: 'accessLevel' }),
  READ_ONLY: msg({ message: 'Read only', context: 'accessLevel' }),
  LIMITED: msg({ message: 'Limited', context: 'accessLevel' }),
  NO_ACCESS: msg({ message: 'No access', context: 'accessLevel' }),
};

/** Labels of `accessStatus` (000 §3). */
export const accessStatusLabels: Record<AccessStatus, MessageDescriptor> = {
  ACTIVE: msg({ message: 'Active', context: 'accessStatus' }),
  INACTIVE: msg({ message: 'Inactive', context: 'accessStatus' }),
  SUSPENDED: msg({ message: 'Suspended', context: 'accessStatus' }),
  EXPIRED: msg({ message: 'Expired', context: 'accessStatus' }),
};

/** Labels of `subjectType` (000 §3): whom the access control applies to. */
export const subjectTypeLabels: Record<SubjectType, MessageDescriptor> = {
  USER: msg({ message: 'User', context: 'subjectType' }),
  DEVICE: msg({ message: 'Device', context: 'subjectType' }),
};

/** Labels of `destinationType` (000 §3). */
export const destinationTypeLabels: Record<DestinationType, MessageDescriptor> = {
  DEVICE: msg({ message: 'Device', context: 'destinationType' }),
  PLACE: msg({ message: 'Place', context: 'destinationType' }),
};

/** Label of "no destination" (`destinationType` `null`), the destination radio's first choice. */
export const noDestinationLabel: MessageDescriptor = msg({ message: 'None', context: 'destinationType' });

/**
 * Labels of the payload's fields by dotted path (`networkInformation.networkName`), as the form,
 * the detail page and the history (audit log changes) name them.
 */
export const networkFieldLabels = {
  'networkInformation.networkName': msg`Network name`,
  'networkInformation.networkType': msg`Network type`,
  'networkInformation.connectionType': msg`Connection type`,
  'networkInformation.networkCategory': msg`Network category`,
  'networkInformation.purpose': msg`Purpose`,
  'networkInformation.destinationType': msg`Destination type`,
  'networkInformation.placeId': msg`Destination place`,
  'networkInformation.deviceId': msg`Destination device`,
  'adminContact.personId': msg`Admin contact`,
  'accessControl.accessLevel': msg`Access level`,
  'accessControl.accessStatus': msg`Access status`,
  'accessControl.accessPeriodFrom': msg`Access period from`,
  'accessControl.accessPeriodTo': msg`Access period to`,
  'accessControl.subjectType': msg`Subject type`,
} as const satisfies Record<string, MessageDescriptor>;

/** A dotted field path of the network payload. */
export type NetworkFieldPath = keyof typeof networkFieldLabels;

/** The enumeration labels of the payload's enum fields, by dotted path (to show stored values). */
export const networkEnumLabels: Partial<Record<NetworkFieldPath, Record<string, MessageDescriptor>>> = {
  'networkInformation.networkType': networkTypeLabels,
  'networkInformation.connectionType': connectionTypeLabels,
  'networkInformation.networkCategory': networkCategoryLabels,
  'networkInformation.destinationType': destinationTypeLabels,
  'accessControl.accessLevel': accessLevelLabels,
  'accessControl.accessStatus': accessStatusLabels,
  'accessControl.subjectType': subjectTypeLabels,
};
