import { plainToInstance } from 'class-transformer';
import { isEmail, validate } from 'class-validator';
import { isEmailAddress } from '@tutela/contracts';
import { CreateUserRequestDto, UpdateUserRequestDto } from '../../users/http/user-admin.request.dto';

/** What a user's e-mail had to pass before the one rule: class-validator's IsEmail, then the users' loose pattern. */
const acceptedBefore = (address: string) => isEmail(address) && address.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);
/** The rule's documented exceptions: quoted local parts and invisible characters. */
const documentedException = (address: string) => address.startsWith('"') || /[\p{Z}\p{C}]/u.test(address);

const ADDRESSES = [
  'mario.rossi@example.it',
  'Mario.Rossi@Example.IT',
  'admin@tutela.demo',
  'a@b.co',
  'a@b.c',
  'mario+visite@studio-medico.example.it',
  "o'brien@example.com",
  "!#$%&'*+-/=?^_`{|}~@example.com",
  'àlvaro.núñez@example.es',
  'mario@città.it',
  'user@xn--mnchen-3ya.de',
  'user@example.xn--p1ai',
  'x@1-2.example',
  'mario@localhost',
  'mario@[192.168.0.1]',
  'mario@192.168.0.1',
  'a@b_c.it',
  'a@-example.it',
  'a@example..it',
  'a@example.it.',
  '.mario@example.it',
  'mario..rossi@example.it',
  'mario rossi@example.it',
  ' mario@example.it',
  'Mario <mario@example.it>',
  'a,b@example.it',
  '"mario"@example.it',
  '"mario@rossi"@example.it',
  'mario\u200b@example.it',
  'mario\u202e@example.it',
  'a@ｅxample.it',
  `${'a'.repeat(65)}@example.it`,
  `${'à'.repeat(33)}@example.it`,
  `a@${'b'.repeat(64)}.it`,
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(58)}.it`,
];

async function emailErrors(dto: new () => object, email: string): Promise<string[]> {
  const errors = await validate(plainToInstance(dto, { email, first_name: 'Mario', last_name: 'Rossi' }));
  return errors.filter((error) => error.property === 'email').flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('IsEmailAddress: the users requests ask the one e-mail rule', () => {
  it('keeps every address the users requests accepted before, but the documented exceptions', () => {
    const lost = ADDRESSES.filter((address) => acceptedBefore(address) && !isEmailAddress(address));
    expect(lost.every(documentedException)).toBe(true);
    expect(lost.length).toBeGreaterThan(0);
  });

  it('accepts nothing the users requests refused before', () => {
    expect(ADDRESSES.filter((address) => isEmailAddress(address) && !acceptedBefore(address))).toEqual([]);
  });

  it.each([CreateUserRequestDto, UpdateUserRequestDto])('%p answers "Email non valida" by the rule', async (dto) => {
    expect(await emailErrors(dto, 'mario.rossi@example.it')).toEqual([]);
    expect(await emailErrors(dto, 'mario@localhost')).toEqual(['Email non valida']);
    expect(await emailErrors(dto, 'mario\u200b@example.it')).toEqual(['Email non valida']);
  });
});
