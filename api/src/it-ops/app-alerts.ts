import type { FastifyInstance } from 'fastify';
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
import type { Db } from '../db/client';
import { exportAndPublish, exportQuery, type CsvExporter } from '../csv/export';
import type { ObjectStorage } from '../storage/storage';
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

/**
 * `GET /v2/app-alerts-csv`: every alert row the filters match, one line per alert a row raises
 * (an account both inactive and of an alumnus is two lines), UTF-8 with a byte-order mark (the
 * shared `buildExport`), stored and answered as a signed download like the other exports.
 * Registered with the CSV calls, which own the storage (routes/csv-import.ts).
 */
export function registerAppAlertsCsvRoutes(ctx: Omit<AppContext, 'app'> & { app: FastifyInstance }, storage: ObjectStorage): void {
  const { app, db, sessions, translator } = ctx;

  registerEndpoint(app, exportAppAlertsCsvEndpoint, sessions, async ({ query, session, locale }) => {
    const { mode, options, filters } = exportQuery(query);
    const t = (d: { id: string; message: string }) => translator.t(locale, d);
    const columns = Object.keys(appAlertCsvColumnLabels) as (keyof typeof appAlertCsvColumnLabels)[];
    const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)) : '');
    const line = (kind: keyof typeof appAlertKindLabels, r: AppAlertRow): string[] => [
      t(appAlertKindLabels[kind]),
      r.appIntegration.appName,
      r.appIntegration.tenantName ?? '',
      r.user?.name ?? '',
      r.user?.email ?? '',
      r.user ? (r.user.isActive ? 'TRUE' : 'FALSE') : '',
      r.user?.actualRoleName ?? '',
      date(r.user?.lastSignedInAt ?? null),
      r.worker?.workerNumber ?? '',
      r.worker?.personName ?? '',
      r.worker?.workerEmail ?? '',
      r.worker?.assignedRoleName ?? '',
    ];
    const clock = matchClock();
    const exporter: CsvExporter<never> = {
      editHeaders: () => [],
      viewHeaders: () => columns.map((c) => t(appAlertCsvColumnLabels[c])),
      async *rows(conn) {
        const pageSize = 1000;
        for (let offset = 0; ; offset += pageSize) {
          const { items } = await listAppAlertRows(conn, session.companyId, locale, clock, { ...filters, limit: pageSize, offset, withCount: false });
          for (const r of items) for (const kind of alertKindsOf(r)) if (filters.category === 'ALL' || kind === filters.category) yield line(kind, r);
          if (items.length < pageSize) break;
        }
      },
    };
    return exportAndPublish(db as Db, storage, session.companyId, 'app-alerts', exporter, { mode, options });
  });
}
