import { and, asc, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  approveContractEndpoint,
  contractMessages,
  contractsResource,
  contractTransitionRefusedMessages,
  contractTransitions,
  contractRenewalSoonDays,
  createContractSubjectEndpoint,
  createRiskProvisionEndpoint,
  deleteContractSubjectEndpoint,
  deleteRiskProvisionEndpoint,
  errorCodes,
  getContractEndpoint,
  messages,
  listContractEventsEndpoint,
  listRiskProvisionsEndpoint,
  rejectContractEndpoint,
  renewContractEndpoint,
  submitContractEndpoint,
  terminateContractEndpoint,
  updateContractEndpoint,
  updateRiskProvisionEndpoint,
  type ContractAction,
  type ContractCurrency,
  type ContractDetail,
  type ContractEvent,
  type ContractRow,
  type ContractStatus,
  type ContractSubject,
  type ContractSubjectType,
  type CreateContractBody,
  type Locale,
  type RiskProvision,
  type RiskProvisionBody,
  type UpdateContractBody,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { appIntegrations, contractEvents, contractRiskProvisions, contracts, contractSubjects, devices, equipment, people, places, users } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { isUniqueViolation, isUuid, personName, registerResourceRoutes, resourceKit, sortKey } from '../http/resource';
import { containsPattern } from '../http/list-sql';
import { tokyoToday } from '../lib/tokyo-date';
import type { SessionContext } from '../auth/sessions';

/**
 * Contracts (001 §2 "Contracts"; issue 13; docs/contracts.md), product LEGAL: the list and the
 * record on the resource kit, the lifecycle moves (submit, approve, reject, terminate, renew), the
 * records a contract covers, its risk provisions and its timeline. Every write records its audit
 * entry (and, for a move, its event) in the write's transaction; a move locks the contract row
 * and checks the `version` read (409 when stale) and the lifecycle (409 with the move's message).
 */

type ContractRecord = Omit<typeof contracts.$inferSelect, 'searchText'>;
const { searchText: _searchText, ...contractColumns } = getTableColumns(contracts);

/* -------------------------------------------------------------- term dates */

const dayMs = 86_400_000;
/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
/** `date` plus `months` calendar months, the day clamped to the month's length (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
/** The end of the term after the one ending on `end`, `months` long: the day before (`end` + 1 day + `months`). */
export const nextTermEnd = (end: string, months: number) => addDays(addMonths(addDays(end, 1), months), -1);

/** The status as answered: an ACTIVE contract without auto-renewal past its end date (Asia/Tokyo) is EXPIRED. */
export function effectiveStatus(c: Pick<ContractRecord, 'status' | 'autoRenewal' | 'endDate'>, today: string): ContractStatus {
  if (c.status === 'ACTIVE' && !c.autoRenewal && c.endDate !== null && c.endDate < today) return 'EXPIRED';
  return c.status;
}

/**
 * The renewal reminders of a contract on `today`: `currentTermEnd` (an ACTIVE auto-renewing
 * contract's end date rolled forward term by term until it is today or later; else the end date),
 * `noticeDeadline` (that end minus the notice period, the last day to give notice or decide),
 * `daysUntilDeadline` and `renewalSoon` (ACTIVE, the deadline from today to 60 days ahead).
 */
export function contractTerms(c: Pick<ContractRecord, 'status' | 'autoRenewal' | 'endDate' | 'renewalTermMonths' | 'noticePeriodDays'>, today: string) {
  const status = effectiveStatus(c, today);
  let currentTermEnd = c.endDate;
  if (currentTermEnd !== null && status === 'ACTIVE' && c.autoRenewal && c.renewalTermMonths) {
    // a deadline already passed this term means the contract renews: the reminder moves to the next term
    while (addDays(currentTermEnd, -(c.noticePeriodDays ?? 0)) < today) currentTermEnd = nextTermEnd(currentTermEnd, c.renewalTermMonths);
  }
  const noticeDeadline = currentTermEnd === null ? null : addDays(currentTermEnd, -(c.noticePeriodDays ?? 0));
  const daysUntilDeadline = noticeDeadline === null ? null : daysBetween(today, noticeDeadline);
  const renewalSoon = status === 'ACTIVE' && daysUntilDeadline !== null && daysUntilDeadline >= 0 && daysUntilDeadline <= contractRenewalSoonDays;
  return { status, currentTermEnd, noticeDeadline, daysUntilDeadline, renewalSoon };
}

/* ------------------------------------------------------------- rows, detail */

/** The id of the term that renewed the contract in scope (its successor), or null. */
const nextContractIdSql = sql<string | null>`(select n.id from contracts n where n.previous_contract_id = "contracts"."id" limit 1)`;

function selectContracts(db: DbOrTx) {
  return db.select({ contract: contractColumns, nextContractId: nextContractIdSql }).from(contracts);
}
type SelectedContract = Awaited<ReturnType<ReturnType<typeof selectContracts>['execute']>>[number];

/** A contract's title in `locale` (issue 30): Japanese the title typed, English the English title or, without one, the title typed. */
export const contractTitle = (c: Pick<ContractRecord, 'title' | 'titleEn'>, locale: Locale) => (locale === 'ja-JP' ? c.title : c.titleEn || c.title);

function toRow(c: ContractRecord, today: string, locale: Locale): ContractRow {
  const terms = contractTerms(c, today);
  return {
    id: c.id,
    title: contractTitle(c, locale),
    titleJa: c.title,
    titleEn: c.titleEn,
    contractNumber: c.contractNumber,
    contractType: c.contractType,
    status: terms.status,
    counterpartyName: c.counterpartyName,
    startDate: c.startDate,
    endDate: c.endDate,
    autoRenewal: c.autoRenewal,
    currentTermEnd: terms.currentTermEnd,
    noticeDeadline: terms.noticeDeadline,
    daysUntilDeadline: terms.daysUntilDeadline,
    renewalSoon: terms.renewalSoon,
    amount: c.amount === null ? null : Number(c.amount),
    currency: c.currency as ContractCurrency,
    billingCycle: c.billingCycle,
    updatedAt: c.updatedAt.toISOString(),
  };
}

function toDetail(r: SelectedContract, locale: Locale): ContractDetail {
  const c = r.contract;
  const row = toRow(c, tokyoToday(), locale);
  return {
    ...row,
    counterpartyContact: c.counterpartyContact,
    ourPartyName: c.ourPartyName,
    renewalTermMonths: c.renewalTermMonths,
    noticePeriodDays: c.noticePeriodDays,
    notes: c.notes,
    terminatedOn: c.terminatedOn,
    previousContractId: c.previousContractId,
    nextContractId: r.nextContractId,
    subjects: [],
    allowedActions: [...contractTransitions[row.status]],
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** A contract as the audit log compares it: the payload's fields, its status and termination day. */
export function contractPayload(c: ContractRecord) {
  return {
    title: c.title,
    titleEn: c.titleEn,
    contractNumber: c.contractNumber,
    contractType: c.contractType,
    status: c.status,
    counterpartyName: c.counterpartyName,
    counterpartyContact: c.counterpartyContact,
    ourPartyName: c.ourPartyName,
    startDate: c.startDate,
    endDate: c.endDate,
    autoRenewal: c.autoRenewal,
    renewalTermMonths: c.renewalTermMonths,
    noticePeriodDays: c.noticePeriodDays,
    amount: c.amount === null ? null : Number(c.amount),
    currency: c.currency,
    billingCycle: c.billingCycle,
    notes: c.notes,
    terminatedOn: c.terminatedOn,
  };
}

/** Stored columns of a validated body: blank optional texts become null; without auto-renewal the renewal term is dropped. */
export function contractColumnsOf(body: CreateContractBody | UpdateContractBody) {
  const { version: _version, ...b } = body as UpdateContractBody;
  const blank = (s: string | null) => (s === null || s.trim() === '' ? null : s.trim());
  return {
    ...b,
    title: b.title.trim(),
    // absent (undefined): none on create, unchanged on update (Drizzle leaves an undefined column out of the SET)
    titleEn: b.titleEn,
    contractNumber: blank(b.contractNumber),
    counterpartyName: b.counterpartyName.trim(),
    counterpartyContact: blank(b.counterpartyContact),
    ourPartyName: b.ourPartyName.trim(),
    renewalTermMonths: b.autoRenewal ? b.renewalTermMonths : null,
    notes: blank(b.notes),
  };
}

const numberTaken = () => new ApiError(409, errorCodes.conflict, contractMessages.numberTaken, [{ path: 'contractNumber', descriptor: contractMessages.numberTaken }]);

/** 409 at `contractNumber` when another term in force of the company has the number. */
export async function checkContractNumber(tx: DbOrTx, companyId: string, contractNumber: string | null | undefined, exceptId?: string): Promise<void> {
  if (!contractNumber) return;
  const [taken] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.contractNumber, contractNumber), ne(contracts.status, 'RENEWED'), exceptId ? ne(contracts.id, exceptId) : undefined));
  if (taken) throw numberTaken();
}

/* ----------------------------------------------------------------- subjects */

const subjectTables = {
  PERSON: people,
  DEVICE: devices,
  EQUIPMENT: equipment,
  APP_INTEGRATION: appIntegrations,
  PLACE: places,
} as const;

/** The current names of subjects of one type, by id, in `locale`. */
async function subjectNames(db: DbOrTx, companyId: string, type: ContractSubjectType, ids: string[], locale: Locale): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (type === 'PERSON') {
    const rows = await db
      .select({ id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn })
      .from(people)
      .where(and(eq(people.companyId, companyId), inArray(people.id, ids)));
    return new Map(rows.map((p) => [p.id, personName(p, locale)]));
  }
  if (type === 'PLACE') {
    const rows = await db.select({ id: places.id, nameJa: places.nameJa, nameEn: places.nameEn }).from(places).where(and(eq(places.companyId, companyId), inArray(places.id, ids)));
    return new Map(rows.map((p) => [p.id, locale === 'ja-JP' ? p.nameJa : p.nameEn || p.nameJa]));
  }
  const table = subjectTables[type];
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(and(eq(table.companyId, companyId), inArray(table.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The records a contract covers, oldest first, with their current names (null when deleted since). */
async function loadSubjects(db: DbOrTx, companyId: string, contractId: string, locale: Locale): Promise<ContractSubject[]> {
  const rows = await db.select().from(contractSubjects).where(eq(contractSubjects.contractId, contractId)).orderBy(asc(contractSubjects.createdAt), asc(contractSubjects.id));
  const names = new Map<string, string>();
  for (const type of Object.keys(subjectTables) as ContractSubjectType[]) {
    const ids = rows.filter((r) => r.subjectType === type).map((r) => r.subjectId);
    for (const [id, name] of await subjectNames(db, companyId, type, ids, locale)) names.set(`${type}:${id}`, name);
  }
  return rows.map((r) => ({ id: r.id, subjectType: r.subjectType, subjectId: r.subjectId, name: names.get(`${r.subjectType}:${r.subjectId}`) ?? null, note: r.note }));
}

/* ---------------------------------------------------------------- lifecycle */

async function lockContract(tx: DbOrTx, companyId: string, id: string): Promise<ContractRecord> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select(contractColumns).from(contracts).where(and(eq(contracts.id, id), eq(contracts.companyId, companyId))).for('update');
  if (!row) throw notFound();
  return row;
}

const conflict = () => new ApiError(409, errorCodes.conflict, contractMessages.conflict);

/** The contract locked, its `version` checked (409 stale) and the move allowed from its status (409 with the move's message). */
async function lockForMove(tx: DbOrTx, session: SessionContext, id: string, version: number, action: ContractAction): Promise<ContractRecord> {
  const before = await lockContract(tx, session.companyId, id);
  if (before.version !== version) throw conflict();
  if (!contractTransitions[effectiveStatus(before, tokyoToday())].includes(action)) {
    throw new ApiError(409, errorCodes.conflict, contractTransitionRefusedMessages[action]);
  }
  return before;
}

/** Writes the new status (and other columns), the UPDATE audit entry and the move's event. */
async function applyMove(
  tx: DbOrTx,
  session: SessionContext,
  before: ContractRecord,
  set: Partial<typeof contracts.$inferInsert>,
  event: { kind: ContractEvent['kind']; comment: string | null; relatedContractId?: string },
): Promise<void> {
  const [after] = await tx
    .update(contracts)
    .set({ ...set, version: sql`${contracts.version} + 1`, updatedAt: sql`now()`, updatedBy: session.userId })
    .where(eq(contracts.id, before.id))
    .returning(contractColumns);
  await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'CONTRACT', resourceId: before.id, before: contractPayload(before), after: contractPayload(after!) });
  await tx.insert(contractEvents).values({ companyId: session.companyId, contractId: before.id, kind: event.kind, actorUserId: session.userId, comment: event.comment, relatedContractId: event.relatedContractId ?? null });
}

/** The timeline of a contract, oldest first: its creation (from the record) then its events, actors named in `locale`. */
async function loadEvents(db: DbOrTx, contract: ContractRecord, locale: Locale): Promise<ContractEvent[]> {
  const rows = await db
    .select({
      id: contractEvents.id,
      kind: contractEvents.kind,
      occurredAt: contractEvents.occurredAt,
      comment: contractEvents.comment,
      relatedContractId: contractEvents.relatedContractId,
      actorId: users.id,
      familyNameJa: users.familyNameJa,
      givenNameJa: users.givenNameJa,
      familyNameEn: users.familyNameEn,
      givenNameEn: users.givenNameEn,
    })
    .from(contractEvents)
    .leftJoin(users, eq(users.id, contractEvents.actorUserId))
    .where(eq(contractEvents.contractId, contract.id))
    .orderBy(asc(contractEvents.occurredAt), asc(contractEvents.id));
  const name = (u: { familyNameJa: string | null; givenNameJa: string | null; familyNameEn: string | null; givenNameEn: string | null }) =>
    locale === 'ja-JP' ? `${u.familyNameJa} ${u.givenNameJa}` : `${u.givenNameEn} ${u.familyNameEn}`;
  const events: ContractEvent[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    occurredAt: r.occurredAt.toISOString(),
    actor: r.actorId ? { name: name(r) } : null,
    comment: r.comment,
    relatedContractId: r.relatedContractId,
  }));
  // an imported or renewed term starts with its own event; any other starts when it was created
  if (!events.some((e) => e.kind === 'IMPORTED' || e.kind === 'RENEWED_FROM')) {
    let creator: { name: string } | null = null;
    if (contract.createdBy) {
      const [u] = await db.select({ familyNameJa: users.familyNameJa, givenNameJa: users.givenNameJa, familyNameEn: users.familyNameEn, givenNameEn: users.givenNameEn }).from(users).where(eq(users.id, contract.createdBy));
      if (u) creator = { name: name(u) };
    }
    events.unshift({ id: `created-${contract.id}`, kind: 'CREATED', occurredAt: contract.createdAt.toISOString(), actor: creator, comment: null, relatedContractId: null });
  }
  return events;
}

/* ---------------------------------------------------------- risk provisions */

const riskOrder = sql`case ${contractRiskProvisions.riskLevel} when 'HIGH' then 0 when 'MEDIUM' then 1 else 2 end`;
const toProvision = (p: typeof contractRiskProvisions.$inferSelect): RiskProvision => ({
  id: p.id,
  clauseKind: p.clauseKind,
  clauseReference: p.clauseReference,
  riskLevel: p.riskLevel,
  note: p.note,
  updatedAt: p.updatedAt.toISOString(),
  version: p.version,
});
const provisionPayload = (p: typeof contractRiskProvisions.$inferSelect, contractTitle: string) => ({
  contractId: p.contractId,
  contractTitle,
  clauseKind: p.clauseKind,
  clauseReference: p.clauseReference,
  riskLevel: p.riskLevel,
  note: p.note,
});
const provisionColumns = (b: RiskProvisionBody) => ({
  clauseKind: b.clauseKind,
  riskLevel: b.riskLevel,
  clauseReference: b.clauseReference?.trim() || null,
  note: b.note?.trim() || null,
});

/* ------------------------------------------------------------------- routes */

/** The title the list shows in `locale` (see `contractTitle`), as SQL for sorting. */
const titleSql = (locale: Locale): SQL => (locale === 'ja-JP' ? sql`${contracts.title}` : sql`coalesce(${contracts.titleEn}, ${contracts.title})`);

/** The sort keys of the list (001 §2 sortColumn; TITLE by the title shown in `locale`); nullable columns sort their blanks last. */
function sortKeys(q: { sortColumn: string; sortOrder: 'asc' | 'desc' }, locale: Locale): SQL[] {
  switch (q.sortColumn) {
    case 'CONTRACT_NUMBER':
      return [sortKey(contracts.contractNumber, q.sortOrder, { nullsLast: true })];
    case 'COUNTERPARTY':
      return [sortKey(contracts.counterpartyName, q.sortOrder)];
    case 'START_DATE':
      return [sortKey(contracts.startDate, q.sortOrder)];
    case 'END_DATE':
      return [sortKey(contracts.endDate, q.sortOrder, { nullsLast: true })];
    case 'STATUS': {
      const status = sql`case when ${contracts.status} = 'ACTIVE' and not ${contracts.autoRenewal} and ${contracts.endDate} < ${tokyoToday()} then 'EXPIRED' else ${contracts.status} end`;
      return [sortKey(status, q.sortOrder), sortKey(titleSql(locale), q.sortOrder)];
    }
    default:
      return [sortKey(titleSql(locale), q.sortOrder)];
  }
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type ContractsContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Contracts: list and record on the resource kit; lifecycle moves, subjects, risk provisions, timeline. */
export function registerContractsRoutes(ctx: ContractsContext): void {
  const { app, db, sessions } = ctx;
  const kitOptions = {
    table: contracts,
    auditType: 'CONTRACT' as const,
    conflict: contractMessages.conflict,
    payload: contractPayload,
    select: selectContracts,
    toRow: (r: SelectedContract, locale: Locale) => toRow(r.contract, tokyoToday(), locale),
    toDetail,
    // either title: the indexed search text (title typed, number, parties, notes) or the English title
    text: (freeText: string | undefined) => {
      const pattern = containsPattern(freeText);
      return pattern ? or(sql`${contracts.searchText} LIKE ${pattern}`, sql`lower(${contracts.titleEn}) LIKE ${pattern}`) : undefined;
    },
    where: (q: { contractType: string }) => [q.contractType === 'ALL' ? undefined : eq(contracts.contractType, q.contractType as ContractRecord['contractType'])],
    sort: (q: { sortColumn: string; sortOrder: 'asc' | 'desc' }, locale: Locale) => sortKeys(q, locale),
    columns: (body: CreateContractBody | UpdateContractBody) => contractColumnsOf(body),
    check: async (tx: DbOrTx, columns: Partial<typeof contracts.$inferInsert>, { companyId, before }: { companyId: string; before: ContractRecord | undefined }) => {
      if (before && before.status !== 'DRAFT') throw new ApiError(409, errorCodes.conflict, contractMessages.editRefused);
      await checkContractNumber(tx, companyId, columns.contractNumber, before?.id);
    },
    beforeDelete: async (_tx: DbOrTx, record: ContractRecord) => {
      if (record.status !== 'DRAFT') throw new ApiError(409, errorCodes.conflict, contractMessages.editRefused);
    },
    uniqueViolation: numberTaken,
  };
  registerResourceRoutes(ctx, contractsResource.endpoints, { ...kitOptions, calls: ['list', 'count', 'create', 'delete'] } as never);
  const kit = resourceKit(db, contractsResource.endpoints, kitOptions as never) as unknown as {
    get(companyId: string, id: string, locale: Locale, d?: DbOrTx): Promise<ContractDetail>;
    update(session: SessionContext, id: string, body: UpdateContractBody, locale: Locale): Promise<ContractDetail>;
  };

  /** One contract with the records it covers. */
  const detail = async (companyId: string, id: string, locale: Locale, d: DbOrTx = db): Promise<ContractDetail> => {
    const found = await kit.get(companyId, id, locale, d);
    return { ...found, subjects: await loadSubjects(d, companyId, id, locale) };
  };

  registerEndpoint(app, getContractEndpoint, sessions, async ({ params, session, locale }) => detail(session.companyId, params.id, locale));
  registerEndpoint(app, updateContractEndpoint, sessions, async ({ params, body, session, locale }) => {
    await kit.update(session, params.id, body, locale);
    return detail(session.companyId, params.id, locale);
  });

  registerEndpoint(app, submitContractEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      const before = await lockForMove(tx, session, params.id, body.version, 'submit');
      await applyMove(tx, session, before, { status: 'UNDER_APPROVAL' }, { kind: 'SUBMITTED', comment: body.comment ?? null });
    });
    return detail(session.companyId, params.id, locale);
  });

  registerEndpoint(app, approveContractEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      const before = await lockForMove(tx, session, params.id, body.version, 'approve');
      await applyMove(tx, session, before, { status: 'ACTIVE' }, { kind: 'APPROVED', comment: body.comment ?? null });
    });
    return detail(session.companyId, params.id, locale);
  });

  registerEndpoint(app, rejectContractEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      const before = await lockForMove(tx, session, params.id, body.version, 'reject');
      await applyMove(tx, session, before, { status: 'DRAFT' }, { kind: 'REJECTED', comment: body.comment.trim() });
    });
    return detail(session.companyId, params.id, locale);
  });

  registerEndpoint(app, terminateContractEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      const before = await lockForMove(tx, session, params.id, body.version, 'terminate');
      if (body.terminatedOn < before.startDate) {
        throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'terminatedOn', descriptor: messages.periodOrder }]);
      }
      await applyMove(tx, session, before, { status: 'TERMINATED', terminatedOn: body.terminatedOn }, { kind: 'TERMINATED', comment: body.comment.trim() });
    });
    return detail(session.companyId, params.id, locale);
  });

  registerEndpoint(app, renewContractEndpoint, sessions, async ({ params, body, session }) => {
    const id = await db
      .transaction(async (tx) => {
        const before = await lockForMove(tx, session, params.id, body.version, 'renew');
        const startDate = before.endDate === null ? tokyoToday() : addDays(before.endDate, 1);
        if (body.endDate < startDate) {
          throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'endDate', descriptor: contractMessages.renewStartOrder }]);
        }
        // the old term leaves the number first (the unique index covers the terms not RENEWED)
        const [renewed] = await tx
          .update(contracts)
          .set({ status: 'RENEWED', version: sql`${contracts.version} + 1`, updatedAt: sql`now()`, updatedBy: session.userId })
          .where(eq(contracts.id, before.id))
          .returning(contractColumns);
        await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'CONTRACT', resourceId: before.id, before: contractPayload(before), after: contractPayload(renewed!) });
        const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...copy } = before;
        const [next] = await tx
          .insert(contracts)
          .values({
            ...copy,
            status: 'ACTIVE',
            startDate,
            endDate: body.endDate,
            amount: body.amount ?? before.amount,
            terminatedOn: null,
            previousContractId: before.id,
            createdBy: session.userId,
            updatedBy: session.userId,
          })
          .returning(contractColumns);
        await recordAudit(tx, { session, action: 'CREATE', resourceType: 'CONTRACT', resourceId: next!.id, before: null, after: contractPayload(next!) });
        await tx.insert(contractEvents).values({ companyId: session.companyId, contractId: before.id, kind: 'RENEWED', actorUserId: session.userId, comment: body.comment ?? null, relatedContractId: next!.id });
        await tx.insert(contractEvents).values({ companyId: session.companyId, contractId: next!.id, kind: 'RENEWED_FROM', actorUserId: session.userId, comment: body.comment ?? null, relatedContractId: before.id });
        const subjects = await tx.select().from(contractSubjects).where(eq(contractSubjects.contractId, before.id));
        if (subjects.length) await tx.insert(contractSubjects).values(subjects.map(({ id: _s, createdAt: _t, ...s }) => ({ ...s, contractId: next!.id })));
        const provisions = await tx.select().from(contractRiskProvisions).where(eq(contractRiskProvisions.contractId, before.id));
        if (provisions.length) await tx.insert(contractRiskProvisions).values(provisions.map(({ id: _p, createdAt: _t, updatedAt: _w, version: _v, ...p }) => ({ ...p, contractId: next!.id })));
        return next!.id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw numberTaken();
        throw error;
      });
    return { id };
  });

  registerEndpoint(app, listContractEventsEndpoint, sessions, async ({ params, session, locale }) => {
    if (!isUuid(params.id)) throw notFound();
    const [contract] = await db.select(contractColumns).from(contracts).where(and(eq(contracts.id, params.id), eq(contracts.companyId, session.companyId)));
    if (!contract) throw notFound();
    return { items: await loadEvents(db, contract, locale) };
  });

  registerEndpoint(app, createContractSubjectEndpoint, sessions, async ({ params, body, session }) => {
    const id = await db.transaction(async (tx) => {
      const contract = await lockContract(tx, session.companyId, params.id);
      const table = subjectTables[body.subjectType];
      const [found] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, body.subjectId), eq(table.companyId, session.companyId)));
      if (!found) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'subjectId', descriptor: contractMessages.subjectNotFound }]);
      const [taken] = await tx
        .select({ id: contractSubjects.id })
        .from(contractSubjects)
        .where(and(eq(contractSubjects.contractId, contract.id), eq(contractSubjects.subjectType, body.subjectType), eq(contractSubjects.subjectId, body.subjectId)));
      if (taken) throw new ApiError(409, errorCodes.conflict, contractMessages.subjectTaken);
      const [row] = await tx
        .insert(contractSubjects)
        .values({ companyId: session.companyId, contractId: contract.id, subjectType: body.subjectType, subjectId: body.subjectId, note: body.note?.trim() || null })
        .returning();
      const after = { contractId: contract.id, contractTitle: contract.title, subjectType: row!.subjectType, subjectId: row!.subjectId, note: row!.note };
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'CONTRACT_SUBJECT', resourceId: row!.id, before: null, after });
      return row!.id;
    });
    return { id };
  });

  registerEndpoint(app, deleteContractSubjectEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.subjectId)) throw notFound();
    await db.transaction(async (tx) => {
      const contract = await lockContract(tx, session.companyId, params.id);
      const [gone] = await tx.delete(contractSubjects).where(and(eq(contractSubjects.id, params.subjectId), eq(contractSubjects.contractId, contract.id))).returning();
      if (!gone) throw notFound();
      const before = { contractId: contract.id, contractTitle: contract.title, subjectType: gone.subjectType, subjectId: gone.subjectId, note: gone.note };
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'CONTRACT_SUBJECT', resourceId: gone.id, before, after: null });
    });
    return undefined;
  });

  registerEndpoint(app, listRiskProvisionsEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.id)) throw notFound();
    const [contract] = await db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.id, params.id), eq(contracts.companyId, session.companyId)));
    if (!contract) throw notFound();
    const rows = await db.select().from(contractRiskProvisions).where(eq(contractRiskProvisions.contractId, contract.id)).orderBy(riskOrder, asc(contractRiskProvisions.clauseKind), desc(contractRiskProvisions.updatedAt));
    return { items: rows.map(toProvision) };
  });

  registerEndpoint(app, createRiskProvisionEndpoint, sessions, async ({ params, body, session }) => {
    const id = await db.transaction(async (tx) => {
      const contract = await lockContract(tx, session.companyId, params.id);
      const [row] = await tx.insert(contractRiskProvisions).values({ companyId: session.companyId, contractId: contract.id, ...provisionColumns(body) }).returning();
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'CONTRACT_RISK_PROVISION', resourceId: row!.id, before: null, after: provisionPayload(row!, contract.title) });
      return row!.id;
    });
    return { id };
  });

  registerEndpoint(app, updateRiskProvisionEndpoint, sessions, async ({ params, body, session }) => {
    if (!isUuid(params.provisionId)) throw notFound();
    return db.transaction(async (tx) => {
      const contract = await lockContract(tx, session.companyId, params.id);
      const mine = and(eq(contractRiskProvisions.id, params.provisionId), eq(contractRiskProvisions.contractId, contract.id));
      const [before] = await tx.select().from(contractRiskProvisions).where(mine).for('update');
      if (!before) throw notFound();
      // a stale version (issue 29): another editor saved since this one read the provision
      if (before.version !== body.version) throw new ApiError(409, errorCodes.conflict, apiMessages.recordConflict);
      const [after] = await tx
        .update(contractRiskProvisions)
        .set({ ...provisionColumns(body), version: before.version + 1, updatedAt: sql`now()` })
        .where(mine)
        .returning();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'CONTRACT_RISK_PROVISION', resourceId: before.id, before: provisionPayload(before, contract.title), after: provisionPayload(after!, contract.title) });
      return toProvision(after!);
    });
  });

  registerEndpoint(app, deleteRiskProvisionEndpoint, sessions, async ({ params, session }) => {
    if (!isUuid(params.provisionId)) throw notFound();
    await db.transaction(async (tx) => {
      const contract = await lockContract(tx, session.companyId, params.id);
      const [gone] = await tx.delete(contractRiskProvisions).where(and(eq(contractRiskProvisions.id, params.provisionId), eq(contractRiskProvisions.contractId, contract.id))).returning();
      if (!gone) throw notFound();
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'CONTRACT_RISK_PROVISION', resourceId: gone.id, before: provisionPayload(gone, contract.title), after: null });
    });
    return undefined;
  });
}
