import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { apiEndpoints, type EndpointDef } from '@kanri/contracts';
import { sessionCookieName } from '../auth/sessions';

type Json = Record<string, unknown>;

const input: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };
const output: ConversionConfig = { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' };

function convert(schema: v.GenericSchema, config: ConversionConfig): Json {
  const { $schema: _drop, ...json } = toJsonSchema(schema, config) as Json;
  return json;
}

/** Path or query parameters of an object schema, one per entry. */
function parameters(schema: v.GenericSchema | undefined, location: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const entries = (schema as unknown as { entries?: Record<string, v.GenericSchema> }).entries ?? {};
  return Object.entries(entries).map(([name, entry]) => {
    const optional = entry.type === 'optional';
    const json = convert(entry, input);
    const isArray = json.type === 'array' || (Array.isArray(json.anyOf) && (json.anyOf as Json[]).some((s) => s.type === 'array'));
    return {
      name,
      in: location,
      required: location === 'path' || !optional,
      schema: json,
      ...(isArray ? { style: 'form', explode: true } : {}),
    };
  });
}

const statusText: Record<number, string> = {
  200: 'OK', 201: 'Created', 204: 'No content', 400: 'Invalid request', 401: 'Not signed in', 403: 'Forbidden', 404: 'Not found',
  409: 'Conflict', 410: 'Gone', 429: 'Too many requests', 503: 'Unavailable',
};

/**
 * The OpenAPI 3.1 document, generated from the contract descriptors (request schemas as their input
 * type, responses as their output type). `operator`/`individual`/`session` calls need the cookie.
 */
export function buildOpenApi(options: { devMailbox: boolean }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [tag, endpoints] of Object.entries(apiEndpoints)) {
    for (const def of endpoints as readonly EndpointDef[]) {
      if (def.path === '/v2/dev/mailbox' && !options.devMailbox) continue;
      const operation: Json = {
        tags: [tag],
        summary: def.summary,
        operationId: `${def.method.toLowerCase()}${def.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
        'x-access': def.access,
        // the product whose permission the call needs (an array: any one of them)
        ...(def.product ? { 'x-kanri-product': typeof def.product === 'string' ? [def.product] : [...def.product] } : {}),
        parameters: [...parameters(def.params, 'path'), ...parameters(def.query, 'query')],
        responses: Object.fromEntries(
          Object.entries(def.responses).map(([status, schema]) => [
            status,
            schema ? { description: statusText[Number(status)] ?? status, content: { 'application/json': { schema: convert(schema, output) } } } : { description: statusText[Number(status)] ?? status },
          ]),
        ),
      };
      if (def.body) operation.requestBody = { required: true, content: { 'application/json': { schema: convert(def.body, input) } } };
      if (def.access !== 'public') operation.security = [{ sessionCookie: [] }];
      (paths[def.path] ??= {})[def.method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'kanri API', version: '2.0.0', description: 'Generated from @kanri/contracts.' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName } } },
    paths,
  };
}
