import { and, asc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import {
  contractCsvColumnLabels,
  contractFields,
  contractMessages,
  contractCsvColumns,
  contractCsvRequiredColumns,
  contractsCsvEndpoints,
  contractTypeOfSegment,
  contractTypeSegment,
  createContractBodySchema,
  type BillingCycle,
  type ContractCsvColumn,
  type ContractType,
  type CreateContractBody,
  type Locale,
  type MessageDescriptor,
} from '@kanri/contracts';
import { notFound } from '../lib/errors';
import type { Db } from '../db/client';
import type { Translator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import { contractEvents, contracts } from '../schema';
import { recordAudit } from '../audit/audit-log';
import { type CsvColumnDef, type CsvImportModule, type CsvMessage, type CsvRowVerdict } from '../csv/engine';
import { offsetPages, type CsvExporter } from '../csv/export';
import { csvExport, csvImport } from '../csv/routes';
import { addError, cellText, ChoiceReader, issuesToCells } from '../csv/cells';
import { contractColumnsOf, contractPayload } from './contracts';
import { isoDateKeys } from '../csv/dates';

/**
 * The contract CSV (001 §2 `/contract/import-csv/{contractType}`; docs/contracts.md "CSV";
 * docs/csv.md) on the shared engine: every row adds one DRAFT contract of the URL's type, validated
 * with `createContractBodySchema` (the add form's rules), the contract number new to the company
 * and to the file; all or nothing. Each written contract gets its CREATE audit entry and an
 * IMPORTED event. `autoRenewal` reads yes/no, true/false, はい/いいえ, 1/0; `currency` a code;
 * `billingCycle` the code or its `contractFields` label in either language (issue 30). Headers are
 * the `contractFields` labels (`contractCsvColumnLabels`).
 */

type K = ContractCsvColumn;
interface Ctx {
  numbers: Set<string>;
  seenNumbers: Map<string, number>;
}

const yes = new Set(['true', 'yes', 'y', '1', 'はい', 'あり', '有', 'on']);
const no = new Set(['false', 'no', 'n', '0', 'いいえ', 'なし', '無', 'off']);

/** The date columns, as the create body's schema says (`2026/4/1`, 令和 … are read by the engine). */
const contractDateKeys = isoDateKeys(createContractBodySchema);

/** The import's columns with their labels and required flags. */
export const contractCsvColumnDefs: CsvColumnDef<K>[] = contractCsvColumns.map((key) => ({ key, label: contractCsvColumnLabels[key], required: contractCsvRequiredColumns.includes(key), date: contractDateKeys.has(key) }));

/** The contract import of one caller for one contract type. */
export function contractCsvModule(options: { translator: Translator; companyId: string; userId: string; contractType: ContractType }): CsvImportModule<K, Ctx, CreateContractBody> {
  const { translator, contractType } = options;
  const billing = new ChoiceReader<BillingCycle>(contractFields.billingCycle.values, translator);
  const session = { companyId: options.companyId, userId: options.userId };
  return {
    columns: contractCsvColumnDefs,

    async prepare(conn, companyId) {
      const rows = await conn.select({ n: contracts.contractNumber }).from(contracts).where(and(eq(contracts.companyId, companyId), ne(contracts.status, 'RENEWED')));
      return { numbers: new Set(rows.map((r) => r.n).filter((n): n is string => n !== null)), seenNumbers: new Map() };
    },

    validate(row, ctx): CsvRowVerdict<K, CreateContractBody> {
      const cellErrors: Partial<Record<K, CsvMessage[]>> = {};
      const recordErrors: CsvMessage[] = [];
      const text = (c: K) => cellText(row.cells[c]);
      const number = (c: K) => {
        const t = text(c);
        if (t === null) return null;
        const n = Number(t.replace(/[,，]/g, ''));
        return Number.isFinite(n) ? n : t; // a non-number is left for the schema to refuse at its column
      };
      const renewal = text('autoRenewal')?.toLowerCase() ?? null;
      let autoRenewal = false;
      if (renewal !== null) {
        if (yes.has(renewal)) autoRenewal = true;
        else if (!no.has(renewal)) addError(cellErrors, 'autoRenewal', { descriptor: contractMessages.csvBoolean });
      }
      const cycle = billing.read(row.cells.billingCycle);
      if (cycle.error) addError(cellErrors, 'billingCycle', cycle.error);
      const body = {
        title: text('title') ?? '',
        titleEn: text('titleEn'),
        contractNumber: text('contractNumber'),
        contractType,
        counterpartyName: text('counterpartyName') ?? '',
        counterpartyContact: text('counterpartyContact'),
        ourPartyName: text('ourPartyName') ?? '',
        startDate: text('startDate') ?? '',
        endDate: text('endDate'),
        autoRenewal,
        renewalTermMonths: number('renewalTermMonths'),
        noticePeriodDays: number('noticePeriodDays'),
        amount: number('amount'),
        currency: text('currency')?.toUpperCase() ?? 'JPY',
        billingCycle: cycle.value ?? 'MONTHLY',
        notes: text('notes'),
      };
      const parsed = v.safeParse(createContractBodySchema, body);
      if (!parsed.success) {
        const mapped = issuesToCells(parsed.issues, (path) => (contractCsvColumns as readonly string[]).includes(path) ? (path as K) : undefined);
        for (const [column, errors] of Object.entries(mapped.cellErrors) as [K, CsvMessage[]][]) for (const e of errors) if (!cellErrors[column]?.length) addError(cellErrors, column, e);
        recordErrors.push(...mapped.recordErrors);
      }
      const contractNumber = text('contractNumber');
      if (contractNumber !== null) {
        if (ctx.numbers.has(contractNumber)) addError(cellErrors, 'contractNumber', { descriptor: apiMessages.csvValueTaken, values: { value: contractNumber } });
        const earlier = ctx.seenNumbers.get(contractNumber);
        if (earlier !== undefined) addError(cellErrors, 'contractNumber', { descriptor: apiMessages.csvDuplicateInFile, values: { row: earlier } });
        else ctx.seenNumbers.set(contractNumber, row.rowNumber);
      }
      const valid = parsed.success && Object.keys(cellErrors).length === 0 && recordErrors.length === 0;
      return { value: valid ? parsed.output : undefined, cellErrors, recordErrors };
    },

    isUpdate: () => false,

    async write(conn, _ctx, rows) {
      if (rows.length === 0) return;
      const written = await conn
        .insert(contracts)
        .values(rows.map((body) => ({ ...contractColumnsOf(body), companyId: session.companyId, createdBy: session.userId, updatedBy: session.userId })))
        .returning();
      for (const c of written) await recordAudit(conn, { session, action: 'CREATE', resourceType: 'CONTRACT', resourceId: c.id, before: null, after: contractPayload(c) });
      await conn.insert(contractEvents).values(written.map((c) => ({ companyId: session.companyId, contractId: c.id, kind: 'IMPORTED' as const, actorUserId: session.userId })));
    },
  };
}

/** The template and the current contracts of a type, in the import's columns (labels of the request's language). */
export function contractCsvExporter(options: { companyId: string; locale: Locale; translator: Translator; contractType: ContractType }): CsvExporter<never> {
  const { companyId, locale, translator, contractType } = options;
  const t = (d: MessageDescriptor) => translator.t(locale, d);
  const headers = () => contractCsvColumns.map((c) => t(contractCsvColumnLabels[c]));
  return {
    editHeaders: headers,
    viewHeaders: headers,
    async *rows(db: Db) {
      const batches = offsetPages(2000, (offset) =>
        db
          .select()
          .from(contracts)
          .where(and(eq(contracts.companyId, companyId), eq(contracts.contractType, contractType)))
          .orderBy(asc(contracts.title), asc(contracts.id))
          .limit(2000)
          .offset(offset),
      );
      for await (const c of batches) {
        yield contractCsvColumns.map((col): string => {
          if (col === 'autoRenewal') return c.autoRenewal ? 'yes' : 'no';
          if (col === 'billingCycle') return t(contractFields.billingCycle.values[c.billingCycle]);
          const value = (c as Record<string, unknown>)[col];
          return value === null || value === undefined ? '' : String(value);
        });
      }
    },
  };
}

/**
 * `GET /v2/contracts-csv` (template / current contracts of `contractType`, CSV or XLSX) and
 * `POST /v2/contracts-csv/{contractType}` (dry run or import; 404 for a segment naming no type),
 * served by the CSV mechanism (`csv/routes.ts`).
 */
export const contractsCsvExport = csvExport({
  endpoint: contractsCsvEndpoints.export,
  module: ({ filters }) => `contracts-${contractTypeSegment(filters.contractType)}`,
  exporter: ({ filters, session, locale, translator }) => contractCsvExporter({ companyId: session.companyId, locale, translator, contractType: filters.contractType }),
});

/** `POST /v2/contracts-csv/{contractType}`: see `contractsCsvExport`. */
export const contractsCsvImport = csvImport({
  endpoint: contractsCsvEndpoints.import,
  importer: ({ params, session, translator }) => {
    const contractType = contractTypeOfSegment(params.contractType);
    if (!contractType) throw notFound();
    return contractCsvModule({ translator, companyId: session.companyId, userId: session.userId, contractType });
  },
});
