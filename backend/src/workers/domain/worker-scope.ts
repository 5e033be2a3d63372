import { inScope, isCustomerSide, scopeOf, type TenantScope } from '@tutela/contracts';

// The workers' names for the one tenant scope of contracts (auth/tenant-scope.ts), kept while the command
// runners and deciders still import them: no rule of its own lives here.

export type WorkerScope = TenantScope;

/** Where a worker belongs (or will: the customer and factory of a hire). */
export interface WorkerTenant {
  entityId: string;
  customerId: string;
  factoryId: string | null;
}

export const workerScopeOf = scopeOf;
export const workerInScope = inScope;
export { isCustomerSide };
