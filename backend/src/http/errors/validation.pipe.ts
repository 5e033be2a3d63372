import { ValidationPipe } from '@nestjs/common';
import { HTTP_MESSAGES } from '../http-messages';
import { unprocessable } from './unprocessable';
import { validationErrorsToMap } from './validation-messages';

/**
 * The global pipe: unknown fields are refused (not silently dropped) so a client typo shows up as an error,
 * and every failure becomes the 422 `{ message, errors }` body with Italian messages.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // The target object would only bloat the error; messages are built from constraints.
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => unprocessable(validationErrorsToMap(errors), HTTP_MESSAGES.invalidData),
  });
}
