import type { CustomerListRow } from '@tutela/contracts';

export interface CustomerRow {
  id: string;
  entity_id: string;
  company_name: string;
  vat_number: string | null;
  fiscal_code: string | null;
  address: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  ateco: string | null;
  resigned: boolean;
  created_at: string | Date;
}

export const CUSTOMER_COLUMNS = 'id, entity_id, company_name, vat_number, fiscal_code, address, city, phone, email, ateco, resigned, created_at';

export function toCustomerListRow(row: CustomerRow): CustomerListRow {
  return {
    id: row.id,
    entity_id: row.entity_id,
    company_name: row.company_name,
    vat_number: row.vat_number,
    fiscal_code: row.fiscal_code,
    address: row.address,
    location: { comune: row.city },
    phone: row.phone,
    email: row.email,
    ateco: row.ateco,
    resigned: row.resigned,
    created_at: new Date(row.created_at).toISOString(),
  };
}
