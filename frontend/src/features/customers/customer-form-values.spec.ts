import { changedCustomerFields, EMPTY_CUSTOMER, isoFromItalian, validateCustomer } from './customer-form-values';

describe('customer form values', () => {
  it('requires the company name and a partita IVA with its check digit', () => {
    expect(validateCustomer({ ...EMPTY_CUSTOMER, vat_number: '01234567890' })).toEqual({
      company_name: 'Campo obbligatorio',
      vat_number: 'Partita IVA non valida',
    });
    expect(validateCustomer({ ...EMPTY_CUSTOMER, company_name: 'Officine', vat_number: '01234567897' })).toEqual({});
  });

  it('sends only the changed fields, an emptied one as null', () => {
    const before = { ...EMPTY_CUSTOMER, company_name: 'Officine', city: 'Bergamo', phone: '035 1' };
    expect(changedCustomerFields(before, { ...before, city: 'Milano', phone: '' })).toEqual({ city: 'Milano', phone: null });
    expect(changedCustomerFields(before, { ...before })).toBeNull();
  });
});

describe('contract dates as typed', () => {
  it('turns dd/MM/yyyy into the ISO date the server takes, and keeps anything else for the date rule', () => {
    expect(isoFromItalian('31/12/2025')).toBe('2025-12-31');
    expect(isoFromItalian('1/2/2025')).toBe('2025-02-01');
    expect(isoFromItalian('2025-13-45')).toBe('2025-13-45');
  });
});
