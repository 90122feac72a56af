import type { FieldError } from '@kanri/contracts';

/**
 * The one error type of every API call (STYLE.md "Data fetching"): `status` is the HTTP status
 * (0 when the server could not be reached), `code` the server's stable code (`VALIDATION_ERROR`,
 * `NOT_FOUND`, … or `NETWORK_ERROR`/`HTTP_<status>` made up by the client), `message` localized
 * (by the server through Accept-Language, or by the client), `fieldErrors` the invalid fields of a 400.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldError[];

  constructor(init: { status: number; code: string; message: string; fieldErrors?: FieldError[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
  }
}

/** True when `error` is an `ApiError` (optionally with the given status). */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
