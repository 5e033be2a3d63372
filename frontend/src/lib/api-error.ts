/** A failed API call: HTTP status, the server's message and, for 422, the field → messages map. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** The whole JSON answer, for the rare screen that reads more than the message (a booking's `conflicts`). */
  readonly body?: unknown;

  constructor(status: number, message: string, errors?: Record<string, string[]>, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || this.status === 403;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** Status 0: the request never got an HTTP answer (network down, server stopped). */
export const NETWORK_ERROR_STATUS = 0;

function isStringArrayRecord(value: unknown): value is Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
}

/** Builds the ApiError of a non-2xx answer from whatever JSON (or nothing) the server sent. */
export function toApiError(status: number, body: unknown, fallback: string): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message ? record.message : fallback;
  const errors = isStringArrayRecord(record.errors) ? record.errors : undefined;
  return new ApiError(status, message, errors, body);
}
