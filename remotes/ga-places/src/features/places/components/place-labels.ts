import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldLabels, placeFields, type PlaceStatus, type placeCategoryValues } from '@kanri/contracts';

/** Labels of the place statuses (000 §3): the contracts' one description (`placeFields.status.values`). */
export const placeStatusLabels: Record<PlaceStatus, MessageDescriptor> = placeFields.status.values;

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

/** Labels of the place's fields by the payload's path (000 §3 Place): the contracts' `placeFields`, which the form, the page, the list, the history and the CSV all read. */
export const placeFieldLabels = fieldLabels(placeFields);
