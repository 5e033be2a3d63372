import { checkPasswordConfirmation, checkPasswordPolicy, MESSAGES } from '@tutela/contracts';

export interface PasswordFormErrors {
  password: string | null;
  confirmation: string | null;
}

/**
 * Field messages of a password form (spec part 2 §5.4): 'Campo obbligatorio', then the policy
 * ('La password non rispetta i requisiti minimi di sicurezza'), then 'I campi non combaciano'.
 */
export function validatePasswordForm(password: string, confirmation: string, strict: boolean): PasswordFormErrors {
  return {
    password: checkPasswordPolicy(password, { strict }),
    confirmation: confirmation ? checkPasswordConfirmation(password, confirmation) : MESSAGES.REQUIRED,
  };
}

export function hasPasswordErrors(errors: PasswordFormErrors): boolean {
  return errors.password !== null || errors.confirmation !== null;
}
