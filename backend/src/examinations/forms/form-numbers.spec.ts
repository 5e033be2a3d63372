import { join } from 'node:path';
import { readFormFiles } from './form-files';
import { FORM_NUMBER_LIMIT, FORM_NUMBERS, formCodeOfNumber } from './form-numbers';

describe('form numbers (GET formio/{number})', () => {
  const deployed = readFormFiles(join(__dirname, '..', '..', '..', '..', 'deploy', 'forms'));

  it('1 is the visit form, 9 and 22 the vaccination and disability records (their type_id)', () => {
    expect([formCodeOfNumber(1), formCodeOfNumber(9), formCodeOfNumber(22)]).toEqual(['VIS', 'VAC', 'INV']);
    expect(formCodeOfNumber(2)).toBeNull();
  });

  it('gives every deployed form code a number, and names no code that is not deployed', () => {
    const codes = [...new Set(deployed.map((form) => form.code))].sort();
    expect(Object.values(FORM_NUMBERS).sort()).toEqual(codes);
    expect(Object.keys(FORM_NUMBERS).every((number) => Number(number) < FORM_NUMBER_LIMIT)).toBe(true);
  });

  it('keeps every published id above the numbers, so the two kinds of numeric id never meet', () => {
    expect(deployed.every((form) => form.formId >= FORM_NUMBER_LIMIT)).toBe(true);
  });
});
