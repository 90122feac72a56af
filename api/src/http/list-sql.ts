import { asc, Column, desc, getTableName, is, sql, SQL, Subquery, type AnyColumn } from 'drizzle-orm';
import type { SortOrder } from '@kanri/contracts';

/** `LIKE` pattern for freeText: lower-cased, `%`/`_`/`\` escaped, wrapped in `%…%`; null when empty. */
export function containsPattern(freeText: string | undefined): string | null {
  const text = freeText?.trim().toLowerCase();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `search_text LIKE pattern` (served by the pg_trgm GIN index), or undefined without freeText. */
export function matchesText(searchText: AnyColumn, freeText: string | undefined): SQL | undefined {
  const pattern = containsPattern(freeText);
  return pattern ? sql`${searchText} LIKE ${pattern}` : undefined;
}

/** ORDER BY the columns in one direction (the last one is the unique tie-breaker). */
export function orderBy(order: SortOrder, ...columns: (AnyColumn | SQL)[]): SQL[] {
  return columns.map((c) => (order === 'desc' ? desc(c) : asc(c)));
}

/** LIMIT/OFFSET of a page. */
export function page(query: { pageIndex: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: query.pageIndex * query.pageSize };
}

/** What `selectRows` needs of a Drizzle select: its internal prepare step (the same one `execute` uses). */
interface PreparableSelect<Row> {
  execute(): Promise<Row[]>;
}
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute(): Promise<unknown>;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** One selected field, decided once per query instead of once per row. */
interface CompiledField {
  path: readonly string[];
  /** null: the driver's value is kept as it is (plain text, numbers, booleans, uuids…) */
  decode: Decoder | null;
  /** the table of a column of a nested object (`{ person: { id: people.id, … } }`): what `null` means there */
  nestedTable: string | null;
}

/** Column's own `mapFromDriverValue` is the identity: fields that keep it need no call. */
const identityDecode = Column.prototype.mapFromDriverValue;

function compileFields(fields: NonNullable<PreparedSelect['fields']>): CompiledField[] {
  return fields.map(({ path, field }) => {
    let decoder: Decoder;
    if (is(field, Column)) decoder = field;
    // (`decoder` is Drizzle-internal: the same reads as its mapResultRow)
    else if (is(field, SQL)) decoder = (field as unknown as { decoder: Decoder }).decoder;
    else if (is(field, Subquery)) decoder = (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
    else decoder = (field as { sql: { decoder: Decoder } }).sql.decoder;
    return {
      path,
      decode: decoder.mapFromDriverValue === identityDecode ? null : decoder,
      nestedTable: is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
    };
  });
}

/**
 * Runs a Drizzle select and returns the same rows `await query` would (nested objects, decoded
 * values; a left-joined table whose columns are all null becomes `null`), with the row mapping
 * decided once per query instead of once per field of every row: Drizzle's `mapResultRow` tests
 * each field's class (`is()`) on every row, which took ~13 % of the API's CPU on 100-row list pages
 * (docs/performance.md §2). Lists call it for their page query.
 */
export async function selectRows<Row>(query: PreparableSelect<Row>): Promise<Row[]> {
  const prepared = (query as unknown as { _prepare(): PreparedSelect })._prepare();
  const fields = prepared.fields;
  if (!fields) return (await prepared.execute()) as Row[];
  const compiled = compileFields(fields);
  const joins = prepared.joinsNotNullableMap;
  prepared.customResultMapper = (rows) => rows.map((row) => mapRow(compiled, row, joins));
  return (await prepared.execute()) as Row[];
}

function mapRow(fields: CompiledField[], row: unknown[], joins: Record<string, boolean> | undefined): unknown {
  const result: Record<string, unknown> = {};
  // nested object → the table all its values were null for, or false once one was not
  let nulls: Record<string, string | false> | undefined;
  for (let i = 0; i < fields.length; i++) {
    const { path, decode, nestedTable } = fields[i]!;
    const raw = row[i];
    const value = raw === null ? null : decode ? decode.mapFromDriverValue(raw) : raw;
    let node = result;
    for (let p = 0; p < path.length - 1; p++) node = (node[path[p]!] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]!] = value;
    if (joins && nestedTable !== null) {
      nulls ??= {};
      const name = path[0]!;
      const seen = nulls[name];
      if (seen === undefined) nulls[name] = value === null ? nestedTable : false;
      else if (typeof seen === 'string' && seen !== nestedTable) nulls[name] = false;
    }
  }
  if (joins && nulls) {
    for (const name in nulls) {
      const table = nulls[name];
      if (typeof table === 'string' && !joins[table]) result[name] = null;
    }
  }
  return result;
}
