import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  appliesToWorkerType,
  createPersonEndpoint,
  errorCodes,
  personCreateMessages,
  type CreatePersonBody,
  type EmployeeInformationField,
  type HrCatalog,
  type Locale,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { ApiError, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { hrMasterItems, orgUnits, people, places } from '../schema';
import { isUniqueViolation } from '../http/resource';

/**
 * Adding people (001 §2 "Person screens" `/person/add/{workerType}`; docs/people.md "Adding
 * people"): `POST /v2/people`, and the one write path that the CSV import and the HR SaaS import
 * share (`createPerson`), so a person is added the same way — references checked, fields of other
 * worker types nulled, worker number and e-mail unique, one audit entry — whichever way it comes.
 */

/** Employee-information fields that hold an HR catalog entry, with their catalog. */
export const catalogFields = {
  positionId: 'POSITION', jobTypeId: 'JOB_TYPE', employmentTypeId: 'EMPLOYMENT_TYPE', jobTitleId: 'JOB_TITLE', jobLevelId: 'JOB_LEVEL',
  jobGradeId: 'JOB_GRADE', gradeId: 'GRADE', jobFunctionId: 'JOB_FUNCTION', jobCompetencyId: 'JOB_COMPETENCY', workModeId: 'WORK_MODE',
  boardMemberTypeId: 'BOARD_MEMBER_TYPE', contractorTypeId: 'CONTRACTOR_TYPE', collaboratorTypeId: 'COLLABORATOR_TYPE',
  healthInsuranceAssociationId: 'HEALTH_INSURANCE_ASSOCIATION', placeSocialInsuranceId: 'PLACE_SOCIAL_INSURANCE',
} as const satisfies Partial<Record<EmployeeInformationField, HrCatalog>>;
type CatalogField = keyof typeof catalogFields;

/** The body with the employee-information fields that do not apply to its worker type set to null. */
export function normalizePersonBody(body: CreatePersonBody): CreatePersonBody {
  const info = { ...body.employeeInformation };
  for (const key of Object.keys(info) as EmployeeInformationField[]) {
    if (!appliesToWorkerType(body.workerType, key)) (info as Record<string, unknown>)[key] = null;
  }
  return { ...body, employeeInformation: info };
}

/** The person as its audit entries compare it: the create body's sections (`name.familyNameJa`, `employeeInformation.departmentId`…). */
export function personPayloadOf(body: CreatePersonBody): Record<string, unknown> {
  return { workerType: body.workerType, name: body.name, personalInformation: body.personalInformation, employeeInformation: body.employeeInformation, payroll: body.payroll };
}

/** The `people` columns of a (normalized) body. */
export function personColumnsOf(body: CreatePersonBody): Omit<typeof people.$inferInsert, 'companyId'> {
  const { name, personalInformation: p, employeeInformation: e, payroll } = body;
  return {
    workerType: body.workerType,
    ...name,
    ...p,
    ...e,
    payType: payroll?.payType ?? null,
    baseSalaryJpy: payroll?.baseSalaryJpy ?? null,
    commutingAllowanceJpy: payroll?.commutingAllowanceJpy ?? null,
    bankName: payroll?.bankName ?? null,
    bankBranchName: payroll?.bankBranchName ?? null,
    bankAccountType: payroll?.bankAccountType ?? null,
    bankAccountNumber: payroll?.bankAccountNumber ?? null,
    bankAccountHolderKana: payroll?.bankAccountHolderKana ?? null,
  };
}

const fieldError = (field: string, descriptor: PendingFieldError['descriptor']): PendingFieldError => ({ path: `employeeInformation.${field}`, descriptor });

/**
 * 400 with a field error per reference that is not the company's: the department (an organization
 * unit), the place, and each catalog entry (an ENABLED entry of that field's catalog).
 */
export async function checkPersonReferences(db: DbOrTx, companyId: string, body: CreatePersonBody): Promise<void> {
  const e = body.employeeInformation;
  const errors: PendingFieldError[] = [];
  if (e.departmentId) {
    const [unit] = await db.select({ id: orgUnits.id }).from(orgUnits).where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, e.departmentId)));
    if (!unit) errors.push(fieldError('departmentId', personCreateMessages.referenceNotFound));
  }
  if (e.placeId) {
    const [place] = await db.select({ id: places.id }).from(places).where(and(eq(places.companyId, companyId), eq(places.id, e.placeId)));
    if (!place) errors.push(fieldError('placeId', personCreateMessages.referenceNotFound));
  }
  const wanted = (Object.keys(catalogFields) as CatalogField[]).filter((f) => e[f]);
  if (wanted.length) {
    const found = await db
      .select({ id: hrMasterItems.id, catalog: hrMasterItems.catalog })
      .from(hrMasterItems)
      .where(and(eq(hrMasterItems.companyId, companyId), eq(hrMasterItems.disabled, false), inArray(hrMasterItems.id, wanted.map((f) => e[f]!))));
    for (const f of wanted) if (!found.some((m) => m.id === e[f] && m.catalog === catalogFields[f])) errors.push(fieldError(f, personCreateMessages.referenceNotFound));
  }
  if (errors.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, errors);
}

/**
 * 409 `CONFLICT` when another person of the company (other than `exceptId`) has the worker number
 * or the work e-mail (compared lower-cased), with the field errors on both paths that clash.
 */
export async function checkPersonUnique(db: DbOrTx, companyId: string, workerNumber: string, email: string, exceptId?: string): Promise<void> {
  const clashes = await db
    .select({ workerNumber: people.workerNumber, email: people.email })
    .from(people)
    .where(and(
      eq(people.companyId, companyId),
      exceptId ? ne(people.id, exceptId) : undefined,
      sql`(${people.workerNumber} = ${workerNumber} OR lower(${people.email}) = ${email.toLowerCase()})`,
    ))
    .limit(2);
  const errors: PendingFieldError[] = [];
  if (clashes.some((c) => c.workerNumber === workerNumber)) errors.push(fieldError('workerNumber', personCreateMessages.workerNumberTaken));
  if (clashes.some((c) => c.email.toLowerCase() === email.toLowerCase())) errors.push(fieldError('email', personCreateMessages.emailTaken));
  if (errors.length) throw new ApiError(409, errorCodes.conflict, errors[0]!.descriptor, errors);
}

/**
 * Adds a person in the caller's transaction: references (400) and uniqueness (409) checked, the
 * fields of other worker types nulled, the row written with `externalHrId` when given, and its
 * audit entry (PERSON, CREATE). Answers the new id and the stored body.
 */
export async function createPerson(
  tx: DbOrTx,
  session: Pick<SessionContext, 'companyId' | 'userId'>,
  input: CreatePersonBody,
  options: { externalHrId?: string | null; checked?: boolean } = {},
): Promise<{ id: string; body: CreatePersonBody }> {
  const body = normalizePersonBody(input);
  if (!options.checked) {
    await checkPersonReferences(tx, session.companyId, body);
    await checkPersonUnique(tx, session.companyId, body.employeeInformation.workerNumber, body.employeeInformation.email);
  }
  const [row] = await tx
    .insert(people)
    .values({ ...personColumnsOf(body), companyId: session.companyId, externalHrId: options.externalHrId ?? null, createdBy: session.userId, updatedBy: session.userId })
    .returning({ id: people.id });
  await recordAudit(tx, { session, action: 'CREATE', resourceType: 'PERSON', resourceId: row!.id, before: null, after: personPayloadOf(body) });
  return { id: row!.id, body };
}

/** The new person's family and given name in the request's language. */
export const createdNames = (body: CreatePersonBody, locale: Locale) =>
  locale === 'ja-JP' ? { familyName: body.name.familyNameJa, givenName: body.name.givenNameJa } : { familyName: body.name.familyNameEn, givenName: body.name.givenNameEn };

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type PersonCreateContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** `POST /v2/people` (201). A unique index raced past the check answers the same 409 as the check. */
export function registerPersonCreateRoutes(ctx: PersonCreateContext): void {
  const { app, db, sessions } = ctx;
  registerEndpoint(app, createPersonEndpoint, sessions, async ({ body, session, locale, reply }) => {
    try {
      const created = await db.transaction((tx) => createPerson(tx, session, body));
      reply.code(201);
      return { id: created.id, ...createdNames(created.body, locale) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new ApiError(409, errorCodes.conflict, personCreateMessages.workerNumberTaken, [fieldError('workerNumber', personCreateMessages.workerNumberTaken)]);
    }
  });
}
