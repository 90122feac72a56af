import { and, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import { countAlumniEndpoint, listAlumniEndpoint, parsePeopleCategory, type Alumnus, type AlumniCountQuery, type Locale } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { people } from '../schema';
import { matchesText, page, selectRows } from '../http/list-sql';
import { masterNameOf, peopleIdWhere, peopleOrderBy, selectPeople, toPerson, type PersonRow } from './people';


/**
 * WHERE of the alumni search (001 §2 "Alumni list", §4): tenant, status ALUMNI, the category's
 * worker type (`ALL_ALUMNI`: every type), the five id filters, `freeText`, and the leaving-date
 * window (`leavingDateFrom` ≤ `leaving_at` ≤ `leavingDateTo`, each bound only when given; an
 * alumnus without a leaving date is outside any window). Shared by the list, count and CSV.
 */
export function alumniWhere(companyId: string, q: Omit<AlumniCountQuery, 'freeText'> & { freeText?: string | undefined }): SQL | undefined {
  const { workerType } = parsePeopleCategory(q.category);
  return and(
    eq(people.companyId, companyId),
    eq(people.status, 'ALUMNI'),
    workerType ? eq(people.workerType, workerType) : undefined,
    ...peopleIdWhere(q),
    q.leavingDateFrom ? gte(people.leavingAt, q.leavingDateFrom) : undefined,
    q.leavingDateTo ? lte(people.leavingAt, q.leavingDateTo) : undefined,
    matchesText(people.searchText, q.freeText),
  );
}

/** SELECT of alumni rows: the workforce row plus the retirement and contract end reasons. */
export function selectAlumni(db: AppContext['db'], locale: Locale) {
  const ja = locale === 'ja-JP';
  return selectPeople(db, locale, {
    retirementReasonId: people.retirementReasonId,
    retirementReasonName: masterNameOf(people.retirementReasonId, ja),
    contractEndReasonId: people.contractEndReasonId,
    contractEndReasonName: masterNameOf(people.contractEndReasonId, ja),
  });
}

/** An alumni row from its selected columns. */
export function toAlumnus(
  r: PersonRow & { retirementReasonId: string | null; retirementReasonName: string | null; contractEndReasonId: string | null; contractEndReasonName: string | null },
  locale: Locale,
): Alumnus {
  const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);
  return { ...toPerson(r, locale), retirementReason: ref(r.retirementReasonId, r.retirementReasonName), contractEndReason: ref(r.contractEndReasonId, r.contractEndReasonName) };
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type AlumniContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** `GET /v2/alumnus` and `GET /v2/alumnus/count` (001 §7 People): the alumni list, HR operators only. */
export function registerAlumniRoutes(ctx: AlumniContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listAlumniEndpoint, sessions, async ({ query, session, locale }) => {
    const { limit, offset } = page(query);
    const rows = await selectRows(
      selectAlumni(db, locale)
        .where(alumniWhere(session.companyId, query))
        .orderBy(...peopleOrderBy(query.sortColumn, query.sortOrder, locale))
        .limit(limit)
        .offset(offset),
    );
    return { items: rows.map((r) => toAlumnus(r, locale)) };
  });

  registerEndpoint(app, countAlumniEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db.select({ count: count() }).from(people).where(alumniWhere(session.companyId, query));
    return { count: row?.count ?? 0 };
  });
}
