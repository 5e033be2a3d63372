import { applyDecorators } from '@nestjs/common';
import { ValidateBy, ValidateIf } from 'class-validator';
import { HTTP_MESSAGES } from '../http-messages';

/** Name of the constraint whose message replaces the others of the same field (validation-messages.ts). */
export const NOT_NULL_CONSTRAINT = 'tutelaNotNull';

export interface OptionalFieldOptions {
  /** The DTO gives null a meaning (e.g. "clear the phone number"): null skips the other rules too. */
  nullable?: boolean;
}

/**
 * The house replacement of class-validator's @IsOptional (lint forbids that one in the backend): a field that
 * may be left out. @IsOptional also skips every rule for null, so `{"first_name": null}` reached the handler
 * and failed there with a TypeError (500). Here null is refused with an Italian 422 unless the DTO says
 * `{ nullable: true }`.
 */
export function OptionalField(options: OptionalFieldOptions = {}): PropertyDecorator {
  if (options.nullable) return ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null);
  return applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    ValidateBy({
      name: NOT_NULL_CONSTRAINT,
      validator: { validate: (value: unknown) => value !== null, defaultMessage: () => HTTP_MESSAGES.nullNotAllowed },
    }),
  );
}
