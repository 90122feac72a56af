/**
 * The host's proxy to the API (`/v2`, `/v3`, `/healthz` on the page's own origin, so cookies stay
 * first-party) and the error answers of the static server, issue 29 "The proxy is a good citizen"
 * (docs/security.md "The static server and its proxy"):
 *
 * - `X-Forwarded-For`, `-Host` and `-Proto` to the API are set from what this server trusts: the
 *   socket's address, `Host` and scheme, or the forwarded values of a configured trusted proxy
 *   (`trustedProxies`); whatever a client sent is overwritten;
 * - a request body over the API's limit (`bodyLimitFor`) is refused with 413 before it is
 *   forwarded, whether announced (`Content-Length`, `Expect: 100-continue`) or streamed;
 * - an API that is down or slow answers 503 / 504 (502 for a broken answer) with `Retry-After`;
 *   the log holds the cause, the answer holds no internal address;
 * - a refused or failed request whose body was not read whole closes its connection, so a
 *   keep-alive connection is never left waiting on bytes nobody reads.
 *
 * Every error answer has the API's shape `{ code, message, fieldErrors }` (contracts
 * `apiErrorSchema`) with the message in the caller's language (ja-JP / en-US by Accept-Language).
 * The proxying itself is @fastify/http-proxy over @fastify/reply-from (undici).
 */
import { Transform } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';

/** Paths the host proxies to the API on the same origin (cookies stay first-party). */
export const apiPrefixes = ['/v2', '/v3', '/healthz'];

const mb = 1024 * 1024;
/** The largest unread body an error answer reads away to keep the connection (bytes); past it the connection closes. */
const discardMaxBytes = 64 * mb;

/**
 * The largest request body the API accepts, in bytes, and the routes that accept more. They match
 * the API: `bodyLimit` in api/src/server.ts (every JSON call) and the embedded storage's signed
 * uploads (`PUT /v2/storage/objects/{key}`, contracts `storageObjectsPath`), whose largest files
 * are `csvMaxFileBytes` and `publicIdFileMaxBytes` (10 MB; images 2 MB, checked by the API
 * itself). With S3 the browser uploads to the store directly and never through this proxy.
 * `api-proxy.spec.mjs` reads those sources and fails when they move apart.
 */
export const apiBodyLimits = {
  bytes: 1 * mb,
  uploads: [{ method: 'PUT', prefix: '/v2/storage/objects/', bytes: 10 * mb }],
};

/**
 * The body limit of a request to the API, in bytes.
 * @param {string} method
 * @param {string} url the request's path and query as sent
 * @returns {number}
 */
export function bodyLimitFor(method, url) {
  const upload = apiBodyLimits.uploads.find((u) => u.method === method && url.startsWith(u.prefix));
  return upload ? upload.bytes : apiBodyLimits.bytes;
}

/** Whether `url` (a raw request URL) goes to the API. */
export function isApiUrl(url) {
  return apiPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

/** How long the API may take to start answering, and between two chunks of an answer (ms). */
export const defaultApiTimeoutMs = 60_000;
/** `Retry-After` of a 502, 503 or 504 answer, in seconds. */
export const retryAfterSeconds = 5;

/**
 * The trusted proxies of a static server as Fastify's `trustProxy`: addresses, CIDR ranges and
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`), comma-separated or as a list. Only
 * a request whose socket comes from one of them may say, in `X-Forwarded-*`, who the client is,
 * which host it asked for and over which scheme. Unset or blank: none (`false`), the socket is
 * the truth. `true`, `*` and hop counts are refused: trust is declared per address.
 * @param {string | string[] | undefined} value option `trustProxy`, else env `KANRI_STATIC_TRUST_PROXY`
 * @returns {string[] | false}
 * @throws {Error} for `true`, `*` or a number
 */
export function trustedProxies(value) {
  const list = (Array.isArray(value) ? value : String(value ?? '').split(','))
    .map((entry) => String(entry).trim())
    .filter(Boolean);
  for (const entry of list) {
    if (entry === '*' || entry === 'true' || /^\d+$/.test(entry)) throw new Error(`trusted proxy "${entry}": name addresses or ranges, not "true", "*" or a hop count`);
  }
  return list.length ? list : false;
}

/** Headers a client may not pass on: hop-by-hop ones (RFC 9110 §7.6.1) and forwarding ones this proxy sets itself. */
const droppedRequestHeaders = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // answered here (`checkContinue`); undici refuses to send it
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
];

/**
 * The request headers sent to the API: the client's, less hop-by-hop and forwarding headers, plus
 * `X-Forwarded-For` (the trusted chain, client first, this server's peer last), `X-Forwarded-Host`
 * and `X-Forwarded-Proto` as this server sees them (Fastify's `request.ips`, `host`, `protocol`,
 * which read `X-Forwarded-*` only from a trusted proxy).
 * @param {import('fastify').FastifyRequest} request
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function forwardedRequestHeaders(request, headers) {
  const out = { ...headers };
  for (const name of droppedRequestHeaders) delete out[name];
  // a GET or HEAD body is not forwarded (Fastify does not read it): neither is its length
  if (request.method === 'GET' || request.method === 'HEAD') delete out['content-length'];
  const chain = request.ips ? [...request.ips].reverse() : [request.ip];
  const proto = request.protocol === 'https' ? 'https' : 'http';
  return { ...out, 'x-forwarded-for': chain.join(', '), 'x-forwarded-host': request.host ?? '', 'x-forwarded-proto': proto };
}

/* ------------------------------------------------------------------------------ error answers */

/** The server's own strings (not Lingui: this server has no catalogs), by locale. */
const messages = {
  badRequest: { 'en-US': 'The request could not be read.', 'ja-JP': 'リクエストを読み取れませんでした。' },
  tooLarge: {
    'en-US': 'The request is larger than {size}, the most the server accepts.',
    'ja-JP': 'リクエストが大きすぎます（上限は{size}です）。',
  },
  badGateway: {
    'en-US': 'The server gave no valid answer. Please try again in a moment.',
    'ja-JP': 'サーバーから正しい応答がありませんでした。しばらくしてから再度お試しください。',
  },
  unavailable: {
    'en-US': 'The server is not available right now. Please try again in a moment.',
    'ja-JP': 'サーバーに接続できません。しばらくしてから再度お試しください。',
  },
  timeout: {
    'en-US': 'The server did not answer in time. Please try again in a moment.',
    'ja-JP': 'サーバーの応答がタイムアウトしました。しばらくしてから再度お試しください。',
  },
  internal: {
    'en-US': 'Something went wrong on the server. Please try again later.',
    'ja-JP': 'サーバーでエラーが発生しました。しばらくしてから再度お試しください。',
  },
};

/** Error `code` of each status this server answers itself (400 and 413 as the API answers them). */
const codes = { 400: 'VALIDATION_ERROR', 408: 'VALIDATION_ERROR', 413: 'VALIDATION_ERROR', 414: 'VALIDATION_ERROR', 431: 'VALIDATION_ERROR', 500: 'INTERNAL_ERROR', 502: 'BAD_GATEWAY', 503: 'SERVICE_UNAVAILABLE', 504: 'GATEWAY_TIMEOUT' };

/**
 * The locale of a request's `Accept-Language`: the first of ja / en by quality, else en-US (the
 * API's rule, api/src/i18n/i18n.ts `resolveLocale`, without a session).
 * @param {string | string[] | undefined} header
 * @returns {'ja-JP' | 'en-US'}
 */
export function localeOf(header) {
  const ranked = String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag === 'ja' || tag.startsWith('ja-')) return 'ja-JP';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return 'en-US';
}

/**
 * An error body in the API's shape. `fieldErrors` names the part at fault (`path`, `body`) for a
 * 4xx and is empty otherwise.
 * @param {number} status one of 400, 408, 413, 414, 431, 500, 502, 503, 504
 * @param {keyof typeof messages} key
 * @param {'ja-JP' | 'en-US'} locale
 * @param {{ field?: 'path' | 'body' | 'headers', size?: number }} [details] `size` in bytes, for 413
 * @returns {{ code: string, message: string, fieldErrors: { path: string, message: string }[] }}
 */
export function errorBody(status, key, locale, { field, size } = {}) {
  const message = messages[key][locale].replace('{size}', size === undefined ? '' : `${Math.round((size / mb) * 10) / 10} MB`);
  return { code: codes[status] ?? codes[500], message, fieldErrors: field ? [{ path: field, message }] : [] };
}

/**
 * Answers an error in the API's shape, `no-store`; a 5xx carries `Retry-After`. A request body not
 * read whole is read away (so the next request on a keep-alive connection is not stuck behind
 * it), and the connection closes after the answer when that body is streamed or over 64 MB.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {number} status
 * @param {keyof typeof messages} key
 * @param {{ field?: 'path' | 'body' | 'headers', size?: number }} [details]
 */
export function sendError(request, reply, status, key, details) {
  if (status >= 500) reply.header('retry-after', String(retryAfterSeconds));
  const raw = request.raw;
  const streamed = raw.headers['transfer-encoding'] !== undefined;
  const declared = Number(raw.headers['content-length'] ?? 0);
  if (!raw.complete && (streamed || declared > 0)) {
    // a body of announced length is read away and the connection stays usable; a streamed one
    // (no end in sight) or a huge one closes it
    if (streamed || declared > discardMaxBytes) reply.header('connection', 'close');
    raw.unpipe();
    raw.resume();
  }
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorBody(status, key, localeOf(request.headers['accept-language']), details));
}


/**
 * Fastify's error handler for the whole static server: a 4xx stays that status in the error
 * shape (413 says the limit), anything else is a 500 whose cause goes to the log only.
 * @param {import('fastify').FastifyError} error
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
export function handleError(error, request, reply) {
  const status = error instanceof URIError ? 400 : error.statusCode;
  if (status === 413) return sendError(request, reply, 413, 'tooLarge', { field: 'body', size: bodyLimitFor(request.method, request.url) });
  if (status >= 400 && status < 500) {
    return sendError(request, reply, status in codes ? status : 400, 'badRequest', { field: String(error.code ?? '').startsWith('FST_ERR_CTP') ? 'body' : 'path' });
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, 500, 'internal');
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (an invalid percent sequence,
 * `FST_ERR_BAD_URL`) answers 400 with `fieldErrors: [{ path: 'path' }]`, as the API does.
 */
export function handleFrameworkError(_error, request, reply) {
  return sendError(request, reply, 400, 'badRequest', { field: 'path' });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (a malformed request line or
 * header, headers over 16 KB, a request that took too long to arrive) gets 400 / 431 / 408 in the
 * error shape, then the connection closes; as Fastify's own handler, but with the API's body.
 * No header was read, so the message is in the default locale.
 * @param {Error & { code?: string }} error
 * @param {import('node:net').Socket} socket
 */
export function handleClientError(error, socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorBody(status, 'badRequest', 'en-US', { field: status === 400 ? 'path' : 'headers' }));
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status];
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/* ------------------------------------------------------------------------------------ proxy */

/** A request body streamed past its limit (no `Content-Length` announced it). */
class BodyTooLargeError extends Error {
  code = 'KANRI_BODY_TOO_LARGE';
}

/** A pass-through stream that fails with `BodyTooLargeError` past `limit` bytes. */
function limitedStream(limit) {
  let size = 0;
  return new Transform({
    transform(chunk, _encoding, callback) {
      size += chunk.length;
      callback(size > limit ? new BodyTooLargeError(`body over ${limit} bytes`) : null, size > limit ? undefined : chunk);
    },
  });
}

/**
 * The stream a request body reaches the API through: `body` piped into `limitedStream(limit)`.
 * A client that goes away mid-body (or a body that fails) ends it with an error, so the
 * forwarded request ends too instead of waiting for bytes that will never come.
 * @param {import('node:stream').Readable} body the request's body (Fastify's `request.body`)
 * @param {number} limit bytes
 */
function bodyThrough(body, limit) {
  const limited = limitedStream(limit);
  // undici reports the stream's errors; once it is done with the stream, a late one is no crash
  limited.on('error', () => {});
  body.pipe(limited);
  body.once('error', (error) => limited.destroy(error));
  body.once('close', () => {
    if (!body.readableEnded) limited.destroy(new Error('the request body ended early'));
  });
  return limited;
}

/** The codes of an error and of its causes (reply-from wraps undici's and Node's errors). */
function errorCodes(error) {
  const out = [];
  for (let e = error, depth = 0; e && depth < 5; e = e.cause, depth += 1) if (e.code) out.push(String(e.code));
  return out;
}

const unreachable = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'FST_REPLY_FROM_SERVICE_UNAVAILABLE']);
const timedOut = new Set(['FST_REPLY_FROM_TIMEOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT', 'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']);

/**
 * The status of a failed forwarding: 413 for a streamed body over the limit, 503 when the API
 * cannot be reached, 504 when it did not answer in time, 502 for anything else (a reset, a
 * broken answer).
 * @param {Error} error
 * @returns {413 | 502 | 503 | 504}
 */
export function upstreamFailureStatus(error) {
  const found = errorCodes(error);
  if (found.includes('KANRI_BODY_TOO_LARGE')) return 413;
  if (found.some((code) => unreachable.has(code))) return 503;
  if (found.some((code) => timedOut.has(code))) return 504;
  return 502;
}

/**
 * Registers the API proxy on a static server (root instance): `/v2`, `/v3` and `/healthz` to
 * `upstream`, with the limits, forwarded headers and error answers described above. Also listens
 * to the server's `checkContinue`, so that `Expect: 100-continue` is answered `100 Continue` only
 * for a body the API could take (else the 413 goes out and the body is never sent).
 *
 * @param {import('fastify').FastifyInstance} app
 * @param {{ upstream: string, timeoutMs?: number }} options `upstream` e.g. http://127.0.0.1:8090;
 *   `timeoutMs` how long the API may take to start answering or between two chunks (default 60 s)
 */
export async function registerApiProxy(app, { upstream, timeoutMs = defaultApiTimeoutMs }) {
  app.server.on('checkContinue', (req, res) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!(isApiUrl(req.url ?? '') && declared > bodyLimitFor(req.method ?? '', req.url ?? ''))) res.writeContinue();
    app.server.emit('request', req, res);
  });

  await app.register(async (scope) => {
    // announced too large: refused before a byte of the body is read or forwarded
    scope.addHook('onRequest', async (request, reply) => {
      const limit = bodyLimitFor(request.method, request.url);
      if (Number(request.headers['content-length'] ?? 0) > limit) return sendError(request, reply, 413, 'tooLarge', { field: 'body', size: limit });
    });
    for (const prefix of apiPrefixes) {
      await scope.register(fastifyHttpProxy, {
        upstream: upstream.replace(/\/$/, ''),
        prefix,
        rewritePrefix: prefix,
        // reply-from retries a GET that got a 503; the API's own 503 goes to the client as it is
        retryMethods: [],
        undici: { headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connect: { timeout: Math.min(timeoutMs, 10_000) } },
        // the body goes to the API through a stream of ours: a streamed body (no Content-Length)
        // is counted on its way, and when the API fails undici destroys that stream, not the
        // request (whose rest `sendError` then reads away, keeping the connection)
        preHandler: async (request) => {
          if (request.body && typeof request.body.pipe === 'function') request.body = bodyThrough(request.body, bodyLimitFor(request.method, request.url));
        },
        replyOptions: {
          rewriteRequestHeaders: forwardedRequestHeaders,
          onError: (reply, { error }) => {
            const request = reply.request;
            // reply-from has logged the cause (`response errored`, level warn)
            const status = upstreamFailureStatus(error);
            if (status === 413) return sendError(request, reply, 413, 'tooLarge', { field: 'body', size: bodyLimitFor(request.method, request.url) });
            return sendError(request, reply, status, status === 503 ? 'unavailable' : status === 504 ? 'timeout' : 'badGateway');
          },
        },
      });
    }
  });
}
