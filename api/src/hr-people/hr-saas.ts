import { and, asc, count, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import {
  errorCodes,
  hrSaasActionValues,
  importHrSaasEndpoint,
  listHrSaasIntegrationsEndpoint,
  messages,
  previewHrSaasEndpoint,
  type CreatePersonBody,
  type HrSaasChange,
  type HrSaasField,
  type HrSaasIntegration,
  type HrSaasPreviewItem,
  type Locale,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { appIntegrations, apps, auditLogs, hrMasterItems, orgUnits, people } from '../schema';
import { hrSaasAppNames, type HrSaasConnector, type HrSaasWorker } from '../connectors/hr-saas';
import { hrSaasConnectorFor } from '../connectors/hr-saas-simulated';
import { createPerson } from './person-create';
import { isUuid, personName } from '../http/resource';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * The external HR SaaS import (001 §2 `/person/external-hr-saas`, `…/{appIntegrationId}/preview`;
 * docs/people.md "External HR SaaS"): the company's integrations of HR apps (`hrSaasAppNames`), a
 * preview comparing what the integration's connector reports with the workforce, and the import of
 * the chosen workers in one transaction.
 *
 * A reported worker matches the company's person whose `external_hr_id` is the worker's id, else
 * the one with the same work e-mail (lower-cased). No match → NEW (added with its HR SaaS id);
 * a reported leaving date the person does not have → LEAVING (status LEAVING with that date); other
 * differences → CHANGED; else UNCHANGED. A department or position code the company does not have
 * is left as it is (not a change).
 */

interface Person {
  id: string;
  workerNumber: string;
  familyNameJa: string;
  givenNameJa: string;
  familyNameKana: string;
  givenNameKana: string;
  familyNameEn: string;
  givenNameEn: string;
  email: string;
  workerType: string;
  status: string;
  departmentId: string | null;
  positionId: string | null;
  joinedAt: string | null;
  leavingAt: string | null;
  externalHrId: string | null;
  version: number;
}

/** The stored column each compared field is. */
const columnOf: Record<HrSaasField, keyof Person> = {
  'employeeInformation.workerNumber': 'workerNumber', 'name.familyNameJa': 'familyNameJa', 'name.givenNameJa': 'givenNameJa',
  'name.familyNameKana': 'familyNameKana', 'name.givenNameKana': 'givenNameKana', 'name.familyNameEn': 'familyNameEn',
  'name.givenNameEn': 'givenNameEn', 'employeeInformation.email': 'email', 'employeeInformation.departmentId': 'departmentId',
  'employeeInformation.positionId': 'positionId', 'employeeInformation.joinedAt': 'joinedAt', 'leaving.leavingAt': 'leavingAt',
};

interface Planned {
  worker: HrSaasWorker;
  person: Person | null;
  /** Field → the value to store (ids for department and position). */
  set: Partial<Record<HrSaasField, string | null>>;
  item: HrSaasPreviewItem;
}

interface Integration {
  id: string;
  name: string;
  appName: string;
  vendorName: string;
  logoUrl: string | null;
  integratedTenantName: string | null;
  status: string;
}

/** The company's HR SaaS integrations (any status), by name. */
async function integrationsOf(db: DbOrTx, companyId: string, id?: string): Promise<Integration[]> {
  return db
    .select({
      id: appIntegrations.id, name: appIntegrations.name, appName: apps.name, vendorName: apps.vendorName, logoUrl: apps.logoUrl,
      integratedTenantName: appIntegrations.integratedTenantName, status: appIntegrations.status,
    })
    .from(appIntegrations)
    .innerJoin(apps, eq(apps.id, appIntegrations.appId))
    .where(and(eq(appIntegrations.companyId, companyId), inArray(apps.name, [...hrSaasAppNames]), id ? eq(appIntegrations.id, id) : undefined))
    .orderBy(asc(appIntegrations.name), asc(appIntegrations.id));
}

/** Compares the reported workers with the company's people. */
async function plan(db: DbOrTx, companyId: string, integration: Integration, connector: HrSaasConnector, locale: Locale): Promise<Planned[]> {
  const workers = await connector.listWorkers({ companyId, appIntegrationId: integration.id, appName: integration.appName });
  const ja = locale === 'ja-JP';
  const units = await db.select({ id: orgUnits.id, code: orgUnits.code, nameJa: orgUnits.nameJa, nameEn: orgUnits.nameEn }).from(orgUnits).where(eq(orgUnits.companyId, companyId));
  const positions = await db
    .select({ id: hrMasterItems.id, code: hrMasterItems.code, name: hrMasterItems.name, nameEn: hrMasterItems.nameEn })
    .from(hrMasterItems)
    .where(and(eq(hrMasterItems.companyId, companyId), eq(hrMasterItems.catalog, 'POSITION')));
  const unitByCode = new Map(units.map((u) => [u.code, u]));
  const positionByCode = new Map(positions.map((p) => [p.code, p]));
  const nameOf = (field: HrSaasField, value: string | null): string | null => {
    if (value === null) return null;
    if (field === 'employeeInformation.departmentId') {
      const u = units.find((x) => x.id === value);
      return u ? (ja ? u.nameJa : u.nameEn) : value;
    }
    if (field === 'employeeInformation.positionId') {
      const p = positions.find((x) => x.id === value);
      return p ? (ja ? p.name : (p.nameEn ?? p.name)) : value;
    }
    return value;
  };

  const personColumns = {
    id: people.id, workerNumber: people.workerNumber, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa,
    familyNameKana: people.familyNameKana, givenNameKana: people.givenNameKana, familyNameEn: people.familyNameEn,
    givenNameEn: people.givenNameEn, email: people.email, workerType: people.workerType, status: people.status,
    departmentId: people.departmentId, positionId: people.positionId, joinedAt: people.joinedAt, leavingAt: people.leavingAt,
    externalHrId: people.externalHrId, version: people.version,
  };
  // the whole workforce in one query: an HR SaaS reports most of it, and an IN list of every
  // reported id would pass PostgreSQL's 65,535 parameters at 100k people
  const candidates: Person[] = workers.length ? await db.select(personColumns).from(people).where(eq(people.companyId, companyId)) : [];
  const byExternalId = new Map(candidates.filter((p) => p.externalHrId).map((p) => [p.externalHrId!, p]));
  const byEmail = new Map(candidates.map((p) => [p.email.toLowerCase(), p]));

  const planned = workers.map((worker): Planned => {
    const viaId = byExternalId.get(worker.externalId);
    const person = viaId ?? byEmail.get(worker.email.toLowerCase()) ?? null;
    const reported: Record<HrSaasField, string | null> = {
      'employeeInformation.workerNumber': worker.workerNumber, 'name.familyNameJa': worker.familyNameJa, 'name.givenNameJa': worker.givenNameJa,
      'name.familyNameKana': worker.familyNameKana, 'name.givenNameKana': worker.givenNameKana, 'name.familyNameEn': worker.familyNameEn,
      'name.givenNameEn': worker.givenNameEn, 'employeeInformation.email': worker.email,
      'employeeInformation.departmentId': worker.departmentCode ? (unitByCode.get(worker.departmentCode)?.id ?? null) : null,
      'employeeInformation.positionId': worker.positionCode ? (positionByCode.get(worker.positionCode)?.id ?? null) : null,
      'employeeInformation.joinedAt': worker.joinedAt, 'leaving.leavingAt': worker.leavingAt,
    };
    const set: Planned['set'] = {};
    const changes: HrSaasChange[] = [];
    for (const field of Object.keys(reported) as HrSaasField[]) {
      const after = reported[field];
      const before = person ? ((person[columnOf[field]] as string | null) ?? null) : null;
      // a code the company does not have, or no leaving date, leaves the stored value alone
      if (person && after === null && (field === 'employeeInformation.departmentId' || field === 'employeeInformation.positionId' || field === 'leaving.leavingAt')) continue;
      if (person && before === after) continue;
      if (!person && after === null) continue;
      set[field] = after;
      changes.push({ field, before: nameOf(field, before), after: nameOf(field, after) });
    }
    const leaving = person !== null && 'leaving.leavingAt' in set && person.status !== 'ALUMNI';
    const action = !person ? 'NEW' : leaving ? 'LEAVING' : changes.length ? 'CHANGED' : 'UNCHANGED';
    const departmentId = reported['employeeInformation.departmentId'] ?? person?.departmentId ?? null;
    return {
      worker, person, set,
      item: {
        externalId: worker.externalId, action, personId: person?.id ?? null, matchedBy: person ? (viaId ? 'EXTERNAL_ID' : 'EMAIL') : null,
        workerNumber: worker.workerNumber,
        name: personName(worker, locale),
        nameKana: `${worker.familyNameKana} ${worker.givenNameKana}`,
        email: worker.email,
        workerType: worker.workerType,
        status: (person?.status as HrSaasPreviewItem['status']) ?? null,
        department: nameOf('employeeInformation.departmentId', departmentId),
        joinedAt: worker.joinedAt,
        leavingAt: worker.leavingAt,
        changes,
      },
    };
  });
  const rank = (p: Planned) => hrSaasActionValues.indexOf(p.item.action);
  return planned.sort((a, b) => rank(a) - rank(b) || (a.worker.workerNumber < b.worker.workerNumber ? -1 : a.worker.workerNumber > b.worker.workerNumber ? 1 : 0));
}

/** An integration as the list shows it: how many workers it reports, how many people are linked, the last import. */
async function describe(db: DbOrTx, companyId: string, integration: Integration, reported: number): Promise<HrSaasIntegration> {
  const [linked] = await db.select({ n: count() }).from(people).where(and(eq(people.companyId, companyId), isNotNull(people.externalHrId)));
  const [last] = await db
    .select({ at: max(auditLogs.occurredAt) })
    .from(auditLogs)
    .where(and(eq(auditLogs.companyId, companyId), eq(auditLogs.resourceType, 'APP_INTEGRATION'), eq(auditLogs.resourceId, integration.id), sql`${auditLogs.changes} @> '[{"field":"hrSaasImport"}]'::jsonb`));
  const at = last?.at ? new Date(last.at as unknown as string) : null;
  return {
    appIntegrationId: integration.id, name: integration.name, appName: integration.appName, vendorName: integration.vendorName,
    logoUrl: integration.logoUrl, integratedTenantName: integration.integratedTenantName,
    status: integration.status === 'DEACTIVATED' ? 'DEACTIVATED' : 'ACTIVE',
    reportedPeopleCount: reported, linkedPeopleCount: linked?.n ?? 0, lastImportedAt: at ? at.toISOString() : null,
  };
}

/** Nested payload (`{ name: { familyNameJa } }`) of dotted fields, as the audit log compares records. */
function payloadOf(values: Partial<Record<HrSaasField, string | null>>): Record<string, Record<string, string | null>> {
  const out: Record<string, Record<string, string | null>> = {};
  for (const [path, value] of Object.entries(values)) {
    const [section, field] = path.split('.') as [string, string];
    (out[section] ??= {})[field] = value ?? null;
  }
  return out;
}

/** The create body of a NEW worker: the reported fields, JOINING when the joining date is after today, else ACTIVE. */
function newPersonBody(p: Planned, today: string): CreatePersonBody {
  const w = p.worker;
  const s = p.set;
  const none = null;
  return {
    workerType: w.workerType,
    name: { familyNameJa: w.familyNameJa, givenNameJa: w.givenNameJa, familyNameKana: w.familyNameKana, givenNameKana: w.givenNameKana, familyNameEn: w.familyNameEn, givenNameEn: w.givenNameEn, middleNameEn: none },
    personalInformation: { birthDate: none, gender: none, personalEmail: none, phoneNumber: none, postalCode: none, address: none, emergencyContactName: none, emergencyContactRelationship: none, emergencyContactPhone: none },
    employeeInformation: {
      workerNumber: w.workerNumber, email: w.email, status: w.joinedAt && w.joinedAt > today ? 'JOINING' : 'ACTIVE',
      departmentId: s['employeeInformation.departmentId'] ?? none, positionId: s['employeeInformation.positionId'] ?? none, jobTypeId: none, placeId: none,
      employmentTypeId: none, jobTitleId: none, jobLevelId: none, jobGradeId: none, gradeId: none, jobFunctionId: none, jobCompetencyId: none,
      workModeId: none, boardMemberTypeId: none, contractorTypeId: none, collaboratorTypeId: none, healthInsuranceAssociationId: none,
      placeSocialInsuranceId: none, affiliatedCompanyName: none, contractStartDate: none, contractEndDate: none, joinedAt: w.joinedAt,
    },
    payroll: none,
  };
}

/**
 * Applies the chosen workers of a plan in the caller's transaction: NEW → a person (the add flow's
 * write path: 409 on a taken worker number or e-mail), CHANGED / LEAVING → the changed columns, the
 * HR SaaS id, `version` + 1 and an UPDATE audit entry; a matched worker without changes is only
 * linked. Writes one APP_INTEGRATION audit entry naming the import. Answers the counts.
 */
export async function applyHrSaasImport(
  tx: DbOrTx,
  session: Pick<SessionContext, 'companyId' | 'userId'>,
  integration: Integration,
  externalIds: readonly string[],
  options: { locale: Locale; connector: HrSaasConnector; now: Date },
) {
  const planned = await plan(tx, session.companyId, integration, options.connector, options.locale);
  const byId = new Map(planned.map((p) => [p.worker.externalId, p]));
  const unknown = externalIds.flatMap((id, index) => (byId.has(id) ? [] : [{ path: `externalIds.${index}`, descriptor: messages.invalid }]));
  if (unknown.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, unknown);
  const today = tokyoToday(options.now);
  const counts = { createdCount: 0, updatedCount: 0, leavingCount: 0, skippedCount: 0 };
  for (const id of externalIds) {
    const p = byId.get(id)!;
    if (p.item.action === 'NEW') {
      await createPerson(tx, session, newPersonBody(p, today), { externalHrId: p.worker.externalId });
      counts.createdCount += 1;
      continue;
    }
    const person = p.person!;
    if (p.item.action === 'UNCHANGED') {
      if (person.externalHrId !== p.worker.externalId) await tx.update(people).set({ externalHrId: p.worker.externalId }).where(eq(people.id, person.id));
      counts.skippedCount += 1;
      continue;
    }
    const columns: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(p.set) as [HrSaasField, string | null][]) columns[columnOf[field]] = value;
    const leaving = p.item.action === 'LEAVING';
    const before = payloadOf(Object.fromEntries(Object.keys(p.set).map((f) => [f, person[columnOf[f as HrSaasField]] as string | null])));
    const after = payloadOf(p.set);
    if (leaving) {
      columns.status = 'LEAVING';
      (before.employeeInformation ??= {}).status = person.status;
      (after.employeeInformation ??= {}).status = 'LEAVING';
    }
    await tx
      .update(people)
      .set({ ...columns, externalHrId: p.worker.externalId, version: sql`${people.version} + 1`, updatedAt: options.now, updatedBy: session.userId })
      .where(and(eq(people.companyId, session.companyId), eq(people.id, person.id)));
    await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PERSON', resourceId: person.id, before, after });
    if (leaving) counts.leavingCount += 1;
    else counts.updatedCount += 1;
  }
  await recordAudit(tx, {
    session, action: 'UPDATE', resourceType: 'APP_INTEGRATION', resourceId: integration.id,
    before: { hrSaasImport: null }, after: { hrSaasImport: `${counts.createdCount}/${counts.updatedCount}/${counts.leavingCount}` },
  });
  return counts;
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type HrSaasContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** `GET /v2/external-hr-saas`, `GET …/{appIntegrationId}/preview`, `POST …/{appIntegrationId}/import`. */
export function registerHrSaasRoutes(ctx: HrSaasContext, options: { now?: () => Date } = {}): void {
  const { app, db, sessions } = ctx;
  const now = options.now ?? (() => new Date());
  /** An ACTIVE HR SaaS integration of the company, else 404. */
  const activeIntegration = async (companyId: string, id: string) => {
    if (!isUuid(id)) throw notFound();
    const [integration] = await integrationsOf(db, companyId, id);
    if (!integration || integration.status !== 'ACTIVE') throw notFound();
    return integration;
  };

  registerEndpoint(app, listHrSaasIntegrationsEndpoint, sessions, async ({ session }) => {
    const connector = hrSaasConnectorFor(db, now);
    const items: HrSaasIntegration[] = [];
    for (const integration of await integrationsOf(db, session.companyId)) {
      const reported = integration.status === 'ACTIVE'
        ? (await connector.listWorkers({ companyId: session.companyId, appIntegrationId: integration.id, appName: integration.appName })).length
        : 0;
      items.push(await describe(db, session.companyId, integration, reported));
    }
    return { items };
  });

  registerEndpoint(app, previewHrSaasEndpoint, sessions, async ({ params, session, locale }) => {
    const integration = await activeIntegration(session.companyId, params.appIntegrationId);
    const items = (await plan(db, session.companyId, integration, hrSaasConnectorFor(db, now), locale)).map((p) => p.item);
    const countOf = (action: HrSaasPreviewItem['action']) => items.filter((i) => i.action === action).length;
    return {
      integration: await describe(db, session.companyId, integration, items.length),
      summary: { newCount: countOf('NEW'), changedCount: countOf('CHANGED'), leavingCount: countOf('LEAVING'), unchangedCount: countOf('UNCHANGED') },
      items,
    };
  });

  registerEndpoint(app, importHrSaasEndpoint, sessions, async ({ params, body, session, locale }) => {
    const integration = await activeIntegration(session.companyId, params.appIntegrationId);
    return db.transaction((tx) => applyHrSaasImport(tx, session, integration, body.externalIds, { locale, connector: hrSaasConnectorFor(tx, now), now: now() }));
  });
}
