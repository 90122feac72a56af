import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldLabels, productPermissionFields, type Privilege, type WorkerType } from '@kanri/contracts';

/**
 * Labels of the roles, product permissions and people groups screens (001 §3 "Role list columns",
 * "Product permission columns", "People group columns"); the products' labels are the remote's
 * `components/product-labels.ts`. Enumerations carry their enumeration as Lingui context, since
 * the same English word may read differently elsewhere.
 */

/** Worker types whose people a people group holds. */
export const workerTypeLabels: Record<WorkerType, MessageDescriptor> = {
  EMPLOYEE: msg({ message: 'Employee', context: 'workerType' }),
  BOARD_MEMBER: msg({ message: 'Board member', context: 'workerType' }),
  CONTRACTOR: msg({ message: 'Contractor', context: 'workerType' }),
  COLLABORATOR: msg({ message: 'Collaborator', context: 'workerType' }),
};

/**
 * A role's fields, keyed by the payload's path (the form, the record page and the history share
 * them). `name` is the name typed (Japanese screens show it), `nameEn` the English one (English
 * screens show it, or the name typed when empty; issue 30).
 */
export const roleFieldLabels = {
  name: msg`Role name`,
  nameEn: msg`English name`,
  productPermissionIds: msg`Product permissions`,
  peopleGroupIds: msg`People groups`,
} satisfies Record<string, MessageDescriptor>;

/**
 * A product permission's fields, keyed by the payload's path: the contracts' description
 * (`productPermissionFields`, issue 30), so the list, form, page and history say the same.
 */
export const productPermissionFieldLabels = fieldLabels(productPermissionFields);

/** Privileges a product permission may carry besides its products (issue 13): the description's value labels. */
export const privilegeLabels: Record<Privilege, MessageDescriptor> = productPermissionFields.privileges.values;

/** A people group's fields, keyed by the payload's path. */
export const peopleGroupFieldLabels = {
  name: msg`People group name`,
  nameEn: msg`English name`,
  workerTypes: msg`Worker types`,
  includedPersonIds: msg`Included people`,
  excludedPersonIds: msg`Excluded people`,
} satisfies Record<string, MessageDescriptor>;
