import { WORKER_SEARCH_MIN_LENGTH, type Sql, type TenantScope } from '@tutela/contracts';
import type { LookupCache } from '../database/lookup-cache';
import { planOnce } from '../database/plan-once';
import { prefixPattern } from '../database/search-pattern';
import { SqlConditions, sqlCount } from '../database/sql-conditions';
import { addTenantConditions, tenantColumns, tenantFilterSql } from '../database/tenant-scope-sql';
import type { WorkerRow } from './worker-row';
import { workerSearchFilter } from './worker-search-filter';
import { WORKER_NAME_PREFIX_KEYS, workerSearchKey, workerSortOrder } from './workers-list-indexes';

// The header's worker search, next to the workers read model's schema and its prefix indexes: the backend's handler
// calls searchWorkers and holds no SQL.

/** The header's worker search answers a short list: enough to pick from, never a page to scroll. */
export const WORKER_SEARCH_LIMIT = 20;

export type WorkerSearchSqlRow = Pick<
  WorkerRow,
  'id' | 'first_name' | 'last_name' | 'birth_date' | 'company_name' | 'resigned' | 'customer_id'
>;

const COLUMNS = 'id, first_name, last_name, birth_date, company_name, resigned, customer_id';
const { lastFirst, firstLast } = WORKER_NAME_PREFIX_KEYS;
/** The list's name order, so the walk is one of workers_order_name. */
const NAME_ORDER = workerSortOrder('name', 'asc');

/**
 * The header search ranks what people type most, the start of a name, first: names whose "last first" or
 * "first last" starts with the text ('ross' → Rossi Mario, Rossana Bianchi), in the order of the name that
 * matched, serving workers before resigned ones. Each is a range of a prefix index read in order, so the
 * first 20 of 16,000 Rossi cost 20 index entries. Only when those are fewer than 20 do the other matches
 * (inside a name, the tax code) follow, in name order.
 * `lookups` keeps the quick search's lookup (the backend's ListPagingCache). Rows map with toWorkerSearchRow.
 */
export async function searchWorkers(
  db: Sql,
  scope: TenantScope,
  name: string,
  includeResigned: boolean,
  lookups?: LookupCache,
): Promise<WorkerSearchSqlRow[]> {
  const key = workerSearchKey(name);
  // Fewer characters match most of the register: the header asks only from four on.
  if (key.length < WORKER_SEARCH_MIN_LENGTH) return [];
  const scoped = tenantFilterSql(scope, tenantColumns(), 1, { equalityForOne: true });
  const rows: WorkerSearchSqlRow[] = [];
  for (const resigned of includeResigned ? [false, true] : [false]) {
    rows.push(...(await prefixMatches(db, scope, key, resigned, WORKER_SEARCH_LIMIT - rows.length)));
    if (rows.length === WORKER_SEARCH_LIMIT) return rows;
  }
  rows.push(...(await otherMatches(db, lookups, scoped, key, includeResigned, WORKER_SEARCH_LIMIT - rows.length)));
  return rows;
}

/**
 * Names starting with the key, ordered by the name that matched. A row matching both ways comes from the
 * "last first" branch only, so the union has no duplicates and each branch stops after `limit` rows. The start is
 * a range of the byte-ordered prefix indexes (`key` up to the key's successor, prefixRange) rather than a LIKE,
 * and the WHERE holds only the scope's conditions in use: one text per scope's shape and limit, which the server
 * plans once (planOnce). A LIKE pattern becomes an index range only when planned with its value, so the statement
 * was parsed and planned at every keystroke of every user (about 1 ms of the server's 1.2 per search).
 */
async function prefixMatches(db: Sql, scope: TenantScope, key: string, resigned: boolean, limit: number): Promise<WorkerSearchSqlRow[]> {
  const range = prefixRange(key);
  const where = new SqlConditions();
  addTenantConditions(scope, tenantColumns(), where);
  where.add(`resigned = ${where.param(resigned)}`);
  const starts = (expression: string) =>
    range.upper === null
      ? `${expression} LIKE ${where.param(prefixPattern(key))}`
      : `${expression} >= ${where.param(range.lower)} AND ${expression} < ${where.param(range.upper)}`;
  const lastFirstStarts = starts(lastFirst);
  const firstLastStarts = starts(firstLast);
  const most = sqlCount(limit);
  const text = `SELECT ${COLUMNS} FROM (
         (SELECT ${COLUMNS}, ${lastFirst} AS match_key FROM workers
           WHERE ${where.sql} AND ${lastFirstStarts}
           ORDER BY ${lastFirst}, id LIMIT ${most})
         UNION ALL
         (SELECT ${COLUMNS}, ${firstLast} AS match_key FROM workers
           WHERE ${where.sql} AND ${firstLastStarts} AND NOT (${lastFirstStarts})
           ORDER BY ${firstLast}, id LIMIT ${most})
       ) AS hits
       ORDER BY match_key, id LIMIT ${most}`;
  const { rows } = await db.query<WorkerSearchSqlRow>(text, where.params, planOnce(text));
  return rows;
}

/**
 * Matches that start neither name (inside a name, across the two, the tax code), workers before resigned ones,
 * in name order. They come from the same lookup as the list's quick search (workerSearchFilter): the names that
 * contain the text, then those names walked in the name index; a text in many tax codes fetches its matches
 * and sorts them.
 */
async function otherMatches(
  db: Sql,
  lookups: LookupCache | undefined,
  scoped: { sql: string; params: unknown[] },
  key: string,
  includeResigned: boolean,
  limit: number,
): Promise<WorkerSearchSqlRow[]> {
  const search = await workerSearchFilter(db, key, 7, { paging: lookups });
  const where = `${scoped.sql} AND ${search.sql} AND ${lastFirst} NOT LIKE $4 AND ${firstLast} NOT LIKE $4`;
  const params = (resigned: boolean | null, most: number) => [...scoped.params, prefixPattern(key), most, resigned, ...search.params];
  if (search.searching) {
    // MATERIALIZED: the matches come from their indexes and are then sorted, never found along a sort index.
    const { rows } = await db.query<WorkerSearchSqlRow>(
      `WITH hits AS MATERIALIZED (SELECT ${COLUMNS} FROM workers WHERE ${where} AND ($6::boolean IS NULL OR NOT resigned))
         SELECT * FROM hits ORDER BY resigned, ${NAME_ORDER} LIMIT $5`,
      params(includeResigned ? null : false, limit),
    );
    return rows;
  }
  const rows: WorkerSearchSqlRow[] = [];
  for (const resigned of includeResigned ? [false, true] : [false]) {
    const { rows: found } = await db.query<WorkerSearchSqlRow>(
      `SELECT ${COLUMNS} FROM workers WHERE ${where} AND resigned = $6 ORDER BY ${NAME_ORDER} LIMIT $5`,
      params(resigned, limit - rows.length),
    );
    rows.push(...found);
    if (rows.length === limit) break;
  }
  return rows;
}

/**
 * The texts that start with `key`, in byte order (the prefix indexes' COLLATE "C"): from `key` itself up to, not
 * including, the key with its last character's code point one higher ("ross" → "rost"), since UTF-8's byte order is
 * the code points' order. Null upper bound when there is no such character (then LIKE answers).
 */
export function prefixRange(key: string): { lower: string; upper: string | null } {
  const chars = [...key];
  const last = chars.pop()?.codePointAt(0);
  const next = last === undefined ? undefined : last + 1;
  if (next === undefined || next > 0x10ffff || (next >= 0xd800 && next <= 0xdfff)) return { lower: key, upper: null };
  return { lower: key, upper: chars.join('') + String.fromCodePoint(next) };
}
