import { PASSWORD_SPECIAL_CHARACTERS, checkPasswordConfirmation, checkPasswordPolicy } from './password-policy';

const WEAK = 'La password non rispetta i requisiti minimi di sicurezza';

/** A valid password of exactly `n` characters (n >= 4): 'Aa1@' padded with lowercase letters. */
const ofLength = (n: number) => 'Aa1@' + 'x'.repeat(n - 4);

describe('checkPasswordPolicy', () => {
  it('keeps the spec special character set', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('@#$%£?-*_=&!');
  });

  it('asks for the field when empty', () => {
    expect(checkPasswordPolicy('')).toBe('Campo obbligatorio');
    expect(checkPasswordPolicy('', { strict: true })).toBe('Campo obbligatorio');
  });

  it.each([
    [7, WEAK],
    [8, null],
    [40, null],
    [41, WEAK],
  ])('normal variant, length %i -> %p', (n, expected) => {
    expect(checkPasswordPolicy(ofLength(n))).toBe(expected);
  });

  it.each([
    [14, WEAK],
    [15, null],
    [40, null],
    [41, WEAK],
  ])('strict variant, length %i -> %p', (n, expected) => {
    expect(checkPasswordPolicy(ofLength(n), { strict: true })).toBe(expected);
  });

  it.each([
    ['no digit', 'Abcdefg@h'],
    ['no lowercase', 'ABCDEF1@G'],
    ['no uppercase', 'abcdef1@g'],
    ['no special character', 'Abcdef12g'],
    ['special character outside the set', 'Abcdef12.'],
  ])('refuses a password with %s', (_label, password) => {
    expect(checkPasswordPolicy(password)).toBe(WEAK);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('accepts the special character %s', (ch) => {
    expect(checkPasswordPolicy(`Abcdef1${ch}`)).toBeNull();
  });

  it("counts '£' as one character", () => {
    expect(checkPasswordPolicy('Abcde1£')).toBe(WEAK); // 7 characters
    expect(checkPasswordPolicy('Abcdef1£')).toBeNull(); // 8 characters
  });

  it('allows characters outside the required classes', () => {
    expect(checkPasswordPolicy('Abc def 1!')).toBeNull();
  });
});

describe('checkPasswordConfirmation', () => {
  it('accepts an equal confirmation', () => {
    expect(checkPasswordConfirmation('Abcdef1!', 'Abcdef1!')).toBeNull();
  });
  it('refuses a different one', () => {
    expect(checkPasswordConfirmation('Abcdef1!', 'abcdef1!')).toBe('I campi non combaciano');
    expect(checkPasswordConfirmation('Abcdef1!', '')).toBe('I campi non combaciano');
  });
});
