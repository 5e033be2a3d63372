import { factoriesOf, isCustomerSide as isCustomerSideScope, scopeOf, type CallerTenancy } from '@tutela/contracts';

// The customers' view of the one tenant scope of contracts (auth/tenant-scope.ts): a customer is a tenant of
// its own, so its scope stops at the customers and each customer's factories come from the pivots on it
// (factoriesOf), not from the caller's flat factory list. No rule of its own lives here.

/** The tenant scope without its factories: which customers a caller may see. */
export interface CustomerScope {
  /** null: every entity. */
  entityId: string | null;
  /** null: every customer of the entity. */
  customerIds: string[] | null;
}

export function customerScopeOf(caller: CallerTenancy): CustomerScope {
  const { entityId, customerIds } = scopeOf(caller);
  return { entityId, customerIds };
}

/** Which factories of a visible customer a caller may see, per customer (null: every one). A factory outside answers 404. */
export type FactoryScope = (customerId: string) => string[] | null;

export function factoryScopeOf(caller: CallerTenancy): FactoryScope {
  return (customerId) => factoriesOf(caller, customerId);
}

/** Customer-side roles (a customer pivot) only read: the card and its dialogs are the provider staff's to edit. */
export function isCustomerSide(caller: CallerTenancy): boolean {
  return isCustomerSideScope(scopeOf(caller));
}
