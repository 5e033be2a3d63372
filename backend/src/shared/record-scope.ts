import type { CallerTenancy } from '@tutela/contracts';

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

export function recordScopeOf(caller: CallerTenancy): RecordScope {
  if (caller.roles.some((grant) => grant.name === 'system_administrator')) return EVERY_RECORD;
  const customerSide = caller.customerIds.length > 0;
  return {
    entityId: caller.entityId,
    customerIds: customerSide ? caller.customerIds : null,
    factoryIds: customerSide && caller.factoryIds.length > 0 ? caller.factoryIds : null,
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
