import { errorCodes, type ErrorCode, type MessageDescriptor } from '@kanri/contracts';
import { apiMessages } from '../i18n/messages';

/** A localized field error before translation: dotted path, message descriptor and its values. */
export interface PendingFieldError {
  path: string;
  descriptor: MessageDescriptor;
  values?: Record<string, unknown>;
}

/**
 * An error answer: status, stable `code`, message descriptor (translated by the error handler into
 * the request's language) and, for 400, the field errors. Optional extra `headers` (Retry-After),
 * and `details`: fields added to the body beside `code` and `message` (a 409's `importId`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly descriptor: MessageDescriptor,
    readonly fieldErrors?: PendingFieldError[],
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, string>,
  ) {
    super(descriptor.message);
  }
}

/** 401: no session. */
export const unauthenticated = () => new ApiError(401, errorCodes.unauthenticated, apiMessages.unauthenticated);
/** 403: the account lacks the area or permission. */
export const forbidden = () => new ApiError(403, errorCodes.forbidden, apiMessages.forbidden);
/** 404: missing, or another company's. */
export const notFound = () => new ApiError(404, errorCodes.notFound, apiMessages.notFound);
/** 429 with Retry-After in seconds. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, errorCodes.tooManyRequests, apiMessages.tooManyAttempts, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/** 503 with Retry-After in seconds: the process is shedding load (event-loop delay past its bound, `http/under-pressure.ts`). */
export const serverBusy = (retryAfterSeconds: number) =>
  new ApiError(503, errorCodes.serverBusy, apiMessages.serverBusy, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
