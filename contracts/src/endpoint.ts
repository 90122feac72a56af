import * as v from 'valibot';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint (000 §6, DECISIONS.md "Auth and accounts"):
 * - `public`: no session needed (sign-in, invitations, health);
 * - `session`: any signed-in user;
 * - `operator`: the staff (operator) account of the session's company;
 * - `individual`: the individual (self-service) account.
 */
export type EndpointAccess = 'public' | 'session' | 'operator' | 'individual';

/**
 * The products (modules) a role's product permission grants (001 §3 "Product permission columns";
 * issue 9): every operator endpoint belongs to one. Read-only calls that several products share
 * (pickers' options, the audit log, CSV uploads) name every product that uses them: any one of
 * them lets the caller in.
 */
export const productValues = ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'] as const;
export const productSchema = v.picklist(productValues);
export type Product = v.InferOutput<typeof productSchema>;
/** Every product: the product of a call any product uses (pickers' options, the audit log, CSV uploads). */
export const anyProduct: readonly Product[] = productValues;
/** An endpoint's product, or the products any one of which lets a caller use a shared call. */
export type EndpointProduct = Product | readonly Product[];

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * One call of the API: the single source of truth the server registers its routes from, the client
 * builds its typed fetchers from and the OpenAPI document is generated from.
 *
 * `path` uses OpenAPI's `{name}` placeholders; `params`, `query` and `body` validate the request
 * (query values arrive as strings, so query schemas coerce); `responses` maps each status to the
 * schema of its body (`null` for an empty body).
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  summary: string;
  access: EndpointAccess;
  /**
   * Which product the call belongs to (issue 9): declared by every `operator` endpoint (a contract
   * test holds it), shown in the OpenAPI document as `x-kanri-product`.
   */
  product?: EndpointProduct;
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  responses: Record<number, AnySchema | null>;
}

/** Declares an endpoint, keeping its literal types for inference. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type OutputOf<S> = S extends v.GenericSchema<unknown, infer O> ? O : undefined;
type InputOf<S> = S extends v.GenericSchema<infer I, unknown> ? I : undefined;

/** Path params as the client passes them. */
export type EndpointParams<E extends EndpointDef> = InputOf<E['params']>;
/** Query as the client passes it (before coercion). */
export type EndpointQuery<E extends EndpointDef> = InputOf<E['query']>;
/** Query as the server sees it (after coercion and defaults). */
export type EndpointQueryOutput<E extends EndpointDef> = OutputOf<E['query']>;
/** Body as the client sends it. */
export type EndpointBody<E extends EndpointDef> = InputOf<E['body']>;
/** Body as the server sees it after validation. */
export type EndpointBodyOutput<E extends EndpointDef> = OutputOf<E['body']>;
/** Path params as the server sees them. */
export type EndpointParamsOutput<E extends EndpointDef> = OutputOf<E['params']>;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The body of the endpoint's success answer (200, 201, 202 or 204). */
export type EndpointResponse<E extends EndpointDef> = {
  [S in keyof E['responses'] & SuccessStatus]: E['responses'][S] extends AnySchema
    ? v.InferOutput<E['responses'][S]>
    : undefined;
}[keyof E['responses'] & SuccessStatus];

/**
 * Fills `{name}` placeholders of a path.
 * @throws {Error} when a placeholder has no value
 */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
}
