import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { bilingualNameEntries, optionalEnglishName } from '../common/locale';
import { countQuery, listQueryEntries, listResponse, countResponseSchema, queryArray, queryInteger, searchParamsSchema, sortOrderSchema, type SortOrder } from '../common/list-query';
import { idParamsSchema, resource, versionSchema } from '../common/resource';

/**
 * Fleets: the company's vehicles (001 §2 "fleets"; 000 §2 `/fleets/add` with `mainType`,
 * `/fleets/add-select`). Calls (product GA, operator only): `GET|POST /v2/fleets`,
 * `GET /v2/fleets-count`, `GET|PATCH|DELETE /v2/fleets/{id}`, `GET|POST /v2/fleets/{id}/mileage`,
 * `GET /v2/fleet-alerts`, `GET /v2/fleet-alerts-count`, `GET /v2/fleets-overview`,
 * `GET|PATCH /v2/fleet-settings`. Decisions the spec leaves open: docs/fleets.md.
 */

/** The vehicle's main type (車種): 乗用車, 軽自動車, バン, トラック, 二輪車. */
export const fleetMainTypeValues = ['CAR', 'KEI_CAR', 'VAN', 'TRUCK', 'MOTORCYCLE'] as const;
export const fleetMainTypeSchema = v.picklist(fleetMainTypeValues, messages.picklist.id);
export type FleetMainType = v.InferOutput<typeof fleetMainTypeSchema>;

/** 所有形態: owned by the company, leased, rented. */
export const fleetOwnershipValues = ['OWNED', 'LEASED', 'RENTAL'] as const;
export const fleetOwnershipSchema = v.picklist(fleetOwnershipValues, messages.picklist.id);
export type FleetOwnership = v.InferOutput<typeof fleetOwnershipSchema>;

/** Fuel type. */
export const fleetFuelTypeValues = ['GASOLINE', 'DIESEL', 'HYBRID', 'ELECTRIC'] as const;
export const fleetFuelTypeSchema = v.picklist(fleetFuelTypeValues, messages.picklist.id);
export type FleetFuelType = v.InferOutput<typeof fleetFuelTypeSchema>;

/** The vehicle's status: in use, in maintenance, retired (廃車 / returned). */
export const fleetStatusValues = ['ACTIVE', 'IN_MAINTENANCE', 'RETIRED'] as const;
export const fleetStatusSchema = v.picklist(fleetStatusValues, messages.picklist.id);
export type FleetStatus = v.InferOutput<typeof fleetStatusSchema>;

/**
 * The vehicle's fields, described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * payload's name as the audit log names them (`fleetPayload` in api/src/ga-places/fleets.ts) plus
 * the odometer `mileageKm`: the vehicles list's column titles (and its column settings), the add
 * and edit forms' labels and choices, the vehicle's page and its history tab read these labels and
 * enumeration values (車種, 所有形態, 燃料, 状態), in the screens' wording. `placeId` 保管拠点 and
 * `assignedPersonId` 使用者 are references: the history shows the name stored with the change.
 */
export const fleetFields = fields({
  mainType: {
    label: /*i18n*/ { id: 'field.fleet.mainType', message: 'Vehicle type' },
    kind: 'enum',
    values: {
      CAR: /*i18n*/ { id: 'field.fleet.mainType.CAR', message: 'Car' },
      KEI_CAR: /*i18n*/ { id: 'field.fleet.mainType.KEI_CAR', message: 'Kei car' },
      VAN: /*i18n*/ { id: 'field.fleet.mainType.VAN', message: 'Van' },
      TRUCK: /*i18n*/ { id: 'field.fleet.mainType.TRUCK', message: 'Truck' },
      MOTORCYCLE: /*i18n*/ { id: 'field.fleet.mainType.MOTORCYCLE', message: 'Motorcycle' },
    } satisfies Record<FleetMainType, MessageDescriptor>,
  },
  name: { label: /*i18n*/ { id: 'field.fleet.name', message: 'Vehicle name' }, kind: 'text' },
  nameEn: { label: /*i18n*/ { id: 'field.fleet.nameEn', message: 'English vehicle name' }, kind: 'text' },
  registrationNumber: { label: /*i18n*/ { id: 'field.fleet.registrationNumber', message: 'Registration number' }, kind: 'text' },
  maker: { label: /*i18n*/ { id: 'field.fleet.maker', message: 'Maker' }, kind: 'text' },
  model: { label: /*i18n*/ { id: 'field.fleet.model', message: 'Model' }, kind: 'text' },
  modelYear: { label: /*i18n*/ { id: 'field.fleet.modelYear', message: 'Model year' }, kind: 'number' },
  color: { label: /*i18n*/ { id: 'field.fleet.color', message: 'Color' }, kind: 'text' },
  fuelType: {
    label: /*i18n*/ { id: 'field.fleet.fuelType', message: 'Fuel type' },
    kind: 'enum',
    values: {
      GASOLINE: /*i18n*/ { id: 'field.fleet.fuelType.GASOLINE', message: 'Gasoline' },
      DIESEL: /*i18n*/ { id: 'field.fleet.fuelType.DIESEL', message: 'Diesel' },
      HYBRID: /*i18n*/ { id: 'field.fleet.fuelType.HYBRID', message: 'Hybrid' },
      ELECTRIC: /*i18n*/ { id: 'field.fleet.fuelType.ELECTRIC', message: 'Electric' },
    } satisfies Record<FleetFuelType, MessageDescriptor>,
  },
  ownership: {
    label: /*i18n*/ { id: 'field.fleet.ownership', message: 'Ownership' },
    kind: 'enum',
    values: {
      OWNED: /*i18n*/ { id: 'field.fleet.ownership.OWNED', message: 'Company-owned' },
      LEASED: /*i18n*/ { id: 'field.fleet.ownership.LEASED', message: 'Leased' },
      RENTAL: /*i18n*/ { id: 'field.fleet.ownership.RENTAL', message: 'Rental' },
    } satisfies Record<FleetOwnership, MessageDescriptor>,
  },
  leaseCompany: { label: /*i18n*/ { id: 'field.fleet.leaseCompany', message: 'Lease company' }, kind: 'text' },
  leaseEndDate: { label: /*i18n*/ { id: 'field.fleet.leaseEndDate', message: 'Lease end date' }, kind: 'date' },
  status: {
    label: /*i18n*/ { id: 'field.fleet.status', message: 'Status' },
    kind: 'enum',
    values: {
      ACTIVE: /*i18n*/ { id: 'field.fleet.status.ACTIVE', message: 'In use' },
      IN_MAINTENANCE: /*i18n*/ { id: 'field.fleet.status.IN_MAINTENANCE', message: 'In maintenance' },
      RETIRED: /*i18n*/ { id: 'field.fleet.status.RETIRED', message: 'Retired' },
    } satisfies Record<FleetStatus, MessageDescriptor>,
  },
  placeId: { label: /*i18n*/ { id: 'field.fleet.placeId', message: 'Storage place' }, kind: 'reference', references: 'places' },
  assignedPersonId: { label: /*i18n*/ { id: 'field.fleet.assignedPersonId', message: 'User' }, kind: 'reference', references: 'people' },
  inspectionDueDate: { label: /*i18n*/ { id: 'field.fleet.inspectionDueDate', message: 'Vehicle inspection expiry' }, kind: 'date' },
  compulsoryInsuranceDueDate: { label: /*i18n*/ { id: 'field.fleet.compulsoryInsuranceDueDate', message: 'Compulsory insurance expiry' }, kind: 'date' },
  insuranceCompany: { label: /*i18n*/ { id: 'field.fleet.insuranceCompany', message: 'Insurance company' }, kind: 'text' },
  insuranceDueDate: { label: /*i18n*/ { id: 'field.fleet.insuranceDueDate', message: 'Voluntary insurance expiry' }, kind: 'date' },
  note: { label: /*i18n*/ { id: 'field.fleet.note', message: 'Note' }, kind: 'text' },
  mileageKm: { label: /*i18n*/ { id: 'field.fleet.mileageKm', message: 'Mileage (km)' }, kind: 'number' },
});

/** Name, maker, model, colour, lease and insurance company: at most this many characters. */
export const fleetTextMaxLength = 100;
/** Registration number (登録番号, e.g. 「品川 300 あ 12-34」): at most 30 characters. */
export const fleetRegistrationNumberMaxLength = 30;
/** Note: at most 1000 characters. */
export const fleetNoteMaxLength = 1000;
/** Odometer readings: whole kilometres from 0 to 9,999,999. */
export const fleetMileageMaxKm = 9_999_999;

const requiredText = (max: number) =>
  v.pipe(
    v.string(messages.required.id),
    v.nonEmpty(messages.required.id),
    v.check((s) => s === '' || s.trim() !== '', messages.nameWhitespaceOnly.id),
    v.maxLength(max, messages.maxLength.id),
  );
const optionalText = (max: number) => v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(max, messages.maxLength.id)));
const optionalDate = v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id)));
const optionalId = v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id)));
const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(min, messages.minValue.id), v.maxValue(max, messages.maxValue.id));

/**
 * The vehicle's fields as the add and edit forms send them. Required: `mainType`, `name` (the
 * name typed), `registrationNumber` (unique in the company: a taken one is 409 `CONFLICT` at
 * `registrationNumber`), `maker`, `model`, `ownership`; every other field may be `null`. Dates are
 * `YYYY-MM-DD`: `inspectionDueDate` 車検満了日, `compulsoryInsuranceDueDate` 自賠責保険満了日,
 * `insuranceDueDate` 任意保険満期日, `leaseEndDate`. `placeId` 保管拠点 and `assignedPersonId` 使用者
 * must be the company's (400 at their path otherwise). `modelYear` 1950–2100. `nameEn`, the
 * English name (issue 30), is optional: trimmed, empty = none; absent = none on create and
 * unchanged on update.
 */
const fleetFieldEntries = {
  mainType: fleetMainTypeSchema,
  name: requiredText(fleetTextMaxLength),
  nameEn: optionalEnglishName(fleetTextMaxLength),
  registrationNumber: requiredText(fleetRegistrationNumberMaxLength),
  maker: requiredText(fleetTextMaxLength),
  model: requiredText(fleetTextMaxLength),
  modelYear: v.nullable(wholeNumber(1950, 2100)),
  color: optionalText(fleetTextMaxLength),
  fuelType: v.nullable(fleetFuelTypeSchema),
  ownership: fleetOwnershipSchema,
  leaseCompany: optionalText(fleetTextMaxLength),
  leaseEndDate: optionalDate,
  placeId: optionalId,
  assignedPersonId: optionalId,
  inspectionDueDate: optionalDate,
  compulsoryInsuranceDueDate: optionalDate,
  insuranceCompany: optionalText(fleetTextMaxLength),
  insuranceDueDate: optionalDate,
  note: optionalText(fleetNoteMaxLength),
};

/**
 * Body of `POST /v2/fleets`: the vehicle's fields (see above) and an optional first odometer
 * reading `mileageKm` (recorded on today's Tokyo date). A new vehicle is `ACTIVE`.
 */
export const createFleetBodySchema = v.object({ ...fleetFieldEntries, mileageKm: v.nullable(wholeNumber(0, fleetMileageMaxKm)) });
export type CreateFleetBody = v.InferOutput<typeof createFleetBodySchema>;
export type CreateFleetInput = v.InferInput<typeof createFleetBodySchema>;

/**
 * Body of `PATCH /v2/fleets/{id}`: every field again, the `status` (ACTIVE / IN_MAINTENANCE /
 * RETIRED: "retire" is a PATCH with RETIRED) and the `version` read (stale → 409 `CONFLICT`). The
 * odometer changes only through `POST /v2/fleets/{id}/mileage`.
 */
export const updateFleetBodySchema = v.object({ ...fleetFieldEntries, status: fleetStatusSchema, version: versionSchema });
export type UpdateFleetBody = v.InferOutput<typeof updateFleetBodySchema>;
export type UpdateFleetInput = v.InferInput<typeof updateFleetBodySchema>;

/** A reference as rows show it: id and name (a place in the request's language; a person family name first in Japanese). */
export const fleetReferenceSchema = v.object({ id: v.string(), name: v.string() });

/**
 * A row of the vehicles list: the identity (the names — `name` in the request's language, English:
 * the English name, else the name typed; `nameJa` the name typed and `nameEn` as stored, issue 30 —,
 * `registrationNumber`, `mainType`, maker and
 * model), `status`, `ownership`, 保管拠点 `place`, 使用者 `assignedPerson`, the three due dates and
 * the last odometer reading (`mileageKm` at `mileageRecordedOn`), each `null` when unset.
 */
export const fleetRowSchema = v.object({
  id: v.string(),
  mainType: fleetMainTypeSchema,
  ...bilingualNameEntries,
  registrationNumber: v.string(),
  maker: v.string(),
  model: v.string(),
  status: fleetStatusSchema,
  ownership: fleetOwnershipSchema,
  place: v.nullable(fleetReferenceSchema),
  assignedPerson: v.nullable(fleetReferenceSchema),
  inspectionDueDate: v.nullable(v.string()),
  compulsoryInsuranceDueDate: v.nullable(v.string()),
  insuranceDueDate: v.nullable(v.string()),
  mileageKm: v.nullable(v.number()),
  mileageRecordedOn: v.nullable(v.string()),
});
export type FleetRow = v.InferOutput<typeof fleetRowSchema>;

/** One vehicle as its page shows it: the row plus every other field, `version` and ISO 8601 timestamps. */
export const fleetDetailSchema = v.object({
  ...fleetRowSchema.entries,
  modelYear: v.nullable(v.number()),
  color: v.nullable(v.string()),
  fuelType: v.nullable(fleetFuelTypeSchema),
  leaseCompany: v.nullable(v.string()),
  leaseEndDate: v.nullable(v.string()),
  insuranceCompany: v.nullable(v.string()),
  note: v.nullable(v.string()),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type FleetDetail = v.InferOutput<typeof fleetDetailSchema>;

/** The list's `category`: a status, or ALL; default ACTIVE. */
export const fleetCategoryValues = ['ACTIVE', 'IN_MAINTENANCE', 'RETIRED', 'ALL'] as const;
export type FleetCategory = (typeof fleetCategoryValues)[number];
/** The list's `sortColumn`: NAME (default), REGISTRATION_NUMBER, INSPECTION_DUE_DATE (車検満了日), INSURANCE_DUE_DATE (任意保険), MILEAGE. */
export const fleetSortColumnValues = ['NAME', 'REGISTRATION_NUMBER', 'INSPECTION_DUE_DATE', 'INSURANCE_DUE_DATE', 'MILEAGE'] as const;
export type FleetSortColumn = (typeof fleetSortColumnValues)[number];

const fleetFilters = {
  category: v.optional(v.picklist(fleetCategoryValues, messages.picklist.id), 'ACTIVE'),
  mainType: v.optional(queryArray(fleetMainTypeSchema), []),
};

/**
 * Query of `GET /v2/fleets` (001 §2): `category` (ACTIVE default | IN_MAINTENANCE | RETIRED |
 * ALL), `mainType` (array: repeated keys or a comma list), `freeText` (name, registration number,
 * maker, model, lease and insurance company), `sortColumn` (NAME), `sortOrder` or its alias
 * `orderDirection` (`sortOrder` wins; asc when neither is given), `pageIndex` (0), `pageSize`
 * (100, 1–1000). Unknown keys and bad values are 400.
 */
export const fleetsListQuerySchema = v.strictObject(
  {
    ...listQueryEntries({ sortColumns: fleetSortColumnValues, sortColumn: 'NAME' }),
    sortOrder: v.optional(sortOrderSchema),
    orderDirection: v.optional(sortOrderSchema),
    ...fleetFilters,
  },
  messages.invalid.id,
);
export type FleetsListQuery = v.InferOutput<typeof fleetsListQuerySchema>;
/** Query of `GET /v2/fleets-count`: the list's filters and `freeText`. */
export const fleetsCountQuerySchema = countQuery(fleetFilters);
/** URL search of `/fleets`: invalid values fall back to their defaults. */
export const fleetsSearchSchema = searchParamsSchema(fleetsListQuerySchema);
export type FleetsSearch = v.InferOutput<typeof fleetsSearchSchema>;
/** The direction in force (the screens' twin of the API's `directionOf`): `sortOrder`, else `orderDirection`, else asc. */
export const fleetSortOrderOf = (q: { sortOrder?: SortOrder | undefined; orderDirection?: SortOrder | undefined }): SortOrder => q.sortOrder ?? q.orderDirection ?? 'asc';

/**
 * The vehicles resource, operator only, product GA: `list` / `count`, `create` (201 `{ id }`; 409
 * at `registrationNumber` when taken), `get` (404 when not the company's or not a UUID),
 * `update` (409 on a stale `version` or a taken registration number), `delete` (204; the mileage
 * history goes with it).
 */
export const fleetsResource = resource({
  path: '/v2/fleets', access: 'operator', product: 'GA', detail: fleetDetailSchema,
  list: { summary: 'Vehicles', row: fleetRowSchema, query: fleetsListQuerySchema, countQuery: fleetsCountQuerySchema },
  create: { summary: 'Add a vehicle', body: createFleetBodySchema, conflict: true },
  get: { summary: 'One vehicle' },
  update: { summary: 'Update a vehicle', body: updateFleetBodySchema },
  delete: { summary: 'Delete a vehicle' },
});
export const {
  list: listFleetsEndpoint,
  count: countFleetsEndpoint,
  create: createFleetEndpoint,
  get: getFleetEndpoint,
  update: updateFleetEndpoint,
  delete: deleteFleetEndpoint,
} = fleetsResource.endpoints;

/* ----------------------------------------------------------------------------- mileage */

/**
 * Body of `POST /v2/fleets/{id}/mileage`: an odometer reading `mileageKm` (whole km, 0–9,999,999)
 * on `recordedOn` (`YYYY-MM-DD`, not after today in Tokyo). It may not be lower than the last
 * reading on or before that day (that day's included), nor higher than a later one (400 at
 * `mileageKm`); a second reading on the same day replaces the first (so it can only go up).
 */
export const recordFleetMileageBodySchema = v.object({
  recordedOn: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.isoDate(messages.isoDate.id)),
  mileageKm: wholeNumber(0, fleetMileageMaxKm),
});
export type RecordFleetMileageBody = v.InferOutput<typeof recordFleetMileageBodySchema>;
export type RecordFleetMileageInput = v.InferInput<typeof recordFleetMileageBodySchema>;

/** An odometer reading: the day, kilometres, and who recorded it (`null`: the seed or a deleted user). */
export const fleetMileageLogSchema = v.object({ id: v.string(), recordedOn: v.string(), mileageKm: v.number(), recordedBy: v.nullable(v.string()) });
export type FleetMileageLog = v.InferOutput<typeof fleetMileageLogSchema>;

/** `GET /v2/fleets/{id}/mileage` — the vehicle's readings, newest first (at most 100); 404 when not the company's. */
export const listFleetMileageEndpoint = endpoint({
  method: 'GET', path: '/v2/fleets/{id}/mileage', summary: 'Mileage history of a vehicle', access: 'operator', product: 'GA',
  params: idParamsSchema,
  responses: { 200: v.object({ items: v.array(fleetMileageLogSchema) }), ...errorResponses(401, 403, 404) },
});

/** `POST /v2/fleets/{id}/mileage` — records a reading (201, the reading); the vehicle's `mileageKm` follows the latest reading. */
export const recordFleetMileageEndpoint = endpoint({
  method: 'POST', path: '/v2/fleets/{id}/mileage', summary: 'Record a mileage reading', access: 'operator', product: 'GA',
  params: idParamsSchema, body: recordFleetMileageBodySchema,
  responses: { 201: fleetMileageLogSchema, ...errorResponses(400, 401, 403, 404) },
});

/* ----------------------------------------------------------------------------- alerts */

/** The alerts list's `category`: ALL (default), INSPECTION (車検), INSURANCE (自賠責 and 任意保険), MILEAGE. */
export const fleetAlertCategoryValues = ['ALL', 'INSPECTION', 'INSURANCE', 'MILEAGE'] as const;
export type FleetAlertCategory = (typeof fleetAlertCategoryValues)[number];
/** What an alert is about: 車検, 自賠責, 任意保険 due within the window or overdue, or the odometer over the threshold. */
export const fleetAlertKindValues = ['INSPECTION', 'COMPULSORY_INSURANCE', 'INSURANCE', 'MILEAGE'] as const;
export type FleetAlertKind = (typeof fleetAlertKindValues)[number];

/**
 * The alerts' categories' labels, described once (catalog `contracts`): 車検, 任意保険・自賠責,
 * 走行距離. The alerts list's tabs (which add their own `ALL`) and the GA cockpit's vehicle-alerts
 * tile read these.
 */
export const fleetAlertCategoryLabels: Record<Exclude<FleetAlertCategory, 'ALL'>, MessageDescriptor> = {
  INSPECTION: /*i18n*/ { id: 'fleetAlert.category.INSPECTION', message: 'Vehicle inspection' },
  INSURANCE: /*i18n*/ { id: 'fleetAlert.category.INSURANCE', message: 'Insurance' },
  MILEAGE: /*i18n*/ { id: 'fleetAlert.category.MILEAGE', message: 'Mileage' },
};

/** What an alert is about, described once (catalog `contracts`): the alerts list's alert tags read these. */
export const fleetAlertKindLabels: Record<FleetAlertKind, MessageDescriptor> = {
  INSPECTION: /*i18n*/ { id: 'fleetAlert.kind.INSPECTION', message: 'Vehicle inspection due' },
  COMPULSORY_INSURANCE: /*i18n*/ { id: 'fleetAlert.kind.COMPULSORY_INSURANCE', message: 'Compulsory insurance due' },
  INSURANCE: /*i18n*/ { id: 'fleetAlert.kind.INSURANCE', message: 'Voluntary insurance due' },
  MILEAGE: /*i18n*/ { id: 'fleetAlert.kind.MILEAGE', message: 'Mileage over the threshold' },
};

/**
 * A fleet alert (computed, never stored): the vehicle (`fleetId`, `fleetName` in the request's
 * language as rows name it, `registrationNumber`, `mainType`), the `kind`, and for a due date the `dueDate` and `daysLeft`
 * (Tokyo days from today; 0 today, negative overdue); for MILEAGE the `mileageKm` and the
 * company's `thresholdKm`.
 */
export const fleetAlertSchema = v.object({
  fleetId: v.string(),
  fleetName: v.string(),
  registrationNumber: v.string(),
  mainType: fleetMainTypeSchema,
  kind: v.picklist(fleetAlertKindValues),
  dueDate: v.nullable(v.string()),
  daysLeft: v.nullable(v.number()),
  mileageKm: v.nullable(v.number()),
  thresholdKm: v.nullable(v.number()),
});
export type FleetAlert = v.InferOutput<typeof fleetAlertSchema>;

const fleetAlertFilters = { category: v.optional(v.picklist(fleetAlertCategoryValues, messages.picklist.id), 'ALL') };
/** Query of `GET /v2/fleet-alerts`: `category` (ALL default), `pageIndex` (0), `pageSize` (100, 1–1000). */
export const fleetAlertsQuerySchema = v.strictObject(
  { ...fleetAlertFilters, pageIndex: v.optional(queryInteger({ min: 0 }), 0), pageSize: v.optional(queryInteger({ min: 1, max: 1000 }), 100) },
  messages.invalid.id,
);
export type FleetAlertsQuery = v.InferOutput<typeof fleetAlertsQuerySchema>;
/** Query of `GET /v2/fleet-alerts-count`: `category`. */
export const fleetAlertsCountQuerySchema = v.strictObject(fleetAlertFilters, messages.invalid.id);
/** URL search of `/fleets/alerts`: invalid values fall back to their defaults. */
export const fleetAlertsSearchSchema = searchParamsSchema(fleetAlertsQuerySchema);
export type FleetAlertsSearch = v.InferOutput<typeof fleetAlertsSearchSchema>;

/**
 * `GET /v2/fleet-alerts` — the alerts of the vehicles not retired, computed from their due dates
 * and the company's `fleet-settings` windows: a due date at most `inspectionAlertDays` /
 * `insuranceAlertDays` days ahead (today and overdue included), an odometer above
 * `mileageAlertKm`. Overdue and soonest first; MILEAGE after the dates.
 */
export const listFleetAlertsEndpoint = endpoint({
  method: 'GET', path: '/v2/fleet-alerts', summary: 'Fleet alerts', access: 'operator', product: 'GA',
  query: fleetAlertsQuerySchema,
  responses: { 200: listResponse(fleetAlertSchema), ...errorResponses(400, 401, 403) },
});
/** `GET /v2/fleet-alerts-count` — how many alerts the category holds. */
export const countFleetAlertsEndpoint = endpoint({
  method: 'GET', path: '/v2/fleet-alerts-count', summary: 'Fleet alerts count', access: 'operator', product: 'GA',
  query: fleetAlertsCountQuerySchema,
  responses: { 200: countResponseSchema, ...errorResponses(400, 401, 403) },
});

/* ----------------------------------------------------------------------------- overview */

/**
 * Answer of `GET /v2/fleets-overview`: vehicles by `status` and (not retired) by `mainType`;
 * `upcoming`: due dates of the vehicles not retired from today to 90 days ahead, per month
 * (`YYYY-MM`) and kind; `overdue`: due dates already past, per kind; `alerts`: the alert counts
 * per category; `mileage`: the sum and average of the last readings (km) of the vehicles not
 * retired, how many have one, and how many are over the threshold.
 */
export const fleetsOverviewSchema = v.object({
  byStatus: v.array(v.object({ status: fleetStatusSchema, count: v.number() })),
  byMainType: v.array(v.object({ mainType: fleetMainTypeSchema, count: v.number() })),
  upcoming: v.array(v.object({ month: v.string(), inspection: v.number(), compulsoryInsurance: v.number(), insurance: v.number() })),
  overdue: v.object({ inspection: v.number(), compulsoryInsurance: v.number(), insurance: v.number() }),
  alerts: v.object({ inspection: v.number(), insurance: v.number(), mileage: v.number() }),
  mileage: v.object({ totalKm: v.number(), averageKm: v.nullable(v.number()), vehiclesWithReading: v.number(), overThreshold: v.number(), thresholdKm: v.number() }),
});
export type FleetsOverview = v.InferOutput<typeof fleetsOverviewSchema>;
/** The overview's look-ahead for due dates, in days. */
export const fleetsOverviewHorizonDays = 90;

/** `GET /v2/fleets-overview` — the fleet at a glance (see `fleetsOverviewSchema`). */
export const getFleetsOverviewEndpoint = endpoint({
  method: 'GET', path: '/v2/fleets-overview', summary: 'Fleet overview', access: 'operator', product: 'GA',
  responses: { 200: fleetsOverviewSchema, ...errorResponses(401, 403) },
});

/* ----------------------------------------------------------------------------- settings */

/** Limits of the settings: alert windows 1–365 days, mileage threshold 1,000–9,999,999 km, licence check every 1–24 months, rules text 4000 characters. */
export const fleetSettingsLimits = { alertDaysMax: 365, mileageMinKm: 1000, licenseMonthsMax: 24, rulesMaxLength: 4000 } as const;

/**
 * The company's fleet settings and policy (`/fleets/settings`, `/fleets/rule-and-policy`): alert
 * windows in days (`inspectionAlertDays` 車検, `insuranceAlertDays` 自賠責 and 任意保険), the
 * mileage threshold `mileageAlertKm`, the 安全運転管理者 `safeDrivingManager` (a person or `null`),
 * `alcoholCheckRequired` (アルコールチェック), `licenseCheckIntervalMonths`, the rules text per
 * language, `version`, `updatedAt`. Created with the defaults (60 / 30 days, 100,000 km, check
 * required, 12 months) on first read.
 */
export const fleetSettingsSchema = v.object({
  inspectionAlertDays: v.number(),
  insuranceAlertDays: v.number(),
  mileageAlertKm: v.number(),
  safeDrivingManager: v.nullable(fleetReferenceSchema),
  alcoholCheckRequired: v.boolean(),
  licenseCheckIntervalMonths: v.number(),
  rulesJa: v.nullable(v.string()),
  rulesEn: v.nullable(v.string()),
  version: v.number(),
  updatedAt: v.string(),
});
export type FleetSettings = v.InferOutput<typeof fleetSettingsSchema>;

/**
 * Body of `PATCH /v2/fleet-settings`: any of the settings (absent ones keep their value) and the
 * `version` read (stale → 409 `CONFLICT`). `safeDrivingManagerPersonId` must be one of the
 * company's people (400 at that path).
 */
export const updateFleetSettingsBodySchema = v.object({
  inspectionAlertDays: v.optional(wholeNumber(1, fleetSettingsLimits.alertDaysMax)),
  insuranceAlertDays: v.optional(wholeNumber(1, fleetSettingsLimits.alertDaysMax)),
  mileageAlertKm: v.optional(wholeNumber(fleetSettingsLimits.mileageMinKm, fleetMileageMaxKm)),
  safeDrivingManagerPersonId: v.optional(optionalId),
  alcoholCheckRequired: v.optional(v.boolean(messages.invalidType.id)),
  licenseCheckIntervalMonths: v.optional(wholeNumber(1, fleetSettingsLimits.licenseMonthsMax)),
  rulesJa: v.optional(optionalText(fleetSettingsLimits.rulesMaxLength)),
  rulesEn: v.optional(optionalText(fleetSettingsLimits.rulesMaxLength)),
  version: versionSchema,
});
export type UpdateFleetSettingsBody = v.InferOutput<typeof updateFleetSettingsBodySchema>;
export type UpdateFleetSettingsInput = v.InferInput<typeof updateFleetSettingsBodySchema>;

/** `GET /v2/fleet-settings` — the company's settings (created with the defaults on first read). */
export const getFleetSettingsEndpoint = endpoint({
  method: 'GET', path: '/v2/fleet-settings', summary: 'Fleet settings', access: 'operator', product: 'GA',
  responses: { 200: fleetSettingsSchema, ...errorResponses(401, 403) },
});
/** `PATCH /v2/fleet-settings` — saves settings; answers them with the new `version`. */
export const updateFleetSettingsEndpoint = endpoint({
  method: 'PATCH', path: '/v2/fleet-settings', summary: 'Update fleet settings', access: 'operator', product: 'GA',
  body: updateFleetSettingsBodySchema,
  responses: { 200: fleetSettingsSchema, ...errorResponses(400, 401, 403, 409) },
});
