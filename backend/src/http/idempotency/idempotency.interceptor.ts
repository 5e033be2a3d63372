import {
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, isIdempotencyKey } from '@tutela/contracts';
import type { Response } from 'express';
import { catchError, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../../auth/guard/auth-metadata';
import { toErrorResponse } from '../errors/error-response';
import { unprocessable } from '../errors/unprocessable';
import { HTTP_MESSAGES } from '../http-messages';
import { ANSWER_NOT_STORED_KEY, commandIdForKey, type KeyedHttpRequest } from './idempotency-metadata';
import { IdempotencyStore, type IdempotencyClaim, type KeyedRequest } from './idempotency.store';
import { requestFingerprint } from './request-fingerprint';

const COMMAND_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const ANONYMOUS_SCOPE = 'anonymous';

/** Answers worth repeating: not a server failure or a rate limit, after which the same request may succeed. */
const isFinal = (status: number) => status < 500 && status !== HttpStatus.TOO_MANY_REQUESTS;

/**
 * Idempotency-Key on every command of the API (on each write route by idempotent-routes; it runs after the guard,
 * so the caller is known).
 * Without the header nothing changes. With it: the first request runs and its answer (status and body, errors
 * included) is stored; a retry gets that answer without running anything; the same key with another request
 * is 422; a duplicate arriving while the first runs waits for its answer (409 if it takes too long).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<KeyedHttpRequest & AuthenticatedRequest>();
    if (!COMMAND_METHODS.has(request.method)) return next.handle();
    const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (key === undefined) return next.handle();
    if (!isIdempotencyKey(key)) {
      const message = HTTP_MESSAGES.idempotencyKeyInvalid;
      return throwError(() => unprocessable({ [IDEMPOTENCY_KEY_HEADER]: [message] }, message));
    }
    const scope = request.principal?.userId ?? ANONYMOUS_SCOPE;
    request.commandId = commandIdForKey(scope, key);
    if (this.reflector.getAllAndOverride<boolean>(ANSWER_NOT_STORED_KEY, [context.getHandler(), context.getClass()])) {
      return next.handle();
    }
    const path = request.originalUrl ?? request.url;
    const keyed: KeyedRequest = {
      scope,
      key: key.toLowerCase(),
      method: request.method,
      path,
      requestHash: requestFingerprint(request.method, path, request.body),
    };
    const response = http.getResponse<Response>();
    return from(this.store.claim(keyed)).pipe(mergeMap((claim) => this.answer(claim, keyed, response, next)));
  }

  private answer(claim: IdempotencyClaim, keyed: KeyedRequest, response: Response, next: CallHandler): Observable<unknown> {
    switch (claim.kind) {
      case 'owner':
        return next.handle().pipe(
          mergeMap(async (body: unknown) => {
            await this.record(keyed, response.statusCode, body);
            return body;
          }),
          // Errors are answers too (a 422, a 404, a 409): stored like successes, so a retry gets the same one.
          catchError((error: unknown) => from(this.settleFailure(keyed, error)).pipe(mergeMap(() => throwError(() => error)))),
        );
      case 'replay':
        response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
        if (claim.status >= 400) return throwError(() => new HttpException(claim.body as Record<string, unknown>, claim.status));
        response.status(claim.status);
        return of(claim.body);
      case 'mismatch': {
        const message = HTTP_MESSAGES.idempotencyKeyReused;
        return throwError(() => unprocessable({ [IDEMPOTENCY_KEY_HEADER]: [message] }, message));
      }
      case 'in_progress':
        return throwError(() => new ConflictException(HTTP_MESSAGES.idempotencyKeyInProgress));
      default: {
        const unknownClaim: never = claim;
        return throwError(() => new Error(`Esito sconosciuto: ${JSON.stringify(unknownClaim)}`));
      }
    }
  }

  private async settleFailure(keyed: KeyedRequest, error: unknown): Promise<void> {
    const { status, body } = toErrorResponse(error);
    if (isFinal(status)) return this.record(keyed, status, body);
    try {
      await this.store.release(keyed);
    } catch (releaseError) {
      this.logger.warn(`Chiave Idempotency-Key non liberata (${keyed.method} ${keyed.path}): ${String(releaseError)}`);
    }
  }

  /**
   * A failure to record is logged, not answered: the command did run. The claim stays unanswered until its
   * lease ends; a retry then runs again, and the command runner answers it with the first outcome.
   */
  private async record(keyed: KeyedRequest, status: number, body: unknown): Promise<void> {
    try {
      await this.store.complete(keyed, status, body);
    } catch (error) {
      this.logger.warn(`Risposta per Idempotency-Key non registrata (${keyed.method} ${keyed.path}): ${String(error)}`);
    }
  }
}
