import { hasPasswordErrors, validatePasswordForm } from './password-form-state';

describe('password form', () => {
  it('requires both fields', () => {
    expect(validatePasswordForm('', '', false)).toEqual({ password: 'Campo obbligatorio', confirmation: 'Campo obbligatorio' });
  });

  it('applies the policy and the strict variant', () => {
    expect(validatePasswordForm('abc', 'abc', false).password).toBe('La password non rispetta i requisiti minimi di sicurezza');
    expect(validatePasswordForm('Abcdef1!', 'Abcdef1!', false)).toEqual({ password: null, confirmation: null });
    expect(validatePasswordForm('Abcdef1!', 'Abcdef1!', true).password).toBe('La password non rispetta i requisiti minimi di sicurezza');
  });

  it('checks the confirmation', () => {
    const errors = validatePasswordForm('Abcdef1!', 'Abcdef1?', false);
    expect(errors.confirmation).toBe('I campi non combaciano');
    expect(hasPasswordErrors(errors)).toBe(true);
  });
});
