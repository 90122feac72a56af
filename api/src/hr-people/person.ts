import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  cancelLeavingEndpoint,
  createFamilyMemberEndpoint,
  deleteFamilyMemberEndpoint,
  employeeInformationFieldsByWorkerType,
  errorCodes,
  getFamilyMemberEndpoint,
  getPersonEndpoint,
  leavePersonEndpoint,
  listFamilyMembersEndpoint,
  listPersonActivityEndpoint,
  listPersonAppAccountsEndpoint,
  listPersonDevicesEndpoint,
  listPersonEquipmentEndpoint,
  updateEmployeeInformationEndpoint,
  updateFamilyMemberEndpoint,
  updatePayrollEndpoint,
  updatePersonalInformationEndpoint,
  type AuditLogEntry,
  type EmployeeInformation,
  type FamilyMember,
  type FamilyMemberFields,
  type HrCatalog,
  type Locale,
  type MessageDescriptor,
  type PersonAppAccount,
  type PersonDetail,
  type WorkerType,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { queryAuditEntries, recordAudit, type DbOrTx } from '../audit/audit-log';
import {
  appIntegrations,
  apps,
  appUsers,
  auditLogs,
  deviceAssignments,
  devices,
  equipment,
  equipmentTypes,
  hrMasterItems,
  orgUnits,
  people,
  personEmailAliases,
  personFamilyMembers,
  places,
} from '../schema';
import { isUuid } from '../http/resource';
import { statusOnLeaving } from './leaving';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * The person record (001 §2 "Person screens"; contracts `hr-people/person.ts`; docs/people.md
 * "The person record", "Leaving and alumni"): one worker's detail, the edits of its sections with
 * `version`, leaving and its cancellation, family members, and what the worker holds (equipment,
 * devices, app accounts) and what happened to them (activity). Every query is scoped to the
 * session's company; an id that is not a UUID, unknown, or another company's answers 404.
 */

/** A row of `people` as stored. */
export type PersonRow = typeof people.$inferSelect;
type Session = { companyId: string; userId: string };

/** The catalog of each employee-information id field (`hr_master_items.catalog`). */
const catalogOfField = {
  positionId: 'POSITION',
  jobTypeId: 'JOB_TYPE',
  employmentTypeId: 'EMPLOYMENT_TYPE',
  jobTitleId: 'JOB_TITLE',
  jobLevelId: 'JOB_LEVEL',
  jobGradeId: 'JOB_GRADE',
  gradeId: 'GRADE',
  jobFunctionId: 'JOB_FUNCTION',
  jobCompetencyId: 'JOB_COMPETENCY',
  workModeId: 'WORK_MODE',
  boardMemberTypeId: 'BOARD_MEMBER_TYPE',
  contractorTypeId: 'CONTRACTOR_TYPE',
  collaboratorTypeId: 'COLLABORATOR_TYPE',
  healthInsuranceAssociationId: 'HEALTH_INSURANCE_ASSOCIATION',
  placeSocialInsuranceId: 'PLACE_SOCIAL_INSURANCE',
} as const satisfies Partial<Record<keyof EmployeeInformation, HrCatalog>>;
type CatalogField = keyof typeof catalogOfField;
const catalogFields = Object.keys(catalogOfField) as CatalogField[];

/** Worker types whose leaving reason is a retirement reason (the others: a contract end reason). */
const retiringTypes: readonly WorkerType[] = ['EMPLOYEE', 'BOARD_MEMBER'];

const invalid = (errors: PendingFieldError[], message: MessageDescriptor = apiMessages.validation) => new ApiError(400, errorCodes.validation, message, errors);
const refused = (path: string, descriptor: MessageDescriptor) => invalid([{ path, descriptor }], descriptor);
const conflict = () => new ApiError(409, errorCodes.conflict, apiMessages.personConflict);

/** The person as the audit log keeps it: the sections with ids (dotted paths in the history). */
function personPayload(p: PersonRow) {
  return {
    name: {
      familyNameJa: p.familyNameJa, givenNameJa: p.givenNameJa, familyNameKana: p.familyNameKana, givenNameKana: p.givenNameKana,
      familyNameEn: p.familyNameEn, givenNameEn: p.givenNameEn, middleNameEn: p.middleNameEn,
    },
    personalInformation: {
      birthDate: p.birthDate, gender: p.gender, personalEmail: p.personalEmail, phoneNumber: p.phoneNumber, postalCode: p.postalCode,
      address: p.address, emergencyContactName: p.emergencyContactName, emergencyContactRelationship: p.emergencyContactRelationship,
      emergencyContactPhone: p.emergencyContactPhone,
    },
    employeeInformation: {
      workerNumber: p.workerNumber, email: p.email, status: p.status, departmentId: p.departmentId, placeId: p.placeId,
      ...Object.fromEntries(catalogFields.map((f) => [f, p[f]])),
      affiliatedCompanyName: p.affiliatedCompanyName, contractStartDate: p.contractStartDate, contractEndDate: p.contractEndDate, joinedAt: p.joinedAt,
    },
    payroll: {
      payType: p.payType, baseSalaryJpy: p.baseSalaryJpy, commutingAllowanceJpy: p.commutingAllowanceJpy, bankName: p.bankName,
      bankBranchName: p.bankBranchName, bankAccountType: p.bankAccountType, bankAccountNumber: p.bankAccountNumber,
      bankAccountHolderKana: p.bankAccountHolderKana,
    },
    leaving: { leavingAt: p.leavingAt, retirementReasonId: p.retirementReasonId, contractEndReasonId: p.contractEndReasonId, leavingNote: p.leavingNote },
  };
}

/** The company's person, or 404 (non-UUID, unknown, another company's). `lock` takes the row lock of a write. */
export async function findPerson(db: DbOrTx, companyId: string, personId: string, lock = false): Promise<PersonRow> {
  if (!isUuid(personId)) throw notFound();
  const q = db.select().from(people).where(and(eq(people.id, personId), eq(people.companyId, companyId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/** Locks the person for a write: 404 when missing, 409 when `version` is stale. */
async function lockPerson(tx: DbOrTx, companyId: string, personId: string, version: number): Promise<PersonRow> {
  const before = await findPerson(tx, companyId, personId, true);
  if (before.version !== version) throw conflict();
  return before;
}

/** Writes `set` on a locked person with the write stamps and the UPDATE audit entry; returns the new row. */
async function writePerson(tx: DbOrTx, session: Session, before: PersonRow, set: Partial<typeof people.$inferInsert>): Promise<PersonRow> {
  const [after] = await tx
    .update(people)
    .set({ ...set, version: sql`${people.version} + 1`, updatedAt: sql`now()`, updatedBy: session.userId })
    .where(and(eq(people.id, before.id), eq(people.version, before.version)))
    .returning();
  if (!after) throw conflict();
  await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PERSON', resourceId: before.id, before: personPayload(before), after: personPayload(after) });
  return after;
}

/** The person's detail: names in `locale`, every id resolved to `{ id, name }` (catalog names in English fall back to Japanese). */
async function toDetail(db: DbOrTx, p: PersonRow, locale: Locale): Promise<PersonDetail> {
  const ja = locale === 'ja-JP';
  const itemIds = [...catalogFields.map((f) => p[f]), p.retirementReasonId, p.contractEndReasonId].filter((id): id is string => id !== null);
  const items = itemIds.length
    ? await db
        .select({ id: hrMasterItems.id, name: ja ? hrMasterItems.name : sql<string>`coalesce(${hrMasterItems.nameEn}, ${hrMasterItems.name})` })
        .from(hrMasterItems)
        .where(and(eq(hrMasterItems.companyId, p.companyId), inArray(hrMasterItems.id, itemIds)))
    : [];
  const [unit] = p.departmentId
    ? await db.select({ id: orgUnits.id, name: ja ? orgUnits.nameJa : orgUnits.nameEn }).from(orgUnits).where(eq(orgUnits.id, p.departmentId))
    : [];
  const [place] = p.placeId ? await db.select({ id: places.id, name: ja ? places.nameJa : places.nameEn }).from(places).where(eq(places.id, p.placeId)) : [];
  const names = new Map(items.map((i) => [i.id, i.name]));
  const ref = (id: string | null) => (id && names.has(id) ? { id, name: names.get(id)! } : null);
  const familyName = ja ? p.familyNameJa : p.familyNameEn;
  const givenName = ja ? p.givenNameJa : p.givenNameEn;
  const department = unit ?? null;
  const placeRef = place ?? null;
  return {
    id: p.id,
    workerNumber: p.workerNumber,
    name: ja ? `${familyName} ${givenName}` : `${givenName} ${familyName}`,
    familyName,
    givenName,
    nameKana: `${p.familyNameKana} ${p.givenNameKana}`,
    email: p.email,
    avatarUrl: p.avatarUrl,
    workerType: p.workerType as PersonDetail['workerType'],
    status: p.status as PersonDetail['status'],
    department,
    position: ref(p.positionId),
    jobType: ref(p.jobTypeId),
    place: placeRef,
    employmentType: ref(p.employmentTypeId),
    joinedAt: p.joinedAt,
    leavingAt: p.leavingAt,
    names: {
      familyNameJa: p.familyNameJa, givenNameJa: p.givenNameJa, familyNameKana: p.familyNameKana, givenNameKana: p.givenNameKana,
      familyNameEn: p.familyNameEn, givenNameEn: p.givenNameEn, middleNameEn: p.middleNameEn,
    },
    personalInformation: {
      birthDate: p.birthDate, gender: p.gender as PersonDetail['personalInformation']['gender'], personalEmail: p.personalEmail,
      phoneNumber: p.phoneNumber, postalCode: p.postalCode, address: p.address, emergencyContactName: p.emergencyContactName,
      emergencyContactRelationship: p.emergencyContactRelationship, emergencyContactPhone: p.emergencyContactPhone,
    },
    employeeInformation: {
      workerNumber: p.workerNumber,
      email: p.email,
      status: p.status as PersonDetail['status'],
      department,
      position: ref(p.positionId),
      jobType: ref(p.jobTypeId),
      place: placeRef,
      employmentType: ref(p.employmentTypeId),
      jobTitle: ref(p.jobTitleId),
      jobLevel: ref(p.jobLevelId),
      jobGrade: ref(p.jobGradeId),
      grade: ref(p.gradeId),
      jobFunction: ref(p.jobFunctionId),
      jobCompetency: ref(p.jobCompetencyId),
      workMode: ref(p.workModeId),
      boardMemberType: ref(p.boardMemberTypeId),
      contractorType: ref(p.contractorTypeId),
      collaboratorType: ref(p.collaboratorTypeId),
      healthInsuranceAssociation: ref(p.healthInsuranceAssociationId),
      placeSocialInsurance: ref(p.placeSocialInsuranceId),
      affiliatedCompanyName: p.affiliatedCompanyName,
      contractStartDate: p.contractStartDate,
      contractEndDate: p.contractEndDate,
      joinedAt: p.joinedAt,
    },
    payroll: {
      payType: p.payType as PersonDetail['payroll']['payType'],
      baseSalaryJpy: p.baseSalaryJpy,
      commutingAllowanceJpy: p.commutingAllowanceJpy,
      bankName: p.bankName,
      bankBranchName: p.bankBranchName,
      bankAccountType: p.bankAccountType as PersonDetail['payroll']['bankAccountType'],
      bankAccountNumber: p.bankAccountNumber,
      bankAccountHolderKana: p.bankAccountHolderKana,
    },
    retirementReason: ref(p.retirementReasonId),
    contractEndReason: ref(p.contractEndReasonId),
    leavingNote: p.leavingNote,
    version: p.version,
    updatedAt: p.updatedAt.toISOString(),
    isAlumni: p.status === 'ALUMNI',
  };
}

/**
 * 400 at each id that is not an entry of its catalog in the company (a disabled entry only when the
 * person already holds it), the department not a unit of the company, or the place not the company's.
 */
async function checkReferences(tx: DbOrTx, companyId: string, e: EmployeeInformation, before: PersonRow, pathPrefix: string): Promise<void> {
  const errors: PendingFieldError[] = [];
  const wanted = catalogFields.filter((f) => e[f] !== null);
  const ids = wanted.map((f) => e[f]!);
  const rows = ids.length
    ? await tx
        .select({ id: hrMasterItems.id, catalog: hrMasterItems.catalog, disabled: hrMasterItems.disabled })
        .from(hrMasterItems)
        .where(and(eq(hrMasterItems.companyId, companyId), inArray(hrMasterItems.id, ids)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const f of wanted) {
    const item = byId.get(e[f]!);
    if (!item || item.catalog !== catalogOfField[f] || (item.disabled && before[f] !== e[f])) errors.push({ path: `${pathPrefix}${f}`, descriptor: apiMessages.personEntryNotFound });
  }
  if (e.departmentId) {
    const [u] = await tx.select({ id: orgUnits.id }).from(orgUnits).where(and(eq(orgUnits.id, e.departmentId), eq(orgUnits.companyId, companyId)));
    if (!u) errors.push({ path: `${pathPrefix}departmentId`, descriptor: apiMessages.personDepartmentNotFound });
  }
  if (e.placeId) {
    const [pl] = await tx.select({ id: places.id }).from(places).where(and(eq(places.id, e.placeId), eq(places.companyId, companyId)));
    if (!pl) errors.push({ path: `${pathPrefix}placeId`, descriptor: apiMessages.placeNotFound });
  }
  if (errors.length) throw invalid(errors);
}

/** 409 with the field errors when another person of the company has the worker number or (case-insensitively) the e-mail. */
async function checkUnique(tx: DbOrTx, companyId: string, e: EmployeeInformation, selfId: string, pathPrefix: string): Promise<void> {
  const taken: PendingFieldError[] = [];
  const others = and(eq(people.companyId, companyId), ne(people.id, selfId));
  const [byNumber] = await tx.select({ id: people.id }).from(people).where(and(others, eq(people.workerNumber, e.workerNumber))).limit(1);
  if (byNumber) taken.push({ path: `${pathPrefix}workerNumber`, descriptor: apiMessages.personWorkerNumberTaken });
  const [byEmail] = await tx.select({ id: people.id }).from(people).where(and(others, sql`lower(${people.email}) = ${e.email.toLowerCase()}`)).limit(1);
  if (byEmail) taken.push({ path: `${pathPrefix}email`, descriptor: apiMessages.personEmailTaken });
  if (taken.length) throw new ApiError(409, errorCodes.conflict, taken[0]!.descriptor, taken);
}

/**
 * The columns an employee-information edit writes: the fields of the worker type
 * (`employeeInformationFieldsByWorkerType`), the others null. LEAVING and ALUMNI are set by the
 * leaving call only: 400 at `status` when the edit would enter or leave them.
 */
function employeeColumns(e: EmployeeInformation, before: PersonRow, pathPrefix: string): Partial<typeof people.$inferInsert> {
  const leavingStates = ['LEAVING', 'ALUMNI'];
  if (e.status !== before.status) {
    if (leavingStates.includes(before.status)) throw refused(`${pathPrefix}status`, apiMessages.personStatusLeavingPending);
    if (leavingStates.includes(e.status)) throw refused(`${pathPrefix}status`, apiMessages.personStatusByLeaving);
  }
  const applies = new Set<string>(employeeInformationFieldsByWorkerType[before.workerType as WorkerType] ?? []);
  const keep = <K extends keyof EmployeeInformation>(k: K) => (applies.has(k) ? e[k] : null);
  return {
    workerNumber: e.workerNumber,
    email: e.email.toLowerCase(),
    status: e.status,
    departmentId: keep('departmentId'),
    placeId: keep('placeId'),
    ...Object.fromEntries(catalogFields.map((f) => [f, keep(f)])),
    affiliatedCompanyName: keep('affiliatedCompanyName'),
    contractStartDate: keep('contractStartDate'),
    contractEndDate: keep('contractEndDate'),
    joinedAt: keep('joinedAt'),
  };
}

/**
 * The employee-information edit of one locked person (`PATCH /v2/people/{id}/employee-information`
 * and the workforce list's bulk department / position changes, docs/bulk-actions.md): an alumnus is
 * read-only (400 at `employeeInformation`); the columns of the worker type (`employeeColumns`, 400 at
 * `employeeInformation.status` for a leaving state); every reference the company's (400 at its field);
 * worker number and e-mail unique (409). `only` limits the write and its checks to those fields (the
 * bulk changes: the person's other columns are left as stored, even one the worker type does not
 * carry). Writes with the stamps, `version` + 1 and one UPDATE audit entry by `session.userId`;
 * answers the new row.
 * @throws ApiError 400 / 409 as above (field paths under `employeeInformation.`)
 */
export async function updateEmployeeInformation(tx: DbOrTx, session: Session, before: PersonRow, e: EmployeeInformation, only?: readonly (keyof EmployeeInformation)[]): Promise<PersonRow> {
  if (before.status === 'ALUMNI') throw refused('employeeInformation', apiMessages.personAlumniReadOnly);
  const prefix = 'employeeInformation.';
  const columns = employeeColumns(e, before, prefix);
  const set = only ? Object.fromEntries(only.map((f) => [f, columns[f as keyof typeof columns]])) : columns;
  // the references checked: every one given, or only those of `only`
  const checked = only ? ({ ...Object.fromEntries(Object.keys(e).map((f) => [f, null])), ...Object.fromEntries(only.map((f) => [f, e[f]])) } as EmployeeInformation) : e;
  await checkReferences(tx, session.companyId, checked, before, prefix);
  if (!only || only.includes('workerNumber') || only.includes('email')) await checkUnique(tx, session.companyId, e, before.id, prefix);
  return writePerson(tx, session, before, set);
}

/** A stored person's employee information as the edit takes it (the inverse of `employeeColumns`): the bulk changes edit one field of it. */
export function employeeInformationOf(p: PersonRow): EmployeeInformation {
  return {
    workerNumber: p.workerNumber,
    email: p.email,
    status: p.status as EmployeeInformation['status'],
    departmentId: p.departmentId,
    placeId: p.placeId,
    ...(Object.fromEntries(catalogFields.map((f) => [f, p[f]])) as Record<CatalogField, string | null>),
    affiliatedCompanyName: p.affiliatedCompanyName,
    contractStartDate: p.contractStartDate,
    contractEndDate: p.contractEndDate,
    joinedAt: p.joinedAt,
  };
}

const familyOrder = sql`case ${personFamilyMembers.relationship} when 'SPOUSE' then 0 when 'PARENT' then 1 when 'CHILD' then 2 when 'SIBLING' then 3 when 'GRANDPARENT' then 4 when 'GRANDCHILD' then 5 else 6 end`;

function toFamilyMember(r: typeof personFamilyMembers.$inferSelect): FamilyMember {
  return {
    id: r.id,
    familyName: r.familyName,
    givenName: r.givenName,
    familyNameKana: r.familyNameKana,
    givenNameKana: r.givenNameKana,
    relationship: r.relationship as FamilyMember['relationship'],
    birthDate: r.birthDate,
    isTaxDependent: r.isTaxDependent,
    isHealthInsuranceDependent: r.isHealthInsuranceDependent,
    livesTogether: r.livesTogether,
    version: r.version,
  };
}
const familyPayload = (f: FamilyMemberFields | FamilyMember | null) =>
  f && {
    familyMember: {
      familyName: f.familyName, givenName: f.givenName, familyNameKana: f.familyNameKana, givenNameKana: f.givenNameKana, relationship: f.relationship,
      birthDate: f.birthDate, isTaxDependent: f.isTaxDependent, isHealthInsuranceDependent: f.isHealthInsuranceDependent, livesTogether: f.livesTogether,
    },
  };

/** The person's family member, or 404 (non-UUID, another person's, another company's). */
async function findFamilyMember(db: DbOrTx, companyId: string, personId: string, familyMemberId: string, lock = false) {
  if (!isUuid(personId) || !isUuid(familyMemberId)) throw notFound();
  const q = db
    .select()
    .from(personFamilyMembers)
    .where(and(eq(personFamilyMembers.id, familyMemberId), eq(personFamilyMembers.personId, personId), eq(personFamilyMembers.companyId, companyId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/** 400 at `path` when the person is an alumnus (their family is closed with the record). */
async function refuseAlumni(tx: DbOrTx, companyId: string, personId: string, path: string): Promise<void> {
  const p = await findPerson(tx, companyId, personId);
  if (p.status === 'ALUMNI') throw refused(path, apiMessages.personAlumniReadOnly);
}

/**
 * The app accounts of a person, by the rule matching's order (docs/software.md "Rule matching"):
 * linked by hand (`app_users.person_id`), else the account's e-mail is the person's (the lowest id
 * when several people share it), else it is one of the person's aliases and no person has it.
 */
async function personAppAccounts(db: DbOrTx, p: PersonRow): Promise<PersonAppAccount[]> {
  const email = p.email.toLowerCase();
  const sharesEmailWithLowerId = sql`exists (select 1 from ${people} pe where pe.company_id = ${p.companyId} and lower(pe.email) = ${email} and pe.id < ${p.id})`;
  const anyPersonHas = sql`exists (select 1 from ${people} pe where pe.company_id = ${p.companyId} and lower(pe.email) = ${appUsers.email})`;
  const aliasOfPerson = sql`exists (select 1 from ${personEmailAliases} al where al.company_id = ${p.companyId} and al.person_id = ${p.id} and al.email = ${appUsers.email})`;
  const byEmail = and(sql`${appUsers.personId} is null`, eq(appUsers.email, email), sql`not ${sharesEmailWithLowerId}`);
  const byAlias = and(sql`${appUsers.personId} is null`, aliasOfPerson, sql`not ${anyPersonHas}`);
  const rows = await db
    .select({
      id: appUsers.id,
      appIntegrationId: appUsers.appIntegrationId,
      integrationName: appIntegrations.name,
      appName: apps.name,
      name: appUsers.name,
      email: appUsers.email,
      isActive: appUsers.isActive,
      lastSignedInAt: appUsers.lastSignedInAt,
      personId: appUsers.personId,
    })
    .from(appUsers)
    .innerJoin(appIntegrations, eq(appIntegrations.id, appUsers.appIntegrationId))
    .leftJoin(apps, eq(apps.id, appIntegrations.appId))
    .where(and(eq(appUsers.companyId, p.companyId), or(eq(appUsers.personId, p.id), byEmail, byAlias)))
    .orderBy(asc(appIntegrations.name), asc(appUsers.name), asc(appUsers.id));
  return rows.map((r) => ({
    id: r.id,
    appIntegrationId: r.appIntegrationId,
    appName: r.appName ?? r.integrationName,
    name: r.name,
    email: r.email,
    isActive: r.isActive,
    lastSignedInAt: r.lastSignedInAt?.toISOString() ?? null,
    match: r.personId === p.id ? 'MANUAL' : r.email === email ? 'EMAIL' : 'ALIAS',
  }));
}

/**
 * What happened to the person, newest first (at most 100): their own record's entries (PERSON),
 * device and equipment entries that assigned them or took a device or equipment back from them
 * (`assignedPersonId` before or after is the person), and entries of their app accounts (APP_USER).
 */
async function personActivity(db: DbOrTx, p: PersonRow, appUserIds: string[], locale: Locale): Promise<AuditLogEntry[]> {
  const naming = (field: 'before' | 'after') => sql`${auditLogs.changes} @> ${JSON.stringify([{ field: 'assignedPersonId', [field]: p.id }])}::jsonb`;
  const where = and(
    eq(auditLogs.companyId, p.companyId),
    or(
      and(eq(auditLogs.resourceType, 'PERSON'), eq(auditLogs.resourceId, p.id)),
      and(inArray(auditLogs.resourceType, ['DEVICE', 'EQUIPMENT']), or(naming('before'), naming('after'))),
      appUserIds.length ? and(eq(auditLogs.resourceType, 'APP_USER'), inArray(auditLogs.resourceId, appUserIds)) : undefined,
    ),
  ) as SQL;
  return queryAuditEntries(db, { where, locale, limit: 100 });
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type PersonContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** The person record's calls (contracts `personRecordEndpoints`). */
export function registerPersonRoutes(ctx: PersonContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, getPersonEndpoint, sessions, async ({ params, session, locale }) => toDetail(db, await findPerson(db, session.companyId, params.personId), locale));

  registerEndpoint(app, updatePersonalInformationEndpoint, sessions, async ({ params, body, session, locale }) => {
    const after = await db.transaction(async (tx) => {
      const before = await lockPerson(tx, session.companyId, params.personId, body.version);
      return writePerson(tx, session, before, { ...body.name, ...body.personalInformation });
    });
    return toDetail(db, after, locale);
  });

  registerEndpoint(app, updateEmployeeInformationEndpoint, sessions, async ({ params, body, session, locale }) => {
    const after = await db.transaction(async (tx) => {
      const before = await lockPerson(tx, session.companyId, params.personId, body.version);
      return updateEmployeeInformation(tx, session, before, body.employeeInformation);
    });
    return toDetail(db, after, locale);
  });

  registerEndpoint(app, updatePayrollEndpoint, sessions, async ({ params, body, session, locale }) => {
    const after = await db.transaction(async (tx) => {
      const before = await lockPerson(tx, session.companyId, params.personId, body.version);
      if (before.status === 'ALUMNI') throw refused('payroll', apiMessages.personAlumniReadOnly);
      return writePerson(tx, session, before, body.payroll);
    });
    return toDetail(db, after, locale);
  });

  registerEndpoint(app, leavePersonEndpoint, sessions, async ({ params, body, session, locale }) => {
    const after = await db.transaction(async (tx) => {
      const before = await lockPerson(tx, session.companyId, params.personId, body.version);
      if (before.status === 'ALUMNI') throw refused('leavingAt', apiMessages.personAlumniReadOnly);
      const retiring = retiringTypes.includes(before.workerType as WorkerType);
      const [usedField, otherField, catalog] = retiring
        ? (['retirementReasonId', 'contractEndReasonId', 'RETIREMENT_REASON'] as const)
        : (['contractEndReasonId', 'retirementReasonId', 'CONTRACT_END_REASON'] as const);
      if (body[otherField] !== null) throw refused(otherField, apiMessages.personReasonNotForWorkerType);
      const reasonId = body[usedField];
      if (reasonId !== null) {
        const [item] = await tx
          .select({ catalog: hrMasterItems.catalog, disabled: hrMasterItems.disabled })
          .from(hrMasterItems)
          .where(and(eq(hrMasterItems.id, reasonId), eq(hrMasterItems.companyId, session.companyId)));
        if (!item || item.catalog !== catalog || (item.disabled && before[usedField] !== reasonId)) throw refused(usedField, apiMessages.personEntryNotFound);
      }
      return writePerson(tx, session, before, {
        status: statusOnLeaving(body.leavingAt, tokyoToday()),
        leavingAt: body.leavingAt,
        retirementReasonId: retiring ? reasonId : null,
        contractEndReasonId: retiring ? null : reasonId,
        leavingNote: body.leavingNote,
      });
    });
    return toDetail(db, after, locale);
  });

  registerEndpoint(app, cancelLeavingEndpoint, sessions, async ({ params, body, session, locale }) => {
    const after = await db.transaction(async (tx) => {
      const before = await lockPerson(tx, session.companyId, params.personId, body.version);
      if (before.status !== 'LEAVING') throw refused('version', apiMessages.personNotLeaving);
      return writePerson(tx, session, before, { status: 'ACTIVE', leavingAt: null, retirementReasonId: null, contractEndReasonId: null, leavingNote: null });
    });
    return toDetail(db, after, locale);
  });

  /* family members */

  registerEndpoint(app, listFamilyMembersEndpoint, sessions, async ({ params, session }) => {
    const p = await findPerson(db, session.companyId, params.personId);
    const rows = await db
      .select()
      .from(personFamilyMembers)
      .where(and(eq(personFamilyMembers.personId, p.id), eq(personFamilyMembers.companyId, session.companyId)))
      .orderBy(familyOrder, asc(personFamilyMembers.birthDate), asc(personFamilyMembers.id));
    return { items: rows.map(toFamilyMember) };
  });

  registerEndpoint(app, createFamilyMemberEndpoint, sessions, async ({ params, body, session }) =>
    db.transaction(async (tx) => {
      const p = await findPerson(tx, session.companyId, params.personId, true);
      if (p.status === 'ALUMNI') throw refused('familyName', apiMessages.personAlumniReadOnly);
      const [row] = await tx.insert(personFamilyMembers).values({ ...body, companyId: session.companyId, personId: p.id }).returning();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PERSON', resourceId: p.id, before: null, after: familyPayload(body) });
      return toFamilyMember(row!);
    }),
  );

  registerEndpoint(app, getFamilyMemberEndpoint, sessions, async ({ params, session }) =>
    toFamilyMember(await findFamilyMember(db, session.companyId, params.personId, params.familyMemberId)),
  );

  registerEndpoint(app, updateFamilyMemberEndpoint, sessions, async ({ params, body, session }) =>
    db.transaction(async (tx) => {
      const before = await findFamilyMember(tx, session.companyId, params.personId, params.familyMemberId, true);
      await refuseAlumni(tx, session.companyId, before.personId, 'familyName');
      if (before.version !== body.version) throw conflict();
      const { version: _version, ...fields } = body;
      const [row] = await tx
        .update(personFamilyMembers)
        .set({ ...fields, version: sql`${personFamilyMembers.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(personFamilyMembers.id, before.id), eq(personFamilyMembers.version, before.version)))
        .returning();
      if (!row) throw conflict();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PERSON', resourceId: before.personId, before: familyPayload(toFamilyMember(before)), after: familyPayload(fields) });
      return toFamilyMember(row);
    }),
  );

  registerEndpoint(app, deleteFamilyMemberEndpoint, sessions, async ({ params, session }) => {
    await db.transaction(async (tx) => {
      const before = await findFamilyMember(tx, session.companyId, params.personId, params.familyMemberId, true);
      await refuseAlumni(tx, session.companyId, before.personId, 'familyMemberId');
      await tx.delete(personFamilyMembers).where(eq(personFamilyMembers.id, before.id));
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PERSON', resourceId: before.personId, before: familyPayload(toFamilyMember(before)), after: null });
    });
    return null;
  });

  /* what the person holds, what happened to them */

  registerEndpoint(app, listPersonEquipmentEndpoint, sessions, async ({ params, session, locale }) => {
    const p = await findPerson(db, session.companyId, params.personId);
    const ja = locale === 'ja-JP';
    const rows = await db
      .select({
        id: equipment.id, name: equipment.name, typeName: ja ? equipmentTypes.nameJa : equipmentTypes.nameEn, model: equipment.model,
        serialNumber: equipment.serialNumber, assetTag: equipment.assetTag, status: equipment.status,
      })
      .from(equipment)
      .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipment.equipmentTypeId))
      .where(and(eq(equipment.companyId, session.companyId), eq(equipment.assignedPersonId, p.id)))
      .orderBy(asc(equipment.name), asc(equipment.id));
    return { items: rows };
  });

  registerEndpoint(app, listPersonDevicesEndpoint, sessions, async ({ params, session }) => {
    const p = await findPerson(db, session.companyId, params.personId);
    const rows = await db
      .select({
        id: devices.id, name: devices.name, genre: devices.genre, os: devices.os, serialNumber: devices.serialNumber, deviceTag: devices.deviceTag,
        lifecycleStatus: devices.lifecycleStatus,
        checkedOutOn: sql<string | null>`(select max(${deviceAssignments.checkedOutOn})::text from ${deviceAssignments} where ${deviceAssignments.deviceId} = ${devices.id} and ${deviceAssignments.personId} = ${p.id} and ${deviceAssignments.checkedInOn} is null)`,
      })
      .from(devices)
      .where(and(eq(devices.companyId, session.companyId), eq(devices.assignedPersonId, p.id)))
      .orderBy(asc(devices.name), asc(devices.id));
    return { items: rows };
  });

  registerEndpoint(app, listPersonAppAccountsEndpoint, sessions, async ({ params, session }) => {
    const p = await findPerson(db, session.companyId, params.personId);
    return { items: await personAppAccounts(db, p) };
  });

  registerEndpoint(app, listPersonActivityEndpoint, sessions, async ({ params, session, locale }) => {
    const p = await findPerson(db, session.companyId, params.personId);
    const accounts = await personAppAccounts(db, p);
    return { items: await personActivity(db, p, accounts.map((a) => a.id), locale) };
  });
}
