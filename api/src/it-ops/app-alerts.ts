import {
  appAlertCsvColumnLabels,
  appAlertKindLabels,
  exportAppAlertsCsvEndpoint,
  getAppAlertCountsEndpoint,
  listAppAlertUsersEndpoint,
  type AppAlertRow,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import type { CsvExporter, ExportColumn } from '../csv/export';
import { csvExport } from '../csv/routes';
import { alertKindsOf, countAppAlerts, listAppAlertRows, matchClock } from './app-rule-matching';

/**
 * SaaS alerts over every ACTIVE app integration of the company (001 §2 "Alerts", §3 "Alert
 * counts", alert-list row, §7 `GET /v2/app-alerts/count`, `/v2/app-alerts/users`,
 * `/v2/app-alerts-csv`; docs/software.md "SaaS alerts"). The rows are the users tab's rule
 * matching (`app-rule-matching.ts`).
 */

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type AppAlertsContext = Pick<AppContext, 'app' | 'db' | 'sessions' | 'translator'>;

/** `GET /v2/app-alerts/count` and `GET /v2/app-alerts/users`. */
export function registerAppAlertsRoutes(ctx: AppAlertsContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, getAppAlertCountsEndpoint, sessions, async ({ session }) => countAppAlerts(db, session.companyId, matchClock()));

  registerEndpoint(app, listAppAlertUsersEndpoint, sessions, async ({ query, session, locale }) => {
    const { page, pageSize, ...filters } = query;
    return listAppAlertRows(db, session.companyId, locale, matchClock(), { ...filters, limit: pageSize, offset: (page - 1) * pageSize });
  });
}

/** `YYYY-MM-DD HH:mm` in Japan (the list's wall clock; an XLSX date-time cell), '' for none. */
const tokyoMinute = (iso: string | null) => (iso ? tokyoMinuteFormat.format(new Date(iso)) : '');
/** Made once (a formatter costs ~60 µs to build; `tokyo-date.ts`). */
const tokyoMinuteFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'short' });

type AlertCsvColumn = keyof typeof appAlertCsvColumnLabels;

/**
 * The alert file's columns as the list names them (issue 31 "exactly what it shows"): the table's
 * keys (`USER_NAME` is the account's name, e-mail and state; `PERSON_NAME` the worker's number,
 * name and e-mail; `APP_NAME` the app and tenant; `roles` both roles; `ruleMatching` the alert),
 * so `columns` picks them; the last sign-in is a date and time cell in XLSX.
 */
const alertColumns: Record<AlertCsvColumn, Omit<ExportColumn, 'key'>> = {
  category: { aliases: ['ruleMatching', 'action'] },
  appName: { aliases: ['APP_NAME'] },
  tenantName: { aliases: ['APP_NAME'] },
  accountName: { aliases: ['USER_NAME'] },
  accountEmail: { aliases: ['USER_NAME'] },
  accountActive: { aliases: ['USER_NAME'] },
  actualRoleName: { aliases: ['roles'] },
  lastSignedInAt: { aliases: ['LAST_SIGNED_IN_AT'], type: 'dateTime' },
  workerNumber: { aliases: ['PERSON_NAME'] },
  personName: { aliases: ['PERSON_NAME'] },
  workerEmail: { aliases: ['PERSON_NAME'] },
  assignedRoleName: { aliases: ['roles'] },
};

/**
 * `GET /v2/app-alerts-csv` (CSV or XLSX, `format` and `columns`): every alert row the list's
 * filters match, in the list's sort (`sortBy`, `sortOrder`), one line per alert a row raises (an
 * account both inactive and of an alumnus is two lines) and only the alerts of the list's
 * `category`; headers in the request's language. Served by the CSV mechanism (`csv/routes.ts`).
 */
export const appAlertsCsvExport = csvExport({
  endpoint: exportAppAlertsCsvEndpoint,
  module: 'app-alerts',
  exporter: ({ filters, session, locale, translator }): CsvExporter<never> => {
    const t = (d: { id: string; message: string }) => translator.t(locale, d);
    const columns = Object.keys(appAlertCsvColumnLabels) as AlertCsvColumn[];
    const line = (kind: keyof typeof appAlertKindLabels, r: AppAlertRow): string[] => [
      t(appAlertKindLabels[kind]),
      r.appIntegration.appName,
      r.appIntegration.tenantName ?? '',
      r.user?.name ?? '',
      r.user?.email ?? '',
      r.user ? (r.user.isActive ? 'TRUE' : 'FALSE') : '',
      r.user?.actualRoleName ?? '',
      tokyoMinute(r.user?.lastSignedInAt ?? null),
      r.worker?.workerNumber ?? '',
      r.worker?.personName ?? '',
      r.worker?.workerEmail ?? '',
      r.worker?.assignedRoleName ?? '',
    ];
    const clock = matchClock();
    return {
      editHeaders: () => [],
      viewHeaders: () => columns.map((c) => t(appAlertCsvColumnLabels[c])),
      viewColumns: () => columns.map((key) => ({ key, ...alertColumns[key] })),
      async *rows(conn) {
        const pageSize = 1000;
        for (let offset = 0; ; offset += pageSize) {
          const { items } = await listAppAlertRows(conn, session.companyId, locale, clock, { ...filters, limit: pageSize, offset, withCount: false });
          for (const r of items) for (const kind of alertKindsOf(r)) if (filters.category === 'ALL' || kind === filters.category) yield line(kind, r);
          if (items.length < pageSize) break;
        }
      },
    };
  },
});
