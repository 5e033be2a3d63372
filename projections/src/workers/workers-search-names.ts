import type { Sql } from '../database/database';
import { recordsetSelect, type RecordsetColumn } from '../database/recordset-sql';
import { trigramIndexSql } from '../database/trigram-index';
import { WORKER_SORT_EXPRESSIONS } from './workers-list-indexes';

/**
 * The distinct names of the register, for the list's quick search. A million workers carry a few thousand
 * (at most a few hundred thousand) distinct names, so "which names contain 'rossi'" is answered from this small
 * table in a millisecond, and the list then asks for those names by their sort key: an ordered walk of the
 * name sort index (or a filter on any other sort index, which carries the name too), stopping after one page.
 * Searching the workers themselves meant reading and sorting every match: 16,550 rows for "rossi", about 50 ms
 * of database time even with every page cached.
 *
 * `sort_key` is the name sort expression of the list (exactly, so the index serves it); `name_text` is the name
 * part of the worker's search_text ("first last | last first", lower case, accents folded), both computed by the
 * database with the same expressions as on the workers' rows. It holds every name a worker has carried: a name
 * nobody carries any more finds no worker, and keeping it makes the table the same whatever the batch boundaries
 * (a rebuild equals live projection) without looking for other carriers at each change of name.
 */
export const WORKERS_SEARCH_NAMES_TABLE = 'workers_search_names';

/**
 * The name part of search_text: "first last | last first" without the tax code (and its separator when blank). The
 * list's quick search tests it for a text too short to look up by trigram, which is searched in names only.
 */
export const WORKER_NAME_TEXT_SQL = (searchText: string): string =>
  `rtrim(split_part(${searchText}, ' | ', 1) || ' | ' || split_part(${searchText}, ' | ', 2), ' |')`;

/**
 * Fills the table from the workers when it is empty: a database projected before the table existed (and tests that
 * write workers rows directly). Cheap when it is not: the NOT EXISTS is checked once.
 */
export const WORKERS_SEARCH_NAMES_BACKFILL = `INSERT INTO ${WORKERS_SEARCH_NAMES_TABLE} (sort_key, name_text)
   SELECT DISTINCT ${WORKER_SORT_EXPRESSIONS.name}, ${WORKER_NAME_TEXT_SQL('search_text')} FROM workers
    WHERE NOT EXISTS (SELECT 1 FROM ${WORKERS_SEARCH_NAMES_TABLE})
   ON CONFLICT DO NOTHING`;

export const WORKERS_SEARCH_NAMES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS ${WORKERS_SEARCH_NAMES_TABLE} (
     sort_key text NOT NULL,
     name_text text NOT NULL,
     PRIMARY KEY (sort_key, name_text)
   )`,
  trigramIndexSql('workers_search_names_trgm_idx', WORKERS_SEARCH_NAMES_TABLE, ['name_text']),
  WORKERS_SEARCH_NAMES_BACKFILL,
];

/** A name as a worker took it: the columns its sort key and folded text are computed from. */
export interface SearchName {
  first_name: string;
  last_name: string;
  search_text: string;
}

const SEARCH_NAME_COLUMNS: readonly RecordsetColumn[] = [
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['search_text', 'text'],
];

/** Adds the names workers took in a batch (hired or renamed), once per distinct name; known ones conflict. */
export async function addSearchNames(tx: Sql, names: readonly SearchName[]): Promise<void> {
  const distinct = new Map<string, SearchName>();
  for (const name of names) distinct.set(`${name.last_name}\u0000${name.first_name}`, name);
  if (distinct.size === 0) return;
  await tx.query(
    `INSERT INTO ${WORKERS_SEARCH_NAMES_TABLE} (sort_key, name_text)
     SELECT DISTINCT ${WORKER_SORT_EXPRESSIONS.name}, ${WORKER_NAME_TEXT_SQL('search_text')}
       FROM (${recordsetSelect(SEARCH_NAME_COLUMNS)}) AS taken
     ON CONFLICT DO NOTHING`,
    [JSON.stringify([...distinct.values()])],
  );
}
