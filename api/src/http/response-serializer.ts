import { toJsonSchema } from '@valibot/to-json-schema';
import fastJson from 'fast-json-stringify';
import type * as v from 'valibot';

type Json = Record<string, unknown>;

/**
 * The JSON Schema `fast-json-stringify` compiles for a success body, from the contract's valibot
 * schema as its output type (`@valibot/to-json-schema`, draft-07, what it cannot express left
 * open). Each `anyOf: [T, { type: 'null' }]` that valibot's `nullable` writes becomes `T` with
 * `nullable: true`, which the compiled code answers with one `=== null` test instead of asking a
 * validator which branch the value belongs to (the other `anyOf`s stay, and are checked by ajv).
 * An array of items the conversion leaves open (`{}`, e.g. a `v.custom` row) becomes open itself:
 * `fast-json-stringify` would call `JSON.stringify` once per item (1.7× one call for the array).
 */
export function responseJsonSchema(schema: v.GenericSchema): Json {
  const { $schema: _drop, ...json } = toJsonSchema(schema, { target: 'draft-07', typeMode: 'output', errorMode: 'ignore' }) as Json;
  return nullableBranches(json) as Json;
}

const isOpen = (schema: unknown) => !!schema && typeof schema === 'object' && Object.keys(schema).length === 0;

function nullableBranches(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableBranches);
  if (!node || typeof node !== 'object') return node;
  const json = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableBranches(value)])) as Json;
  // an array of what the schema leaves open is written whole by JSON.stringify, not item by item
  if (json.type === 'array' && isOpen(json.items)) return {};
  const branches = json.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((branch: Json) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = branches[1 - nullAt] as Json | undefined;
    if (nullAt >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = json;
      return { ...rest, ...other, nullable: true };
    }
  }
  return json;
}

/** Serializes one success body to JSON text. @throws {Error} when the value does not fit the schema (a required property missing, a value of another type). */
export type ResponseSerializer = (body: unknown) => string;

const compiled = new WeakMap<v.GenericSchema, ResponseSerializer>();

/**
 * The compiled serializer of a contract's success body (issue 28 "where a response must go through
 * code, serialise with a compiled serializer"; docs/performance.md §2): `fast-json-stringify` built
 * from `responseJsonSchema(schema)` on the first answer of that schema and kept for the process
 * (every app built in it shares it). It writes only the properties the contract declares, in the
 * contract's order, and a `Date` under a `date-time` string as `toISOString()` does.
 */
export function responseSerializer(schema: v.GenericSchema): ResponseSerializer {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(responseJsonSchema(schema)) as ResponseSerializer;
    compiled.set(schema, serialize);
  }
  return serialize;
}
