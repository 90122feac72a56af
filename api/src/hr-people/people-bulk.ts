import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/client';
import { bulkAction, type BulkActionDefinition, type BulkActor, type BulkFilter, type BulkRowLabel } from '../bulk/registry';
import { personName } from './organization/units';
import { people } from '../schema';
import { peopleWhere } from './people';
import { employeeInformationOf, findPerson, updateEmployeeInformation } from './person';

/**
 * The workforce list's bulk actions (issue 31 §2 "people: change department or position";
 * docs/bulk-actions.md, docs/people.md "The person record"), each row through the person record's
 * own employee-information edit (`updateEmployeeInformation`, as `PATCH
 * /v2/people/{id}/employee-information`: the row lock, the references checked, `version` + 1 and one
 * UPDATE history entry `employeeInformation.departmentId` / `.positionId` by the acting user):
 * - `PEOPLE_CHANGE_DEPARTMENT`: `departmentId` := `params.departmentId` (refused: not a unit of the
 *   company, the person an alumnus);
 * - `PEOPLE_CHANGE_POSITION`: `positionId` := `params.positionId` (refused: not an entry of the
 *   company's POSITION catalog, or a disabled one, the person an alumnus).
 * A person already there is `unchanged` (no write, no entry). "All that match" is the workforce
 * list's filter (`menu`, `category`, the five id filters, `freeText`) through its own WHERE
 * (`peopleWhere`, as `GET /v2/people` and `/v2/people/count`).
 */

/** The company's people matching the workforce list's filter, by worker number (unique), at most `limit`. */
async function matchingPeople(scope: { db: Db; companyId: string }, filter: BulkFilter<'PEOPLE_CHANGE_DEPARTMENT'>, limit: number): Promise<string[]> {
  const rows = await scope.db.select({ id: people.id }).from(people).where(peopleWhere(scope.companyId, filter)).orderBy(asc(people.workerNumber), asc(people.id)).limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Each person's label in both languages with the worker number — "佐藤 花子 (E0012)" / "Hanako
 * Sato (E0012)" (the English name as the person record shows it, the Japanese one when it is
 * blank) — people of the company only. The summary is read in the reader's language.
 */
async function personLabels(db: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, BulkRowLabel>> {
  const rows = await db
    .select({ id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, number: people.workerNumber })
    .from(people)
    .where(and(eq(people.companyId, companyId), inArray(people.id, ids)));
  return new Map(
    rows.map((r) => {
      const ja = personName(r, 'ja-JP');
      return [r.id, { ja: `${ja} (${r.number})`, en: `${personName(r, 'en-US').trim() || ja} (${r.number})` }];
    }),
  );
}

/** Sets one employee-information reference of one person inside the run's savepoint with the record's own edit (that field only: the others stay as stored); `unchanged` when it already is `value`. */
async function setReference(tx: DbOrTx, actor: BulkActor, id: string, field: 'departmentId' | 'positionId', value: string): Promise<'changed' | 'unchanged'> {
  const before = await findPerson(tx, actor.companyId, id, true);
  if (before[field] === value) return 'unchanged';
  await updateEmployeeInformation(tx, actor, before, { ...employeeInformationOf(before), [field]: value }, [field]);
  return 'changed';
}

/** The two workforce actions, for `registerBulkActionRoutes` (server.ts passes them). */
export const peopleBulkActions: readonly BulkActionDefinition[] = [
  bulkAction({
    action: 'PEOPLE_CHANGE_DEPARTMENT',
    matching: matchingPeople,
    labels: personLabels,
    apply: (tx, actor, id, params) => setReference(tx, actor, id, 'departmentId', params.departmentId),
  }),
  bulkAction({
    action: 'PEOPLE_CHANGE_POSITION',
    matching: matchingPeople,
    labels: personLabels,
    apply: (tx, actor, id, params) => setReference(tx, actor, id, 'positionId', params.positionId),
  }),
];
