import * as v from 'valibot';
import { anyProduct, endpoint, type Product } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { idSchema } from '../common/list-query';
import { deviceLifecycleEventSchema, deviceMemoMaxLength, devicesCountQuerySchema } from '../it-ops/devices';
import { equipmentCountQuerySchema } from '../ga-places/equipment';
import { licensesCountQuerySchema } from '../it-ops/licenses';
import { peopleCountQuerySchema } from '../hr-people/people';

/**
 * Bulk actions on lists (issue 31 §2 "Bulk actions on lists"; docs/bulk-actions.md). A list's
 * selected rows — or every row that matches the list's filter ("all N that match") — get one action
 * the module offers. `POST /v2/bulk-actions` resolves the rows (at most `bulkMaxRows`), stores the
 * run and sends it as one job to the API's job queue: 202 `{ id, total }`. `GET
 * /v2/bulk-actions/{id}` reports its progress and, once finished, the summary.
 *
 * All or nothing: the run applies the action to every row in one transaction; when any row is
 * refused (the module's own rule, e.g. "not checked out", or a row that is not the caller's
 * company's), nothing changes and the summary lists each refused row with its reason in the
 * reader's language. Each changed record gets its own history entry with the acting user.
 *
 * Each action belongs to a product (`bulkActionProducts`): the call needs it (403 `FORBIDDEN`
 * otherwise), and the job checks it again when it runs.
 */

/** The most rows one run may act on (ids given, or the filter's matches). */
export const bulkMaxRows = 1000;

/**
 * The actions: `DEVICES_CHECK_IN` (check in every selected device), `DEVICES_CHANGE_STATUS` (add
 * one lifecycle event, e.g. TROUBLED, to each), `DEVICES_ASSIGN_PLACE` (check each device out to a
 * place), `EQUIPMENT_ENABLE` / `EQUIPMENT_DISABLE` (enable or disable each piece of equipment),
 * `LICENSES_UNASSIGN_SEATS` (free every seat of each license), `LICENSES_RETIRE` (end each license:
 * its expiry date brought forward to a day, auto-renewal off), `PEOPLE_CHANGE_DEPARTMENT` /
 * `PEOPLE_CHANGE_POSITION` (move each person of the workforce list to one department / position).
 */
export const bulkActionValues = ['DEVICES_CHECK_IN', 'DEVICES_CHANGE_STATUS', 'DEVICES_ASSIGN_PLACE', 'EQUIPMENT_ENABLE', 'EQUIPMENT_DISABLE', 'LICENSES_UNASSIGN_SEATS', 'LICENSES_RETIRE', 'PEOPLE_CHANGE_DEPARTMENT', 'PEOPLE_CHANGE_POSITION'] as const;
export const bulkActionSchema = v.picklist(bulkActionValues, messages.picklist.id);
export type BulkAction = v.InferOutput<typeof bulkActionSchema>;

/** The product each action belongs to (issue 9): the caller and the job need it. */
export const bulkActionProducts: Readonly<Record<BulkAction, Product>> = {
  DEVICES_CHECK_IN: 'IT',
  DEVICES_CHANGE_STATUS: 'IT',
  DEVICES_ASSIGN_PLACE: 'IT',
  EQUIPMENT_ENABLE: 'GA',
  EQUIPMENT_DISABLE: 'GA',
  LICENSES_UNASSIGN_SEATS: 'IT',
  LICENSES_RETIRE: 'IT',
  PEOPLE_CHANGE_DEPARTMENT: 'HR',
  PEOPLE_CHANGE_POSITION: 'HR',
};

/** Labels of the actions (catalog `contracts`): render with `i18n._(label)`. */
export const bulkActionLabels: Readonly<Record<BulkAction, { id: string; message: string }>> = {
  DEVICES_CHECK_IN: /*i18n*/ { id: 'bulk.action.devicesCheckIn', message: 'Check in' },
  DEVICES_CHANGE_STATUS: /*i18n*/ { id: 'bulk.action.devicesChangeStatus', message: 'Change status' },
  DEVICES_ASSIGN_PLACE: /*i18n*/ { id: 'bulk.action.devicesAssignPlace', message: 'Assign to a place' },
  EQUIPMENT_ENABLE: /*i18n*/ { id: 'bulk.action.equipmentEnable', message: 'Enable' },
  EQUIPMENT_DISABLE: /*i18n*/ { id: 'bulk.action.equipmentDisable', message: 'Disable' },
  LICENSES_UNASSIGN_SEATS: /*i18n*/ { id: 'bulk.action.licensesUnassignSeats', message: 'Unassign all seats' },
  LICENSES_RETIRE: /*i18n*/ { id: 'bulk.action.licensesRetire', message: 'Retire' },
  PEOPLE_CHANGE_DEPARTMENT: /*i18n*/ { id: 'bulk.action.peopleChangeDepartment', message: 'Change department' },
  PEOPLE_CHANGE_POSITION: /*i18n*/ { id: 'bulk.action.peopleChangePosition', message: 'Change position' },
};

/** Messages of the bulk calls and of their summaries (catalog `contracts`). */
export const bulkMessages = {
  target: /*i18n*/ { id: 'bulk.target', message: 'Send either the selected ids or a filter, not both.' },
  tooManyRows: /*i18n*/ { id: 'bulk.tooManyRows', message: 'One run may change at most {max} rows. Narrow the filter or select fewer rows.' },
  noRows: /*i18n*/ { id: 'bulk.noRows', message: 'No row matches this filter.' },
  rowNotFound: /*i18n*/ { id: 'bulk.row.notFound', message: 'This record was not found, or belongs to another company.' },
  forbidden: /*i18n*/ { id: 'bulk.forbidden', message: 'You no longer have the permission this action needs.' },
  failed: /*i18n*/ { id: 'bulk.failed', message: 'The run stopped on an error. Nothing was changed.' },
} as const;

const requiredDate = v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.isoDate(messages.isoDate.id));
const optionalNote = v.optional(v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(deviceMemoMaxLength, messages.maxLength.id))), null);

/**
 * The rows of a run: `ids` (the selected rows' ids, 1–`bulkMaxRows`) or `filter` (the list's own
 * filters, as its count call takes them: every row that matches when the run is accepted).
 */
const target = <F extends v.GenericSchema>(filter: F) => ({
  ids: v.optional(v.pipe(v.array(idSchema, messages.invalidType.id), v.minLength(1, messages.required.id), v.maxLength(bulkMaxRows, messages.maxItems.id))),
  filter: v.optional(filter),
});

/** `DEVICES_CHECK_IN`: `params.checkedInOn` (YYYY-MM-DD, not before each check-out), `params.note`. */
export const devicesCheckInBulkSchema = v.object({
  action: v.literal('DEVICES_CHECK_IN'),
  ...target(devicesCountQuerySchema),
  params: v.object({ checkedInOn: requiredDate, note: optionalNote }),
});
/** `DEVICES_CHANGE_STATUS`: `params.event` (a lifecycle event each device's state allows), `params.occurredOn`, `params.note`. */
export const devicesChangeStatusBulkSchema = v.object({
  action: v.literal('DEVICES_CHANGE_STATUS'),
  ...target(devicesCountQuerySchema),
  params: v.object({ event: deviceLifecycleEventSchema, occurredOn: requiredDate, note: optionalNote }),
});
/** `DEVICES_ASSIGN_PLACE`: `params.placeId` (the company's place), `params.checkedOutOn`, `params.note`; each device must be in service and not checked out. */
export const devicesAssignPlaceBulkSchema = v.object({
  action: v.literal('DEVICES_ASSIGN_PLACE'),
  ...target(devicesCountQuerySchema),
  params: v.object({ placeId: idSchema, checkedOutOn: requiredDate, note: optionalNote }),
});

/** `EQUIPMENT_ENABLE` / `EQUIPMENT_DISABLE`: no parameters (`params` may be left out); equipment already so is `unchanged`. */
export const equipmentEnableBulkSchema = v.object({ action: v.literal('EQUIPMENT_ENABLE'), ...target(equipmentCountQuerySchema), params: v.optional(v.object({}), {}) });
export const equipmentDisableBulkSchema = v.object({ action: v.literal('EQUIPMENT_DISABLE'), ...target(equipmentCountQuerySchema), params: v.optional(v.object({}), {}) });
/** `LICENSES_UNASSIGN_SEATS`: no parameters; a license without seats is `unchanged`. */
export const licensesUnassignSeatsBulkSchema = v.object({ action: v.literal('LICENSES_UNASSIGN_SEATS'), ...target(licensesCountQuerySchema), params: v.optional(v.object({}), {}) });
/**
 * `LICENSES_RETIRE`: `params.expiryDate` (YYYY-MM-DD, the last day of use): each license's expiry
 * date becomes that day (an earlier one is kept) and auto-renewal is turned off, as `PATCH
 * /v2/licenses/{id}` would; the license is in the EXPIRED tab from the next day (Asia/Tokyo). A
 * license that starts after that day is refused; one already ending by then without auto-renewal
 * is `unchanged`.
 */
export const licensesRetireBulkSchema = v.object({ action: v.literal('LICENSES_RETIRE'), ...target(licensesCountQuerySchema), params: v.object({ expiryDate: requiredDate }) });
/**
 * `PEOPLE_CHANGE_DEPARTMENT`: `params.departmentId` (a unit of the company, as the person record's
 * employee-information edit takes it); the rows are the workforce list's (`filter`: its count call's
 * query). A person already there is `unchanged`; an alumnus is refused.
 */
export const peopleChangeDepartmentBulkSchema = v.object({ action: v.literal('PEOPLE_CHANGE_DEPARTMENT'), ...target(peopleCountQuerySchema), params: v.object({ departmentId: idSchema }) });
/** `PEOPLE_CHANGE_POSITION`: `params.positionId` (an enabled entry of the company's POSITION catalog); as `PEOPLE_CHANGE_DEPARTMENT` otherwise. */
export const peopleChangePositionBulkSchema = v.object({ action: v.literal('PEOPLE_CHANGE_POSITION'), ...target(peopleCountQuerySchema), params: v.object({ positionId: idSchema }) });

/**
 * Body of `POST /v2/bulk-actions`: `action` picks the shape of `filter` and `params`; exactly one of
 * `ids` and `filter` (else 400 at `ids`). Errors carry field paths (`params.checkedInOn`, `ids.3`,
 * `filter.category`).
 */
export const startBulkActionBodySchema = v.pipe(
  v.variant('action', [devicesCheckInBulkSchema, devicesChangeStatusBulkSchema, devicesAssignPlaceBulkSchema, equipmentEnableBulkSchema, equipmentDisableBulkSchema, licensesUnassignSeatsBulkSchema, licensesRetireBulkSchema, peopleChangeDepartmentBulkSchema, peopleChangePositionBulkSchema], messages.picklist.id),
  v.forward(
    v.check((b) => (b.ids === undefined) !== (b.filter === undefined), bulkMessages.target.id),
    ['ids'],
  ),
);
export type StartBulkActionBody = v.InferOutput<typeof startBulkActionBodySchema>;
export type StartBulkActionInput = v.InferInput<typeof startBulkActionBodySchema>;

/** A run's state: `QUEUED` → `RUNNING` → `SUCCEEDED` (every row changed) | `REFUSED` (nothing changed, see `summary.refused`) | `FAILED` (nothing changed). */
export const bulkRunStatusValues = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'REFUSED', 'FAILED'] as const;
export const bulkRunStatusSchema = v.picklist(bulkRunStatusValues);
export type BulkRunStatus = v.InferOutput<typeof bulkRunStatusSchema>;

/** One refused row: its id, a label (name, tag…) and why, in the request's language. */
export const bulkRefusedRowSchema = v.object({ id: v.string(), label: v.string(), reason: v.string() });
export type BulkRefusedRow = v.InferOutput<typeof bulkRefusedRowSchema>;

/**
 * A run (`GET /v2/bulk-actions/{id}`): `total` rows, `done` of them checked so far; once finished
 * (`SUCCEEDED`, `REFUSED`, `FAILED`) `summary` says how many rows `changed` (0 unless SUCCEEDED),
 * how many were `unchanged` (already as asked) and which were `refused`; `error` is a localized
 * message when the run FAILED. Times are ISO 8601 UTC.
 */
export const bulkRunSchema = v.object({
  id: v.string(),
  action: bulkActionSchema,
  status: bulkRunStatusSchema,
  total: v.number(),
  done: v.number(),
  summary: v.nullable(v.object({ changed: v.number(), unchanged: v.number(), refused: v.array(bulkRefusedRowSchema), error: v.nullable(v.string()) })),
  createdAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type BulkRun = v.InferOutput<typeof bulkRunSchema>;

/** `POST /v2/bulk-actions` — starts a run → 202 `{ id, total }`; 400 with field paths; 403 without the action's product. */
export const startBulkActionEndpoint = endpoint({
  method: 'POST', path: '/v2/bulk-actions', summary: 'Start a bulk action on list rows', access: 'operator', product: anyProduct,
  body: startBulkActionBodySchema,
  responses: { 202: v.object({ id: v.string(), total: v.number() }), ...errorResponses(400, 401, 403) },
});

/** `GET /v2/bulk-actions/{id}` — a run's progress and summary; 404 unless the caller started it. */
export const getBulkActionEndpoint = endpoint({
  method: 'GET', path: '/v2/bulk-actions/{id}', summary: 'A bulk action run', access: 'operator', product: anyProduct,
  params: v.object({ id: v.string() }),
  responses: { 200: bulkRunSchema, ...errorResponses(401, 403, 404) },
});

/** The bulk calls, for the OpenAPI document. */
export const bulkActionEndpoints = [startBulkActionEndpoint, getBulkActionEndpoint] as const;
