import type { CallerTenancy } from './caller-tenancy';

/**
 * The one tenant scope: which records a caller may see, read from the record's tenant (entity, customer,
 * factory). A system administrator sees every entity (ALL_TENANTS), provider staff their entity, a customer-side
 * user (a customer pivot) only the customers of their pivots and, when the pivots name factories, only those
 * factories. Outside it a record answers 404, never data. Every list query turns it into SQL with the backend's
 * tenantFilterSql; deciders and readers ask inScope for a single record.
 */
export interface TenantScope {
  /** null: every entity (the system administrator). */
  entityId: string | null;
  /** null: every customer of the entity. */
  customerIds: string[] | null;
  /** null: every factory of those customers. */
  factoryIds: string[] | null;
}

/** Where a record belongs; a record outside any customer (an entity-wide one) leaves customerId out or null. */
export interface Tenant {
  entityId: string;
  customerId?: string | null;
  factoryId?: string | null;
}

/** The system administrator's scope: every record of every entity. */
export const ALL_TENANTS: TenantScope = Object.freeze({ entityId: null, customerIds: null, factoryIds: null });

const isSystemAdministrator = (caller: CallerTenancy): boolean => caller.roles.some((grant) => grant.name === 'system_administrator');

export function scopeOf(caller: CallerTenancy): TenantScope {
  if (isSystemAdministrator(caller)) return ALL_TENANTS;
  const customerSide = caller.customerIds.length > 0;
  return {
    entityId: caller.entityId,
    customerIds: customerSide ? caller.customerIds : null,
    factoryIds: customerSide && caller.factoryIds.length > 0 ? caller.factoryIds : null,
  };
}

/** Customer-side users read their company's records; only the provider's staff change them. */
export function isCustomerSide(scope: TenantScope): boolean {
  return scope.customerIds !== null;
}

/** Whether a record of `tenant` is inside the scope: a scope limited to customers (or factories) never holds a record without one. */
export function inScope(scope: TenantScope, tenant: Tenant): boolean {
  const customerId = tenant.customerId ?? null;
  const factoryId = tenant.factoryId ?? null;
  if (scope.entityId !== null && tenant.entityId !== scope.entityId) return false;
  if (scope.customerIds !== null && (customerId === null || !scope.customerIds.includes(customerId))) return false;
  if (scope.factoryIds !== null && (factoryId === null || !scope.factoryIds.includes(factoryId))) return false;
  return true;
}

/**
 * The factories of one visible customer a caller may see, for the customer's own card and lists: null for every
 * one (staff, or a customer-side user with a pivot on that customer naming no factory), else the factories their
 * pivots on that customer name. Finer than the scope's flat factoryIds, which hold across all the caller's customers.
 */
export function factoriesOf(caller: CallerTenancy, customerId: string): string[] | null {
  if (!isCustomerSide(scopeOf(caller))) return null;
  const pivots = caller.roles.filter((grant) => grant.customerId === customerId);
  if (pivots.length === 0 || pivots.some((grant) => grant.factoryId === null)) return null;
  return [...new Set(pivots.map((grant) => grant.factoryId as string))];
}
