import type { CustomerScope } from '../domain/customer-scope';

// The customer scope (customers/domain/customer-scope.ts) as SQL: kept next to the queries, out of the domain.

/** SQL condition for the scope on the customers table, with its parameters starting at $`first`. */
export function customerScopeFilter(scope: CustomerScope, first: number): { sql: string; params: unknown[] } {
  return {
    sql: `($${first}::text IS NULL OR entity_id = $${first}) AND ($${first + 1}::text[] IS NULL OR id = ANY($${first + 1}::text[]))`,
    params: [scope.entityId, scope.customerIds],
  };
}
