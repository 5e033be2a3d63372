import type { Principal } from '../http/principal';

/**
 * Which registry records (jobs, workers) a caller may see, from the record's tenant columns: a system
 * administrator every entity's, provider staff their entity's, a customer-side user only the customers of
 * their role pivots and, when the pivots name factories, only those factories. Outside it a record answers 404.
 */
export interface RecordScope {
  /** null: every entity. */
  entityId: string | null;
  /** null: every customer of the entity. */
  customerIds: string[] | null;
  /** null: every factory of those customers. */
  factoryIds: string[] | null;
}

export interface RecordTenant {
  entityId: string;
  customerId: string | null;
  factoryId: string | null;
}

export const EVERY_RECORD: RecordScope = { entityId: null, customerIds: null, factoryIds: null };

export function recordScopeOf(principal: Principal): RecordScope {
  if (principal.roles.some((grant) => grant.name === 'system_administrator')) return EVERY_RECORD;
  const customerSide = principal.customerIds.length > 0;
  return {
    entityId: principal.entityId,
    customerIds: customerSide ? principal.customerIds : null,
    factoryIds: customerSide && principal.factoryIds.length > 0 ? principal.factoryIds : null,
  };
}

/** Customer-side users read the registry of their company; only the provider's staff change it. */
export function isCustomerSide(scope: RecordScope): boolean {
  return scope.customerIds !== null;
}

export function inRecordScope(scope: RecordScope, record: RecordTenant): boolean {
  if (scope.entityId !== null && record.entityId !== scope.entityId) return false;
  if (scope.customerIds !== null && (record.customerId === null || !scope.customerIds.includes(record.customerId))) return false;
  if (scope.factoryIds !== null && (record.factoryId === null || !scope.factoryIds.includes(record.factoryId))) return false;
  return true;
}

/** The same scope as SQL over a table's entity_id, customer_id and factory_id, parameters from $`first`. */
export function recordScopeSql(scope: RecordScope, first: number, alias = ''): { sql: string; params: unknown[] } {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return {
    sql: [
      `($${first}::text IS NULL OR ${column('entity_id')} = $${first})`,
      `($${first + 1}::text[] IS NULL OR ${column('customer_id')} = ANY($${first + 1}::text[]))`,
      `($${first + 2}::text[] IS NULL OR ${column('factory_id')} = ANY($${first + 2}::text[]))`,
    ].join(' AND '),
    params: [scope.entityId, scope.customerIds, scope.factoryIds],
  };
}
