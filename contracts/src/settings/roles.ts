import * as v from 'valibot';
import { endpoint, productSchema, productValues, type Product } from '../endpoint';
import { errorResponses } from '../errors';
import { countQuery, idSchema, listQuery, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';
import { bilingualNameEntries, optionalEnglishName } from '../common/locale';
import { workerTypeLabels, workerTypeSchema, workerTypeValues } from '../hr-people/people';
import { privilegeSchema, privilegeValues, type Privilege } from '../hr-people/public-ids';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';

/**
 * Roles, product permissions and people groups (001 §2 "Settings and roles", §3 "Role list
 * columns", "Product permission columns", "People group columns", §5, §6; issue 9; docs/permissions.md).
 *
 * - A **product permission** is a name and the products (modules) it grants.
 * - A **people group** holds people by worker type plus people included and excluded by name
 *   (exclusion wins; alumni are never members).
 * - A **role** joins product permissions to people groups: everyone its groups hold may use the
 *   union of its product permissions' products.
 *
 * Calls (DECISIONS.md "not shown" calls follow the shown ones): `/v2/settings/{roles,
 * product-permissions,people-groups}` lists with `-count`, and `GET`/`POST`/`PATCH`/`DELETE` on
 * `…/{id}`; all are `SETTINGS` calls of the operator account. Only the name is sortable (001 §5).
 */

/** Longest role, product permission or people group name, in characters. */
export const roleNameMaxLength = 100;

/**
 * A role, product permission or people group name: required, 1–100 characters, not only spaces
 * (ASCII or the ideographic space U+3000); the server trims it and keeps names unique per company
 * and family (409 `CONFLICT` otherwise).
 */
export const roleNameSchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.check((name) => name === '' || name.trim() !== '', messages.nameWhitespaceOnly.id),
  v.maxLength(roleNameMaxLength, messages.maxLength.id),
);

/**
 * The English name of a role, product permission or people group (issue 30; the `name` / `nameEn` pattern of the HR
 * master items): optional, at most 100 characters, trimmed; empty or only spaces means none (null),
 * and English screens then show `name`. In a body, absent means none on create and unchanged on
 * update (a client that does not know the field keeps it); another record's English name answers
 * 409 `CONFLICT` at `nameEn`.
 */
export const roleNameEnSchema = optionalEnglishName(roleNameMaxLength);

/** Only the name is sortable in roles, product permissions and people groups (001 §5). */
export const roleSortColumnValues = ['NAME'] as const;

/** A reference to another record of these families: its id and name (in the request's language: the English name, else the name typed). */
export const namedRefSchema = v.object({ id: v.string(), name: v.string() });
export type NamedRef = v.InferOutput<typeof namedRefSchema>;

/** A list of distinct ids (at most `max`): a repeated id is reported at its index. */
function idList(max: number) {
  return v.pipe(
    v.array(idSchema, messages.invalidType.id),
    v.maxLength(max, messages.maxItems.id),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      dataset.value.forEach((id, index) => {
        if (seen.has(id)) addIssue({ message: messages.duplicate.id, path: [{ type: 'array', origin: 'value', input: dataset.value, key: index, value: id }] });
        seen.add(id);
      });
    }),
  );
}

// ————— product permissions —————

/**
 * A product permission's fields, described once (issue 30; docs/fields.md; catalog `contracts`):
 * the product permission list, form, page and history read these labels, and the products' and
 * privileges' value labels are the only ones (every settings screen names a product by
 * `productPermissionFields.products.values`). Keyed by the payload's path.
 */
export const productPermissionFields = fields({
  name: { label: /*i18n*/ { id: 'field.productPermission.name', message: 'Product permission name' }, kind: 'text' },
  nameEn: { label: /*i18n*/ { id: 'field.productPermission.nameEn', message: 'English name' }, kind: 'text' },
  products: {
    label: /*i18n*/ { id: 'field.productPermission.products', message: 'Accessible products' },
    kind: 'enum',
    values: {
      IT: /*i18n*/ { id: 'field.productPermission.products.IT', message: 'IT' },
      HR: /*i18n*/ { id: 'field.productPermission.products.HR', message: 'HR' },
      GA: /*i18n*/ { id: 'field.productPermission.products.GA', message: 'GA' },
      LEGAL: /*i18n*/ { id: 'field.productPermission.products.LEGAL', message: 'Legal' },
      MARKETPLACE: /*i18n*/ { id: 'field.productPermission.products.MARKETPLACE', message: 'Marketplace' },
      SETTINGS: /*i18n*/ { id: 'field.productPermission.products.SETTINGS', message: 'Settings' },
    } satisfies Record<Product, MessageDescriptor>,
  },
  privileges: {
    label: /*i18n*/ { id: 'field.productPermission.privileges', message: 'Privileges' },
    kind: 'enum',
    values: {
      MY_NUMBER_HANDLER: /*i18n*/ { id: 'field.productPermission.privileges.MY_NUMBER_HANDLER', message: 'My Number handler (個人番号事務取扱担当者)' },
    } satisfies Record<Privilege, MessageDescriptor>,
  },
});

/** Products granted, in the order of `productValues` (the server sorts; duplicates are refused). */
export const productListSchema = v.pipe(
  v.array(productSchema, messages.invalidType.id),
  v.check((list) => new Set(list).size === list.length, messages.duplicate.id),
  v.transform((list): Product[] => productValues.filter((p) => list.includes(p))),
);

/**
 * Privileges granted besides the products (issue 13): `MY_NUMBER_HANDLER` (個人番号事務取扱担当者,
 * may reveal and export My Numbers). Duplicates are refused; the server keeps `privilegeValues` order.
 */
export const privilegeListSchema = v.pipe(
  v.array(privilegeSchema, messages.invalidType.id),
  v.check((list) => new Set(list).size === list.length, messages.duplicate.id),
  v.transform((list): Privilege[] => privilegeValues.filter((p) => list.includes(p))),
);

/**
 * `POST /v2/settings/product-permissions` body: a name, its English name (`nameEn`, optional, see
 * `roleNameEnSchema`; issue 30), the products it grants (none allowed) and `privileges` (optional;
 * on create absent = none, on update absent = unchanged).
 */
export const productPermissionBodySchema = v.object({ name: roleNameSchema, nameEn: roleNameEnSchema, products: productListSchema, privileges: v.optional(privilegeListSchema) });
export type ProductPermissionBody = v.InferInput<typeof productPermissionBodySchema>;
/** `PATCH /v2/settings/product-permissions/{id}` body: the create body plus `version` (409 when stale). */
export const updateProductPermissionBodySchema = v.object({ ...productPermissionBodySchema.entries, version: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type UpdateProductPermissionBody = v.InferInput<typeof updateProductPermissionBodySchema>;

/**
 * A product permission row (001 §3 "Product permission columns"): its names (`name` in the
 * request's language, `nameJa`, `nameEn`; issue 30), `products` (the per-module
 * flags, as the granted products in `productValues` order; "total accessible products" is their
 * count), its privileges and the roles that reference it.
 */
export const productPermissionRowSchema = v.object({
  id: v.string(),
  ...bilingualNameEntries,
  products: v.array(productSchema),
  /** Privileges besides the products (`MY_NUMBER_HANDLER`), in `privilegeValues` order. */
  privileges: v.array(privilegeSchema),
  roles: v.array(namedRefSchema),
});
export type ProductPermissionRow = v.InferOutput<typeof productPermissionRowSchema>;
/** `GET /v2/settings/product-permissions/{id}`: the row plus `version`, `createdAt`, `updatedAt` (ISO). */
export const productPermissionDetailSchema = v.object({
  ...productPermissionRowSchema.entries,
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ProductPermissionDetail = v.InferOutput<typeof productPermissionDetailSchema>;

/** Filter of the product permission list: `product` (those granting it) or ALL (default). */
const productPermissionFilters = { product: v.optional(v.picklist(['ALL', ...productValues], messages.picklist.id), 'ALL') };
/** Query of `GET /v2/settings/product-permissions`: search in either name, `product`, sort by NAME (the name shown in the request's language), paging (100). */
export const productPermissionListQuerySchema = listQuery({ sortColumns: roleSortColumnValues, sortColumn: 'NAME', filters: productPermissionFilters });
export type ProductPermissionListQuery = v.InferOutput<typeof productPermissionListQuerySchema>;
export const productPermissionCountQuerySchema = countQuery(productPermissionFilters);
/** URL search of `/settings/permission-and-roles/product-permissions`. */
export const productPermissionSearchSchema = searchParamsSchema(productPermissionListQuerySchema);

// ————— people groups —————

/**
 * A people group's fields, described once (issue 30; docs/fields.md; catalog `contracts`): the
 * people group list, form, page and history read these labels; its worker types read as the
 * person's (`workerTypeLabels`, the one wording of a worker type). Keyed by the payload's path.
 */
export const peopleGroupFields = fields({
  name: { label: /*i18n*/ { id: 'field.peopleGroup.name', message: 'People group name' }, kind: 'text' },
  nameEn: { label: /*i18n*/ { id: 'field.peopleGroup.nameEn', message: 'English name' }, kind: 'text' },
  workerTypes: { label: /*i18n*/ { id: 'field.peopleGroup.workerTypes', message: 'Worker types' }, kind: 'enum', values: workerTypeLabels },
  includedPersonIds: { label: /*i18n*/ { id: 'field.peopleGroup.includedPersonIds', message: 'Included people' }, kind: 'reference', references: 'people' },
  excludedPersonIds: { label: /*i18n*/ { id: 'field.peopleGroup.excludedPersonIds', message: 'Excluded people' }, kind: 'reference', references: 'people' },
});

/** The entries of a people group's body (see `peopleGroupBodySchema`). */
const peopleGroupEntries = {
  name: roleNameSchema,
  nameEn: roleNameEnSchema,
  workerTypes: v.pipe(
    v.array(workerTypeSchema, messages.invalidType.id),
    v.check((list) => new Set(list).size === list.length, messages.duplicate.id),
    v.transform((list) => workerTypeValues.filter((w) => list.includes(w))),
  ),
  includedPersonIds: idList(1000),
  excludedPersonIds: idList(1000),
};

/** A person both included and excluded is reported at `excludedPersonIds.{index}`. */
function notIncludedAndExcluded<T extends { includedPersonIds: string[]; excludedPersonIds: string[] }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const included = new Set(dataset.value.includedPersonIds);
    dataset.value.excludedPersonIds.forEach((id, index) => {
      if (!included.has(id)) return;
      addIssue({
        message: messages.includedAndExcluded.id,
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'excludedPersonIds', value: dataset.value.excludedPersonIds },
          { type: 'array', origin: 'value', input: dataset.value.excludedPersonIds, key: index, value: id },
        ],
      });
    });
  });
}

/**
 * `POST /v2/settings/people-groups` body (001 §3 "People group columns"): a name and its English
 * name (`nameEn`, optional, see `roleNameEnSchema`), the worker types
 * whose people it holds, and people included and excluded by name (a person cannot be in both:
 * reported at `excludedPersonIds.{index}`). At most 1,000 people each way.
 */
export const peopleGroupBodySchema = v.pipe(v.object(peopleGroupEntries), notIncludedAndExcluded());
export type PeopleGroupBody = v.InferInput<typeof peopleGroupBodySchema>;
/** `PATCH /v2/settings/people-groups/{id}` body: the create body plus `version`. */
export const updatePeopleGroupBodySchema = v.pipe(
  v.object({ ...peopleGroupEntries, version: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  notIncludedAndExcluded(),
);
export type UpdatePeopleGroupBody = v.InferInput<typeof updatePeopleGroupBodySchema>;

/** A person named in a group: id, name (family name first in ja-JP), e-mail, worker type. */
export const groupPersonSchema = v.object({ id: v.string(), name: v.string(), email: v.string(), workerType: workerTypeSchema });
export type GroupPerson = v.InferOutput<typeof groupPersonSchema>;

/**
 * A people group row (001 §3): its names (`name` in the request's language, `nameJa`, `nameEn`),
 * `totalPeople` (people it holds now), `workerTypes`, `includedCount`, `excludedCount`, and the
 * roles that reference it (named in the request's language).
 */
export const peopleGroupRowSchema = v.object({
  id: v.string(),
  ...bilingualNameEntries,
  totalPeople: v.number(),
  workerTypes: v.array(workerTypeSchema),
  includedCount: v.number(),
  excludedCount: v.number(),
  roles: v.array(namedRefSchema),
});
export type PeopleGroupRow = v.InferOutput<typeof peopleGroupRowSchema>;
/** `GET /v2/settings/people-groups/{id}`: the row plus the people included and excluded, `version`, times. */
export const peopleGroupDetailSchema = v.object({
  ...peopleGroupRowSchema.entries,
  included: v.array(groupPersonSchema),
  excluded: v.array(groupPersonSchema),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type PeopleGroupDetail = v.InferOutput<typeof peopleGroupDetailSchema>;

/** Query of `GET /v2/settings/people-groups`: search in either name, sort by NAME (the name shown in the request's language), paging (100). */
export const peopleGroupListQuerySchema = listQuery({ sortColumns: roleSortColumnValues, sortColumn: 'NAME' });
export type PeopleGroupListQuery = v.InferOutput<typeof peopleGroupListQuerySchema>;
export const peopleGroupCountQuerySchema = countQuery();
/** URL search of `/settings/permission-and-roles/people-groups`. */
export const peopleGroupSearchSchema = searchParamsSchema(peopleGroupListQuerySchema);

// ————— roles —————

/**
 * A role's fields, described once (issue 30; docs/fields.md; catalog `contracts`): the roles list,
 * form, page and history read these labels; its product permissions and people groups are
 * references shown by their names in the request's language. Keyed by the payload's path.
 */
export const roleFields = fields({
  name: { label: /*i18n*/ { id: 'field.role.name', message: 'Role name' }, kind: 'text' },
  nameEn: { label: /*i18n*/ { id: 'field.role.nameEn', message: 'English name' }, kind: 'text' },
  productPermissionIds: { label: /*i18n*/ { id: 'field.role.productPermissionIds', message: 'Product permissions' }, kind: 'reference', references: 'productPermissions' },
  peopleGroupIds: { label: /*i18n*/ { id: 'field.role.peopleGroupIds', message: 'People groups' }, kind: 'reference', references: 'peopleGroups' },
});

/**
 * `POST /v2/settings/roles` body: a name, its English name (`nameEn`, optional, see
 * `roleNameEnSchema`), the product permissions it grants and the people groups it holds.
 */
export const roleBodySchema = v.object({
  name: roleNameSchema,
  nameEn: roleNameEnSchema,
  productPermissionIds: idList(100),
  peopleGroupIds: idList(100),
});
export type RoleBody = v.InferInput<typeof roleBodySchema>;
/** `PATCH /v2/settings/roles/{id}` body: the create body plus `version`. */
export const updateRoleBodySchema = v.object({ ...roleBodySchema.entries, version: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type UpdateRoleBody = v.InferInput<typeof updateRoleBodySchema>;

/**
 * A role row (001 §3 "Role list columns"): its names (`name` in the request's language, `nameJa`,
 * `nameEn`), `totalPeople` (distinct people its groups hold), `peopleGroups` and
 * `productPermissions` (named in the request's language), and `products` (the union of their products).
 */
export const roleRowSchema = v.object({
  id: v.string(),
  ...bilingualNameEntries,
  totalPeople: v.number(),
  peopleGroups: v.array(namedRefSchema),
  productPermissions: v.array(namedRefSchema),
  products: v.array(productSchema),
});
export type RoleRow = v.InferOutput<typeof roleRowSchema>;
/** `GET /v2/settings/roles/{id}`: the row plus `version` and times (ISO). */
export const roleDetailSchema = v.object({ ...roleRowSchema.entries, version: v.number(), createdAt: v.string(), updatedAt: v.string() });
export type RoleDetail = v.InferOutput<typeof roleDetailSchema>;

/** Query of `GET /v2/settings/roles`: search in either name, sort by NAME (the name shown in the request's language), paging (100). */
export const roleListQuerySchema = listQuery({ sortColumns: roleSortColumnValues, sortColumn: 'NAME' });
export type RoleListQuery = v.InferOutput<typeof roleListQuerySchema>;
export const roleCountQuerySchema = countQuery();
/** URL search of `/settings/permission-and-roles/roles`. */
export const roleSearchSchema = searchParamsSchema(roleListQuerySchema);

/**
 * One holder of a role (`GET /v2/settings/roles/{id}/holders`): the person, and through which of the
 * role's people groups they hold it (why).
 */
export const roleHolderRowSchema = v.object({
  personId: v.string(),
  name: v.string(),
  email: v.string(),
  workerType: workerTypeSchema,
  peopleGroups: v.array(namedRefSchema),
});
export type RoleHolderRow = v.InferOutput<typeof roleHolderRowSchema>;
/** Query of the holders list: name/e-mail search, sort by NAME, paging (100). */
export const roleHolderListQuerySchema = listQuery({ sortColumns: roleSortColumnValues, sortColumn: 'NAME' });
export const roleHolderCountQuerySchema = countQuery();

// ————— endpoints —————

const idParams = v.object({ id: idSchema });
const product = 'SETTINGS' as const;

/** `GET /v2/settings/product-permissions` (and `-count`). */
export const { list: listProductPermissionsEndpoint, count: countProductPermissionsEndpoint } = listEndpoints({
  path: '/v2/settings/product-permissions', countPath: '/v2/settings/product-permissions-count',
  summary: 'Product permissions', access: 'operator', product,
  row: productPermissionRowSchema, query: productPermissionListQuerySchema, countQuery: productPermissionCountQuerySchema,
});
/** `POST /v2/settings/product-permissions` → 201 `{ id }`; 409 when the name is taken. */
export const createProductPermissionEndpoint = endpoint({
  method: 'POST', path: '/v2/settings/product-permissions', summary: 'Create a product permission', access: 'operator', product,
  body: productPermissionBodySchema, responses: { 201: v.object({ id: v.string() }), ...errorResponses(400, 401, 403, 409) },
});
/** `GET /v2/settings/product-permissions/{id}`. */
export const getProductPermissionEndpoint = endpoint({
  method: 'GET', path: '/v2/settings/product-permissions/{id}', summary: 'One product permission', access: 'operator', product,
  params: idParams, responses: { 200: productPermissionDetailSchema, ...errorResponses(400, 401, 403, 404) },
});
/**
 * `PATCH /v2/settings/product-permissions/{id}` → 204; 409 when stale, the name is taken, or the
 * change would leave the company without a SETTINGS holder.
 */
export const updateProductPermissionEndpoint = endpoint({
  method: 'PATCH', path: '/v2/settings/product-permissions/{id}', summary: 'Update a product permission', access: 'operator', product,
  params: idParams, body: updateProductPermissionBodySchema, responses: { 204: null, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `DELETE /v2/settings/product-permissions/{id}` → 204; 409 while a role references it. */
export const deleteProductPermissionEndpoint = endpoint({
  method: 'DELETE', path: '/v2/settings/product-permissions/{id}', summary: 'Delete a product permission', access: 'operator', product,
  params: idParams, responses: { 204: null, ...errorResponses(400, 401, 403, 404, 409) },
});

/** `GET /v2/settings/people-groups` (and `-count`). */
export const { list: listPeopleGroupsEndpoint, count: countPeopleGroupsEndpoint } = listEndpoints({
  path: '/v2/settings/people-groups', countPath: '/v2/settings/people-groups-count',
  summary: 'People groups', access: 'operator', product,
  row: peopleGroupRowSchema, query: peopleGroupListQuerySchema, countQuery: peopleGroupCountQuerySchema,
});
/** `POST /v2/settings/people-groups` → 201 `{ id }`; 400 for a person of another company (at its path). */
export const createPeopleGroupEndpoint = endpoint({
  method: 'POST', path: '/v2/settings/people-groups', summary: 'Create a people group', access: 'operator', product,
  body: peopleGroupBodySchema, responses: { 201: v.object({ id: v.string() }), ...errorResponses(400, 401, 403, 409) },
});
/** `GET /v2/settings/people-groups/{id}`. */
export const getPeopleGroupEndpoint = endpoint({
  method: 'GET', path: '/v2/settings/people-groups/{id}', summary: 'One people group', access: 'operator', product,
  params: idParams, responses: { 200: peopleGroupDetailSchema, ...errorResponses(400, 401, 403, 404) },
});
/** `PATCH /v2/settings/people-groups/{id}` → 204; 409 when stale, the name is taken, or no SETTINGS holder would remain. */
export const updatePeopleGroupEndpoint = endpoint({
  method: 'PATCH', path: '/v2/settings/people-groups/{id}', summary: 'Update a people group', access: 'operator', product,
  params: idParams, body: updatePeopleGroupBodySchema, responses: { 204: null, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `DELETE /v2/settings/people-groups/{id}` → 204; 409 while a role references it. */
export const deletePeopleGroupEndpoint = endpoint({
  method: 'DELETE', path: '/v2/settings/people-groups/{id}', summary: 'Delete a people group', access: 'operator', product,
  params: idParams, responses: { 204: null, ...errorResponses(400, 401, 403, 404, 409) },
});

/** `GET /v2/settings/roles` (and `-count`). */
export const { list: listRolesEndpoint, count: countRolesEndpoint } = listEndpoints({
  path: '/v2/settings/roles', countPath: '/v2/settings/roles-count',
  summary: 'Roles', access: 'operator', product,
  row: roleRowSchema, query: roleListQuerySchema, countQuery: roleCountQuerySchema,
});
/** `POST /v2/settings/roles` → 201 `{ id }`; 400 for a permission or group of another company (at its path). */
export const createRoleEndpoint = endpoint({
  method: 'POST', path: '/v2/settings/roles', summary: 'Create a role', access: 'operator', product,
  body: roleBodySchema, responses: { 201: v.object({ id: v.string() }), ...errorResponses(400, 401, 403, 409) },
});
/** `GET /v2/settings/roles/{id}`. */
export const getRoleEndpoint = endpoint({
  method: 'GET', path: '/v2/settings/roles/{id}', summary: 'One role', access: 'operator', product,
  params: idParams, responses: { 200: roleDetailSchema, ...errorResponses(400, 401, 403, 404) },
});
/** `PATCH /v2/settings/roles/{id}` → 204; 409 when stale, the name is taken, or no SETTINGS holder would remain. */
export const updateRoleEndpoint = endpoint({
  method: 'PATCH', path: '/v2/settings/roles/{id}', summary: 'Update a role', access: 'operator', product,
  params: idParams, body: updateRoleBodySchema, responses: { 204: null, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `DELETE /v2/settings/roles/{id}` → 204; 409 when no SETTINGS holder would remain. */
export const deleteRoleEndpoint = endpoint({
  method: 'DELETE', path: '/v2/settings/roles/{id}', summary: 'Delete a role', access: 'operator', product,
  params: idParams, responses: { 204: null, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `GET /v2/settings/roles/{id}/holders` (and `…/holders-count`): who holds the role, and through which groups. */
export const listRoleHoldersEndpoint = endpoint({
  method: 'GET', path: '/v2/settings/roles/{id}/holders', summary: 'Holders of a role', access: 'operator', product,
  params: idParams, query: roleHolderListQuerySchema, responses: { 200: v.object({ items: v.array(roleHolderRowSchema) }), ...errorResponses(400, 401, 403, 404) },
});
export const countRoleHoldersEndpoint = endpoint({
  method: 'GET', path: '/v2/settings/roles/{id}/holders-count', summary: 'Holders of a role count', access: 'operator', product,
  params: idParams, query: roleHolderCountQuerySchema, responses: { 200: v.object({ count: v.number() }), ...errorResponses(400, 401, 403, 404) },
});
