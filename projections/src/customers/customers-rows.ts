import type { RecordsetColumn } from '../database/recordset-sql';

/** Rows of the customers read model as the batch fold holds them; timestamps ISO strings or Dates read back. */
type Timestamp = string | Date;

export interface CustomerRow {
  id: string;
  entity_id: string;
  company_name: string;
  vat_number: string | null;
  fiscal_code: string | null;
  address: string | null;
  city: string | null;
  city_code: string | null;
  phone: string | null;
  email: string | null;
  ateco: string | null;
  resigned: boolean;
  resigned_on: string | null;
  contracts: unknown;
  staff: unknown;
  access: unknown;
  groups: string[];
  note: string | null;
  default_notice: number | null;
  revision: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: number;
}

export interface FactoryRow {
  id: string;
  customer_id: string;
  entity_id: string;
  name: string;
  address: string | null;
  city: string | null;
  city_code: string | null;
  lat: number | null;
  lng: number | null;
  modules: string[];
  closed: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: number;
}

export interface DepartmentRow {
  id: string;
  factory_id: string;
  customer_id: string;
  entity_id: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: number;
}

export const CUSTOMER_COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['entity_id', 'text'],
  ['company_name', 'text'],
  ['vat_number', 'text'],
  ['fiscal_code', 'text'],
  ['address', 'text'],
  ['city', 'text'],
  ['city_code', 'text'],
  ['phone', 'text'],
  ['email', 'text'],
  ['ateco', 'text'],
  ['resigned', 'boolean'],
  ['resigned_on', 'text'],
  ['contracts', 'jsonb'],
  ['staff', 'jsonb'],
  ['access', 'jsonb'],
  ['groups', 'text[]'],
  ['note', 'text'],
  ['default_notice', 'integer'],
  ['revision', 'integer'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['last_position', 'bigint'],
];

export const FACTORY_COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['customer_id', 'text'],
  ['entity_id', 'text'],
  ['name', 'text'],
  ['address', 'text'],
  ['city', 'text'],
  ['city_code', 'text'],
  ['lat', 'double precision'],
  ['lng', 'double precision'],
  ['modules', 'text[]'],
  ['closed', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['last_position', 'bigint'],
];

export const DEPARTMENT_COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['factory_id', 'text'],
  ['customer_id', 'text'],
  ['entity_id', 'text'],
  ['name', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['last_position', 'bigint'],
];
