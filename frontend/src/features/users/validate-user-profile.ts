import { checkPasswordConfirmation, checkPasswordPolicy, isEmailAddress, MESSAGES, VALIDATION_MESSAGES } from '@tutela/contracts';

/** The user card's profile form (spec part 2 §5.2, §5.4, §8 messages), checked before any call. */
export interface UserProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  /** Creation only; empty means the server sets a random one and forces a change at first login. */
  password: string;
  password_confirmation: string;
}

export type UserProfileField = keyof UserProfileValues;
export type UserProfileErrors = Partial<Record<UserProfileField, string>>;

export const EMPTY_PROFILE: UserProfileValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
};

const NAME_MAX = 100;

function checkName(value: string, label: string): string | undefined {
  const text = value.trim();
  if (!text) return MESSAGES.REQUIRED;
  if (text.length > NAME_MAX) return VALIDATION_MESSAGES.maxLength(label, NAME_MAX);
  return undefined;
}

export function validateUserProfile(values: UserProfileValues, options: { withPassword: boolean }): UserProfileErrors {
  const errors: UserProfileErrors = {};
  const firstName = checkName(values.first_name, 'nome');
  if (firstName) errors.first_name = firstName;
  const lastName = checkName(values.last_name, 'cognome');
  if (lastName) errors.last_name = lastName;

  const email = values.email.trim();
  if (!email) errors.email = MESSAGES.REQUIRED;
  // The server's own rule: an address accepted here is never refused there.
  else if (!isEmailAddress(email)) errors.email = MESSAGES.INVALID_EMAIL;

  if (options.withPassword && (values.password || values.password_confirmation)) {
    const weak = checkPasswordPolicy(values.password);
    if (weak) errors.password = weak;
    const mismatch = checkPasswordConfirmation(values.password, values.password_confirmation);
    if (mismatch) errors.password_confirmation = mismatch;
  }
  return errors;
}

/**
 * A 422 errors map (field → messages) placed on the form's fields; messages of fields the form does not
 * have are returned apart, to be shown above the form.
 */
export function serverErrorsToForm(errors: Record<string, string[]> | undefined): { fields: UserProfileErrors; other: string[] } {
  const fields: UserProfileErrors = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const text = messages.join(' , ');
    if (key in EMPTY_PROFILE) fields[key as UserProfileField] = text;
    else if (text) other.push(text);
  }
  return { fields, other };
}
