import type { CallerTenancy } from '@tutela/contracts';

/**
 * Which customers a caller may see: a system administrator every customer of every entity, provider staff
 * every customer of their entity, a customer-side user (customer, RSPP, read_only… with a customer pivot)
 * only the customers of their role pivots. A customer outside the scope answers 404, never data.
 */
export interface CustomerScope {
  /** null: every entity. */
  entityId: string | null;
  /** null: every customer of the entity. */
  customerIds: string[] | null;
}

export function customerScopeOf(caller: CallerTenancy): CustomerScope {
  if (caller.roles.some((grant) => grant.name === 'system_administrator')) return { entityId: null, customerIds: null };
  return { entityId: caller.entityId, customerIds: caller.customerIds.length > 0 ? caller.customerIds : null };
}

/**
 * Which factories of a visible customer a caller may see, per customer: null for every one (staff, or a
 * customer-side user with a pivot on that customer naming no factory), else the factories their pivots on that
 * customer name. A factory outside answers 404.
 */
export type FactoryScope = (customerId: string) => string[] | null;

export function factoryScopeOf(caller: CallerTenancy): FactoryScope {
  if (!isCustomerSide(caller)) return () => null;
  return (customerId) => {
    const pivots = caller.roles.filter((grant) => grant.customerId === customerId);
    if (pivots.length === 0 || pivots.some((grant) => grant.factoryId === null)) return null;
    return [...new Set(pivots.map((grant) => grant.factoryId as string))];
  };
}

/** Customer-side roles (a customer pivot) only read: the card and its dialogs are the provider staff's to edit. */
export function isCustomerSide(caller: CallerTenancy): boolean {
  return caller.customerIds.length > 0 && !caller.roles.some((grant) => grant.name === 'system_administrator');
}
