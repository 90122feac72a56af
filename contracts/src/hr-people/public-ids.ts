import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { personFields } from './person';
import { countResponseSchema, freeTextSchema, idSchema, queryBoolean, queryInteger, sortOrderSchema } from '../common/list-query';
import { createdIdSchema, idParamsSchema, versionSchema } from '../common/resource';
import { csvExportQuery, csvExportResultSchema, csvImportBodySchema, csvImportResultSchema } from '../common/csv-import';

/**
 * Public IDs (001 §2 "Public IDs", §5; DECISIONS.md "My Number"; docs/public-ids.md): a person's
 * national IDs (My Number 個人番号, or another country's national registration identity card) and
 * travel documents (passports), with scans of the card kept in object storage.
 *
 * My Number is handled as Japan's My Number Act and the PPC guidelines expect: validated by its
 * check digit, encrypted at rest, shown masked (`maskedNumber`, the last four digits) everywhere,
 * revealed (`POST /v2/public-ids/{id}/reveal`, with a reason, audited) only to holders of the
 * `MY_NUMBER_HANDLER` privilege (個人番号事務取扱担当者), left out of CSV exports unless that holder
 * asks (`includeMyNumber=true`), and deleted for good. Every call is an HR operator call.
 */

/* ------------------------------------------------------------------------------ enumerations */

/** Stored public ID types: a national ID or a travel document (passport). */
export const publicIdTypeValues = ['NATIONAL_ID', 'TRAVEL_DOCUMENT'] as const;
export const publicIdTypeSchema = v.picklist(publicIdTypeValues, messages.picklist.id);
export type PublicIdType = v.InferOutput<typeof publicIdTypeSchema>;

/** The registry's type filter: a stored type or `ALL` (an unknown value falls back to `NATIONAL_ID`, 001 §5). */
export const publicIdTypeFilterValues = ['NATIONAL_ID', 'TRAVEL_DOCUMENT', 'ALL'] as const;
export type PublicIdTypeFilter = (typeof publicIdTypeFilterValues)[number];

/**
 * Kinds of national ID (only for `NATIONAL_ID`; null for `TRAVEL_DOCUMENT`): `MY_NUMBER` (個人番号,
 * 12 digits with a check digit) or `NATIONAL_REGISTRATION_IDENTITY_CARD` (another country's card).
 */
export const nationalIdTypeValues = ['MY_NUMBER', 'NATIONAL_REGISTRATION_IDENTITY_CARD'] as const;
export const nationalIdTypeSchema = v.picklist(nationalIdTypeValues, messages.picklist.id);
export type NationalIdType = v.InferOutput<typeof nationalIdTypeSchema>;

/** Labels of the public ID types (Lingui context `PublicIdType`). */
export const publicIdTypeLabels = {
  NATIONAL_ID: /*i18n*/ { id: 'publicIds.publicIdType.NATIONAL_ID', message: 'National ID' },
  TRAVEL_DOCUMENT: /*i18n*/ { id: 'publicIds.publicIdType.TRAVEL_DOCUMENT', message: 'Travel document (passport)' },
  ALL: /*i18n*/ { id: 'publicIds.publicIdType.ALL', message: 'All' },
} as const satisfies Record<PublicIdTypeFilter, MessageDescriptor>;

/** Labels of the national ID kinds (Lingui context `NationalIdType`). */
export const nationalIdTypeLabels = {
  MY_NUMBER: /*i18n*/ { id: 'publicIds.nationalIdType.MY_NUMBER', message: 'My Number' },
  NATIONAL_REGISTRATION_IDENTITY_CARD: /*i18n*/ {
    id: 'publicIds.nationalIdType.NATIONAL_REGISTRATION_IDENTITY_CARD', message: 'National registration identity card',
  },
} as const satisfies Record<NationalIdType, MessageDescriptor>;

/**
 * A public ID's fields, described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * payload's path as the audit log names them (`auditSnapshot` in api/src/hr-people/public-ids/records.ts):
 * the registry's and the person tab's column titles, the add and edit forms, the details tab, the
 * history tab (labels and enumeration values) and the public ID CSV headers read these labels, in
 * the screens' wording. `number` is the number typed in a form (never in a list, a file without
 * `includeMyNumber`, or the audit log); `maskedNumber` is what every other place shows (the last
 * four characters). The enumerations' `values` are `publicIdTypeLabels` (without the filter's
 * `ALL`) and `nationalIdTypeLabels`.
 */
export const publicIdFields = fields({
  personId: { label: /*i18n*/ { id: 'field.publicId.personId', message: 'Person' }, kind: 'reference', references: 'people' },
  publicIdType: {
    label: /*i18n*/ { id: 'field.publicId.publicIdType', message: 'Type' },
    kind: 'enum',
    values: { NATIONAL_ID: publicIdTypeLabels.NATIONAL_ID, TRAVEL_DOCUMENT: publicIdTypeLabels.TRAVEL_DOCUMENT } satisfies Record<PublicIdType, MessageDescriptor>,
  },
  nationalIdType: { label: /*i18n*/ { id: 'field.publicId.nationalIdType', message: 'Kind of national ID' }, kind: 'enum', values: nationalIdTypeLabels },
  number: { label: /*i18n*/ { id: 'field.publicId.number', message: 'Number' }, kind: 'text' },
  maskedNumber: { label: /*i18n*/ { id: 'field.publicId.maskedNumber', message: 'Number (masked)' }, kind: 'text' },
  issueDate: { label: /*i18n*/ { id: 'field.publicId.issueDate', message: 'Issue date' }, kind: 'date' },
  expiryDate: { label: /*i18n*/ { id: 'field.publicId.expiryDate', message: 'Expiry date' }, kind: 'date' },
  issuingCountry: { label: /*i18n*/ { id: 'field.publicId.issuingCountry', message: 'Issuing country' }, kind: 'text' },
  nameOnDocument: { label: /*i18n*/ { id: 'field.publicId.nameOnDocument', message: 'Name on the document' }, kind: 'text' },
  issuingAuthority: { label: /*i18n*/ { id: 'field.publicId.issuingAuthority', message: 'Issuing authority' }, kind: 'text' },
  note: { label: /*i18n*/ { id: 'field.publicId.note', message: 'Note' }, kind: 'text' },
});

/** Sides of a scan: the card's front, its back, or another page. */
export const publicIdFileSideValues = ['FRONT', 'BACK', 'OTHER'] as const;
export const publicIdFileSideSchema = v.picklist(publicIdFileSideValues, messages.picklist.id);
export type PublicIdFileSide = v.InferOutput<typeof publicIdFileSideSchema>;

/** Labels of the scan sides (Lingui context `PublicIdFileSide`). */
export const publicIdFileSideLabels = {
  FRONT: /*i18n*/ { id: 'publicIds.fileSide.FRONT', message: 'Front' },
  BACK: /*i18n*/ { id: 'publicIds.fileSide.BACK', message: 'Back' },
  OTHER: /*i18n*/ { id: 'publicIds.fileSide.OTHER', message: 'Other' },
} as const satisfies Record<PublicIdFileSide, MessageDescriptor>;

/** Privileges a product permission may carry besides its products: `MY_NUMBER_HANDLER` (個人番号事務取扱担当者). */
export const privilegeValues = ['MY_NUMBER_HANDLER'] as const;
export const privilegeSchema = v.picklist(privilegeValues, messages.picklist.id);
export type Privilege = v.InferOutput<typeof privilegeSchema>;

/* --------------------------------------------------------------------------- My Number rules */

/**
 * The check digit of a My Number (個人番号), from its first 11 digits, per the formula of the
 * ordinance under the My Number Act (行政手続における特定の個人を識別するための番号の利用等に関する
 * 法律施行規則 第1条): with Pn the n-th digit counted from the right of the 11 digits (n = 1…11) and
 * Qn = n + 1 for n ≤ 6, n − 5 for n ≥ 7, the remainder r = Σ Pn × Qn mod 11 gives the check digit
 * 0 when r ≤ 1, else 11 − r. `first11` must be 11 ASCII digits (else a RangeError).
 */
export function myNumberCheckDigit(first11: string): number {
  if (!/^\d{11}$/.test(first11)) throw new RangeError('myNumberCheckDigit expects 11 digits');
  let sum = 0;
  for (let n = 1; n <= 11; n += 1) {
    const p = Number(first11[11 - n]);
    const q = n <= 6 ? n + 1 : n - 5;
    sum += p * q;
  }
  const r = sum % 11;
  return r <= 1 ? 0 : 11 - r;
}

/** Whether `number` is a My Number: 12 ASCII digits whose last is the check digit of the first 11. */
export function isValidMyNumber(number: string): boolean {
  return /^\d{12}$/.test(number) && myNumberCheckDigit(number.slice(0, 11)) === Number(number[11]);
}

/**
 * A public ID number as typed: spaces and hyphens are dropped and letters upper-cased (`1234 5678
 * 9012` → `123456789012`, `tk-1234567` → `TK1234567`).
 */
export function normalizePublicIdNumber(input: string): string {
  return input.normalize('NFKC').replace(/[\s\-‐‑–—−]/gu, '').toUpperCase();
}

/** The masked form of a number: `*` for every character but the last four (`********5678`). */
export function maskPublicIdNumber(number: string): string {
  const shown = number.slice(-4);
  return '*'.repeat(Math.max(number.length - 4, 4)) + shown;
}

/* ----------------------------------------------------------------------------- field pieces */

/** Free texts (name on the document, authority): at most 100 characters; the note at most 1000. */
export const publicIdTextMaxLength = 100;
export const publicIdNoteMaxLength = 1000;

const optionalText = (max: number) =>
  v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(max, messages.maxLength.id), v.transform((s) => (s === '' ? null : s))));
const optionalDate = v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id)));

/** A number as typed, normalized (`normalizePublicIdNumber`): 4–30 letters and digits. My Number's own rule is checked on the whole body. */
export const publicIdNumberSchema = v.pipe(
  v.string(messages.required.id),
  v.transform(normalizePublicIdNumber),
  v.nonEmpty(messages.required.id),
  v.regex(/^[A-Z0-9]{4,30}$/u, messages.publicIdNumberFormat.id),
);

/** Issuing country: ISO 3166-1 alpha-2 (`JP`, `US`), upper-cased; empty → null. */
export const issuingCountrySchema = v.nullable(
  v.pipe(
    v.string(messages.invalidType.id),
    v.trim(),
    v.toUpperCase(),
    v.transform((s) => (s === '' ? null : s)),
    v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/u, messages.countryCode.id))),
  ),
);

/** The fields a public ID shares between create and update (after the type and the person). */
const publicIdBodyEntries = {
  nationalIdType: v.nullable(nationalIdTypeSchema),
  issueDate: optionalDate,
  expiryDate: optionalDate,
  issuingCountry: issuingCountrySchema,
  nameOnDocument: optionalText(publicIdTextMaxLength),
  issuingAuthority: optionalText(publicIdTextMaxLength),
  note: optionalText(publicIdNoteMaxLength),
};

type CrossFields = { nationalIdType: NationalIdType | null; number?: string; issueDate: string | null; expiryDate: string | null };

/** My Number: 12 digits (`myNumberFormat`), field `number`. */
const myNumberFormatOk = (b: CrossFields) => b.nationalIdType !== 'MY_NUMBER' || b.number === undefined || /^\d{12}$/.test(b.number);
/** My Number: a valid check digit (`myNumberCheckDigit`), field `number` (only once the format holds). */
const myNumberCheckDigitOk = (b: CrossFields) => b.nationalIdType !== 'MY_NUMBER' || b.number === undefined || !/^\d{12}$/.test(b.number) || isValidMyNumber(b.number);
/** Expiry on or after issue, field `expiryDate`. */
const periodOk = (b: CrossFields) => b.issueDate === null || b.expiryDate === null || b.expiryDate >= b.issueDate;

/**
 * Body of `POST /v2/public-ids`: `personId`, `publicIdType`, `nationalIdType` (required for
 * `NATIONAL_ID`, null for `TRAVEL_DOCUMENT`; field `nationalIdType`), `number` (normalized; 4–30
 * letters and digits; My Number: 12 digits with a valid check digit, field `number`), `issueDate` /
 * `expiryDate` (YYYY-MM-DD or null; expiry on or after issue), `issuingCountry` (ISO 3166-1
 * alpha-2 or null), `nameOnDocument`, `issuingAuthority` (≤ 100) and `note` (≤ 1000) or null.
 */
export const createPublicIdBodySchema = v.pipe(
  v.object({
    personId: idSchema,
    publicIdType: publicIdTypeSchema,
    number: publicIdNumberSchema,
    ...publicIdBodyEntries,
  }),
  v.forward(
    v.check((b) => b.publicIdType !== 'NATIONAL_ID' || b.nationalIdType !== null, messages.nationalIdTypeRequired.id),
    ['nationalIdType'],
  ),
  v.forward(
    v.check((b) => b.publicIdType !== 'TRAVEL_DOCUMENT' || b.nationalIdType === null, messages.nationalIdTypeNotRelevant.id),
    ['nationalIdType'],
  ),
  v.forward(v.check((b) => myNumberFormatOk(b), messages.myNumberFormat.id), ['number']),
  v.forward(v.check((b) => myNumberCheckDigitOk(b), messages.myNumberCheckDigit.id), ['number']),
  v.forward(v.check((b) => periodOk(b), messages.periodOrder.id), ['expiryDate']),
);
export type CreatePublicIdBody = v.InferInput<typeof createPublicIdBodySchema>;
export type CreatePublicIdBodyOutput = v.InferOutput<typeof createPublicIdBodySchema>;

/**
 * Body of `PATCH /v2/public-ids/{id}`: the create fields but `personId` and `publicIdType`;
 * `number` optional (absent: unchanged); `version` (the one read; stale → 409). The server checks
 * `nationalIdType` against the record's type (field `nationalIdType`).
 */
export const updatePublicIdBodySchema = v.pipe(
  v.object({
    number: v.optional(publicIdNumberSchema),
    ...publicIdBodyEntries,
    version: versionSchema,
  }),
  v.forward(v.check((b) => myNumberFormatOk(b), messages.myNumberFormat.id), ['number']),
  v.forward(v.check((b) => myNumberCheckDigitOk(b), messages.myNumberCheckDigit.id), ['number']),
  v.forward(v.check((b) => periodOk(b), messages.periodOrder.id), ['expiryDate']),
);
export type UpdatePublicIdBody = v.InferInput<typeof updatePublicIdBodySchema>;
export type UpdatePublicIdBodyOutput = v.InferOutput<typeof updatePublicIdBodySchema>;

/* ----------------------------------------------------------------------------------- records */

/** The person a public ID belongs to: `name` in the request's language, `isAlumni` when they have left. */
export const publicIdPersonSchema = v.object({ id: v.string(), name: v.string(), workerNumber: v.string(), isAlumni: v.boolean() });

/**
 * A registry row: `maskedNumber` shows only the last four characters (`********5678`) for every
 * type; dates YYYY-MM-DD or null; `issuingCountry` ISO 3166-1 alpha-2 or null; `fileCount` the scans
 * kept; `updatedAt` ISO 8601.
 */
export const publicIdRowSchema = v.object({
  id: v.string(),
  publicIdType: publicIdTypeSchema,
  nationalIdType: v.nullable(nationalIdTypeSchema),
  person: publicIdPersonSchema,
  maskedNumber: v.string(),
  issueDate: v.nullable(v.string()),
  expiryDate: v.nullable(v.string()),
  issuingCountry: v.nullable(v.string()),
  fileCount: v.number(),
  updatedAt: v.string(),
});
export type PublicIdRow = v.InferOutput<typeof publicIdRowSchema>;

/**
 * One public ID: the row plus `nameOnDocument`, `issuingAuthority`, `note`, `version` (for the
 * update) and `canReveal` (the caller may reveal this record's number: a `MY_NUMBER` needs the
 * `MY_NUMBER_HANDLER` privilege; other kinds any HR operator). The number itself is never in it.
 */
export const publicIdDetailSchema = v.object({
  ...publicIdRowSchema.entries,
  nameOnDocument: v.nullable(v.string()),
  issuingAuthority: v.nullable(v.string()),
  note: v.nullable(v.string()),
  version: v.number(),
  canReveal: v.boolean(),
});
export type PublicIdDetail = v.InferOutput<typeof publicIdDetailSchema>;

/* ------------------------------------------------------------------------------------ search */

/** Sortable registry columns; default `person` (the person's name: kana reading in Japanese). */
export const publicIdSortColumnValues = ['type', 'person', 'issueDate', 'expiryDate'] as const;
export type PublicIdSortColumn = (typeof publicIdSortColumnValues)[number];

/** `publicIdType` of a search: a filter value; an unknown one falls back to `NATIONAL_ID` (001 §5). */
const publicIdTypeFilterSchema = v.optional(v.fallback(v.picklist(publicIdTypeFilterValues), 'NATIONAL_ID'), 'NATIONAL_ID');

/** The registry's filters, shared by the list, count and CSV calls. */
export const publicIdsFilters = {
  publicIdType: publicIdTypeFilterSchema,
  nationalIdType: v.optional(nationalIdTypeSchema),
  freeText: v.optional(freeTextSchema),
};

/**
 * Query of `GET /v2/public-ids` (001 §2, §5): `publicIdType` (`NATIONAL_ID` default, `TRAVEL_DOCUMENT`,
 * `ALL`; unknown → `NATIONAL_ID`), `nationalIdType` (optional), `page` (1-based, default 1),
 * `pageSize` (100, 1–1000), `freeText` (the person's name, kana, worker number; an exact 12-digit My
 * Number for privilege holders), `sortColumn` (`type` | `person` | `issueDate` | `expiryDate`,
 * default `person`), `sortOrder` (`asc`).
 */
export const publicIdsListQuerySchema = v.strictObject(
  {
    ...publicIdsFilters,
    page: v.optional(queryInteger({ min: 1 }), 1),
    pageSize: v.optional(queryInteger({ min: 1, max: 1000 }), 100),
    sortColumn: v.optional(v.picklist(publicIdSortColumnValues, messages.picklist.id), 'person'),
    sortOrder: v.optional(sortOrderSchema, 'asc'),
  },
  messages.invalid.id,
);
export type PublicIdsListQuery = v.InferOutput<typeof publicIdsListQuerySchema>;

/** Query of `GET /v2/public-ids-count`: the filters of the list. */
export const publicIdsCountQuerySchema = v.strictObject({ ...publicIdsFilters }, messages.invalid.id);

/** URL search of `/public-ids/registry`: the list query's names; every invalid value falls back to its default. */
export const publicIdsSearchSchema = v.object({
  publicIdType: v.optional(v.fallback(v.picklist(publicIdTypeFilterValues), 'NATIONAL_ID'), 'NATIONAL_ID'),
  nationalIdType: v.fallback(v.optional(nationalIdTypeSchema), undefined),
  page: v.fallback(v.optional(queryInteger({ min: 1 }), 1), 1),
  pageSize: v.fallback(v.optional(queryInteger({ min: 1, max: 1000 }), 100), 100),
  freeText: v.fallback(v.optional(freeTextSchema), undefined),
  sortColumn: v.fallback(v.optional(v.picklist(publicIdSortColumnValues), 'person'), 'person'),
  sortOrder: v.fallback(v.optional(sortOrderSchema, 'asc'), 'asc'),
});
export type PublicIdsSearch = v.InferOutput<typeof publicIdsSearchSchema>;

/* ------------------------------------------------------------------------------------- calls */

const hr = { access: 'operator', product: 'HR' } as const;

/** `GET /v2/public-ids` — one page of the registry → `{ items, page, pageSize }`. */
export const listPublicIdsEndpoint = endpoint({
  method: 'GET', path: '/v2/public-ids', summary: 'Public IDs', ...hr,
  query: publicIdsListQuerySchema,
  responses: { 200: v.object({ items: v.array(publicIdRowSchema), page: v.number(), pageSize: v.number() }), ...errorResponses(400, 401, 403) },
});

/** `GET /v2/public-ids-count` — how many public IDs the filters match → `{ count }`. */
export const countPublicIdsEndpoint = endpoint({
  method: 'GET', path: '/v2/public-ids-count', summary: 'Public IDs count', ...hr,
  query: publicIdsCountQuerySchema,
  responses: { 200: countResponseSchema, ...errorResponses(400, 401, 403) },
});

/** `GET /v2/public-ids/{id}` — one public ID (masked); 404 for an id that is not one of the company's. */
export const getPublicIdEndpoint = endpoint({
  method: 'GET', path: '/v2/public-ids/{id}', summary: 'One public ID', ...hr,
  params: idParamsSchema,
  responses: { 200: publicIdDetailSchema, ...errorResponses(401, 403, 404) },
});

/**
 * `POST /v2/public-ids` — adds a public ID → 201 `{ id }`. 400 with field paths (My Number check
 * digit: `number`); 403 for a `MY_NUMBER` without the privilege; 409 when the person already has
 * that type and kind (field `publicIdType`) or another person has the same number (field `number`).
 */
export const createPublicIdEndpoint = endpoint({
  method: 'POST', path: '/v2/public-ids', summary: 'Add a public ID', ...hr,
  body: createPublicIdBodySchema,
  responses: { 201: createdIdSchema, ...errorResponses(400, 401, 403, 409) },
});

/** `PATCH /v2/public-ids/{id}` — updates a public ID → the detail; 409 for a stale `version`; 403 for a `MY_NUMBER` without the privilege. */
export const updatePublicIdEndpoint = endpoint({
  method: 'PATCH', path: '/v2/public-ids/{id}', summary: 'Update a public ID', ...hr,
  params: idParamsSchema,
  body: updatePublicIdBodySchema,
  responses: { 200: publicIdDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/**
 * `DELETE /v2/public-ids/{id}` — deletes the record and its scans for good (no soft delete) → 204;
 * 403 for a `MY_NUMBER` without the privilege.
 */
export const deletePublicIdEndpoint = endpoint({
  method: 'DELETE', path: '/v2/public-ids/{id}', summary: 'Delete a public ID', ...hr,
  params: idParamsSchema,
  responses: { 204: null, ...errorResponses(401, 403, 404) },
});

/** Body of the reveal: `reason` (表示理由), 1–200 characters. */
export const revealPublicIdBodySchema = v.object({
  reason: v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(200, messages.maxLength.id)),
});

/**
 * `POST /v2/public-ids/{id}/reveal` — the number in clear → `{ number }`. 403 `FORBIDDEN` for a
 * `MY_NUMBER` without the `MY_NUMBER_HANDLER` privilege. Every reveal is written to the audit log
 * (who, when, the reason, the record — never the number).
 */
export const revealPublicIdNumberEndpoint = endpoint({
  method: 'POST', path: '/v2/public-ids/{id}/reveal', summary: 'Reveal a public ID number', ...hr,
  params: idParamsSchema,
  body: revealPublicIdBodySchema,
  responses: { 200: v.object({ number: v.string() }), ...errorResponses(400, 401, 403, 404) },
});

/** `GET /v2/people/{personId}/public-ids` — a person's public IDs (the person record's tab) → `{ items }`. */
export const listPersonPublicIdsEndpoint = endpoint({
  method: 'GET', path: '/v2/people/{personId}/public-ids', summary: "A person's public IDs", ...hr,
  params: v.object({ personId: v.string() }),
  responses: { 200: v.object({ items: v.array(publicIdRowSchema) }), ...errorResponses(401, 403, 404) },
});

/** Answer of `GET /v2/public-id-permissions`: `handlesMyNumber`, the caller holds `MY_NUMBER_HANDLER`. */
export const publicIdPermissionsSchema = v.object({ handlesMyNumber: v.boolean() });

/** `GET /v2/public-id-permissions` — what the caller may do with My Numbers (the UI hides reveal and "include My Number" otherwise; the server checks again). */
export const getPublicIdPermissionsEndpoint = endpoint({
  method: 'GET', path: '/v2/public-id-permissions', summary: 'My Number permissions of the caller', ...hr,
  responses: { 200: publicIdPermissionsSchema, ...errorResponses(401, 403) },
});

/* ------------------------------------------------------------------------------------- files */

/** Content types a scan may have: PNG, JPEG, WebP images and PDF. */
export const publicIdFileContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
/** The largest scan, in bytes (10 MB). */
export const publicIdFileMaxBytes = 10 * 1024 * 1024;

/** A scan of a public ID: `sizeBytes` in bytes, `uploadedAt` ISO 8601, `uploadedBy` the operator (null when unknown). */
export const publicIdFileSchema = v.object({
  id: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  sizeBytes: v.number(),
  side: publicIdFileSideSchema,
  uploadedAt: v.string(),
  uploadedBy: v.nullable(v.object({ name: v.string() })),
});
export type PublicIdFile = v.InferOutput<typeof publicIdFileSchema>;

const fileParams = v.object({ id: v.string(), fileId: v.string() });

/** `GET /v2/public-ids/{id}/files` — the record's scans → `{ items }`. */
export const listPublicIdFilesEndpoint = endpoint({
  method: 'GET', path: '/v2/public-ids/{id}/files', summary: "A public ID's scans", ...hr,
  params: idParamsSchema,
  responses: { 200: v.object({ items: v.array(publicIdFileSchema) }), ...errorResponses(401, 403, 404) },
});

/** Body of the upload presign: `fileName` (1–255), `contentType` (PNG, JPEG, WebP, PDF), `sizeBytes` (1 byte – 10 MB). */
export const presignPublicIdFileBodySchema = v.object({
  fileName: v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(255, messages.maxLength.id)),
  contentType: v.picklist(publicIdFileContentTypes, messages.publicIdFileType.id),
  sizeBytes: v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1), v.maxValue(publicIdFileMaxBytes, messages.publicIdFileTooLarge.id)),
});

/**
 * `POST /v2/public-ids/{id}/files/upload-url` — where to `PUT` one scan → `{ url, key, method: 'PUT',
 * headers, expiresAt }` (key `public-id/{companyId}/{uuid}.{ext}`; 15 minutes); then attach it.
 */
export const presignPublicIdFileEndpoint = endpoint({
  method: 'POST', path: '/v2/public-ids/{id}/files/upload-url', summary: 'Upload URL for a public ID scan', ...hr,
  params: idParamsSchema,
  body: presignPublicIdFileBodySchema,
  responses: {
    200: v.object({ url: v.string(), key: v.string(), method: v.literal('PUT'), headers: v.record(v.string(), v.string()), expiresAt: v.string() }),
    ...errorResponses(400, 401, 403, 404),
  },
});

/** Body of the attach: the uploaded `key`, the `fileName` to show (1–255) and the `side`. */
export const attachPublicIdFileBodySchema = v.object({
  key: v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.maxLength(1024, messages.maxLength.id)),
  fileName: v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(255, messages.maxLength.id)),
  side: publicIdFileSideSchema,
});

/**
 * `POST /v2/public-ids/{id}/files` — attaches an uploaded scan → 201 the file; 404 for a key not
 * uploaded for this company. Uploading, attaching and deleting a `MY_NUMBER`'s scans need the privilege (403).
 */
export const attachPublicIdFileEndpoint = endpoint({
  method: 'POST', path: '/v2/public-ids/{id}/files', summary: 'Attach a public ID scan', ...hr,
  params: idParamsSchema,
  body: attachPublicIdFileBodySchema,
  responses: { 201: publicIdFileSchema, ...errorResponses(400, 401, 403, 404) },
});

/**
 * `GET /v2/public-ids/{id}/files/{fileId}/download-url` — a short-lived presigned GET of one scan →
 * `{ url, expiresAt }`; a `MY_NUMBER` scan needs the privilege (403); each one is audited.
 */
export const getPublicIdFileUrlEndpoint = endpoint({
  method: 'GET', path: '/v2/public-ids/{id}/files/{fileId}/download-url', summary: 'Download URL of a public ID scan', ...hr,
  params: fileParams,
  responses: { 200: v.object({ url: v.string(), expiresAt: v.string() }), ...errorResponses(401, 403, 404) },
});

/** `DELETE /v2/public-ids/{id}/files/{fileId}` — deletes the scan and its stored object → 204. */
export const deletePublicIdFileEndpoint = endpoint({
  method: 'DELETE', path: '/v2/public-ids/{id}/files/{fileId}', summary: 'Delete a public ID scan', ...hr,
  params: fileParams,
  responses: { 204: null, ...errorResponses(401, 403, 404) },
});

/* --------------------------------------------------------------------------------------- CSV */

/**
 * Columns of the public ID CSV files, in file order. `number` is left out of exports unless
 * `includeMyNumber=true` (privilege holders); `maskedNumber` is export-only.
 */
export const publicIdCsvColumns = [
  'workerNumber', 'personName', 'publicIdType', 'nationalIdType', 'maskedNumber', 'number',
  'issueDate', 'expiryDate', 'issuingCountry', 'nameOnDocument', 'issuingAuthority', 'note',
] as const;
export type PublicIdCsvColumn = (typeof publicIdCsvColumns)[number];

/**
 * Column headers of the public ID CSV files: the `publicIdFields` labels (issue 30; docs/fields.md);
 * a column naming the person is its field's (`personName` → `personId`), the worker number the
 * person's (`personFields`). An import file may use the label in either language, or the key.
 */
export const publicIdCsvColumnLabels: Record<PublicIdCsvColumn, MessageDescriptor> = {
  workerNumber: personFields['employeeInformation.workerNumber'].label,
  personName: publicIdFields.personId.label,
  publicIdType: publicIdFields.publicIdType.label,
  nationalIdType: publicIdFields.nationalIdType.label,
  maskedNumber: publicIdFields.maskedNumber.label,
  number: publicIdFields.number.label,
  issueDate: publicIdFields.issueDate.label,
  expiryDate: publicIdFields.expiryDate.label,
  issuingCountry: publicIdFields.issuingCountry.label,
  nameOnDocument: publicIdFields.nameOnDocument.label,
  issuingAuthority: publicIdFields.issuingAuthority.label,
  note: publicIdFields.note.label,
};

/**
 * The public ID CSV calls (DECISIONS.md "CSV"; docs/csv.md): `export` — `GET /v2/public-ids-csv?mode=
 * view|edit|edit-template` with the registry's filters (and sort for `view`), `format=csv|xlsx` and
 * `columns` (issue 31), `includeMyNumber`
 * (default false; true needs the privilege, 403 otherwise, audited) → `{ url, mode, fileName }`;
 * `import` — `POST /v2/public-ids-csv/{publicIdType}` with the wizard's body → `CsvImportResult`
 * (rows name people by worker number; all or nothing; `MY_NUMBER` rows need the privilege; 404 for
 * an unknown type segment).
 */
export const publicIdsCsvEndpoints = {
  module: 'public-ids',
  columns: publicIdCsvColumns,
  export: endpoint({
    method: 'GET', path: '/v2/public-ids-csv', summary: 'Public IDs: CSV export', ...hr,
    // `mode`, `encoding`, `format` (csv | xlsx) and `columns` (the registry's visible columns) as every export takes them (issue 31)
    query: csvExportQuery({
      ...publicIdsFilters,
      sortColumn: v.optional(v.picklist(publicIdSortColumnValues, messages.picklist.id), 'person'),
      sortOrder: v.optional(sortOrderSchema, 'asc'),
      includeMyNumber: v.optional(queryBoolean, false),
    }),
    responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
  }),
  import: endpoint({
    method: 'POST', path: '/v2/public-ids-csv/{publicIdType}', summary: 'Public IDs: CSV import (dry run or real)', ...hr,
    params: v.object({ publicIdType: v.string() }),
    body: csvImportBodySchema,
    responses: { 200: csvImportResultSchema, ...errorResponses(400, 401, 403, 404) },
  }),
} as const;

/** Every public ID endpoint (for the API's registration and the OpenAPI document). */
export const publicIdEndpoints = [
  listPublicIdsEndpoint, countPublicIdsEndpoint, getPublicIdEndpoint, createPublicIdEndpoint, updatePublicIdEndpoint, deletePublicIdEndpoint,
  revealPublicIdNumberEndpoint, listPersonPublicIdsEndpoint, getPublicIdPermissionsEndpoint,
  listPublicIdFilesEndpoint, presignPublicIdFileEndpoint, attachPublicIdFileEndpoint, getPublicIdFileUrlEndpoint, deletePublicIdFileEndpoint,
  publicIdsCsvEndpoints.export, publicIdsCsvEndpoints.import,
] as const;
