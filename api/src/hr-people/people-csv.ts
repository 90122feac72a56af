import {
  workerStatusLabels,
  workerTypeLabels,
  alumniCsvEndpoint,
  peopleCsvColumnLabels,
  peopleCsvEndpoint,
  type Person,
} from '@kanri/contracts';
import type { Db } from '../db/client';
import { offsetPages, type CsvExporter, type ExportColumn } from '../csv/export';
import { csvExport } from '../csv/routes';
import { peopleOrderBy, peopleWhere, selectPeople, toPerson } from './people';
import { alumniWhere, selectAlumni, toAlumnus } from './alumni';

/** Rows read per page while a file is built (keyset-free paging over the list's own ORDER BY, which ends on the id). */
const pageSize = 2000;

const workforceColumns = ['workerNumber', 'familyName', 'givenName', 'nameKana', 'email', 'workerType', 'status', 'employmentType', 'department', 'position', 'jobType', 'place', 'joinedAt', 'leavingAt'] as const;
const alumniColumns = [...workforceColumns, 'leavingReason'] as const;

/** The cells of one person, in {@link workforceColumns} order, in the request's language. */
function personCells(p: Person, t: (d: { id: string; message: string }) => string): string[] {
  return [
    p.workerNumber, p.familyName, p.givenName, p.nameKana, p.email, t(workerTypeLabels[p.workerType]), t(workerStatusLabels[p.status]),
    p.employmentType?.name ?? '', p.department?.name ?? '', p.position?.name ?? '', p.jobType?.name ?? '', p.place?.name ?? '', p.joinedAt ?? '', p.leavingAt ?? '',
  ];
}

/**
 * The export columns as the lists name them (issue 31): the table's keys (`NAME` is the family and
 * given names and the reading, `reason` the leaving reason) and the XLSX cell types.
 */
const columnsByKey: Record<(typeof alumniColumns)[number], ExportColumn> = {
  workerNumber: { key: 'workerNumber' },
  familyName: { key: 'familyName', aliases: ['name'] },
  givenName: { key: 'givenName', aliases: ['name'] },
  nameKana: { key: 'nameKana', aliases: ['name'] },
  email: { key: 'email' },
  workerType: { key: 'workerType' },
  status: { key: 'status' },
  employmentType: { key: 'employmentType' },
  department: { key: 'department' },
  position: { key: 'position' },
  jobType: { key: 'jobType' },
  place: { key: 'place' },
  joinedAt: { key: 'joinedAt', type: 'date' },
  leavingAt: { key: 'leavingAt', type: 'date' },
  leavingReason: { key: 'leavingReason', aliases: ['reason'] },
};

/** A view-only exporter of `columns` over pages of `read` (the list's own WHERE and ORDER BY). */
function viewExporter(columns: readonly (typeof alumniColumns)[number][], headers: readonly string[], read: (db: Db, offset: number) => Promise<string[][]>): CsvExporter<never> {
  return {
    editHeaders: () => [],
    viewHeaders: () => [...headers],
    viewColumns: () => columns.map((c) => columnsByKey[c]),
    rows: (db) => offsetPages(pageSize, (offset) => read(db, offset)),
  };
}

/**
 * The people lists' CSV exports (001 §7 `GET /v2/people-csv/all-member`, `GET /v2/people-csv/alumni`;
 * docs/people.md "Workforce and alumni lists"): every row the list's filters, free text and sort
 * select — the same WHERE and ORDER BY as `GET /v2/people` and `GET /v2/alumnus` — as CSV or XLSX
 * (`format`, `columns`), served by the CSV mechanism (`csv/routes.ts`). Headers, worker types and statuses are in the request's language.
 */
export const peopleCsvExport = csvExport({
  endpoint: peopleCsvEndpoint,
  module: 'people',
  exporter: ({ filters: { sortColumn, sortOrder, ...filters }, session, locale, translator }) => {
    const t = (d: { id: string; message: string }) => translator.t(locale, d);
    return viewExporter(
      workforceColumns,
      workforceColumns.map((c) => t(peopleCsvColumnLabels[c])),
      async (conn, offset) =>
        (
          await selectPeople(conn, locale)
            .where(peopleWhere(session.companyId, filters))
            .orderBy(...peopleOrderBy(sortColumn, sortOrder, locale))
            .limit(pageSize)
            .offset(offset)
        ).map((r) => personCells(toPerson(r, locale), t)),
    );
  },
});

/** `GET /v2/people-csv/alumni`: see `peopleCsvExport`; one more column, the leaving reason. */
export const alumniCsvExport = csvExport({
  endpoint: alumniCsvEndpoint,
  module: 'alumni',
  exporter: ({ filters: { sortColumn, sortOrder, ...filters }, session, locale, translator }) => {
    const t = (d: { id: string; message: string }) => translator.t(locale, d);
    return viewExporter(
      alumniColumns,
      alumniColumns.map((c) => t(peopleCsvColumnLabels[c])),
      async (conn, offset) =>
        (
          await selectAlumni(conn, locale)
            .where(alumniWhere(session.companyId, filters))
            .orderBy(...peopleOrderBy(sortColumn, sortOrder, locale))
            .limit(pageSize)
            .offset(offset)
        ).map((r) => {
          const a = toAlumnus(r, locale);
          return [...personCells(a, t), (a.retirementReason ?? a.contractEndReason)?.name ?? ''];
        }),
    );
  },
});
