import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
  validate,
} from 'class-validator';
import { italianConstraintMessage, validationErrorsToMap } from './validation-messages';

class AddressDto {
  @IsNotEmpty() city!: string;
}

class SampleDto {
  @IsEmail() email!: string;
  @IsString() @MinLength(3) name!: string;
  @MaxLength(5) code!: string;
  @IsInt() @Min(1) @Max(10) count!: number;
  @IsBoolean() flag!: boolean;
  @IsUUID() id!: string;
  @IsIn(['md', 'fr']) app!: string;
  @IsDateString() date!: string;
  @IsDefined() required!: unknown;
  @IsNotEmpty({ message: 'Il titolo della chat è obbligatorio' }) title!: string;
  @ValidateNested() @Type(() => AddressDto) address!: AddressDto;
  @ValidateNested({ each: true }) @Type(() => AddressDto) addresses!: AddressDto[];
}

function sample(overrides: Record<string, unknown>): SampleDto {
  const base = {
    email: 'a@b.it',
    name: 'Mario',
    code: 'AB',
    count: 5,
    flag: true,
    id: '3f1c1f7e-8a2b-4c8f-9d55-2f4a3c1e9b10',
    app: 'md',
    date: '2025-01-31',
    required: 1,
    title: 'Chat',
    address: Object.assign(new AddressDto(), { city: 'Roma' }),
    addresses: [],
  };
  return Object.assign(new SampleDto(), base, overrides);
}

async function errorsOf(overrides: Record<string, unknown>, options = {}): Promise<Record<string, string[]>> {
  return validationErrorsToMap(await validate(sample(overrides), options));
}

describe('validationErrorsToMap', () => {
  it('answers nothing for a valid object', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('translates each constraint into Italian, with its limits', async () => {
    const errors = await errorsOf({
      email: 'nope',
      name: 'ab',
      code: 'ABCDEFG',
      count: 0,
      flag: 'yes',
      id: 'x',
      app: 'zz',
      date: '31/01/2025',
      required: undefined,
      title: '',
    });
    expect(errors).toEqual({
      email: ['Email non valida'],
      name: ['Deve contenere almeno 3 caratteri'],
      code: ['Deve contenere al massimo 5 caratteri'],
      count: ['Deve essere almeno 1'],
      flag: ['Deve essere vero o falso'],
      id: ['Identificativo non valido'],
      app: ['Valore non ammesso (ammessi: md, fr)'],
      date: ['Data non valida'],
      required: ['Campo obbligatorio'],
      // A message written on the decorator is already Italian: kept verbatim.
      title: ['Il titolo della chat è obbligatorio'],
    });
  });

  it('reports several failures of one field and upper bounds', async () => {
    const errors = await errorsOf({ count: 11.5, name: 42 });
    expect(errors.count.sort()).toEqual(['Deve essere al massimo 10', 'Deve essere un numero intero'].sort());
    expect(errors.name).toContain('Deve essere un testo');
  });

  it('names nested fields with dotted paths, array items by index', async () => {
    const errors = await errorsOf({
      address: Object.assign(new AddressDto(), { city: '' }),
      addresses: [Object.assign(new AddressDto(), { city: 'Roma' }), Object.assign(new AddressDto(), { city: '' })],
    });
    expect(errors).toEqual({ 'address.city': ['Campo obbligatorio'], 'addresses.1.city': ['Campo obbligatorio'] });
  });

  it('refuses unknown fields with "Campo non ammesso"', async () => {
    const errors = await errorsOf({ hacker: true }, { whitelist: true, forbidNonWhitelisted: true });
    expect(errors).toEqual({ hacker: ['Campo non ammesso'] });
  });
});

describe('italianConstraintMessage', () => {
  it('never lets an untranslated English default through', () => {
    expect(italianConstraintMessage('isHexColor', 'color must be a hexadecimal color')).toBe('Valore non valido');
    expect(italianConstraintMessage('isEmail', 'each value in emails must be an email')).toBe('Email non valida');
  });

  it('keeps a custom message even for an unknown constraint', () => {
    expect(italianConstraintMessage('isCodiceFiscale', 'Codice fiscale non valido')).toBe('Codice fiscale non valido');
  });
});
