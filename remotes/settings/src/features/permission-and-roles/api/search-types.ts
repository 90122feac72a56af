import type * as v from 'valibot';
import type { peopleGroupSearchSchema, productPermissionSearchSchema, roleSearchSchema } from '@kanri/contracts';

/** The URL search of `/settings/permission-and-roles/roles` (name search, sort by name, paging). */
export type RoleSearch = v.InferOutput<typeof roleSearchSchema>;
/** The URL search of `/settings/permission-and-roles/product-permissions` (plus the `product` filter). */
export type ProductPermissionSearch = v.InferOutput<typeof productPermissionSearchSchema>;
/** The URL search of `/settings/permission-and-roles/people-groups`. */
export type PeopleGroupSearch = v.InferOutput<typeof peopleGroupSearchSchema>;
