import type * as v from 'valibot';
import { getBy } from '@tanstack/react-form';

/** One leaf field of a form's schema: its dotted `path` and whether the schema requires a value. */
export interface SchemaField {
  /** Dotted path as TanStack Form and the API's field errors name it (`networkInformation.networkName`). */
  path: string;
  /** `false` when the field's schema (or an enclosing object's) is optional, nullable or nullish. */
  required: boolean;
}

/** How many fields of a form hold a value (000 §2 "Network add screen" progress panel). */
export interface FormProgress {
  /** Relevant fields holding a value. */
  filled: number;
  /** Relevant fields. */
  total: number;
  /** Relevant required fields holding a value. */
  requiredFilled: number;
  /** Relevant required fields. */
  requiredTotal: number;
}

/** Options of `countFormProgress`. */
export interface CountFormProgressOptions<TValues> {
  /**
   * Whether a field counts at all with the current values (e.g. `placeId` only when the destination
   * type is `PLACE`, 000 §5). An irrelevant field counts in no total. Default: every field counts.
   */
  isRelevant?: (path: string, values: TValues) => boolean;
}

type AnySchema = v.GenericSchema & {
  type: string;
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
};

// wrappers that let a value be left out (undefined or null); their fields are not required
const notRequiredWrappers = new Set(['optional', 'exact_optional', 'undefinedable', 'nullable', 'nullish']);
// wrappers that only narrow the wrapped schema
const passThroughWrappers = new Set(['non_optional', 'non_nullable', 'non_nullish']);
const objectTypes = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

function walk(schema: AnySchema, path: string, required: boolean, out: SchemaField[]): void {
  if (notRequiredWrappers.has(schema.type) && schema.wrapped) return walk(schema.wrapped, path, false, out);
  if (passThroughWrappers.has(schema.type) && schema.wrapped) return walk(schema.wrapped, path, required, out);
  // `v.pipe(object, …)` spreads the object schema, so a piped object still has its entries
  if (objectTypes.has(schema.type) && schema.entries) {
    for (const [key, entry] of Object.entries(schema.entries)) walk(entry, path ? `${path}.${key}` : key, required, out);
    return;
  }
  out.push({ path, required });
}

/**
 * Lists the leaf fields of a valibot object schema, in the schema's order, walking through pipes,
 * wrappers and nested objects (arrays and other values are leaves). A field is required unless its
 * schema, or an enclosing object's, is `optional`, `nullable` or `nullish` (also `exact_optional`,
 * `undefinedable`). Used for the progress panel of 000 §2 "Network add screen".
 *
 * @example describeSchemaFields(createNetworkBodySchema)
 *   // [{ path: 'networkInformation.networkName', required: true }, { path: 'networkInformation.networkType', required: false }, …]
 */
export function describeSchemaFields(schema: v.GenericSchema): SchemaField[] {
  const out: SchemaField[] = [];
  walk(schema as AnySchema, '', true, out);
  return out.filter((field) => field.path !== '');
}

/**
 * Whether a form value counts as filled in: not `null`/`undefined`, not a string that is empty after
 * trimming (spaces only do not count), not an empty array.
 */
export function isFilledValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * Counts how many of `fields` hold a value in `values` (see `isFilledValue`), overall and among the
 * required ones (000 §2 progress panel: "total filled, required filled"). Fields for which
 * `isRelevant` answers `false` count nowhere.
 */
export function countFormProgress<TValues>(fields: readonly SchemaField[], values: TValues, options: CountFormProgressOptions<TValues> = {}): FormProgress {
  const progress: FormProgress = { filled: 0, total: 0, requiredFilled: 0, requiredTotal: 0 };
  for (const field of fields) {
    if (options.isRelevant && !options.isRelevant(field.path, values)) continue;
    const filled = isFilledValue(getBy(values, field.path));
    progress.total += 1;
    if (filled) progress.filled += 1;
    if (field.required) {
      progress.requiredTotal += 1;
      if (filled) progress.requiredFilled += 1;
    }
  }
  return progress;
}
