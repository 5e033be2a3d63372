import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import { IdempotencyMismatchError, IntervalConflictError, MESSAGES, WrongExpectedRevisionError } from '@tutela/contracts';
import { DomainError, type DomainErrorKind } from '../../shared/domain-error';
import { HTTP_MESSAGES } from '../http-messages';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** A refused booking: who holds the time asked for, and when (see DomainError.conflicts). */
  conflicts?: readonly unknown[];
}

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Unexpected: log it with its stack (server side only). */
  unexpected: boolean;
}

const DEFAULT_MESSAGES: Record<number, string> = {
  [HttpStatus.BAD_REQUEST]: HTTP_MESSAGES.badRequest,
  [HttpStatus.UNAUTHORIZED]: HTTP_MESSAGES.sessionInvalid,
  [HttpStatus.FORBIDDEN]: HTTP_MESSAGES.notAuthorized,
  [HttpStatus.NOT_FOUND]: HTTP_MESSAGES.notFound,
  [HttpStatus.METHOD_NOT_ALLOWED]: HTTP_MESSAGES.methodNotAllowed,
  [HttpStatus.CONFLICT]: HTTP_MESSAGES.conflict,
  [HttpStatus.PAYLOAD_TOO_LARGE]: HTTP_MESSAGES.tooLarge,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: HTTP_MESSAGES.unsupportedMediaType,
  [HttpStatus.UNPROCESSABLE_ENTITY]: HTTP_MESSAGES.invalidData,
  [HttpStatus.TOO_MANY_REQUESTS]: HTTP_MESSAGES.tooManyRequests,
};

const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  validation: HttpStatus.UNPROCESSABLE_ENTITY,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
};

function isStringArrayMap(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/**
 * Nest's own exceptions carry English texts ("Not Found", "Cannot GET /x", "ThrottlerException: …"): those are
 * replaced by the Italian default of the status. A message given by our code is kept.
 */
function fromHttpException(exception: HttpException): ErrorResponse {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const fallback = DEFAULT_MESSAGES[status] ?? (status >= 500 ? HTTP_MESSAGES.internal : HTTP_MESSAGES.badRequest);
  let message: string = fallback;
  let errors: Record<string, string[]> | undefined;
  if (typeof response === 'string') {
    message = response;
  } else if (typeof response === 'object' && response !== null) {
    const r = response as { message?: unknown; error?: unknown; errors?: unknown };
    if (typeof r.message === 'string' && r.message !== r.error) message = r.message;
    if (isStringArrayMap(r.errors)) errors = r.errors;
  }
  const englishFromNest =
    message === STATUS_CODES[status] ||
    message === exception.name ||
    /^Cannot [A-Z]+ \//.test(message) ||
    /^ThrottlerException/.test(message);
  if (englishFromNest || status >= 500) message = fallback;
  if (status === HttpStatus.UNPROCESSABLE_ENTITY && !errors) errors = {};
  return { status, body: errors ? { message, errors } : { message }, unexpected: status >= 500 };
}

/** body-parser errors reaching the filter directly (a parser mounted by someone else). */
function fromBodyParserError(error: { type?: unknown; status?: unknown }): ErrorResponse | null {
  if (error.type === 'entity.parse.failed') {
    return { status: HttpStatus.BAD_REQUEST, body: { message: HTTP_MESSAGES.invalidJson }, unexpected: false };
  }
  if (error.type === 'entity.too.large') {
    return { status: HttpStatus.PAYLOAD_TOO_LARGE, body: { message: HTTP_MESSAGES.tooLarge }, unexpected: false };
  }
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500 && typeof error.type === 'string') {
    return { status: error.status, body: { message: DEFAULT_MESSAGES[error.status] ?? HTTP_MESSAGES.badRequest }, unexpected: false };
  }
  return null;
}

/** Maps anything thrown while serving a request to a status and a JSON body with no internals in it. */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof HttpException) return fromHttpException(exception);
  if (exception instanceof DomainError) {
    const status = DOMAIN_STATUS[exception.kind] ?? HttpStatus.UNPROCESSABLE_ENTITY;
    const hasFields = Object.keys(exception.fieldErrors).length > 0;
    const body: ErrorBody =
      hasFields || status === HttpStatus.UNPROCESSABLE_ENTITY
        ? { message: exception.message, errors: exception.fieldErrors }
        : { message: exception.message };
    if (exception.conflicts) body.conflicts = exception.conflicts;
    return { status, body, unexpected: false };
  }
  if (exception instanceof WrongExpectedRevisionError) {
    // The stream name and revisions help the log, not the person at the screen.
    return { status: HttpStatus.CONFLICT, body: { message: MESSAGES.CONCURRENT_CHANGE }, unexpected: false };
  }
  // A booking's context names who holds the time (StreamDeclaration.bookingConflict); this is the generic answer.
  if (exception instanceof IntervalConflictError) {
    return { status: HttpStatus.CONFLICT, body: { message: MESSAGES.RESOURCES_BUSY }, unexpected: false };
  }
  if (exception instanceof IdempotencyMismatchError) {
    return { status: HttpStatus.CONFLICT, body: { message: exception.message }, unexpected: false };
  }
  if (typeof exception === 'object' && exception !== null) {
    const parsed = fromBodyParserError(exception as { type?: unknown; status?: unknown });
    if (parsed) return parsed;
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: HTTP_MESSAGES.internal }, unexpected: true };
}
