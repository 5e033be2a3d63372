import { MESSAGES } from '../messages/messages-it';

/** Password rules of spec part 2 §5.4: digit, lowercase, uppercase, one special character, length bounds. */

export const PASSWORD_SPECIAL_CHARACTERS = '@#$%£?-*_=&!';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_STRICT_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 40;

export interface PasswordPolicyOptions {
  /** The strict variant (minimum 15 characters), used where the spec asks for it. */
  strict?: boolean;
}

function hasSpecialCharacter(password: string): boolean {
  return [...password].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch));
}

/**
 * null when the password is acceptable, else the Italian message to show. Letters are ASCII (as the
 * original form's pattern): an accented letter neither satisfies nor breaks the case rules. Other
 * characters are allowed as long as the required classes are present. Length counts code points, so
 * '£' is one character.
 */
export function checkPasswordPolicy(password: string, options: PasswordPolicyOptions = {}): string | null {
  if (typeof password !== 'string' || password.length === 0) return MESSAGES.REQUIRED;
  const min = options.strict ? PASSWORD_STRICT_MIN_LENGTH : PASSWORD_MIN_LENGTH;
  const length = [...password].length;
  const ok =
    length >= min &&
    length <= PASSWORD_MAX_LENGTH &&
    /[0-9]/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    hasSpecialCharacter(password);
  return ok ? null : MESSAGES.PASSWORD_WEAK;
}

/** null when the confirmation equals the password, else 'I campi non combaciano'. */
export function checkPasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : MESSAGES.PASSWORD_MISMATCH;
}
