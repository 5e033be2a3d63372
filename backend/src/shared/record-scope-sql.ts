import type { RecordScope } from './record-scope';

// The record scope (record-scope.ts) as SQL, apart from the rule itself, which deciders import and which holds
// no SQL.

/** The record scope as SQL over a table's entity_id, customer_id and factory_id, parameters from $`first`. */
export function recordScopeSql(scope: RecordScope, first: number, alias = ''): { sql: string; params: unknown[] } {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return {
    sql: [
      `($${first}::text IS NULL OR ${column('entity_id')} = $${first})`,
      `($${first + 1}::text[] IS NULL OR ${column('customer_id')} = ANY($${first + 1}::text[]))`,
      `($${first + 2}::text[] IS NULL OR ${column('factory_id')} = ANY($${first + 2}::text[]))`,
    ].join(' AND '),
    params: [scope.entityId, scope.customerIds, scope.factoryIds],
  };
}
