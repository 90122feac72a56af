import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  describeIssue,
  errorCodes,
  issuePath,
  messages,
  type EndpointBodyOutput,
  type EndpointDef,
  type EndpointParamsOutput,
  type EndpointQueryOutput,
  type EndpointResponse,
  type EndpointProduct,
  type Locale,
  type Product,
} from '@kanri/contracts';
import type { SessionContext, SessionStore } from '../auth/sessions';
import { sessionCookieName } from '../auth/sessions';
import { resolveLocale } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import { ApiError, forbidden, unauthenticated, type PendingFieldError } from '../lib/errors';
import { responseSerializer } from './response-serializer';
import { unsafeTextPaths } from './unsafe-text';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session once an endpoint looked it up (undefined: not looked up). */
    kanriSession?: SessionContext | null;
  }
}

type SessionFor<E extends EndpointDef> = E['access'] extends 'public' ? SessionContext | null : SessionContext;

/** What a handler receives: validated params/query/body, the session, the request's locale. */
export interface HandlerInput<E extends EndpointDef> {
  params: EndpointParamsOutput<E>;
  query: EndpointQueryOutput<E>;
  body: EndpointBodyOutput<E>;
  session: SessionFor<E>;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A success body PostgreSQL already serialized (issue 28 "PostgreSQL builds the page"): the JSON
 * text of a `T`, sent as it is, never parsed and re-serialized by the API. Made by `jsonBody`; the
 * type parameter keeps the handler's answer tied to its descriptor's response schema, and the
 * list's API tests parse the sent text with that schema.
 */
export interface JsonBody<T> {
  /** The JSON text, or its UTF-8 bytes as PostgreSQL sent them (`queryText`). */
  readonly json: string | Buffer;
  /** Only for typing: a `JsonBody<T>` answers what `T` would. */
  readonly __type?: T;
}

/** Wraps JSON text built by the database, or its UTF-8 bytes, as the body of a `T` (see `JsonBody`). */
export function jsonBody<T>(json: string | Buffer): JsonBody<T> {
  return new PreserializedJson(json) as JsonBody<T>;
}

class PreserializedJson {
  constructor(readonly json: string | Buffer) {}
}

/**
 * A route handler: returns the success body (validated by the type of the descriptor), or the
 * database's JSON text of it (`jsonBody`).
 */
export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => Promise<EndpointResponse<E> | JsonBody<EndpointResponse<E>>>;

/** The request's locale: Accept-Language, then the session's saved locale (when looked up). */
export function requestLocale(request: FastifyRequest): Locale {
  return resolveLocale(request.headers['accept-language'], request.kanriSession?.locale);
}

/** Reads the session cookie and looks the session up once per request. */
export async function loadSession(request: FastifyRequest, store: SessionStore): Promise<SessionContext | null> {
  if (request.kanriSession === undefined) request.kanriSession = await store.find(request.cookies[sessionCookieName]);
  return request.kanriSession;
}

function validate<S extends v.GenericSchema | undefined>(schema: S, input: unknown, prefix: string): { value: unknown; errors: PendingFieldError[] } {
  if (!schema) return { value: undefined, errors: [] };
  const result = v.safeParse(schema, input ?? (prefix === 'body' ? undefined : {}));
  if (result.success) return { value: result.output, errors: [] };
  return {
    value: undefined,
    errors: result.issues.map((issue) => {
      const { descriptor, values } = describeIssue(issue);
      const path = issuePath(issue);
      return { path: prefix === 'body' ? path : path || prefix, descriptor, values };
    }),
  };
}

/**
 * Whether the session's roles grant the endpoint's product (issue 9): one of the listed products
 * for a shared call (`anyProduct`). An operator endpoint without a product is refused (a contract
 * test keeps every operator endpoint declaring one).
 */
export function mayUseProduct(session: Pick<SessionContext, 'products'>, product: EndpointProduct | undefined): boolean {
  if (product === undefined) return false;
  const wanted: readonly Product[] = typeof product === 'string' ? [product] : product;
  return wanted.some((p) => session.products.includes(p));
}

/**
 * The JSON text of a success body, written by the contract schema's compiled serializer
 * (`responseSerializer`): only the declared properties, in the contract's order. A body the
 * compiled code refuses (a required property missing, a value of another type — the contract and
 * the handler disagree) is still answered, as `JSON.stringify` writes it, and the disagreement is
 * logged at error level with the route: the caller's schema parse decides what it can use.
 */
function serializeBody(request: FastifyRequest, schema: v.GenericSchema, body: unknown): string {
  try {
    return responseSerializer(schema)(body);
  } catch (err) {
    request.log.error({ err, route: request.routeOptions.url }, 'the response body does not match its contract schema');
    return JSON.stringify(body);
  }
}

/** Fastify's `:name` form of an OpenAPI `{name}` path. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers one endpoint from its descriptor: enforces `access` (401 without a signed-in session,
 * 403 without the operator/individual account, and for operator calls 403 unless the session's
 * roles grant the descriptor's `product`), validates params, query and body with the
 * descriptor's schemas (400 `VALIDATION_ERROR` with every field's dotted path), calls the handler
 * and answers with the descriptor's success status (204 sends no body). After a state-changing
 * handler (any method but GET), succeeded or not, the session lookups cached in every API
 * process are dropped before the answer is sent (`SessionStore.invalidate`). A body the handler
 * returns as an object is written by its schema's compiled serializer (`serializeBody`); one the
 * database wrote (`jsonBody`) is sent as it is.
 */
export function registerEndpoint<const E extends EndpointDef>(app: FastifyInstance, def: E, sessions: SessionStore, handler: Handler<E>): void {
  const successStatus = [200, 201, 202, 204].find((s) => s in def.responses) ?? 200;
  const writes = def.method !== 'GET';
  const responseSchema: v.GenericSchema | undefined = def.responses[successStatus as keyof typeof def.responses] ?? undefined;
  app.route({
    method: def.method,
    url: fastifyPath(def.path),
    handler: async (request, reply) => {
      let session: SessionContext | null = null;
      if (def.access !== 'public') {
        session = await loadSession(request, sessions);
        if (!session || session.mfaPending) throw unauthenticated();
        if (def.access === 'operator' && !session.hasOperator) throw forbidden();
        if (def.access === 'operator' && !mayUseProduct(session, def.product)) throw forbidden();
        if (def.access === 'individual' && !session.hasIndividual) throw forbidden();
      }
      // text PostgreSQL cannot store is refused before any schema or query sees it
      const unsafe = [request.params, request.query, request.body].flatMap((input) => unsafeTextPaths(input, ''));
      if (unsafe.length) {
        throw new ApiError(
          400,
          errorCodes.validation,
          apiMessages.validation,
          unsafe.map((path) => ({ path, descriptor: messages.unsafeCharacters })),
        );
      }
      const params = validate(def.params, request.params, 'params');
      const query = validate(def.query, request.query, 'query');
      const body = validate(def.body, request.body, 'body');
      const errors = [...params.errors, ...query.errors, ...body.errors];
      if (errors.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, errors);
      let result: EndpointResponse<E> | JsonBody<EndpointResponse<E>>;
      try {
        result = await handler({
          params: params.value,
          query: query.value,
          body: body.value,
          session,
          locale: requestLocale(request),
          request,
          reply,
        } as HandlerInput<E>);
      } finally {
        // whatever a write changed (a sign-out, roles, a person's status, …) holds on the next
        // request in every API process: cached session lookups go before the answer does
        if (writes) await sessions.invalidate();
      }
      if (reply.sent) return reply;
      if (successStatus === 204) return reply.code(204).send();
      if (result instanceof PreserializedJson) return reply.code(successStatus).type('application/json; charset=utf-8').send(result.json);
      if (responseSchema) return reply.code(successStatus).type('application/json; charset=utf-8').send(serializeBody(request, responseSchema, result));
      return reply.code(successStatus).send(result);
    },
  });
}
