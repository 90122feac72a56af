import * as v from 'valibot';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { queryArray } from '../common/list-query';
import { idParamsSchema, listSchemas, resource, versionSchema } from '../common/resource';
import { deviceGenreSchema } from '../marketplace/store';

/**
 * Networks (000 §2 "Networks" search and "Network add screen", §3 Network, §5 validation, §7
 * `POST /v2/networks`, §8 errors, §9 limits). The calls the spec leaves "not shown" follow
 * DECISIONS.md: `GET /v2/networks`, `GET /v2/networks-count`, `GET`/`PATCH`/`DELETE /v2/networks/{id}`.
 */

/** networkType (000 §3). */
export const networkTypeValues = ['INTERNAL', 'EXTERNAL', 'VPN', 'DEDICATED_LINE', 'CLOUD'] as const;
export const networkTypeSchema = v.picklist(networkTypeValues, messages.picklist.id);
export type NetworkType = v.InferOutput<typeof networkTypeSchema>;

/** connectionType (000 §3). */
export const connectionTypeValues = ['WIRED', 'WIRELESS', 'BOTH'] as const;
export const connectionTypeSchema = v.picklist(connectionTypeValues, messages.picklist.id);
export type ConnectionType = v.InferOutput<typeof connectionTypeSchema>;

/** networkCategory (000 §3); the list filter adds `ALL`. */
export const networkCategoryValues = ['SHARED_INTERNAL', 'PERSONAL_USE', 'COMPANY_ASSET', 'CUSTOMER_ENVIRONMENT'] as const;
export const networkCategorySchema = v.picklist(networkCategoryValues, messages.picklist.id);
export type NetworkCategory = v.InferOutput<typeof networkCategorySchema>;

/** accessLevel (000 §3). */
export const accessLevelValues = ['FULL_ACCESS', 'READ_ONLY', 'LIMITED', 'NO_ACCESS'] as const;
export const accessLevelSchema = v.picklist(accessLevelValues, messages.picklist.id);
export type AccessLevel = v.InferOutput<typeof accessLevelSchema>;

/** accessStatus (000 §3). */
export const accessStatusValues = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'EXPIRED'] as const;
export const accessStatusSchema = v.picklist(accessStatusValues, messages.picklist.id);
export type AccessStatus = v.InferOutput<typeof accessStatusSchema>;

/** subjectType (000 §3): who the access control applies to. */
export const subjectTypeValues = ['USER', 'DEVICE'] as const;
export const subjectTypeSchema = v.picklist(subjectTypeValues, messages.picklist.id);
export type SubjectType = v.InferOutput<typeof subjectTypeSchema>;

/** destinationType (000 §3): the network leads to a device or a place. */
export const destinationTypeValues = ['DEVICE', 'PLACE'] as const;
export const destinationTypeSchema = v.picklist(destinationTypeValues, messages.picklist.id);
export type DestinationType = v.InferOutput<typeof destinationTypeSchema>;

/** Labels of an enumeration's codes. */
type Labels<V extends string> = Record<V, MessageDescriptor>;

/**
 * The network's fields, described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * payload's dotted path as the audit log names them (`networkInformation.networkName`, …): the
 * networks list's column titles and type filter, the add and edit forms (labels and choices), the
 * network's page and its history tab (labels and enumeration values) read these labels. Networks
 * have no CSV. The references (place, device, admin contact) are named in the history by the name
 * the audit entry stores (a place and a person; a device has no stored name yet).
 */
export const networkFields = fields({
  'networkInformation.networkName': { label: /*i18n*/ { id: 'field.network.networkInformation.networkName', message: 'Network name' }, kind: 'text' },
  'networkInformation.networkType': {
    label: /*i18n*/ { id: 'field.network.networkInformation.networkType', message: 'Network type' },
    kind: 'enum',
    values: {
      INTERNAL: /*i18n*/ { id: 'field.network.networkInformation.networkType.INTERNAL', message: 'Internal network' },
      EXTERNAL: /*i18n*/ { id: 'field.network.networkInformation.networkType.EXTERNAL', message: 'External network' },
      VPN: /*i18n*/ { id: 'field.network.networkInformation.networkType.VPN', message: 'VPN' },
      DEDICATED_LINE: /*i18n*/ { id: 'field.network.networkInformation.networkType.DEDICATED_LINE', message: 'Dedicated line' },
      CLOUD: /*i18n*/ { id: 'field.network.networkInformation.networkType.CLOUD', message: 'Cloud' },
    } satisfies Labels<NetworkType>,
  },
  'networkInformation.connectionType': {
    label: /*i18n*/ { id: 'field.network.networkInformation.connectionType', message: 'Connection type' },
    kind: 'enum',
    values: {
      WIRED: /*i18n*/ { id: 'field.network.networkInformation.connectionType.WIRED', message: 'Wired' },
      WIRELESS: /*i18n*/ { id: 'field.network.networkInformation.connectionType.WIRELESS', message: 'Wireless' },
      BOTH: /*i18n*/ { id: 'field.network.networkInformation.connectionType.BOTH', message: 'Wired and wireless' },
    } satisfies Labels<ConnectionType>,
  },
  'networkInformation.networkCategory': {
    label: /*i18n*/ { id: 'field.network.networkInformation.networkCategory', message: 'Network category' },
    kind: 'enum',
    values: {
      SHARED_INTERNAL: /*i18n*/ { id: 'field.network.networkInformation.networkCategory.SHARED_INTERNAL', message: 'Shared internal' },
      PERSONAL_USE: /*i18n*/ { id: 'field.network.networkInformation.networkCategory.PERSONAL_USE', message: 'Personal use' },
      COMPANY_ASSET: /*i18n*/ { id: 'field.network.networkInformation.networkCategory.COMPANY_ASSET', message: 'Company asset' },
      CUSTOMER_ENVIRONMENT: /*i18n*/ { id: 'field.network.networkInformation.networkCategory.CUSTOMER_ENVIRONMENT', message: 'Customer environment' },
    } satisfies Labels<NetworkCategory>,
  },
  'networkInformation.purpose': { label: /*i18n*/ { id: 'field.network.networkInformation.purpose', message: 'Purpose' }, kind: 'text' },
  'networkInformation.destinationType': {
    label: /*i18n*/ { id: 'field.network.networkInformation.destinationType', message: 'Destination type' },
    kind: 'enum',
    values: {
      DEVICE: /*i18n*/ { id: 'field.network.networkInformation.destinationType.DEVICE', message: 'Device' },
      PLACE: /*i18n*/ { id: 'field.network.networkInformation.destinationType.PLACE', message: 'Place' },
    } satisfies Labels<DestinationType>,
  },
  'networkInformation.placeId': { label: /*i18n*/ { id: 'field.network.networkInformation.placeId', message: 'Destination place' }, kind: 'reference', references: 'places' },
  'networkInformation.deviceId': { label: /*i18n*/ { id: 'field.network.networkInformation.deviceId', message: 'Destination device' }, kind: 'reference', references: 'devices' },
  'adminContact.personId': { label: /*i18n*/ { id: 'field.network.adminContact.personId', message: 'Admin contact' }, kind: 'reference', references: 'people' },
  'accessControl.accessLevel': {
    label: /*i18n*/ { id: 'field.network.accessControl.accessLevel', message: 'Access level' },
    kind: 'enum',
    values: {
      FULL_ACCESS: /*i18n*/ { id: 'field.network.accessControl.accessLevel.FULL_ACCESS', message: 'Full access' },
      READ_ONLY: /*i18n*/ { id: 'field.network.accessControl.accessLevel.READ_ONLY', message: 'Read only' },
      LIMITED: /*i18n*/ { id: 'field.network.accessControl.accessLevel.LIMITED', message: 'Limited' },
      NO_ACCESS: /*i18n*/ { id: 'field.network.accessControl.accessLevel.NO_ACCESS', message: 'No access' },
    } satisfies Labels<AccessLevel>,
  },
  'accessControl.accessStatus': {
    label: /*i18n*/ { id: 'field.network.accessControl.accessStatus', message: 'Access status' },
    kind: 'enum',
    values: {
      ACTIVE: /*i18n*/ { id: 'field.network.accessControl.accessStatus.ACTIVE', message: 'Active' },
      INACTIVE: /*i18n*/ { id: 'field.network.accessControl.accessStatus.INACTIVE', message: 'Inactive' },
      SUSPENDED: /*i18n*/ { id: 'field.network.accessControl.accessStatus.SUSPENDED', message: 'Suspended' },
      EXPIRED: /*i18n*/ { id: 'field.network.accessControl.accessStatus.EXPIRED', message: 'Expired' },
    } satisfies Labels<AccessStatus>,
  },
  'accessControl.accessPeriodFrom': { label: /*i18n*/ { id: 'field.network.accessControl.accessPeriodFrom', message: 'Access period from' }, kind: 'date' },
  'accessControl.accessPeriodTo': { label: /*i18n*/ { id: 'field.network.accessControl.accessPeriodTo', message: 'Access period to' }, kind: 'date' },
  'accessControl.subjectType': {
    label: /*i18n*/ { id: 'field.network.accessControl.subjectType', message: 'Subject type' },
    kind: 'enum',
    values: {
      USER: /*i18n*/ { id: 'field.network.accessControl.subjectType.USER', message: 'User' },
      DEVICE: /*i18n*/ { id: 'field.network.accessControl.subjectType.DEVICE', message: 'Device' },
    } satisfies Labels<SubjectType>,
  },
});

/** Network name length (000 §9): 1 to 100 characters. */
export const networkNameMaxLength = 100;
/** Purpose length (000 §9): at most 200 characters. */
export const networkPurposeMaxLength = 200;

/**
 * `networkName` (000 §5): required, 1–100 characters, not only whitespace. An empty value reads
 * "required"; spaces only (ASCII or the ideographic space U+3000) read
 * `validation.network.name.whitespaceOnly`; 101+ characters read "at most 100".
 */
export const networkNameSchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  // '' already reads "required"; only a non-empty all-space name is "only spaces"
  v.check((name) => name === '' || name.trim() !== '', messages.networkNameWhitespaceOnly.id),
  v.maxLength(networkNameMaxLength, messages.maxLength.id),
);

/** `purpose` (000 §5): optional, at most 200 characters; `null` or `''` mean none. */
export const networkPurposeSchema = v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(networkPurposeMaxLength, messages.maxLength.id)));

/** An optional reference id (a UUID) or `null`. */
const optionalId = v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id)));
/** An optional calendar date `YYYY-MM-DD` or `null`. */
const optionalDate = v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id)));

/**
 * `networkInformation` of the create/update payload (000 §3, §5). Every field but `networkName` may
 * be `null`. Destination exclusivity: `placeId` only with `destinationType` `PLACE`, `deviceId`
 * only with `DEVICE` (each error is reported at the offending id's path).
 */
export const networkInformationSchema = v.pipe(
  v.object({
    networkName: networkNameSchema,
    networkType: v.nullable(networkTypeSchema),
    connectionType: v.nullable(connectionTypeSchema),
    networkCategory: v.nullable(networkCategorySchema),
    purpose: networkPurposeSchema,
    destinationType: v.nullable(destinationTypeSchema),
    placeId: optionalId,
    deviceId: optionalId,
  }),
  v.forward(
    v.partialCheck([['destinationType'], ['placeId']], (i) => i.placeId === null || i.destinationType === 'PLACE', messages.placeNotRelevant.id),
    ['placeId'],
  ),
  v.forward(
    v.partialCheck([['destinationType'], ['deviceId']], (i) => i.deviceId === null || i.destinationType === 'DEVICE', messages.deviceNotRelevant.id),
    ['deviceId'],
  ),
);
export type NetworkInformation = v.InferOutput<typeof networkInformationSchema>;

/** `adminContact` of the payload: the administering worker (`personId`), or `null` for none. */
export const networkAdminContactInputSchema = v.object({ personId: optionalId });

/**
 * `accessControl` of the payload (000 §3): all optional; `accessPeriodTo` must not be before
 * `accessPeriodFrom` (reported at `accessPeriodTo`).
 */
export const networkAccessControlSchema = v.pipe(
  v.object({
    accessLevel: v.nullable(accessLevelSchema),
    accessStatus: v.nullable(accessStatusSchema),
    accessPeriodFrom: optionalDate,
    accessPeriodTo: optionalDate,
    subjectType: v.nullable(subjectTypeSchema),
  }),
  v.forward(
    v.partialCheck(
      [['accessPeriodFrom'], ['accessPeriodTo']],
      (a) => a.accessPeriodFrom === null || a.accessPeriodTo === null || a.accessPeriodFrom <= a.accessPeriodTo,
      messages.periodOrder.id,
    ),
    ['accessPeriodTo'],
  ),
);
export type NetworkAccessControl = v.InferOutput<typeof networkAccessControlSchema>;

/**
 * Body of `POST /v2/networks` (000 §3 "Network (create payload)"): `{ networkInformation,
 * adminContact, accessControl }`. The add form validates its values with this same schema.
 */
export const createNetworkBodySchema = v.object({
  networkInformation: networkInformationSchema,
  adminContact: networkAdminContactInputSchema,
  accessControl: networkAccessControlSchema,
});
export type CreateNetworkBody = v.InferOutput<typeof createNetworkBodySchema>;
export type CreateNetworkInput = v.InferInput<typeof createNetworkBodySchema>;

/**
 * Body of `PATCH /v2/networks/{id}`: the whole payload again plus the `version` the editor read.
 * A `version` that is no longer current answers 409 `CONFLICT` (someone saved in between).
 */
export const updateNetworkBodySchema = v.object({ ...createNetworkBodySchema.entries, version: versionSchema });
export type UpdateNetworkBody = v.InferOutput<typeof updateNetworkBodySchema>;

/** The administering worker as rows and the detail show it (000 §3 "Network list row"). */
export const networkAdminContactSchema = v.object({
  personId: v.string(),
  name: v.string(),
  avatarUrl: v.nullable(v.string()),
  primaryWorkerEmail: v.nullable(v.string()),
});
export type NetworkAdminContact = v.InferOutput<typeof networkAdminContactSchema>;

/** The destination place as rows show it: id and name (in the request's language). */
export const networkDestinationPlaceSchema = v.object({ id: v.string(), name: v.string() });
/**
 * The destination device as rows show it: id, name, avatar and genre (the avatar's fallback icon;
 * absent or `null` when unknown, so older answers and fixtures still parse).
 */
export const networkDestinationDeviceSchema = v.object({ id: v.string(), name: v.string(), avatarUrl: v.nullable(v.string()), genre: v.nullish(deviceGenreSchema) });

/**
 * A row of the networks list (000 §3 "Network list row"): id, networkName, networkType, purpose,
 * connectionType, destinationType, destinationPlaceContent, destinationDeviceContent and
 * adminContact (each reference `null` when unset).
 */
export const networkRowSchema = v.object({
  id: v.string(),
  networkName: v.string(),
  networkType: v.nullable(networkTypeSchema),
  networkCategory: v.nullable(networkCategorySchema),
  purpose: v.nullable(v.string()),
  connectionType: v.nullable(connectionTypeSchema),
  destinationType: v.nullable(destinationTypeSchema),
  destinationPlaceContent: v.nullable(networkDestinationPlaceSchema),
  destinationDeviceContent: v.nullable(networkDestinationDeviceSchema),
  adminContact: v.nullable(networkAdminContactSchema),
});
export type NetworkRow = v.InferOutput<typeof networkRowSchema>;

/**
 * One network with everything the detail page shows: the row's fields, `networkInformation` and
 * `accessControl` as the form edits them, `version` (optimistic concurrency, starts at 1) and the
 * ISO 8601 `createdAt` / `updatedAt`.
 */
export const networkDetailSchema = v.object({
  ...networkRowSchema.entries,
  networkInformation: v.object({
    networkName: v.string(),
    networkType: v.nullable(networkTypeSchema),
    connectionType: v.nullable(connectionTypeSchema),
    networkCategory: v.nullable(networkCategorySchema),
    purpose: v.nullable(v.string()),
    destinationType: v.nullable(destinationTypeSchema),
    placeId: v.nullable(v.string()),
    deviceId: v.nullable(v.string()),
  }),
  accessControl: v.object({
    accessLevel: v.nullable(accessLevelSchema),
    accessStatus: v.nullable(accessStatusSchema),
    accessPeriodFrom: v.nullable(v.string()),
    accessPeriodTo: v.nullable(v.string()),
    subjectType: v.nullable(subjectTypeSchema),
  }),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type NetworkDetail = v.InferOutput<typeof networkDetailSchema>;

/** Networks `sortColumn` (000 §2); default `NETWORK_NAME`. `ADMIN_CONTACT` sorts by the contact's name. */
export const networkSortColumnValues = ['NETWORK_NAME', 'NETWORK_TYPE', 'PURPOSE', 'ADMIN_CONTACT'] as const;
/** Networks `networkCategory` filter (000 §3: "filter adds ALL"); default `ALL`. */
export const networkCategoryFilterValues = ['ALL', ...networkCategoryValues] as const;

const networksSearch = listSchemas({
  sortColumns: networkSortColumnValues,
  sortColumn: 'NETWORK_NAME',
  filters: {
    networkCategory: v.optional(v.picklist(networkCategoryFilterValues, messages.picklist.id), 'ALL'),
    networkType: v.optional(queryArray(networkTypeSchema), []),
  },
});

/**
 * Query of `GET /v2/networks` (000 §2): `sortOrder`, `sortColumn`, `freeText` (network name,
 * purpose, and the admin contact's name in Japanese, kana or English and e-mail), `networkCategory`
 * (`ALL` default), `networkType` (array: repeated keys or a comma list), `pageIndex` (0),
 * `pageSize` (100, 1–1000).
 */
export const networksListQuerySchema = networksSearch.query;
export type NetworksListQuery = v.InferOutput<typeof networksListQuerySchema>;
/** Query of `GET /v2/networks-count`: the list's filters and `freeText`. */
export const networksCountQuerySchema = networksSearch.count;
export type NetworksCountQuery = v.InferOutput<typeof networksCountQuerySchema>;
/** URL search of `/networks`: invalid values fall back to their defaults. */
export const networksSearchSchema = networksSearch.search;
export type NetworksSearch = v.InferOutput<typeof networksSearchSchema>;

/** Path params of the one-network calls: `id` (a UUID; anything else is 404, not 400). */
export const networkIdParamsSchema = idParamsSchema;

/**
 * The networks resource (000 §2, §7; DECISIONS.md "not shown" calls), operator only, product IT:
 * - `list` `GET /v2/networks` — one page of networks; `count` `GET /v2/networks-count` — how many match;
 * - `create` `POST /v2/networks` (000 §7) — 201 `{ id }`; 400 with field paths
 *   (`networkInformation.networkName`, …) when the payload breaks a rule of 000 §5, or when a
 *   referenced place, device or person is not the company's;
 * - `get` `GET /v2/networks/{id}` — one network; 404 when it is not the company's;
 * - `update` `PATCH /v2/networks/{id}` — replaces the fields (same rules as create) and answers the
 *   network with its new `version`; 409 `CONFLICT` when `version` is stale; 404 when gone;
 * - `delete` `DELETE /v2/networks/{id}` — 204; 404 when it is not the company's.
 */
export const networksResource = resource({
  path: '/v2/networks', access: 'operator', product: 'IT', detail: networkDetailSchema,
  list: { summary: 'Networks', row: networkRowSchema, query: networksListQuerySchema, countQuery: networksCountQuerySchema },
  create: { summary: 'Create a network', body: createNetworkBodySchema },
  get: { summary: 'One network' },
  update: { summary: 'Update a network', body: updateNetworkBodySchema },
  delete: { summary: 'Delete a network' },
});
export const {
  list: listNetworksEndpoint,
  count: countNetworksEndpoint,
  create: createNetworkEndpoint,
  get: getNetworkEndpoint,
  update: updateNetworkEndpoint,
  delete: deleteNetworkEndpoint,
} = networksResource.endpoints;
