import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { accountCategoryValues } from '@kanri/contracts';

/** Labels of the account lists' `category` tabs. */
export const accountCategoryLabels: Record<(typeof accountCategoryValues)[number], MessageDescriptor> = {
  ALL: msg`All`,
  MEMBERSHIP: msg`Members`,
  INVITATION: msg`Invitations`,
};
