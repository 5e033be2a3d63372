import { ValidateBy } from 'class-validator';
import { isEmailAddress, MESSAGES } from '@tutela/contracts';

/**
 * An e-mail address by the platform's one rule (contracts' isEmailAddress, the same the forms and the deciders
 * ask), with its Italian message. Replaces class-validator's `@IsEmail()`, whose rule the forms could not share.
 */
export function IsEmailAddress(message: string = MESSAGES.INVALID_EMAIL): PropertyDecorator {
  return ValidateBy({
    name: 'tutelaEmailAddress',
    validator: { validate: (value: unknown) => isEmailAddress(value), defaultMessage: () => message },
  });
}
