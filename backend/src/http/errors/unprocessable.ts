import { UnprocessableEntityException } from '@nestjs/common';
import type { ValidationErrorBody } from '@tutela/contracts';
import { HTTP_MESSAGES } from '../http-messages';

/**
 * 422 with the body the client renders field by field: `{ message, errors: { field: [messages] } }`.
 * For handlers that validate beyond what the DTO decorators express.
 */
export function unprocessable(errors: Record<string, string[]>, message: string = HTTP_MESSAGES.invalidData): UnprocessableEntityException {
  const body: ValidationErrorBody = { message, errors };
  return new UnprocessableEntityException(body);
}
