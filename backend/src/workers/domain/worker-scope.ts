import type { CallerTenancy } from '@tutela/contracts';

/**
 * Which workers a caller may see: a system administrator every worker, provider staff the workers of their
 * entity, a customer-side user (customer, RSPP, read_only… with a customer pivot) only the workers of their
 * customers, and of their factories when every grant names one. A worker outside the scope answers 404.
 */
export interface WorkerScope {
  /** null: every entity. */
  entityId: string | null;
  /** null: every customer of the entity. */
  customerIds: string[] | null;
  /** null: every factory of those customers. */
  factoryIds: string[] | null;
}

/** Where a worker belongs (or will: the customer and factory of a hire). */
export interface WorkerTenant {
  entityId: string;
  customerId: string;
  factoryId: string | null;
}

export function workerScopeOf(caller: CallerTenancy): WorkerScope {
  if (caller.roles.some((grant) => grant.name === 'system_administrator')) return { entityId: null, customerIds: null, factoryIds: null };
  const customerSide = caller.customerIds.length > 0;
  return {
    entityId: caller.entityId,
    customerIds: customerSide ? caller.customerIds : null,
    factoryIds: customerSide && caller.factoryIds.length > 0 ? caller.factoryIds : null,
  };
}

export function isCustomerSide(scope: WorkerScope): boolean {
  return scope.customerIds !== null;
}

export function workerInScope(scope: WorkerScope, tenant: WorkerTenant): boolean {
  if (scope.entityId !== null && tenant.entityId !== scope.entityId) return false;
  if (scope.customerIds !== null && !scope.customerIds.includes(tenant.customerId)) return false;
  return scope.factoryIds === null || (tenant.factoryId !== null && scope.factoryIds.includes(tenant.factoryId));
}
