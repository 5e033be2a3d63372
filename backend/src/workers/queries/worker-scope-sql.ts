import type { SqlConditions } from '../../http/paging/sql-conditions';
import type { WorkerScope } from '../domain/worker-scope';

// The worker scope (workers/domain/worker-scope.ts) as SQL over the workers table: kept next to the queries, out
// of the domain, which holds no SQL.

/**
 * One customer or factory of a list of them, also as an equality: the planner folds it to `customer_id = 'c'`
 * for a one-element list (most customer-side users), which the company's ordered indexes serve. Against
 * `= ANY('{c}')` alone PostgreSQL 15 does not read an index in order: page 500 of a 10,000-worker company sorted
 * all 10,000 (12.7 ms) instead of walking workers_tenant_name_idx (1.6 ms).
 */
const soleValue = (param: string, column: string): string =>
  `(${param}::text[] IS NULL OR cardinality(${param}::text[]) <> 1 OR ${column} = (${param}::text[])[1])`;

/** SQL condition for the scope on the workers table (alias-free), with its parameters starting at $`first`. */
export function workerScopeFilter(scope: WorkerScope, first: number): { sql: string; params: unknown[] } {
  const customers = `$${first + 1}`;
  const factories = `$${first + 2}`;
  return {
    sql: [
      `($${first}::text IS NULL OR entity_id = $${first})`,
      `(${customers}::text[] IS NULL OR customer_id = ANY(${customers}::text[]))`,
      soleValue(customers, 'customer_id'),
      `(${factories}::text[] IS NULL OR factory_id = ANY(${factories}::text[]))`,
      soleValue(factories, 'factory_id'),
    ].join(' AND '),
    params: [scope.entityId, scope.customerIds, scope.factoryIds],
  };
}

/**
 * The scope as conditions of a list's WHERE, only those it sets (SqlConditions): nothing for a system
 * administrator, the entity for provider staff, and for a customer-side user their customers and factories, as an
 * equality when there is one (the company's ordered indexes serve it, as workerScopeFilter's sole value does).
 */
export function addWorkerScope(scope: WorkerScope, where: SqlConditions): void {
  if (scope.entityId !== null) where.add(`entity_id = ${where.param(scope.entityId)}`);
  if (scope.customerIds !== null) where.add(oneOf('customer_id', scope.customerIds, where));
  if (scope.factoryIds !== null) where.add(oneOf('factory_id', scope.factoryIds, where));
}

/** `column` is one of `values`: none of an empty list. */
const oneOf = (column: string, values: readonly string[], where: SqlConditions): string =>
  values.length === 1 ? `${column} = ${where.param(values[0])}` : `${column} = ANY(${where.param(values)}::text[])`;
