import { EXAMINATION_MESSAGES, FORM_FIELD_MESSAGES } from '@tutela/contracts';
import { DomainError } from './domain-error';

/** Field errors as the 422 carries them: `data.<form.io path>` (or `form_version`) → Italian messages. */
export type SubmissionErrors = Record<string, string[]>;

/**
 * For deciders: a submission its form refuses is a 422 with the errors by field. Called after the decider's own
 * permission and state checks, so a caller without rights still hears 403 and a signed record its own message.
 */
export function assertSubmissionValid(errors: SubmissionErrors | undefined): void {
  if (!errors || Object.keys(errors).length === 0) return;
  const message = errors.form_version ? EXAMINATION_MESSAGES.FORM_NOT_FOUND : FORM_FIELD_MESSAGES.INVALID;
  throw new DomainError(message, 'validation', errors);
}
