import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { derivedUuid } from '../../shared/derived-uuid';

export const ANSWER_NOT_STORED_KEY = 'tutela:idempotentAnswerNotStored';

/** The request as the interceptor leaves it: `commandId` is set when the client sent an Idempotency-Key. */
export interface KeyedHttpRequest extends Request {
  commandId?: string;
}

/** The command id of a keyed request: the same caller and key always give the same id, hence the same events. */
export function commandIdForKey(scope: string, key: string): string {
  return derivedUuid(`idempotency-key:${scope}:${key.toLowerCase()}`);
}

/**
 * The id a controller gives its command: derived from the Idempotency-Key when the client sent one, so a retry
 * appends the same event ids (a no-op) and creates the same record ids; a fresh UUID otherwise.
 */
export const CommandId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<KeyedHttpRequest>().commandId ?? randomUUID(),
);

/**
 * The key is checked but the answer is not stored: for login, whose answer is a fresh bearer token (a live
 * credential we will not keep at rest, not even for a day) and which changes nothing in the event log, so a
 * retried login simply signs in again.
 */
export const IdempotentAnswerNotStored = (): MethodDecorator & ClassDecorator => SetMetadata(ANSWER_NOT_STORED_KEY, true);
