import { CUSTOMER_RULE_MESSAGES, MESSAGES, isValidVatNumber, type CustomerDetail, type CustomerWriteBody } from '@tutela/contracts';
import type { FieldErrors } from '../../lib/use-checked-form';

/** The customer data form's fields, as typed (empty string = no value). */
export interface CustomerFormValues {
  company_name: string;
  vat_number: string;
  fiscal_code: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  ateco: string;
}
export type CustomerField = keyof CustomerFormValues;
export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'company_name',
  'vat_number',
  'fiscal_code',
  'address',
  'city',
  'phone',
  'email',
  'ateco',
];

export const EMPTY_CUSTOMER: CustomerFormValues = {
  company_name: '',
  vat_number: '',
  fiscal_code: '',
  address: '',
  city: '',
  phone: '',
  email: '',
  ateco: '',
};

export function customerFormValues(customer: CustomerDetail): CustomerFormValues {
  return {
    company_name: customer.company_name,
    vat_number: customer.vat_number ?? '',
    fiscal_code: customer.fiscal_code ?? '',
    address: customer.address ?? '',
    city: customer.location.comune ?? '',
    phone: customer.phone ?? '',
    email: customer.email ?? '',
    ateco: customer.ateco ?? '',
  };
}

/** The same rules the server applies (contracts), checked before sending. */
export function validateCustomer(values: CustomerFormValues): FieldErrors<CustomerField> {
  const errors: FieldErrors<CustomerField> = {};
  if (!values.company_name.trim()) errors.company_name = MESSAGES.REQUIRED;
  const vat = values.vat_number.trim();
  if (vat && !isValidVatNumber(vat)) errors.vat_number = CUSTOMER_RULE_MESSAGES.VAT_NUMBER_INVALID;
  return errors;
}

const orNull = (text: string): string | null => text.trim() || null;

export function createCustomerBody(values: CustomerFormValues): CustomerWriteBody {
  return {
    company_name: values.company_name.trim(),
    vat_number: orNull(values.vat_number),
    fiscal_code: orNull(values.fiscal_code),
    address: orNull(values.address),
    city: orNull(values.city),
    phone: orNull(values.phone),
    email: orNull(values.email),
    ateco: orNull(values.ateco),
  };
}

/** Only the fields the user changed (the server merges them with what others changed meanwhile), or null. */
export function changedCustomerFields(before: CustomerFormValues, after: CustomerFormValues): Partial<CustomerWriteBody> | null {
  const body = createCustomerBody(after);
  const previous = createCustomerBody(before);
  const changes = Object.fromEntries(
    CUSTOMER_FIELDS.filter((field) => body[field] !== previous[field]).map((field) => [field, body[field]]),
  );
  return Object.keys(changes).length > 0 ? (changes as Partial<CustomerWriteBody>) : null;
}

/** A 422 errors map on the form's fields; the others go above the form. */
export function customerErrorsFromServer(errors: Record<string, string[]>): { fields: FieldErrors<CustomerField>; other: string[] } {
  const fields: FieldErrors<CustomerField> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if ((CUSTOMER_FIELDS as readonly string[]).includes(field)) fields[field as CustomerField] = messages[0];
    else other.push(...messages);
  }
  return { fields, other };
}

/** dd/MM/yyyy typed ↔ YYYY-MM-DD sent (spec part 1 §5, part 2 §5.2); anything else is kept as typed so the
 * shared date rule reports it ('Data non valida') instead of dropping it. */
export function isoFromItalian(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return text.trim();
  return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
}
