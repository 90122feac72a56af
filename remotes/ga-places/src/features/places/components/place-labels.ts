import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlaceStatus, placeCategoryValues } from '@kanri/contracts';

/** Labels of the place statuses (000 §3). */
export const placeStatusLabels: Record<PlaceStatus, MessageDescriptor> = {
  PLANNED: msg`Planned`,
  ACTIVE: msg({ message: 'Active', context: 'placeStatus' }),
  TEMPORARILY_CLOSED: msg`Temporarily closed`,
  CLOSED: msg`Closed`,
  UNDER_CONSTRUCTION: msg`Under construction`,
  UNDER_RENOVATION: msg`Under renovation`,
  PLANNED_CLOSURE: msg`Closure planned`,
  SUSPENDED: msg`Suspended`,
};

/** Tag colours of the place statuses. */
export const placeStatusColors: Record<PlaceStatus, string> = {
  PLANNED: 'blue',
  ACTIVE: 'green',
  TEMPORARILY_CLOSED: 'orange',
  CLOSED: 'default',
  UNDER_CONSTRUCTION: 'cyan',
  UNDER_RENOVATION: 'cyan',
  PLANNED_CLOSURE: 'gold',
  SUSPENDED: 'red',
};

/** Labels of the places list's `category` tabs (000 §2): ALL and four statuses. */
export const placeCategoryLabels: Record<(typeof placeCategoryValues)[number], MessageDescriptor> = {
  ALL: msg`All`,
  PLANNED: placeStatusLabels.PLANNED,
  ACTIVE: placeStatusLabels.ACTIVE,
  TEMPORARILY_CLOSED: placeStatusLabels.TEMPORARILY_CLOSED,
  CLOSED: placeStatusLabels.CLOSED,
};

/** Labels of the place's fields by the payload's path (000 §3 Place): the form, the page and the history name them so. */
export const placeFieldLabels = {
  code: msg`Code`,
  status: msg`Status`,
  nameJa: msg`Name (Japanese)`,
  nameEn: msg`Name (English)`,
  establishedDate: msg`Established date`,
  email: msg`E-mail`,
  phoneNumber: msg`Phone number`,
  website: msg`Website`,
  addressJa: msg`Address (Japanese)`,
  addressEn: msg`Address (English)`,
  businessPlaceTypeId: msg`Business place type`,
  officeTypeId: msg`Office type`,
  ownershipTypeId: msg`Ownership`,
} as const satisfies Record<string, MessageDescriptor>;
