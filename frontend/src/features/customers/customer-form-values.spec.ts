import { changedCustomerFields, EMPTY_CUSTOMER, validateCustomer } from './customer-form-values';

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
