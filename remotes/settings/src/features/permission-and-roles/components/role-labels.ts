import type { MessageDescriptor } from '@lingui/core';
import { fieldLabels, peopleGroupFields, productPermissionFields, roleFields, type Privilege, type WorkerType } from '@kanri/contracts';

/**
 * Labels of the roles, product permissions and people groups screens (001 §3 "Role list columns",
 * "Product permission columns", "People group columns"); the products' labels are the remote's
 * `components/product-labels.ts`. Every one is the contracts' field description of its resource
 * (docs/fields.md), in the `contracts` catalog.
 */

/** Worker types whose people a people group holds: the description's value labels (the person's wording, issue 30). */
export const workerTypeLabels: Record<WorkerType, MessageDescriptor> = peopleGroupFields.workerTypes.values;

/**
 * A role's fields, keyed by the payload's path: the contracts' description (`roleFields`, issue 30),
 * so the list, form, page and history say the same. `name` is the name typed (Japanese screens show
 * it), `nameEn` the English one (English screens show it, or the name typed when empty).
 */
export const roleFieldLabels = fieldLabels(roleFields);

/**
 * A product permission's fields, keyed by the payload's path: the contracts' description
 * (`productPermissionFields`, issue 30), so the list, form, page and history say the same.
 */
export const productPermissionFieldLabels = fieldLabels(productPermissionFields);

/** Privileges a product permission may carry besides its products (issue 13): the description's value labels. */
export const privilegeLabels: Record<Privilege, MessageDescriptor> = productPermissionFields.privileges.values;

/** A people group's fields, keyed by the payload's path: the contracts' description (`peopleGroupFields`, issue 30). */
export const peopleGroupFieldLabels = fieldLabels(peopleGroupFields);
