import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { countQuery, freeTextSchema, idSchema, listQueryEntries, listResponse, queryArray, searchParamsSchema, sortOrderSchema } from '../common/list-query';
import { idParamsSchema, resource, versionSchema } from '../common/resource';
import { csvEndpoints } from '../common/csv-import';

/**
 * Equipment, equipment types and equipment items (001 §2 Equipment, §3 Equipment and the equipment
 * enumerations, §4 enable/disable, §5, §7 Equipment calls; DECISIONS.md "Other gaps": equipment is
 * enabled and disabled with `PATCH /v2/equipment/{id}/enable` and `/disable`; "not shown" calls follow
 * the shape of the shown ones, so `POST /v2/equipment` creates).
 *
 * Exports: `listEquipmentEndpoint` + `countEquipmentEndpoint` (`GET /v2/equipment`,
 * `GET /v2/equipment-count`), `getEquipmentEndpoint`, `createEquipmentEndpoint`,
 * `updateEquipmentEndpoint`, `enableEquipmentEndpoint`, `disableEquipmentEndpoint`,
 * `listEquipmentTypesEndpoint`, `createEquipmentTypeEndpoint`, `updateEquipmentTypeEndpoint`,
 * `enableEquipmentTypeEndpoint`, `disableEquipmentTypeEndpoint`, `listEquipmentItemsEndpoint`,
 * `createEquipmentItemEndpoint`, `updateEquipmentItemEndpoint`, `enableEquipmentItemEndpoint`,
 * `disableEquipmentItemEndpoint`, `equipmentCsvEndpoints` (`{ export, import }` on
 * `/v2/equipment-csv`), `equipmentSearchSchema` (URL search of `/equipment`).
 */

/** Equipment management type (001 §3): inventory management, distribution log management, unmanaged. */
export const equipmentManagementTypeValues = ['INVENTORY', 'DISTRIBUTION_LOG', 'UNMANAGED'] as const;
export const equipmentManagementTypeSchema = v.picklist(equipmentManagementTypeValues, messages.picklist.id);
export type EquipmentManagementType = v.InferOutput<typeof equipmentManagementTypeSchema>;

/** Equipment status (001 §3): in use, returned, under repair, disposed, stored, scheduled for lending. */
export const equipmentStatusValues = ['IN_USE', 'RETURNED', 'UNDER_REPAIR', 'DISPOSED', 'STORED', 'SCHEDULED_FOR_LENDING'] as const;
export const equipmentStatusSchema = v.picklist(equipmentStatusValues, messages.picklist.id);
export type EquipmentStatus = v.InferOutput<typeof equipmentStatusSchema>;

/** Usage type (001 §3): personal assignment, shared use, short-term lending, work from home. */
export const equipmentUsageTypeValues = ['PERSONAL_ASSIGNMENT', 'SHARED_USE', 'SHORT_TERM_LENDING', 'WORK_FROM_HOME'] as const;
export const equipmentUsageTypeSchema = v.picklist(equipmentUsageTypeValues, messages.picklist.id);
export type EquipmentUsageType = v.InferOutput<typeof equipmentUsageTypeSchema>;

/** Placement type (001 §3): stored, fixed, free, moving. */
export const equipmentPlacementTypeValues = ['STORED', 'FIXED', 'FREE', 'MOVING'] as const;
export const equipmentPlacementTypeSchema = v.picklist(equipmentPlacementTypeValues, messages.picklist.id);
export type EquipmentPlacementType = v.InferOutput<typeof equipmentPlacementTypeSchema>;

/** Location status (001 §3): in use, stored, moving, to be disposed, not placed. */
export const equipmentLocationStatusValues = ['IN_USE', 'STORED', 'MOVING', 'TO_BE_DISPOSED', 'NOT_PLACED'] as const;
export const equipmentLocationStatusSchema = v.picklist(equipmentLocationStatusValues, messages.picklist.id);
export type EquipmentLocationStatus = v.InferOutput<typeof equipmentLocationStatusSchema>;

/**
 * The equipment's fields, described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * payload's path as the audit log names them: the equipment list's column titles, the equipment
 * form and page, the history tab (labels and enumeration values) and the equipment CSV headers read
 * these labels, in the screens' wording.
 */
export const equipmentFields = fields({
  name: { label: /*i18n*/ { id: 'field.equipment.name', message: 'Equipment name' }, kind: 'text' },
  assetTag: { label: /*i18n*/ { id: 'field.equipment.assetTag', message: 'Asset tag' }, kind: 'text' },
  equipmentTypeId: { label: /*i18n*/ { id: 'field.equipment.equipmentTypeId', message: 'Equipment type' }, kind: 'reference', references: 'equipmentTypes' },
  equipmentItemId: { label: /*i18n*/ { id: 'field.equipment.equipmentItemId', message: 'Equipment item' }, kind: 'reference', references: 'equipmentItems' },
  model: { label: /*i18n*/ { id: 'field.equipment.model', message: 'Model' }, kind: 'text' },
  serialNumber: { label: /*i18n*/ { id: 'field.equipment.serialNumber', message: 'Serial number' }, kind: 'text' },
  status: {
    label: /*i18n*/ { id: 'field.equipment.status', message: 'Status' },
    kind: 'enum',
    values: {
      IN_USE: /*i18n*/ { id: 'field.equipment.status.IN_USE', message: 'In use' },
      RETURNED: /*i18n*/ { id: 'field.equipment.status.RETURNED', message: 'Returned' },
      UNDER_REPAIR: /*i18n*/ { id: 'field.equipment.status.UNDER_REPAIR', message: 'Under repair' },
      DISPOSED: /*i18n*/ { id: 'field.equipment.status.DISPOSED', message: 'Disposed' },
      STORED: /*i18n*/ { id: 'field.equipment.status.STORED', message: 'In storage' },
      SCHEDULED_FOR_LENDING: /*i18n*/ { id: 'field.equipment.status.SCHEDULED_FOR_LENDING', message: 'Scheduled for lending' },
    } satisfies Record<EquipmentStatus, MessageDescriptor>,
  },
  usageType: {
    label: /*i18n*/ { id: 'field.equipment.usageType', message: 'Usage type' },
    kind: 'enum',
    values: {
      PERSONAL_ASSIGNMENT: /*i18n*/ { id: 'field.equipment.usageType.PERSONAL_ASSIGNMENT', message: 'Personal assignment' },
      SHARED_USE: /*i18n*/ { id: 'field.equipment.usageType.SHARED_USE', message: 'Shared use' },
      SHORT_TERM_LENDING: /*i18n*/ { id: 'field.equipment.usageType.SHORT_TERM_LENDING', message: 'Short-term lending' },
      WORK_FROM_HOME: /*i18n*/ { id: 'field.equipment.usageType.WORK_FROM_HOME', message: 'Work from home' },
    } satisfies Record<EquipmentUsageType, MessageDescriptor>,
  },
  managementType: {
    label: /*i18n*/ { id: 'field.equipment.managementType', message: 'Management type' },
    kind: 'enum',
    values: {
      INVENTORY: /*i18n*/ { id: 'field.equipment.managementType.INVENTORY', message: 'Inventory management' },
      DISTRIBUTION_LOG: /*i18n*/ { id: 'field.equipment.managementType.DISTRIBUTION_LOG', message: 'Distribution log management' },
      UNMANAGED: /*i18n*/ { id: 'field.equipment.managementType.UNMANAGED', message: 'Unmanaged' },
    } satisfies Record<EquipmentManagementType, MessageDescriptor>,
  },
  assignedPersonId: { label: /*i18n*/ { id: 'field.equipment.assignedPersonId', message: 'Assigned person' }, kind: 'reference', references: 'people' },
  placementPlaceId: { label: /*i18n*/ { id: 'field.equipment.placementPlaceId', message: 'Assigned place' }, kind: 'reference', references: 'places' },
  placementType: {
    label: /*i18n*/ { id: 'field.equipment.placementType', message: 'Placement type' },
    kind: 'enum',
    values: {
      STORED: /*i18n*/ { id: 'field.equipment.placementType.STORED', message: 'Stored' },
      FIXED: /*i18n*/ { id: 'field.equipment.placementType.FIXED', message: 'Fixed' },
      FREE: /*i18n*/ { id: 'field.equipment.placementType.FREE', message: 'Free' },
      MOVING: /*i18n*/ { id: 'field.equipment.placementType.MOVING', message: 'Moving' },
    } satisfies Record<EquipmentPlacementType, MessageDescriptor>,
  },
  locationStatus: {
    label: /*i18n*/ { id: 'field.equipment.locationStatus', message: 'Location status' },
    kind: 'enum',
    values: {
      IN_USE: /*i18n*/ { id: 'field.equipment.locationStatus.IN_USE', message: 'In use' },
      STORED: /*i18n*/ { id: 'field.equipment.locationStatus.STORED', message: 'In storage' },
      MOVING: /*i18n*/ { id: 'field.equipment.locationStatus.MOVING', message: 'Moving' },
      TO_BE_DISPOSED: /*i18n*/ { id: 'field.equipment.locationStatus.TO_BE_DISPOSED', message: 'To be disposed' },
      NOT_PLACED: /*i18n*/ { id: 'field.equipment.locationStatus.NOT_PLACED', message: 'Not placed' },
    } satisfies Record<EquipmentLocationStatus, MessageDescriptor>,
  },
  memo: { label: /*i18n*/ { id: 'field.equipment.memo', message: 'Memo' }, kind: 'text' },
});

/**
 * Equipment list `category` (001 §2): `ALL` (default; every equipment), `DISPOSED` (status
 * `DISPOSED`), `PENDING_DISPOSAL` (location status `TO_BE_DISPOSED` and not yet disposed).
 */
export const equipmentCategoryValues = ['ALL', 'DISPOSED', 'PENDING_DISPOSAL'] as const;
export type EquipmentCategory = (typeof equipmentCategoryValues)[number];

/**
 * Equipment list `sortColumn`, one per sortable list column (001 §2 columns): equipment (`NAME`,
 * default), type, model, serial number, asset tag, assigned person, assigned place, created at.
 */
export const equipmentSortColumnValues = [
  'NAME', 'EQUIPMENT_TYPE', 'MODEL', 'SERIAL_NUMBER', 'ASSET_TAG', 'ASSIGNED_PERSON', 'ASSIGNED_PLACE', 'CREATED_AT',
] as const;
export type EquipmentSortColumn = (typeof equipmentSortColumnValues)[number];

/** Longest equipment name, model, serial number and asset tag. */
export const equipmentTextMaxLength = 100;
/** Longest memo. */
export const equipmentMemoMaxLength = 1000;

const equipmentFilters = {
  category: v.optional(v.picklist(equipmentCategoryValues, messages.picklist.id), 'ALL'),
  equipmentTypeIdIn: v.optional(queryArray(idSchema), []),
  equipmentItemIdIn: v.optional(queryArray(idSchema), []),
  assignedWorkerIdIn: v.optional(queryArray(idSchema), []),
  placementPlaceIdIn: v.optional(queryArray(idSchema), []),
};

// 001 §2 names the direction `orderDirection` (not `sortOrder`): same values, same default.
const { sortOrder: equipmentOrderDirection, ...equipmentPaging } = listQueryEntries({ sortColumns: equipmentSortColumnValues, sortColumn: 'NAME' });

/**
 * Query of `GET /v2/equipment` (001 §2, §5): `pageIndex` (≥ 0, default 0), `pageSize` (1–1000,
 * default 100), `sortColumn` (`NAME` default), `orderDirection` (`asc`/`desc`, default `asc`),
 * `category` (`ALL` default), `freeText` (name, model, serial number, asset tag, type and item
 * names, the assigned person's name), and the id arrays `equipmentTypeIdIn`, `equipmentItemIdIn`,
 * `assignedWorkerIdIn` (person ids), `placementPlaceIdIn` (place ids) — repeated keys or comma lists.
 * Unknown keys and bad values answer 400 with the key as path.
 */
export const equipmentListQuerySchema = v.strictObject(
  { ...equipmentPaging, orderDirection: equipmentOrderDirection, ...equipmentFilters },
  messages.invalid.id,
);
export type EquipmentListQuery = v.InferOutput<typeof equipmentListQuerySchema>;
/** Query of `GET /v2/equipment-count`: the list's filters and `freeText`. */
export const equipmentCountQuerySchema = countQuery(equipmentFilters);
export type EquipmentCountQuery = v.InferOutput<typeof equipmentCountQuerySchema>;
/** URL search of `/equipment` (001 §2): the list query, each invalid value falling back to its default. */
export const equipmentSearchSchema = searchParamsSchema(equipmentListQuerySchema);
export type EquipmentSearch = v.InferOutput<typeof equipmentSearchSchema>;

/** The assigned person as rows show it (001 §3): `personId`, `name` (request's language), `avatarUrl`. */
export const equipmentAssignedPersonSchema = v.object({ personId: v.string(), name: v.string(), avatarUrl: v.nullable(v.string()) });
/** The assigned place as rows show it (001 §3 `assignedPlace (placeLabel)`): `placeId` and `placeLabel` (the place's name). */
export const equipmentAssignedPlaceSchema = v.object({ placeId: v.string(), placeLabel: v.string() });

/**
 * A row of the equipment list (001 §3 Equipment): id, name, equipmentTypeName, equipmentItemName,
 * model, serialNumber, assetTag, assignedPerson, assignedPlace, createdAt (ISO 8601), plus the ids
 * behind the names, `status`, `locationStatus` and `disabled`. Names are in the request's language.
 */
export const equipmentRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  equipmentTypeId: v.string(),
  equipmentTypeName: v.string(),
  equipmentItemId: v.nullable(v.string()),
  equipmentItemName: v.nullable(v.string()),
  model: v.nullable(v.string()),
  serialNumber: v.nullable(v.string()),
  assetTag: v.nullable(v.string()),
  status: equipmentStatusSchema,
  locationStatus: v.nullable(equipmentLocationStatusSchema),
  assignedPerson: v.nullable(equipmentAssignedPersonSchema),
  assignedPlace: v.nullable(equipmentAssignedPlaceSchema),
  disabled: v.boolean(),
  createdAt: v.string(),
});
export type EquipmentRow = v.InferOutput<typeof equipmentRowSchema>;

const text = (max: number) => v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(max, messages.maxLength.id)));
const optionalRef = v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id)));

/** `name` of equipment: required, 1–100 characters after trimming. */
export const equipmentNameSchema = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(equipmentTextMaxLength, messages.maxLength.id),
);

/**
 * Body of `POST /v2/equipment` (and the add form's values): `name` (required), `equipmentTypeId`
 * (required), `equipmentItemId` (an item of that type, or null), `model`, `serialNumber`,
 * `assetTag` (each ≤ 100, null for none; an asset tag is unique in the company), `managementType`,
 * `status` (default `STORED`), `usageType`, `placementType`, `locationStatus`, `assignedPersonId`,
 * `placementPlaceId` (the assigned place) and `memo` (≤ 1000). A reference that is not the company's
 * (or is disabled) answers 400 at its path.
 */
export const createEquipmentBodySchema = v.object({
  name: equipmentNameSchema,
  equipmentTypeId: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.uuid(messages.uuid.id)),
  equipmentItemId: v.optional(optionalRef, null),
  model: v.optional(text(equipmentTextMaxLength), null),
  serialNumber: v.optional(text(equipmentTextMaxLength), null),
  assetTag: v.optional(text(equipmentTextMaxLength), null),
  managementType: v.optional(v.nullable(equipmentManagementTypeSchema), null),
  status: v.optional(equipmentStatusSchema, 'STORED'),
  usageType: v.optional(v.nullable(equipmentUsageTypeSchema), null),
  placementType: v.optional(v.nullable(equipmentPlacementTypeSchema), null),
  locationStatus: v.optional(v.nullable(equipmentLocationStatusSchema), null),
  assignedPersonId: v.optional(optionalRef, null),
  placementPlaceId: v.optional(optionalRef, null),
  memo: v.optional(text(equipmentMemoMaxLength), null),
});
export type CreateEquipmentBody = v.InferOutput<typeof createEquipmentBodySchema>;
export type CreateEquipmentInput = v.InferInput<typeof createEquipmentBodySchema>;

/**
 * Body of `PATCH /v2/equipment/{id}`: the create fields (same rules) plus the `version` the editor
 * read; a stale `version` answers 409 `CONFLICT`.
 */
export const updateEquipmentBodySchema = v.object({ ...createEquipmentBodySchema.entries, version: versionSchema });
export type UpdateEquipmentBody = v.InferOutput<typeof updateEquipmentBodySchema>;
export type UpdateEquipmentInput = v.InferInput<typeof updateEquipmentBodySchema>;

/**
 * One equipment (`/equipment/{id}`): the row's fields plus everything the form edits
 * (`managementType`, `usageType`, `placementType`, `assignedPersonId`, `placementPlaceId`, `memo`),
 * `version` (starts at 1) and `updatedAt`.
 */
export const equipmentDetailSchema = v.object({
  ...equipmentRowSchema.entries,
  managementType: v.nullable(equipmentManagementTypeSchema),
  usageType: v.nullable(equipmentUsageTypeSchema),
  placementType: v.nullable(equipmentPlacementTypeSchema),
  assignedPersonId: v.nullable(v.string()),
  placementPlaceId: v.nullable(v.string()),
  memo: v.nullable(v.string()),
  version: v.number(),
  updatedAt: v.string(),
});
export type EquipmentDetail = v.InferOutput<typeof equipmentDetailSchema>;

/** Path params of the one-record calls: `id` (anything that is not one of the company's ids is 404). */
export const equipmentIdParamsSchema = idParamsSchema;

/**
 * The equipment resource (001 §2, §4, §7; DECISIONS.md), operator only, product GA:
 * - `list` `GET /v2/equipment` — one page of equipment; `count` `GET /v2/equipment-count` — how many match;
 * - `get` `GET /v2/equipment/{id}` — one equipment; 404 when it is not the company's;
 * - `create` `POST /v2/equipment` — 201 `{ id }`; 400 with field paths;
 * - `update` `PATCH /v2/equipment/{id}` — replaces the fields; answers the updated equipment. 409 on a stale `version`;
 * - `enable` / `disable` `PATCH /v2/equipment/{id}/enable|disable` (001 §4) — answer the equipment with `disabled` false / true.
 */
export const equipmentResource = resource({
  path: '/v2/equipment', access: 'operator', product: 'GA', detail: equipmentDetailSchema,
  list: { summary: 'Equipment', row: equipmentRowSchema, query: equipmentListQuerySchema, countQuery: equipmentCountQuerySchema },
  get: { summary: 'One equipment' },
  create: { summary: 'Create equipment', body: createEquipmentBodySchema },
  update: { summary: 'Update equipment', body: updateEquipmentBodySchema },
  enable: { summary: 'Enable equipment' },
  disable: { summary: 'Disable equipment' },
});
export const {
  list: listEquipmentEndpoint,
  count: countEquipmentEndpoint,
  get: getEquipmentEndpoint,
  create: createEquipmentEndpoint,
  update: updateEquipmentEndpoint,
  enable: enableEquipmentEndpoint,
  disable: disableEquipmentEndpoint,
} = equipmentResource.endpoints;

/* ------------------------------------------------------------------ equipment types and items */

/** A master-data code (equipment types and items): 1–50 characters of letters, digits, `-`, `_`, `.`. */
export const equipmentCodeSchema = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(50, messages.maxLength.id),
  v.regex(/^[A-Za-z0-9._-]+$/, messages.codeFormat.id),
);
const masterName = v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(100, messages.maxLength.id));
const displayOrder = v.optional(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(0), v.maxValue(1_000_000)), 0);

/**
 * An equipment type (001 §3, master data: name, code, displayOrder, disabled flag): `name` in the
 * request's language, both `nameJa` and `nameEn` for the edit form, and `version` (every update,
 * enable and disable adds one).
 */
export const equipmentTypeSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: v.string(),
  nameJa: v.string(),
  nameEn: v.string(),
  displayOrder: v.number(),
  disabled: v.boolean(),
  /** Optimistic concurrency: send it back with an update (issue 29). */
  version: v.number(),
});
export type EquipmentType = v.InferOutput<typeof equipmentTypeSchema>;

/**
 * Body of `POST /v2/equipment-types` (001 §7 "not shown": decided here): `code` (unique in the
 * company, 409 otherwise), `nameJa` (required), `nameEn` (null → the Japanese name), `displayOrder`.
 */
export const createEquipmentTypeBodySchema = v.object({
  code: equipmentCodeSchema,
  nameJa: masterName,
  nameEn: v.optional(v.nullable(masterName), null),
  displayOrder,
});
export type CreateEquipmentTypeBody = v.InferOutput<typeof createEquipmentTypeBodySchema>;
export type CreateEquipmentTypeInput = v.InferInput<typeof createEquipmentTypeBodySchema>;
/**
 * Body of `PATCH /v2/equipment-types/{id}`: the create fields (same rules), all replaced, and
 * `version` (required; issue 29), the version the editor read: a stale one answers 409 `CONFLICT`
 * without field errors and changes nothing.
 */
export const updateEquipmentTypeBodySchema = v.object({ ...createEquipmentTypeBodySchema.entries, version: versionSchema });
export type UpdateEquipmentTypeBody = v.InferOutput<typeof updateEquipmentTypeBodySchema>;
export type UpdateEquipmentTypeInput = v.InferInput<typeof updateEquipmentTypeBodySchema>;

/**
 * An equipment item (001 §3): a catalogue entry of one type (`equipmentTypeId`, `equipmentTypeName`),
 * with `code`, names, optional `maker` and `model`, `displayOrder`, `disabled` and `version` (every
 * update, enable and disable adds one).
 */
export const equipmentItemSchema = v.object({
  id: v.string(),
  equipmentTypeId: v.string(),
  equipmentTypeName: v.string(),
  code: v.string(),
  name: v.string(),
  nameJa: v.string(),
  nameEn: v.string(),
  maker: v.nullable(v.string()),
  model: v.nullable(v.string()),
  displayOrder: v.number(),
  disabled: v.boolean(),
  /** Optimistic concurrency: send it back with an update (issue 29). */
  version: v.number(),
});
export type EquipmentItem = v.InferOutput<typeof equipmentItemSchema>;

/**
 * Body of `POST /v2/equipment-items`: `equipmentTypeId` (one of the company's types), `code`
 * (unique in the company, 409 otherwise), `nameJa`, `nameEn` (null → Japanese), `maker`, `model`
 * (≤ 100, null for none), `displayOrder`.
 */
export const createEquipmentItemBodySchema = v.object({
  equipmentTypeId: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.uuid(messages.uuid.id)),
  code: equipmentCodeSchema,
  nameJa: masterName,
  nameEn: v.optional(v.nullable(masterName), null),
  maker: v.optional(text(equipmentTextMaxLength), null),
  model: v.optional(text(equipmentTextMaxLength), null),
  displayOrder,
});
export type CreateEquipmentItemBody = v.InferOutput<typeof createEquipmentItemBodySchema>;
export type CreateEquipmentItemInput = v.InferInput<typeof createEquipmentItemBodySchema>;
/**
 * Body of `PATCH /v2/equipment-items/{id}`: the create fields (same rules), all replaced, and
 * `version` (required; issue 29): a stale one answers 409 `CONFLICT` without field errors.
 */
export const updateEquipmentItemBodySchema = v.object({ ...createEquipmentItemBodySchema.entries, version: versionSchema });
export type UpdateEquipmentItemBody = v.InferOutput<typeof updateEquipmentItemBodySchema>;
export type UpdateEquipmentItemInput = v.InferInput<typeof updateEquipmentItemBodySchema>;

/**
 * Query of `GET /v2/equipment-types` and `GET /v2/equipment-items`: `freeText` (code or either
 * name), `includeDisabled` (default false: pickers show enabled ones only; the settings pages pass
 * true) and, for items, `equipmentTypeIdIn`. Ordered by display order, then code. Not paged: master
 * data is small.
 */
export const equipmentMasterQuerySchema = v.strictObject(
  {
    freeText: v.optional(freeTextSchema),
    includeDisabled: v.optional(v.pipe(v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], messages.invalid.id), v.transform((x) => x === true || x === 'true' || x === '1')), false),
  },
  messages.invalid.id,
);
export const equipmentItemsQuerySchema = v.strictObject(
  { ...equipmentMasterQuerySchema.entries, equipmentTypeIdIn: v.optional(queryArray(idSchema), []) },
  messages.invalid.id,
);

/** `GET /v2/equipment-types` — `{ items: EquipmentType[] }`. Operator only. */
export const listEquipmentTypesEndpoint = endpoint({
  method: 'GET',
  path: '/v2/equipment-types',
  summary: 'Equipment types',
  access: 'operator', product: 'GA',
  query: equipmentMasterQuerySchema,
  responses: { 200: listResponse(equipmentTypeSchema), ...errorResponses(400, 401, 403) },
});

/**
 * Equipment types as a resource (001 §4, §7): `create` `POST /v2/equipment-types` (201 with the new
 * type; 409 when the code is taken), `update` `PATCH /v2/equipment-types/{id}` (the updated type;
 * 404 unknown, 409 code taken or stale `version`), `enable` / `disable` `PATCH /v2/equipment-types/{id}/enable|disable`
 * (a disabled type is not offered for new equipment or imports).
 */
export const equipmentTypesResource = resource({
  path: '/v2/equipment-types', access: 'operator', product: 'GA', detail: equipmentTypeSchema,
  create: { summary: 'Create an equipment type', body: createEquipmentTypeBodySchema, response: equipmentTypeSchema, conflict: true },
  update: { summary: 'Update an equipment type', body: updateEquipmentTypeBodySchema },
  enable: { summary: 'Enable an equipment type' },
  disable: { summary: 'Disable an equipment type' },
});
export const {
  create: createEquipmentTypeEndpoint,
  update: updateEquipmentTypeEndpoint,
  enable: enableEquipmentTypeEndpoint,
  disable: disableEquipmentTypeEndpoint,
} = equipmentTypesResource.endpoints;

/** `GET /v2/equipment-items` — `{ items: EquipmentItem[] }`, optionally of some types. Operator only. */
export const listEquipmentItemsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/equipment-items',
  summary: 'Equipment items',
  access: 'operator', product: 'GA',
  query: equipmentItemsQuerySchema,
  responses: { 200: listResponse(equipmentItemSchema), ...errorResponses(400, 401, 403) },
});

/**
 * Equipment items as a resource (001 §4, §7): `create` `POST /v2/equipment-items` (201 with the new
 * item; 400 for an unknown type, 409 code taken), `update` `PATCH /v2/equipment-items/{id}` (the
 * updated item; 409 code taken or stale `version`), `enable` / `disable` `PATCH /v2/equipment-items/{id}/enable|disable`.
 */
export const equipmentItemsResource = resource({
  path: '/v2/equipment-items', access: 'operator', product: 'GA', detail: equipmentItemSchema,
  create: { summary: 'Create an equipment item', body: createEquipmentItemBodySchema, response: equipmentItemSchema, conflict: true },
  update: { summary: 'Update an equipment item', body: updateEquipmentItemBodySchema },
  enable: { summary: 'Enable an equipment item' },
  disable: { summary: 'Disable an equipment item' },
});
export const {
  create: createEquipmentItemEndpoint,
  update: updateEquipmentItemEndpoint,
  enable: enableEquipmentItemEndpoint,
  disable: disableEquipmentItemEndpoint,
} = equipmentItemsResource.endpoints;

/* ------------------------------------------------------------------------------------- CSV */

/**
 * Columns of the equipment CSV (001 §3 Equipment), in file order. `id` empty = a new equipment,
 * else the equipment to update. References are resolved by the dry run: `equipmentType` and
 * `equipmentItem` by code or name (Japanese or English; the item within the row's type),
 * `assignedPerson` by worker number or e-mail, `assignedPlace` by place code or name. Enumerations
 * accept the value (`IN_USE`) or its label in either language (使用中, In use). The header row may
 * use the keys or the labels in either language. Required: `name`, `equipmentType`.
 */
export const equipmentCsvColumns = [
  'id', 'name', 'equipmentType', 'equipmentItem', 'model', 'serialNumber', 'assetTag', 'managementType', 'status',
  'usageType', 'placementType', 'locationStatus', 'assignedPerson', 'assignedPlace', 'memo',
] as const;
export type EquipmentCsvColumn = (typeof equipmentCsvColumns)[number];

/**
 * Column headers of the equipment CSV files: the `equipmentFields` labels (a reference column's
 * header is its field's: `equipmentType` → `equipmentTypeId`, `assignedPlace` → `placementPlaceId`,
 * …), plus `id`. The import matches a header by the column key or this label in either language
 * (issue 30; docs/fields.md).
 */
export const equipmentCsvColumnLabels: Record<EquipmentCsvColumn, MessageDescriptor> = {
  id: /*i18n*/ { id: 'equipment.csv.id', message: 'ID' },
  name: equipmentFields.name.label,
  equipmentType: equipmentFields.equipmentTypeId.label,
  equipmentItem: equipmentFields.equipmentItemId.label,
  model: equipmentFields.model.label,
  serialNumber: equipmentFields.serialNumber.label,
  assetTag: equipmentFields.assetTag.label,
  managementType: equipmentFields.managementType.label,
  status: equipmentFields.status.label,
  usageType: equipmentFields.usageType.label,
  placementType: equipmentFields.placementType.label,
  locationStatus: equipmentFields.locationStatus.label,
  assignedPerson: equipmentFields.assignedPersonId.label,
  assignedPlace: equipmentFields.placementPlaceId.label,
  memo: equipmentFields.memo.label,
};

/**
 * `GET /v2/equipment-csv` (001 §7: `mode=view`, `encoding=UTF-8`; the view export takes the list's
 * filters and sort, `sortColumn` and `orderDirection`) and `POST /v2/equipment-csv` (000 §7: dry run or import). See `csvEndpoints`.
 */
export const equipmentCsvEndpoints = csvEndpoints({
  product: 'GA',
  module: 'equipment',
  path: '/v2/equipment-csv',
  summary: 'Equipment',
  columns: equipmentCsvColumns,
  // a `view` takes the list's filters and its sort (issue 31: the file holds what the list shows)
  filters: {
    ...equipmentFilters,
    freeText: v.optional(freeTextSchema),
    sortColumn: v.optional(v.picklist(equipmentSortColumnValues, messages.picklist.id), 'NAME'),
    orderDirection: v.optional(sortOrderSchema, 'asc'),
  },
});
