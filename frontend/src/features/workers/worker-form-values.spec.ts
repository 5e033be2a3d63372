import { MESSAGES, REGISTRY_MESSAGES } from '@tutela/contracts';
import {
  EMPTY_WORKER_FORM,
  changedPersonalFields,
  computedFiscalCode,
  validateWorkerForm,
  workerErrorsFromServer,
} from './worker-form-values';

const FILLED = {
  ...EMPTY_WORKER_FORM,
  first_name: 'Mario',
  last_name: 'Rossi',
  sex: 'M' as const,
  birth_date: '1985-12-10',
  birth_place: { name: 'San Giuliano Terme', code: 'A562' },
  customer: { id: 'c1', name: 'Officine Demo S.p.A.' },
};

describe('worker form', () => {
  it('requires first name, last name, sex, birth date, birth place and company', () => {
    expect(validateWorkerForm(EMPTY_WORKER_FORM)).toEqual({
      first_name: MESSAGES.REQUIRED,
      last_name: MESSAGES.REQUIRED,
      sex: MESSAGES.REQUIRED,
      birth_date: MESSAGES.REQUIRED,
      birth_place: MESSAGES.REQUIRED,
      customer_id: MESSAGES.REQUIRED,
    });
    expect(validateWorkerForm(FILLED)).toEqual({});
  });

  it("says 'Codice fiscale non valido' and 'Email non valida'", () => {
    expect(validateWorkerForm({ ...FILLED, fiscal_code: 'RSSMRA85T10A562X', email: 'mario@' })).toEqual({
      fiscal_code: REGISTRY_MESSAGES.FISCAL_CODE_INVALID,
      email: REGISTRY_MESSAGES.EMAIL_INVALID,
    });
    expect(validateWorkerForm({ ...FILLED, fiscal_code: '01114601006' })).toEqual({});
  });

  it('computes the tax code from the data, and nothing without sex or place', () => {
    expect(computedFiscalCode(FILLED)).toBe('RSSMRA85T10A562S');
    expect(computedFiscalCode({ ...FILLED, birth_place: null })).toBeNull();
  });

  it('sends only the changed fields, a place with its code', () => {
    expect(changedPersonalFields(FILLED, FILLED)).toBeNull();
    expect(changedPersonalFields(FILLED, { ...FILLED, email: 'm@x.it', birth_place: { name: 'Roma', code: 'H501' } })).toEqual({
      email: 'm@x.it',
      birth_place: 'Roma',
      birth_place_code: 'H501',
    });
  });

  it("puts the server's errors under the fields", () => {
    expect(workerErrorsFromServer({ birth_place: ['x'], factory_id: ['Sede non trovata'] })).toEqual({
      fields: { birth_place: 'x' },
      other: ['Sede non trovata'],
    });
  });
});
