import { ALL_TENANTS, inScope, isCustomerSide, scopeOf, type TenantScope } from '@tutela/contracts';

// The registry's names for the one tenant scope of contracts (auth/tenant-scope.ts), kept while the command
// runners and deciders still import them: no rule of its own lives here.

export type RecordScope = TenantScope;

export interface RecordTenant {
  entityId: string;
  customerId: string | null;
  factoryId: string | null;
}

export const EVERY_RECORD: RecordScope = ALL_TENANTS;
export const recordScopeOf = scopeOf;
export const inRecordScope = inScope;
export { isCustomerSide };
