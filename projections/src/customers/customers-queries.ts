import type {
  CustomerAccess,
  CustomerContracts,
  CustomerDepartmentRow,
  CustomerFactoryRow,
  CustomerListRow,
  CustomerLookupRow,
  CustomerNotice,
  CustomerSortKey,
  FactoryModule,
  Sql,
  TenantScope,
} from '@tutela/contracts';
import { sqlDirection, type ListStatement } from '../database/list-statement';
import { searchPattern, searchUsesIndex } from '../database/search-pattern';
import { tenantFilterSql } from '../database/tenant-scope-sql';
import { CUSTOMER_SORT_EXPRESSIONS } from './customers-list-indexes';

// The customers read model's queries, next to its schema and projector: the backend's query handlers and the
// customer reader call these and hold no SQL. A customer is a tenant of its own: the scope stops at the customers
// (entity and customer ids, the customer being `id`), and each customer's factories come from the caller's pivots.

/** A tenant scope without its factories: which customers a caller may see. */
type CustomerScope = Pick<TenantScope, 'entityId' | 'customerIds'>;

export interface CustomerQueryRow {
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
export interface CustomerCardRow extends CustomerQueryRow {
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

export interface FactoryQueryRow {
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

const CUSTOMER_SELECT = 'id, entity_id, company_name, vat_number, fiscal_code, address, city, phone, email, ateco, resigned, created_at';
const CUSTOMER_CARD_SELECT = `${CUSTOMER_SELECT}, city_code, resigned_on, contracts, staff, access, groups, note, default_notice, revision`;
const FACTORY_SELECT = 'id, customer_id, name, address, city, lat, lng, modules, closed';
const DEPARTMENT_SELECT = 'id, factory_id, customer_id, name';

export function toCustomerListRow(row: CustomerQueryRow): CustomerListRow {
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

export function toFactoryRow(row: FactoryQueryRow, departments: CustomerDepartmentRow[]): CustomerFactoryRow {
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

/** Whitelisted ORDER BY expressions (those of the customers' list indexes): the sort key never reaches SQL as text. */
const ORDER_BY: Record<CustomerSortKey, string> = CUSTOMER_SORT_EXPRESSIONS;

/** The filters of the customers list, as the API's query string carries them. */
export interface CustomerListParams {
  sort: CustomerSortKey;
  order: 'asc' | 'desc';
  search?: string;
  /** '0' shows the resigned customers too. */
  hide_inactive: string;
  /** 'Tipo cliente': with a contract of Medicina, Formazione or Sicurezza. */
  customer_type?: 'md' | 'fr' | 'sr';
}

/** The customers list inside the caller's scope; rows map with toCustomerListRow. */
export function customersList(scope: CustomerScope, params: CustomerListParams): ListStatement {
  const scoped = tenantFilterSql(scope, { entity: 'entity_id', customer: 'id' }, 1);
  const search = searchPattern(params.search);
  const direction = sqlDirection(params.order);
  return {
    select: CUSTOMER_SELECT,
    from: 'customers',
    where: [
      scoped.sql,
      '($3::boolean = false OR NOT resigned)',
      `($4::text IS NULL OR search_text ILIKE $4)`,
      // 'Tipo cliente': a customer is of an application when it has a contract start date there.
      `($5::text IS NULL OR (contracts -> $5::text ->> 'start') IS NOT NULL)`,
    ].join(' AND '),
    params: [...scoped.params, params.hide_inactive !== '0', search, params.customer_type ?? null],
    // `id` goes the column's way: an ascending and a descending index serve the two directions.
    orderBy: `${ORDER_BY[params.sort]} ${direction} NULLS LAST, id ${direction}`,
    searching: search !== null && searchUsesIndex(params.search),
  };
}

/** The customer card's row, or null when unknown or outside the caller's scope. */
export async function customerCardRow(db: Sql, scope: CustomerScope, customerId: string): Promise<CustomerCardRow | null> {
  const scoped = tenantFilterSql(scope, { entity: 'entity_id', customer: 'id' }, 2);
  const { rows } = await db.query<CustomerCardRow>(`SELECT ${CUSTOMER_CARD_SELECT} FROM customers WHERE id = $1 AND ${scoped.sql}`, [
    customerId,
    ...scoped.params,
  ]);
  return rows[0] ?? null;
}

/** Open factories of a customer, with their departments: only `factoryIds` when set (a customer-side user's pivots). */
export async function customerFactories(db: Sql, customerId: string, factoryIds: readonly string[] | null): Promise<CustomerFactoryRow[]> {
  const { rows } = await db.query<FactoryQueryRow>(
    `SELECT ${FACTORY_SELECT} FROM customer_factories
        WHERE customer_id = $1 AND NOT closed AND ($2::text[] IS NULL OR id = ANY($2::text[]))
        ORDER BY lower(name), id`,
    [customerId, factoryIds],
  );
  if (rows.length === 0) return [];
  const departments = await factoryDepartments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toFactoryRow(
      row,
      departments.filter((department) => department.factory_id === row.id),
    ),
  );
}

/** The customer an open factory belongs to, or null (unknown or closed); the caller checks it may see both. */
export async function factoryCustomerId(db: Sql, factoryId: string): Promise<string | null> {
  const { rows } = await db.query<{ customer_id: string }>('SELECT customer_id FROM customer_factories WHERE id = $1 AND NOT closed', [
    factoryId,
  ]);
  return rows[0]?.customer_id ?? null;
}

/** The departments of the factories, by name. */
export async function factoryDepartments(db: Sql, factoryIds: string[]): Promise<CustomerDepartmentRow[]> {
  const { rows } = await db.query<CustomerDepartmentRow>(
    `SELECT ${DEPARTMENT_SELECT} FROM customer_departments WHERE factory_id = ANY($1::text[]) ORDER BY lower(name), id`,
    [factoryIds],
  );
  return rows;
}

/** The customer autocomplete: not resigned customers inside the scope whose search text holds `text`, by name. */
export async function lookupCustomers(db: Sql, scope: CustomerScope, text: string, limit: number): Promise<CustomerLookupRow[]> {
  const scoped = tenantFilterSql(scope, { entity: 'entity_id', customer: 'id' }, 1);
  const { rows } = await db.query<{ id: string; company_name: string; default_notice: number | null; city: string | null }>(
    `SELECT id, company_name, default_notice, city FROM customers
        WHERE ${scoped.sql} AND NOT resigned AND search_text ILIKE $3
        ORDER BY lower(company_name), id LIMIT ${limit}`,
    [...scoped.params, searchPattern(text)],
  );
  return rows.map((row) => ({
    id: row.id,
    company_name: row.company_name,
    default_notice: toNotice(row.default_notice),
    location: { comune: row.city },
  }));
}

/** The customer's id and company name, or null when it is unknown or outside the caller's scope. */
export async function customerNameInScope(
  db: Sql,
  scope: CustomerScope,
  customerId: string,
): Promise<{ id: string; company_name: string } | null> {
  const scoped = tenantFilterSql(scope, { entity: 'entity_id', customer: 'id' }, 2);
  const { rows } = await db.query<{ id: string; company_name: string }>(
    `SELECT id, company_name FROM customers WHERE id = $1 AND ${scoped.sql}`,
    [customerId, ...scoped.params],
  );
  return rows[0] ?? null;
}
