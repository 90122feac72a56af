import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { listSchemas, resource, versionSchema } from '../common/resource';
import { optionalEnglishName } from '../common/locale';
import { csvExportQuery, csvExportResultSchema, csvImportBodySchema, csvImportResultSchema } from '../common/csv-import';
import { currencyCodeValues } from '../marketplace/store';

/**
 * Contracts (001 §2 "Contracts", §3 "Contract types" and currencies; issue 13; docs/contracts.md),
 * product LEGAL. The calls are "not shown" in the spec, so they follow DECISIONS.md:
 * `GET /v2/contracts` + `/v2/contracts-count`, `GET`/`POST`/`PATCH`/`DELETE /v2/contracts/{id}`,
 * plus this module's own lifecycle actions (`POST /v2/contracts/{id}/submit|approve|reject|terminate|renew`),
 * the subjects a contract covers, its risk provisions, its events and the CSV calls.
 *
 * Lifecycle (stored `status`; docs/contracts.md has the diagram):
 * DRAFT —submit→ UNDER_APPROVAL —approve→ ACTIVE; UNDER_APPROVAL —reject→ DRAFT;
 * ACTIVE —terminate→ TERMINATED; ACTIVE —renew→ RENEWED (a new ACTIVE record holds the next term).
 * EXPIRED is never stored: an ACTIVE contract without auto-renewal whose end date has passed (in
 * Asia/Tokyo) answers `status: 'EXPIRED'`; it can still be renewed. Any other move is refused with
 * 409 `CONFLICT` and a localized message (`contractTransitionRefusedMessages`).
 */

/** Server messages of the contracts module (catalog `contracts`: the API and the pages share them). */
export const contractMessages = {
  conflict: /*i18n*/ { id: 'api.contract.conflict', message: 'This contract was changed by someone else. Reload it and try again.' },
  editRefused: /*i18n*/ { id: 'api.contract.editRefused', message: 'Only a draft contract can be changed or deleted. Renew it to change its terms.' },
  numberTaken: /*i18n*/ { id: 'api.contract.numberTaken', message: 'Another contract already has this contract number.' },
  subjectNotFound: /*i18n*/ { id: 'api.contract.subjectNotFound', message: 'This record was not found. Choose another one.' },
  subjectTaken: /*i18n*/ { id: 'api.contract.subjectTaken', message: 'This contract already covers this record.' },
  titleWhitespaceOnly: messages.contractTitleWhitespaceOnly,
  renewalTermRequired: messages.contractRenewalTermRequired,
  endDateRequired: messages.contractEndDateRequired,
  amountDecimals: messages.contractAmountDecimals,
  csvBoolean: /*i18n*/ { id: 'contract.csv.boolean', message: 'Enter yes or no' },
  renewStartOrder: messages.contractRenewEndDate,
} as const;

/* ------------------------------------------------------------ enumerations */

/** Contract types (001 §3): employment, delegation (業務委託), service, lease, SaaS software, office rental, other. */
export const contractTypeValues = ['EMPLOYMENT', 'DELEGATION', 'SERVICE', 'LEASE', 'SAAS_SOFTWARE', 'OFFICE_RENTAL', 'OTHER'] as const;
export const contractTypeSchema = v.picklist(contractTypeValues, messages.picklist.id);
export type ContractType = v.InferOutput<typeof contractTypeSchema>;
/** The list's `contractType`: a type or `ALL` (001 §3 "all"); default EMPLOYMENT (001 §2). */
export const contractTypeFilterValues = [...contractTypeValues, 'ALL'] as const;
export type ContractTypeFilter = (typeof contractTypeFilterValues)[number];

/** Contract types in the URL of `/contract/import-csv/{contractType}`: the value in lower case with hyphens (`saas-software`). */
export const contractTypeSegment = (type: ContractType) => type.toLowerCase().replace(/_/g, '-');
/** The type a URL segment names (`saas-software` or `SAAS_SOFTWARE`), else undefined. */
export const contractTypeOfSegment = (segment: string): ContractType | undefined =>
  contractTypeValues.find((t) => t === segment.toUpperCase().replace(/-/g, '_'));

/** Stored statuses (see the module docstring) and EXPIRED, the derived one. */
export const contractStatusValues = ['DRAFT', 'UNDER_APPROVAL', 'ACTIVE', 'RENEWED', 'EXPIRED', 'TERMINATED'] as const;
export const contractStatusSchema = v.picklist(contractStatusValues, messages.picklist.id);
export type ContractStatus = v.InferOutput<typeof contractStatusSchema>;

/** Lifecycle actions (the `POST /v2/contracts/{id}/{action}` calls). */
export const contractActionValues = ['submit', 'approve', 'reject', 'terminate', 'renew'] as const;
export type ContractAction = (typeof contractActionValues)[number];

/**
 * The lifecycle's allowed moves: status (as answered, EXPIRED included) → the actions it allows.
 * The server refuses any other with 409; the record page offers only these.
 */
export const contractTransitions: Record<ContractStatus, readonly ContractAction[]> = {
  DRAFT: ['submit'],
  UNDER_APPROVAL: ['approve', 'reject'],
  ACTIVE: ['terminate', 'renew'],
  EXPIRED: ['renew'],
  RENEWED: [],
  TERMINATED: [],
};

/** Currencies (001 §3): JPY, USD, IDR, THB, VND (the marketplace's list). */
export const contractCurrencySchema = v.picklist(currencyCodeValues, messages.picklist.id);
export type ContractCurrency = v.InferOutput<typeof contractCurrencySchema>;

/** Billing cycle of the amount: once, per month, per year. */
export const billingCycleValues = ['ONE_TIME', 'MONTHLY', 'YEARLY'] as const;
export const billingCycleSchema = v.picklist(billingCycleValues, messages.picklist.id);
export type BillingCycle = v.InferOutput<typeof billingCycleSchema>;

/** What a contract covers: a person (the employee of an employment contract…), a device, equipment, an app integration, a place. */
export const contractSubjectTypeValues = ['PERSON', 'DEVICE', 'EQUIPMENT', 'APP_INTEGRATION', 'PLACE'] as const;
export const contractSubjectTypeSchema = v.picklist(contractSubjectTypeValues, messages.picklist.id);
export type ContractSubjectType = v.InferOutput<typeof contractSubjectTypeSchema>;

/** Kinds of risk provision (clauses a legal review looks at). */
export const riskClauseKindValues = ['LIABILITY_CAP', 'CONFIDENTIALITY', 'ANTI_SOCIAL_FORCES', 'TERMINATION_FOR_CONVENIENCE', 'AUTO_RENEWAL', 'GOVERNING_LAW', 'INTELLECTUAL_PROPERTY', 'OTHER'] as const;
export const riskClauseKindSchema = v.picklist(riskClauseKindValues, messages.picklist.id);
export type RiskClauseKind = v.InferOutput<typeof riskClauseKindSchema>;

export const riskLevelValues = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const riskLevelSchema = v.picklist(riskLevelValues, messages.picklist.id);
export type RiskLevel = v.InferOutput<typeof riskLevelSchema>;

/** Events of a contract's timeline (operation activity; approvals are the APPROVED / REJECTED ones). */
export const contractEventKindValues = ['CREATED', 'SUBMITTED', 'APPROVED', 'REJECTED', 'RENEWED', 'RENEWED_FROM', 'TERMINATED', 'IMPORTED'] as const;
export type ContractEventKind = (typeof contractEventKindValues)[number];

/* ------------------------------------------------------------------ labels */

/** Labels of the contract types (catalog `contracts`). */
export const contractTypeLabels = {
  EMPLOYMENT: /*i18n*/ { id: 'contract.type.EMPLOYMENT', message: 'Employment' },
  DELEGATION: /*i18n*/ { id: 'contract.type.DELEGATION', message: 'Delegation' },
  SERVICE: /*i18n*/ { id: 'contract.type.SERVICE', message: 'Service' },
  LEASE: /*i18n*/ { id: 'contract.type.LEASE', message: 'Lease' },
  SAAS_SOFTWARE: /*i18n*/ { id: 'contract.type.SAAS_SOFTWARE', message: 'SaaS software' },
  OFFICE_RENTAL: /*i18n*/ { id: 'contract.type.OFFICE_RENTAL', message: 'Office rental' },
  OTHER: /*i18n*/ { id: 'contract.type.OTHER', message: 'Other' },
} as const satisfies Record<ContractType, MessageDescriptor>;

export const contractStatusLabels = {
  DRAFT: /*i18n*/ { id: 'contract.status.DRAFT', message: 'Draft' },
  UNDER_APPROVAL: /*i18n*/ { id: 'contract.status.UNDER_APPROVAL', message: 'Under approval' },
  ACTIVE: /*i18n*/ { id: 'contract.status.ACTIVE', message: 'Active' },
  RENEWED: /*i18n*/ { id: 'contract.status.RENEWED', message: 'Renewed' },
  EXPIRED: /*i18n*/ { id: 'contract.status.EXPIRED', message: 'Expired' },
  TERMINATED: /*i18n*/ { id: 'contract.status.TERMINATED', message: 'Terminated' },
} as const satisfies Record<ContractStatus, MessageDescriptor>;

/** The localized 409 of a move the lifecycle does not allow from the contract's status (one per action). */
export const contractTransitionRefusedMessages = {
  submit: /*i18n*/ { id: 'api.contract.refused.submit', message: 'Only a draft contract can be submitted for approval.' },
  approve: /*i18n*/ { id: 'api.contract.refused.approve', message: 'Only a contract under approval can be approved.' },
  reject: /*i18n*/ { id: 'api.contract.refused.reject', message: 'Only a contract under approval can be rejected.' },
  terminate: /*i18n*/ { id: 'api.contract.refused.terminate', message: 'Only an active contract can be terminated.' },
  renew: /*i18n*/ { id: 'api.contract.refused.renew', message: 'Only an active or expired contract can be renewed.' },
} as const satisfies Record<ContractAction, MessageDescriptor>;

export const billingCycleLabels = {
  ONE_TIME: /*i18n*/ { id: 'contract.billingCycle.ONE_TIME', message: 'One-time' },
  MONTHLY: /*i18n*/ { id: 'contract.billingCycle.MONTHLY', message: 'Monthly' },
  YEARLY: /*i18n*/ { id: 'contract.billingCycle.YEARLY', message: 'Yearly' },
} as const satisfies Record<BillingCycle, MessageDescriptor>;

export const contractSubjectTypeLabels = {
  PERSON: /*i18n*/ { id: 'contract.subjectType.PERSON', message: 'Person' },
  DEVICE: /*i18n*/ { id: 'contract.subjectType.DEVICE', message: 'Device' },
  EQUIPMENT: /*i18n*/ { id: 'contract.subjectType.EQUIPMENT', message: 'Equipment' },
  APP_INTEGRATION: /*i18n*/ { id: 'contract.subjectType.APP_INTEGRATION', message: 'App integration' },
  PLACE: /*i18n*/ { id: 'contract.subjectType.PLACE', message: 'Place' },
} as const satisfies Record<ContractSubjectType, MessageDescriptor>;

export const riskClauseKindLabels = {
  LIABILITY_CAP: /*i18n*/ { id: 'contract.clause.LIABILITY_CAP', message: 'Limitation of liability' },
  CONFIDENTIALITY: /*i18n*/ { id: 'contract.clause.CONFIDENTIALITY', message: 'Confidentiality' },
  ANTI_SOCIAL_FORCES: /*i18n*/ { id: 'contract.clause.ANTI_SOCIAL_FORCES', message: 'Exclusion of anti-social forces' },
  TERMINATION_FOR_CONVENIENCE: /*i18n*/ { id: 'contract.clause.TERMINATION_FOR_CONVENIENCE', message: 'Termination for convenience' },
  AUTO_RENEWAL: /*i18n*/ { id: 'contract.clause.AUTO_RENEWAL', message: 'Automatic renewal' },
  GOVERNING_LAW: /*i18n*/ { id: 'contract.clause.GOVERNING_LAW', message: 'Governing law and jurisdiction' },
  INTELLECTUAL_PROPERTY: /*i18n*/ { id: 'contract.clause.INTELLECTUAL_PROPERTY', message: 'Intellectual property' },
  OTHER: /*i18n*/ { id: 'contract.clause.OTHER', message: 'Other clause' },
} as const satisfies Record<RiskClauseKind, MessageDescriptor>;

export const riskLevelLabels = {
  LOW: /*i18n*/ { id: 'contract.riskLevel.LOW', message: 'Low' },
  MEDIUM: /*i18n*/ { id: 'contract.riskLevel.MEDIUM', message: 'Medium' },
  HIGH: /*i18n*/ { id: 'contract.riskLevel.HIGH', message: 'High' },
} as const satisfies Record<RiskLevel, MessageDescriptor>;

export const contractEventKindLabels = {
  CREATED: /*i18n*/ { id: 'contract.event.CREATED', message: 'Created as a draft' },
  SUBMITTED: /*i18n*/ { id: 'contract.event.SUBMITTED', message: 'Submitted for approval' },
  APPROVED: /*i18n*/ { id: 'contract.event.APPROVED', message: 'Approved' },
  REJECTED: /*i18n*/ { id: 'contract.event.REJECTED', message: 'Rejected' },
  RENEWED: /*i18n*/ { id: 'contract.event.RENEWED', message: 'Renewed into the next term' },
  RENEWED_FROM: /*i18n*/ { id: 'contract.event.RENEWED_FROM', message: 'Started as the renewal of the previous term' },
  TERMINATED: /*i18n*/ { id: 'contract.event.TERMINATED', message: 'Terminated' },
  IMPORTED: /*i18n*/ { id: 'contract.event.IMPORTED', message: 'Imported from CSV' },
} as const satisfies Record<ContractEventKind, MessageDescriptor>;

/**
 * The contract's fields, described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * payload's path as the audit log names them (`contractPayload` in api/src/legal/contracts.ts): the
 * contract list's column titles, the add and edit forms, the structure tab, the history tab (labels
 * and enumeration values) and the contract CSV headers read these labels, in the screens' wording.
 * The enumerations' `values` are `contractTypeLabels`, `contractStatusLabels` and
 * `billingCycleLabels` (one wording per code). `autoRenewal` is a yes/no value; `currency` an ISO
 * 4217 code, read as text.
 */
export const contractFields = fields({
  title: { label: /*i18n*/ { id: 'field.contract.title', message: 'Title' }, kind: 'text' },
  titleEn: { label: /*i18n*/ { id: 'field.contract.titleEn', message: 'English title' }, kind: 'text' },
  contractNumber: { label: /*i18n*/ { id: 'field.contract.contractNumber', message: 'Contract number' }, kind: 'text' },
  contractType: { label: /*i18n*/ { id: 'field.contract.contractType', message: 'Contract type' }, kind: 'enum', values: contractTypeLabels },
  status: { label: /*i18n*/ { id: 'field.contract.status', message: 'Status' }, kind: 'enum', values: contractStatusLabels },
  counterpartyName: { label: /*i18n*/ { id: 'field.contract.counterpartyName', message: 'Counterparty' }, kind: 'text' },
  counterpartyContact: { label: /*i18n*/ { id: 'field.contract.counterpartyContact', message: 'Counterparty contact' }, kind: 'text' },
  ourPartyName: { label: /*i18n*/ { id: 'field.contract.ourPartyName', message: 'Our party' }, kind: 'text' },
  startDate: { label: /*i18n*/ { id: 'field.contract.startDate', message: 'Start date' }, kind: 'date' },
  endDate: { label: /*i18n*/ { id: 'field.contract.endDate', message: 'End date' }, kind: 'date' },
  autoRenewal: { label: /*i18n*/ { id: 'field.contract.autoRenewal', message: 'Automatic renewal' }, kind: 'boolean' },
  renewalTermMonths: { label: /*i18n*/ { id: 'field.contract.renewalTermMonths', message: 'Renewal term (months)' }, kind: 'number' },
  noticePeriodDays: { label: /*i18n*/ { id: 'field.contract.noticePeriodDays', message: 'Notice period (days)' }, kind: 'number' },
  amount: { label: /*i18n*/ { id: 'field.contract.amount', message: 'Amount' }, kind: 'number' },
  currency: { label: /*i18n*/ { id: 'field.contract.currency', message: 'Currency' }, kind: 'text' },
  billingCycle: { label: /*i18n*/ { id: 'field.contract.billingCycle', message: 'Billing cycle' }, kind: 'enum', values: billingCycleLabels },
  notes: { label: /*i18n*/ { id: 'field.contract.notes', message: 'Notes' }, kind: 'text' },
  terminatedOn: { label: /*i18n*/ { id: 'field.contract.terminatedOn', message: 'Terminated on' }, kind: 'date' },
});

/* ------------------------------------------------------------------ limits */

/** Title: 1–200 characters. */
export const contractTitleMaxLength = 200;
/** Contract number, party names and contacts: at most 100 characters. */
export const contractShortTextMaxLength = 100;
/** Notes, comments and a risk provision's note: at most 1000 characters. */
export const contractNotesMaxLength = 1000;
/** Renewal term: 1–120 months. */
export const contractRenewalTermMaxMonths = 120;
/** Notice period (解約予告期間): 0–365 days before the term's end. */
export const contractNoticePeriodMaxDays = 365;
/** Amount: 0 to 100,000,000,000 in the currency's unit, at most two decimals. */
export const contractAmountMax = 100_000_000_000;
/** "Renewal soon": the notice deadline (or the term's end without one) falls within this many days. */
export const contractRenewalSoonDays = 60;

const text = (max: number) => v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.maxLength(max, messages.maxLength.id));
const optionalText = (max: number) => v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(max, messages.maxLength.id)));
const dateSchema = v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.isoDate(messages.isoDate.id));
const optionalDate = v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id)));
const optionalInt = (max: number, min = 0) =>
  v.nullable(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(min, messages.minValue.id), v.maxValue(max, messages.maxValue.id)));
const uuidSchema = v.pipe(v.string(messages.required.id), v.uuid(messages.uuid.id));

/** `title`: required, 1–200 characters, not only spaces (ASCII or U+3000). */
export const contractTitleSchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.check((s) => s === '' || s.trim() !== '', contractMessages.titleWhitespaceOnly.id),
  v.maxLength(contractTitleMaxLength, messages.maxLength.id),
);

/**
 * `titleEn`: the English title (issue 30; the `name` / `nameEn` pattern of the HR master items):
 * optional, at most 200 characters, trimmed; empty or only spaces means none (null), and English
 * screens then show `title`. Absent means none on create and unchanged on update.
 */
export const contractTitleEnSchema = optionalEnglishName(contractTitleMaxLength);

/** `amount`: null (not known) or 0–100,000,000,000 with at most two decimals. */
export const contractAmountSchema = v.nullable(
  v.pipe(
    v.number(messages.invalidType.id),
    v.minValue(0, messages.minValue.id),
    v.maxValue(contractAmountMax, messages.maxValue.id),
    v.check((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, contractMessages.amountDecimals.id),
  ),
);

const contractEntries = {
  title: contractTitleSchema,
  titleEn: contractTitleEnSchema,
  contractNumber: optionalText(contractShortTextMaxLength),
  contractType: contractTypeSchema,
  counterpartyName: text(contractShortTextMaxLength),
  counterpartyContact: optionalText(contractShortTextMaxLength),
  ourPartyName: text(contractShortTextMaxLength),
  startDate: dateSchema,
  endDate: optionalDate,
  autoRenewal: v.boolean(messages.invalidType.id),
  renewalTermMonths: optionalInt(contractRenewalTermMaxMonths, 1),
  noticePeriodDays: optionalInt(contractNoticePeriodMaxDays),
  amount: contractAmountSchema,
  currency: contractCurrencySchema,
  billingCycle: billingCycleSchema,
  notes: optionalText(contractNotesMaxLength),
};

/** The cross-field rules of create and update: end on/after start (at `endDate`); auto-renewal needs an end date and a renewal term. */
const periodOrder = (c: { startDate: string; endDate: string | null }) => c.endDate === null || c.startDate <= c.endDate;
const renewalHasEnd = (c: { autoRenewal: boolean; endDate: string | null }) => !c.autoRenewal || c.endDate !== null;
const renewalHasTerm = (c: { autoRenewal: boolean; renewalTermMonths: number | null }) => !c.autoRenewal || c.renewalTermMonths !== null;

/**
 * Body of `POST /v2/contracts` and what the add form validates (a new contract is a DRAFT):
 * `title` (1–200), `titleEn` (the English title, optional: see `contractTitleEnSchema`),
 * `contractNumber` (unique in the company; null = none), `contractType`, the
 * parties (`counterpartyName` required, `counterpartyContact`, `ourPartyName` required), the term
 * (`startDate` required, `endDate` null = indefinite, not before the start), `autoRenewal` with
 * `renewalTermMonths` (1–120, required with auto-renewal, which also needs an end date) and
 * `noticePeriodDays` (解約予告期間, 0–365), `amount` (null = not known) in `currency` per
 * `billingCycle`, `notes`. Every optional field is `null` when not set.
 */
export const createContractBodySchema = v.pipe(
  v.object(contractEntries),
  v.forward(v.partialCheck([['startDate'], ['endDate']], periodOrder, messages.periodOrder.id), ['endDate']),
  v.forward(v.partialCheck([['autoRenewal'], ['endDate']], renewalHasEnd, contractMessages.endDateRequired.id), ['endDate']),
  v.forward(v.partialCheck([['autoRenewal'], ['renewalTermMonths']], renewalHasTerm, contractMessages.renewalTermRequired.id), ['renewalTermMonths']),
);
export type CreateContractBody = v.InferOutput<typeof createContractBodySchema>;

/** Body of `PATCH /v2/contracts/{id}` (drafts only): the whole payload plus the `version` read (stale → 409). */
export const updateContractBodySchema = v.pipe(
  v.object({ ...contractEntries, version: versionSchema }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], periodOrder, messages.periodOrder.id), ['endDate']),
  v.forward(v.partialCheck([['autoRenewal'], ['endDate']], renewalHasEnd, contractMessages.endDateRequired.id), ['endDate']),
  v.forward(v.partialCheck([['autoRenewal'], ['renewalTermMonths']], renewalHasTerm, contractMessages.renewalTermRequired.id), ['renewalTermMonths']),
);
export type UpdateContractBody = v.InferOutput<typeof updateContractBodySchema>;

/* -------------------------------------------------------------- rows, detail */

/**
 * A row of the contract list: the payload's list fields — `title` in the request's language
 * (English: `titleEn`, falling back to the title typed; Japanese: the title typed), both as stored
 * for the edit form (`titleJa`, `titleEn`, null when none) —, `status` (EXPIRED derived, see above),
 * `currentTermEnd` (the end of the term running today: an auto-renewing contract's end date rolled
 * forward by its renewal term; else the end date), `noticeDeadline` (`currentTermEnd` minus the
 * notice period: the last day to give notice, or to decide on renewal; null without an end),
 * `daysUntilDeadline` (from today in Asia/Tokyo; negative once passed) and `renewalSoon`
 * (ACTIVE and the deadline within 60 days, not passed).
 */
export const contractRowSchema = v.object({
  id: v.string(),
  title: v.string(),
  titleJa: v.string(),
  titleEn: v.nullable(v.string()),
  contractNumber: v.nullable(v.string()),
  contractType: contractTypeSchema,
  status: contractStatusSchema,
  counterpartyName: v.string(),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  autoRenewal: v.boolean(),
  currentTermEnd: v.nullable(v.string()),
  noticeDeadline: v.nullable(v.string()),
  daysUntilDeadline: v.nullable(v.number()),
  renewalSoon: v.boolean(),
  amount: v.nullable(v.number()),
  currency: contractCurrencySchema,
  billingCycle: billingCycleSchema,
  updatedAt: v.string(),
});
export type ContractRow = v.InferOutput<typeof contractRowSchema>;

/** A record a contract covers: `subjectType`, `subjectId`, its current `name` (null when the record was deleted) and a `note`. */
export const contractSubjectSchema = v.object({
  id: v.string(),
  subjectType: contractSubjectTypeSchema,
  subjectId: v.string(),
  name: v.nullable(v.string()),
  note: v.nullable(v.string()),
});
export type ContractSubject = v.InferOutput<typeof contractSubjectSchema>;

/**
 * One contract: the row plus the other fields, `subjects`, `previousContractId` / `nextContractId`
 * (the renewal chain), `allowedActions` (what the lifecycle allows now), `version` and ISO 8601 times.
 */
export const contractDetailSchema = v.object({
  ...contractRowSchema.entries,
  counterpartyContact: v.nullable(v.string()),
  ourPartyName: v.string(),
  renewalTermMonths: v.nullable(v.number()),
  noticePeriodDays: v.nullable(v.number()),
  notes: v.nullable(v.string()),
  terminatedOn: v.nullable(v.string()),
  previousContractId: v.nullable(v.string()),
  nextContractId: v.nullable(v.string()),
  subjects: v.array(contractSubjectSchema),
  allowedActions: v.array(v.picklist(contractActionValues)),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ContractDetail = v.InferOutput<typeof contractDetailSchema>;

/* ------------------------------------------------------------------- search */

/** List `sortColumn` values; ties break on the id. */
export const contractSortColumnValues = ['TITLE', 'CONTRACT_NUMBER', 'COUNTERPARTY', 'START_DATE', 'END_DATE', 'STATUS'] as const;
export type ContractSortColumn = (typeof contractSortColumnValues)[number];

const contractsSearch = listSchemas({
  sortColumns: contractSortColumnValues,
  sortColumn: 'TITLE',
  filters: { contractType: v.optional(v.picklist(contractTypeFilterValues, messages.picklist.id), 'EMPLOYMENT') },
});
/** Query of `GET /v2/contracts` (001 §2): `contractType` (default EMPLOYMENT, or ALL), `freeText` (either title, number, parties, notes), `TITLE` sorts by the title shown in the request's language, `sortColumn`, `sortOrder`, `pageIndex` 0, `pageSize` 100 (1–1000). */
export const contractsListQuerySchema = contractsSearch.query;
export type ContractsListQuery = v.InferOutput<typeof contractsListQuerySchema>;
/** Query of `GET /v2/contracts-count`: `contractType` and `freeText`. */
export const contractsCountQuerySchema = contractsSearch.count;
export type ContractsCountQuery = v.InferOutput<typeof contractsCountQuerySchema>;
/** URL search of `/contract`: invalid values fall back to their defaults. */
export const contractsSearchSchema = contractsSearch.search;
export type ContractsSearch = v.InferOutput<typeof contractsSearchSchema>;
/** Column settings `tableId` of the contract list. */
export const contractsTableId = 'contracts';

/**
 * The contract resource (LEGAL product):
 * - `GET /v2/contracts` / `GET /v2/contracts-count` — the list and its count;
 * - `POST /v2/contracts` — a new DRAFT, 201 `{ id }`; 400 with field paths; 409 at `contractNumber` when taken;
 * - `GET /v2/contracts/{id}` — one contract; 404 when not the company's (or not a UUID);
 * - `PATCH /v2/contracts/{id}` — drafts only (409 `api.contract.editRefused` otherwise); 409 on a stale `version`;
 * - `DELETE /v2/contracts/{id}` — drafts only (409 otherwise), 204.
 */
export const contractsResource = resource({
  path: '/v2/contracts', access: 'operator', product: 'LEGAL', detail: contractDetailSchema,
  list: { summary: 'Contracts', row: contractRowSchema, query: contractsListQuerySchema, countQuery: contractsCountQuerySchema },
  get: { summary: 'One contract' },
  create: { summary: 'Create a contract', body: createContractBodySchema, conflict: true },
  update: { summary: 'Update a draft contract', body: updateContractBodySchema },
  delete: { summary: 'Delete a draft contract', conflict: true },
});
export const {
  list: listContractsEndpoint,
  count: countContractsEndpoint,
  get: getContractEndpoint,
  create: createContractEndpoint,
  update: updateContractEndpoint,
  delete: deleteContractEndpoint,
} = contractsResource.endpoints;

const idParams = v.object({ id: v.string() });

/* ---------------------------------------------------------------- lifecycle */

const commentSchema = optionalText(contractNotesMaxLength);
/** Body of submit and approve: the `version` read and an optional `comment`. */
export const contractActionBodySchema = v.object({ version: versionSchema, comment: v.optional(commentSchema, null) });
export type ContractActionBody = v.InferOutput<typeof contractActionBodySchema>;
/** Body of reject: the `version` and a required `comment` (why it goes back to draft). */
export const rejectContractBodySchema = v.object({ version: versionSchema, comment: text(contractNotesMaxLength) });
/** Body of terminate: the `version`, the day it ends (`terminatedOn`, YYYY-MM-DD) and a required `comment` (the reason). */
export const terminateContractBodySchema = v.object({ version: versionSchema, terminatedOn: dateSchema, comment: text(contractNotesMaxLength) });
/**
 * Body of renew: the `version`, the next term's `endDate` (after the current term's end), its
 * `amount` (null keeps the current amount) and an optional `comment`. The next term starts the day
 * after the current end date.
 */
export const renewContractBodySchema = v.object({ version: versionSchema, endDate: dateSchema, amount: contractAmountSchema, comment: v.optional(commentSchema, null) });
export type RenewContractBody = v.InferOutput<typeof renewContractBodySchema>;

const action = <const P extends string, const S extends string, B extends v.GenericSchema>(path: P, summary: S, body: B) =>
  endpoint({ method: 'POST', path, summary, access: 'operator', product: 'LEGAL', params: idParams, body, responses: { 200: contractDetailSchema, ...errorResponses(400, 401, 403, 404, 409) } });

/** `POST /v2/contracts/{id}/submit` — DRAFT → UNDER_APPROVAL (200 the contract); 409 from another status or a stale version. */
export const submitContractEndpoint = action('/v2/contracts/{id}/submit', 'Submit a contract for approval', contractActionBodySchema);
/** `POST /v2/contracts/{id}/approve` — UNDER_APPROVAL → ACTIVE, the approval recorded with its comment. */
export const approveContractEndpoint = action('/v2/contracts/{id}/approve', 'Approve a contract', contractActionBodySchema);
/** `POST /v2/contracts/{id}/reject` — UNDER_APPROVAL → DRAFT, the rejection recorded with its comment. */
export const rejectContractEndpoint = action('/v2/contracts/{id}/reject', 'Reject a contract', rejectContractBodySchema);
/** `POST /v2/contracts/{id}/terminate` — ACTIVE → TERMINATED on `terminatedOn`. */
export const terminateContractEndpoint = action('/v2/contracts/{id}/terminate', 'Terminate a contract', terminateContractBodySchema);
/** `POST /v2/contracts/{id}/renew` — ACTIVE or EXPIRED → RENEWED; answers 201 `{ id }` of the new ACTIVE contract holding the next term (subjects and risk provisions copied). */
export const renewContractEndpoint = endpoint({
  method: 'POST', path: '/v2/contracts/{id}/renew', summary: 'Renew a contract into its next term', access: 'operator', product: 'LEGAL',
  params: idParams, body: renewContractBodySchema,
  responses: { 201: v.object({ id: v.string() }), ...errorResponses(400, 401, 403, 404, 409) },
});

/** One event of a contract's timeline; `actor` null for the system or a deleted user; `relatedContractId` the other term of a renewal. */
export const contractEventSchema = v.object({
  id: v.string(),
  kind: v.picklist(contractEventKindValues),
  occurredAt: v.string(),
  actor: v.nullable(v.object({ name: v.string() })),
  comment: v.nullable(v.string()),
  relatedContractId: v.nullable(v.string()),
});
export type ContractEvent = v.InferOutput<typeof contractEventSchema>;

/** `GET /v2/contracts/{id}/events` — `{ items }`, oldest first (the lifecycle timeline; approvals are APPROVED / REJECTED). */
export const listContractEventsEndpoint = endpoint({
  method: 'GET', path: '/v2/contracts/{id}/events', summary: 'Timeline of a contract', access: 'operator', product: 'LEGAL',
  params: idParams, responses: { 200: v.object({ items: v.array(contractEventSchema) }), ...errorResponses(401, 403, 404) },
});

/* ----------------------------------------------------------------- subjects */

/** Body of `POST /v2/contracts/{id}/subjects`: `subjectType`, `subjectId` (one of the company's records of that type), `note`. */
export const createContractSubjectBodySchema = v.object({ subjectType: contractSubjectTypeSchema, subjectId: uuidSchema, note: v.optional(optionalText(contractShortTextMaxLength), null) });
export type CreateContractSubjectBody = v.InferOutput<typeof createContractSubjectBodySchema>;

/** `POST /v2/contracts/{id}/subjects` — 201 `{ id }`; 400 at `subjectId` when the record is not the company's; 409 when already covered. */
export const createContractSubjectEndpoint = endpoint({
  method: 'POST', path: '/v2/contracts/{id}/subjects', summary: 'Add a record a contract covers', access: 'operator', product: 'LEGAL',
  params: idParams, body: createContractSubjectBodySchema, responses: { 201: v.object({ id: v.string() }), ...errorResponses(400, 401, 403, 404, 409) },
});
/** `DELETE /v2/contracts/{id}/subjects/{subjectId}` (the subject row's id) — 204. */
export const deleteContractSubjectEndpoint = endpoint({
  method: 'DELETE', path: '/v2/contracts/{id}/subjects/{subjectId}', summary: 'Remove a record a contract covers', access: 'operator', product: 'LEGAL',
  params: v.object({ id: v.string(), subjectId: v.string() }), responses: { 204: null, ...errorResponses(401, 403, 404) },
});

/* ---------------------------------------------------------- risk provisions */

/** A risk provision: the clause kind, where it sits (`clauseReference`, e.g. 第12条), its `riskLevel`, a `note` and `version` (every update adds one). */
export const riskProvisionSchema = v.object({
  id: v.string(),
  clauseKind: riskClauseKindSchema,
  clauseReference: v.nullable(v.string()),
  riskLevel: riskLevelSchema,
  note: v.nullable(v.string()),
  updatedAt: v.string(),
  /** Optimistic concurrency: send it back with an update (issue 29). */
  version: v.number(),
});
export type RiskProvision = v.InferOutput<typeof riskProvisionSchema>;

/** Body of creating or updating a risk provision. */
export const riskProvisionBodySchema = v.object({
  clauseKind: riskClauseKindSchema,
  clauseReference: optionalText(contractShortTextMaxLength),
  riskLevel: riskLevelSchema,
  note: optionalText(contractNotesMaxLength),
});
export type RiskProvisionBody = v.InferOutput<typeof riskProvisionBodySchema>;
/**
 * Body of updating a risk provision: the create fields, all replaced, and `version` (required; issue
 * 29), the version the editor read: a stale one answers 409 `CONFLICT` without field errors.
 */
export const updateRiskProvisionBodySchema = v.object({ ...riskProvisionBodySchema.entries, version: versionSchema });
export type UpdateRiskProvisionBody = v.InferOutput<typeof updateRiskProvisionBodySchema>;

const provisionParams = v.object({ id: v.string(), provisionId: v.string() });
/** `GET /v2/contracts/{id}/risk-provisions` — `{ items }`, highest risk first. */
export const listRiskProvisionsEndpoint = endpoint({
  method: 'GET', path: '/v2/contracts/{id}/risk-provisions', summary: 'Risk provisions of a contract', access: 'operator', product: 'LEGAL',
  params: idParams, responses: { 200: v.object({ items: v.array(riskProvisionSchema) }), ...errorResponses(401, 403, 404) },
});
/** `POST /v2/contracts/{id}/risk-provisions` — 201 `{ id }`. */
export const createRiskProvisionEndpoint = endpoint({
  method: 'POST', path: '/v2/contracts/{id}/risk-provisions', summary: 'Add a risk provision', access: 'operator', product: 'LEGAL',
  params: idParams, body: riskProvisionBodySchema, responses: { 201: v.object({ id: v.string() }), ...errorResponses(400, 401, 403, 404) },
});
/** `PATCH /v2/contracts/{id}/risk-provisions/{provisionId}` — the provision; 409 on a stale `version`. */
export const updateRiskProvisionEndpoint = endpoint({
  method: 'PATCH', path: '/v2/contracts/{id}/risk-provisions/{provisionId}', summary: 'Update a risk provision', access: 'operator', product: 'LEGAL',
  params: provisionParams, body: updateRiskProvisionBodySchema, responses: { 200: riskProvisionSchema, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `DELETE /v2/contracts/{id}/risk-provisions/{provisionId}` — 204. */
export const deleteRiskProvisionEndpoint = endpoint({
  method: 'DELETE', path: '/v2/contracts/{id}/risk-provisions/{provisionId}', summary: 'Delete a risk provision', access: 'operator', product: 'LEGAL',
  params: provisionParams, responses: { 204: null, ...errorResponses(401, 403, 404) },
});

/* ---------------------------------------------------------------------- CSV */

/** Columns of the contract CSV (a file is of one contract type: the URL's). */
export const contractCsvColumns = [
  'title', 'titleEn', 'contractNumber', 'counterpartyName', 'counterpartyContact', 'ourPartyName', 'startDate', 'endDate', 'autoRenewal',
  'renewalTermMonths', 'noticePeriodDays', 'amount', 'currency', 'billingCycle', 'notes',
] as const;
export type ContractCsvColumn = (typeof contractCsvColumns)[number];
/** Required columns. */
export const contractCsvRequiredColumns: readonly ContractCsvColumn[] = ['title', 'counterpartyName', 'ourPartyName', 'startDate'];

/**
 * Column headers of the contract CSV: the `contractFields` labels (issue 30; docs/fields.md). The
 * import matches a header by the column key or this label in either language.
 */
export const contractCsvColumnLabels: Record<ContractCsvColumn, MessageDescriptor> = Object.fromEntries(
  contractCsvColumns.map((column) => [column, contractFields[column].label]),
) as Record<ContractCsvColumn, MessageDescriptor>;

/**
 * The contract CSV calls: `export` — `GET /v2/contracts-csv?mode=view|edit|edit-template&contractType=…`
 * (the template in the request's language, or the type's contracts in the same columns) →
 * `{ url, mode, fileName }`; `import` — `POST /v2/contracts-csv/{contractType}` (segment as
 * `contractTypeSegment`) with the wizard's body → `CsvImportResult`: every row adds one DRAFT
 * contract of that type, validated with `createContractBodySchema`, all or nothing; 404 for a
 * segment that names no type.
 */
export const contractsCsvEndpoints = {
  module: 'contracts',
  columns: contractCsvColumns,
  export: endpoint({
    method: 'GET', path: '/v2/contracts-csv', summary: 'Contracts: CSV export', access: 'operator', product: 'LEGAL',
    query: csvExportQuery({ contractType: v.optional(contractTypeSchema, 'EMPLOYMENT') }),
    responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
  }),
  import: endpoint({
    method: 'POST', path: '/v2/contracts-csv/{contractType}', summary: 'Contracts: CSV import (dry run or real)', access: 'operator', product: 'LEGAL',
    params: v.object({ contractType: v.string() }),
    body: csvImportBodySchema,
    responses: { 200: csvImportResultSchema, ...errorResponses(400, 401, 403, 404) },
  }),
} as const;

/** Every contracts call, for `apiEndpoints` (tag `contracts`). */
export const contractEndpoints = [
  listContractsEndpoint, countContractsEndpoint, getContractEndpoint, createContractEndpoint, updateContractEndpoint, deleteContractEndpoint,
  submitContractEndpoint, approveContractEndpoint, rejectContractEndpoint, terminateContractEndpoint, renewContractEndpoint,
  listContractEventsEndpoint, createContractSubjectEndpoint, deleteContractSubjectEndpoint,
  listRiskProvisionsEndpoint, createRiskProvisionEndpoint, updateRiskProvisionEndpoint, deleteRiskProvisionEndpoint,
  contractsCsvEndpoints.export, contractsCsvEndpoints.import,
] as const;
