import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { HTTP_MESSAGES } from '../http-messages';
import { unprocessable } from './unprocessable';
import { rememberValidationMetadata } from './validation-metadata-memo';
import { validationErrorsToMap } from './validation-messages';

/** Types Nest reports for an undecorated or primitive parameter: nothing to shape-check. */
const NOT_A_DTO: ReadonlySet<unknown> = new Set([Object, Array, String, Number, Boolean]);

/**
 * The global pipe: unknown fields are refused (not silently dropped) so a client typo shows up as an error,
 * and every failure becomes the 422 `{ message, errors }` body with Italian messages. A whole @Body() typed
 * with a DTO must be a JSON object: an array or a scalar is refused with one Italian message instead of
 * Nest's English "Validation failed (object is expected)" or one "Campo non ammesso" per array item.
 */
export class TutelaValidationPipe extends ValidationPipe {
  constructor() {
    rememberValidationMetadata();
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // The target object would only bloat the error; messages are built from constraints.
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => unprocessable(validationErrorsToMap(errors), HTTP_MESSAGES.invalidData),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const wholeBody = metadata.type === 'body' && metadata.data === undefined;
    const dto = typeof metadata.metatype === 'function' && !NOT_A_DTO.has(metadata.metatype);
    // undefined/null: no body was sent (a POST without content); the DTO's own rules decide on `{}`.
    const notAnObject = value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value));
    if (wholeBody && dto && notAnObject) throw unprocessable({ _: [HTTP_MESSAGES.bodyNotObject] }, HTTP_MESSAGES.bodyNotObject);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new TutelaValidationPipe();
}
