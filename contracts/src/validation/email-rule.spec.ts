import { EMAIL_MAX_LENGTH, isEmailAddress } from './email-rule';

const local64 = 'a'.repeat(64);
const label63 = 'b'.repeat(63);
/** 254 characters: 64 + '@' + 63 + '.' + 63 + '.' + 59 + '.it'. */
const longest = `${local64}@${label63}.${label63}.${'c'.repeat(58)}.it`;

describe('isEmailAddress: the one e-mail rule', () => {
  it.each([
    'mario.rossi@example.it',
    'Mario.Rossi@Example.IT',
    'admin@tutela.demo',
    'a@b.co',
    'mario+visite@studio-medico.example.it',
    "o'brien@example.com",
    'user_name-1@sub.domain.example.org',
    "!#$%&'*+-/=?^_`{|}~@example.com",
    'àlvaro.núñez@example.es',
    'mario@città.it',
    'user@xn--mnchen-3ya.de',
    'user@example.xn--p1ai',
    '123@456.com',
    'x@1-2.example',
    longest,
  ])('accepts %p', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'mario.example.it'],
    ['nothing before @', '@example.it'],
    ['nothing after @', 'mario@'],
    ['two @', 'mario@rossi@example.it'],
    ['no dot in the domain', 'mario@localhost'],
    ['one-letter TLD', 'a@b.c'],
    ['numeric TLD', 'a@example.123'],
    ['IP domain', 'mario@[192.168.0.1]'],
    ['IP digits as domain', 'mario@192.168.0.1'],
    ['underscore in the domain', 'a@b_c.it'],
    ['hyphen at a label end', 'a@-example.it'],
    ['empty domain label', 'a@example..it'],
    ['trailing dot in the domain', 'a@example.it.'],
    ['leading dot', '.mario@example.it'],
    ['trailing dot', 'mario.@example.it'],
    ['double dot', 'mario..rossi@example.it'],
    ['space', 'mario rossi@example.it'],
    ['padded', ' mario@example.it '],
    ['tab', 'mario\t@example.it'],
    ['header injection', 'mario@example.it\r\nBcc: x@evil.it'],
    ['angle brackets', 'Mario <mario@example.it>'],
    ['comma', 'a,b@example.it'],
    ['semicolon', 'a;b@example.it'],
    ['parentheses', 'a(b)@example.it'],
    ['quoted local part', '"mario"@example.it'],
    ['quoted local part with a space', '"mario rossi"@example.it'],
    ['backslash', 'a\\b@example.it'],
    ['zero-width space', 'mario\u200b@example.it'],
    ['right-to-left override', 'mario\u202e@example.it'],
    ['no-break space', 'mario\u00a0@example.it'],
    ['full-width letters in the domain', 'a@ｅxample.it'],
    ['local part over 64 bytes', `${local64}a@example.it`],
    ['local part over 64 bytes in UTF-8', `${'à'.repeat(33)}@example.it`],
    ['domain label over 63', `a@${label63}b.it`],
    ['over 254 characters', `${longest}x`],
  ])('refuses %s', (_case, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['a@b.it']]) expect(isEmailAddress(value)).toBe(false);
  });

  it('allows 254 characters, the longest address a mail server takes', () => {
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
  });
});
