import type { RoleName } from './roles';

/** One role grant of a caller, with its customer/factory pivot (null: none). */
export interface TenancyGrant {
  name: RoleName;
  customerId: string | null;
  factoryId: string | null;
}

/**
 * Whom a caller works for, and all that the tenant-scope rules read of them: the backend's domain code takes
 * this rather than the request's principal, which has this shape and more, so a rule never depends on the HTTP
 * layer that authenticated the caller.
 */
export interface CallerTenancy {
  entityId: string;
  roles: TenancyGrant[];
  /** Customer scope: empty for provider staff (no customer restriction). */
  customerIds: string[];
  /** Factory scope inside those customers: empty means every factory of those customers. */
  factoryIds: string[];
}
