import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { appUsersCsvBooleanLabels, appUsersCsvColumnLabels, appUsersCsvColumns, messages, type AppUsersCsvColumn, type Locale, type MessageDescriptor } from '@kanri/contracts';
import { appUsers } from '../schema';
import type { Translator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import { recordBatchAudit } from '../csv/bulk';
import { addError, cellText, ChoiceReader } from '../csv/cells';
import type { CsvColumnDef, CsvImportModule, CsvMessage, CsvRowVerdict } from '../csv/engine';
import type { CsvExporter } from '../csv/export';

/**
 * The accounts CSV of one app integration (`/app-integrations/import-csv/{id}`; contracts
 * `appUsersCsvColumns`; docs/software.md "Accounts CSV"): the way a custom app — which has no
 * connector — gets its accounts, and a way to correct a connector's. `externalId` is the key: an
 * account of the integration with that id is updated (a column missing from the file keeps its
 * value), another id adds an account. E-mails are stored lower-cased (rule matching compares them
 * so). Every written account has its `APP_USER` audit entry; the engine makes the import all or
 * nothing.
 */

type K = AppUsersCsvColumn;
type AccountRecord = typeof appUsers.$inferSelect;

interface Write {
  id: string;
  before: AccountRecord | null;
  values: {
    externalId: string;
    name: string;
    displayName: string | null;
    email: string | null;
    isActive: boolean;
    configuredMfa: boolean;
    actualRoleName: string | null;
    statusName: string | null;
    externalCreatedAt: Date | null;
    lastSignedInAt: Date | null;
    deactivatedAt: Date | null;
  };
}

interface Ctx {
  byExternalId: Map<string, AccountRecord>;
  seen: Map<string, number>;
}

/** Import columns in file order; `externalId` and `name` are required. */
export const appUsersCsvColumnDefs: readonly CsvColumnDef<K>[] = appUsersCsvColumns.map((key) => ({ key, label: appUsersCsvColumnLabels[key], required: key === 'externalId' || key === 'name' }));

/** Longest text cell (names, roles, statuses), in characters. */
const maxText = 200;
const dateColumns = ['externalCreatedAt', 'lastSignedInAt', 'deactivatedAt'] as const;
const textColumns = ['displayName', 'actualRoleName', 'statusName'] as const;

/** A date (`YYYY-MM-DD`, midnight in Tokyo) or an ISO 8601 date-time with its offset; undefined when unreadable. */
export function readCsvInstant(text: string): Date | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const [y, m, d] = text.split('-').map(Number) as [number, number, number];
    const utc = new Date(Date.UTC(y, m - 1, d));
    // a day the month does not have (2026-02-30) rolls over: refused
    if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return undefined;
    return new Date(utc.getTime() - 9 * 3_600_000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return undefined;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** The account as the audit log compares it. */
function accountPayload(a: Pick<AccountRecord, 'externalId' | 'name' | 'displayName' | 'email' | 'isActive' | 'configuredMfa' | 'actualRoleName' | 'statusName' | 'externalCreatedAt' | 'lastSignedInAt' | 'deactivatedAt'>) {
  return {
    externalId: a.externalId,
    name: a.name,
    displayName: a.displayName,
    email: a.email,
    isActive: a.isActive,
    configuredMfa: a.configuredMfa,
    actualRoleName: a.actualRoleName,
    statusName: a.statusName,
    externalCreatedAt: a.externalCreatedAt?.toISOString() ?? null,
    lastSignedInAt: a.lastSignedInAt?.toISOString() ?? null,
    deactivatedAt: a.deactivatedAt?.toISOString() ?? null,
  };
}

/** The accounts import of one caller into one integration (the caller checked that it is the company's). */
export function appUsersCsvModule(options: { translator: Translator; companyId: string; userId: string; appIntegrationId: string }): CsvImportModule<K, Ctx, Write> {
  const yesNo = new ChoiceReader(appUsersCsvBooleanLabels, options.translator);
  const readBoolean = (cell: string | undefined): { value: boolean | null; error?: CsvMessage } => {
    const text = cellText(cell)?.toLowerCase();
    if (text === 'true') return { value: true };
    if (text === 'false') return { value: false };
    const read = yesNo.read(cell);
    if (read.error) return { value: null, error: read.error };
    return { value: read.value === null ? null : read.value === 'TRUE' };
  };
  return {
    columns: appUsersCsvColumnDefs,

    async prepare(conn) {
      const rows = await conn.select().from(appUsers).where(and(eq(appUsers.companyId, options.companyId), eq(appUsers.appIntegrationId, options.appIntegrationId)));
      return { byExternalId: new Map(rows.map((r) => [r.externalId, r])), seen: new Map() };
    },

    validate(row, ctx): CsvRowVerdict<K, Write> {
      const cells = row.cells;
      const cellErrors: Partial<Record<K, CsvMessage[]>> = {};
      const has = (key: K) => key in cells;
      const tooLong = (key: K, text: string | null) => {
        if (text !== null && [...text].length > maxText) addError(cellErrors, key, { descriptor: messages.maxLength, values: { requirement: maxText } });
      };
      const externalId = cellText(cells.externalId);
      if (externalId === null) addError(cellErrors, 'externalId', { descriptor: messages.required });
      tooLong('externalId', externalId);
      const before = externalId ? (ctx.byExternalId.get(externalId) ?? null) : null;
      if (externalId) {
        const seen = ctx.seen.get(externalId);
        if (seen !== undefined) addError(cellErrors, 'externalId', { descriptor: apiMessages.csvDuplicateInFile, values: { row: seen } });
        else ctx.seen.set(externalId, row.rowNumber);
      }
      const name = has('name') ? cellText(cells.name) : (before?.name ?? null);
      if (name === null) addError(cellErrors, 'name', { descriptor: messages.required });
      tooLong('name', name);
      const values: Partial<Write['values']> = { externalId: externalId ?? '', name: name ?? '' };
      for (const key of textColumns) {
        const text = has(key) ? cellText(cells[key]) : (before?.[key] ?? null);
        tooLong(key, text);
        values[key] = text;
      }
      const email = has('email') ? cellText(cells.email)?.toLowerCase() ?? null : (before?.email ?? null);
      if (email !== null && !/^[^\s@]+@[^\s@]+$/.test(email)) addError(cellErrors, 'email', { descriptor: messages.email });
      tooLong('email', email);
      values.email = email;
      for (const key of ['isActive', 'configuredMfa'] as const) {
        const read = has(key) ? readBoolean(cells[key]) : { value: null };
        if (read.error) addError(cellErrors, key, read.error);
        values[key] = read.value ?? before?.[key] ?? (key === 'isActive');
      }
      for (const key of dateColumns) {
        if (!has(key)) {
          values[key] = before?.[key] ?? null;
          continue;
        }
        const text = cellText(cells[key]);
        const instant = text === null ? null : readCsvInstant(text);
        if (instant === undefined) addError(cellErrors, key, { descriptor: messages.isoDateTime });
        values[key] = instant ?? null;
      }
      const hasErrors = Object.values(cellErrors).some((list) => (list as CsvMessage[]).length > 0);
      if (hasErrors) return { cellErrors, recordErrors: [] };
      return { value: { id: before?.id ?? randomUUID(), before, values: values as Write['values'] }, cellErrors, recordErrors: [] };
    },

    isUpdate: (value) => value.before !== null,

    async write(conn, _ctx, rows) {
      // accounts are a few hundred per app: one statement per row keeps the code plain
      for (const r of rows) {
        if (r.before) {
          await conn.update(appUsers).set({ ...r.values, updatedAt: sql`now()` }).where(eq(appUsers.id, r.id));
        } else {
          await conn.insert(appUsers).values({ ...r.values, id: r.id, companyId: options.companyId, appIntegrationId: options.appIntegrationId });
        }
      }
      await recordBatchAudit(conn, {
        companyId: options.companyId,
        userId: options.userId,
        resourceType: 'APP_USER',
        entries: rows.map((r) => ({ resourceId: r.id, before: r.before ? accountPayload(r.before) : null, after: accountPayload(r.values) })),
      });
    },
  };
}

/** Exports of an integration's accounts (`view` and `edit`: the import columns, every account by name; dates as ISO 8601). */
export function appUsersExporter(options: { companyId: string; appIntegrationId: string; locale: Locale; translator: Translator }): CsvExporter<never> {
  const t = (d: MessageDescriptor) => options.translator.t(options.locale, d);
  const headers = () => appUsersCsvColumnDefs.map((c) => t(c.label));
  const yesNo = (b: boolean) => t(b ? appUsersCsvBooleanLabels.TRUE : appUsersCsvBooleanLabels.FALSE);
  return {
    editHeaders: headers,
    viewHeaders: headers,
    async *rows(db) {
      const rows = await db
        .select()
        .from(appUsers)
        .where(and(eq(appUsers.companyId, options.companyId), eq(appUsers.appIntegrationId, options.appIntegrationId)))
        .orderBy(asc(appUsers.name), asc(appUsers.id));
      for (const a of rows) {
        yield [
          a.externalId, a.name, a.displayName ?? '', a.email ?? '', yesNo(a.isActive), yesNo(a.configuredMfa), a.actualRoleName ?? '', a.statusName ?? '',
          a.externalCreatedAt?.toISOString() ?? '', a.lastSignedInAt?.toISOString() ?? '', a.deactivatedAt?.toISOString() ?? '',
        ];
      }
    },
  };
}
