import type {
  CustomerAccess,
  CustomerContracts,
  CustomerDepartmentRow,
  CustomerFactoryRow,
  CustomerListRow,
  CustomerNotice,
  FactoryModule,
} from '@tutela/contracts';

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

/** The card's extra columns (customers read model, version 2). */
export interface CustomerCardRow extends CustomerRow {
  city_code: string | null;
  resigned_on: string | null;
  contracts: {
    md?: { start: string | null; end: string | null };
    fr?: Record<string, string | null>;
    sr?: Record<string, string | null>;
  } | null;
  staff: { doctors: { userId: string; role: string }[]; healthCoordinatorIds: string[]; secretaryIds: string[] } | null;
  access: CustomerAccess | null;
  groups: string[];
  note: string | null;
  default_notice: number | null;
  revision: number;
}

export interface FactoryDbRow {
  id: string;
  customer_id: string;
  name: string;
  address: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  modules: string[];
  closed: boolean;
}

export const CUSTOMER_COLUMNS =
  'id, entity_id, company_name, vat_number, fiscal_code, address, city, phone, email, ateco, resigned, created_at';
export const CUSTOMER_CARD_COLUMNS = `${CUSTOMER_COLUMNS}, city_code, resigned_on, contracts, staff, access, groups, note, default_notice, revision`;
export const FACTORY_COLUMNS = 'id, customer_id, name, address, city, lat, lng, modules, closed';
export const DEPARTMENT_COLUMNS = 'id, factory_id, customer_id, name';

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

export function toFactoryRow(row: FactoryDbRow, departments: CustomerDepartmentRow[]): CustomerFactoryRow {
  return {
    id: row.id,
    customer_id: row.customer_id,
    name: row.name,
    address: row.address,
    location: { comune: row.city },
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    modules: row.modules as FactoryModule[],
    closed: row.closed,
    departments,
  };
}

/** A customer never given contracts yet reads as empty dates, like the info dialog shows it. */
export function toContracts(value: CustomerCardRow['contracts']): CustomerContracts {
  const fr = value?.fr ?? {};
  const sr = value?.sr ?? {};
  return {
    md: { start: value?.md?.start ?? null, end: value?.md?.end ?? null },
    fr: {
      start: fr.start ?? null,
      end: fr.end ?? null,
      price_list: fr.priceList ?? null,
      organizing_secretary_id: fr.organizingSecretaryId ?? null,
    },
    sr: { start: sr.start ?? null, end: sr.end ?? null, assignments: sr.assignments ?? null },
  };
}

export const NO_ACCESS: CustomerAccess = { general: 'DISABLED', md: 'DISABLED', fr: 'DISABLED', hse: 'DISABLED', wwbi: false };

export const toNotice = (value: number | null): CustomerNotice | null => (value === 1 || value === 2 ? value : null);
