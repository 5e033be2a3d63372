import type { Sql } from '@tutela/contracts';
import type { LookupCache } from '../database/lookup-cache';
import { likePattern, searchUsesIndex } from '../database/search-pattern';
import type { WorkerColumn } from './workers-changed-columns';
import { WORKER_FISCAL_CODE_SEARCH, WORKER_SORT_EXPRESSIONS, workerSearchKey } from './workers-list-indexes';
import { WORKER_NAME_TEXT_SQL, WORKERS_SEARCH_NAMES_TABLE } from './workers-search-names';

/** What the quick search looks up first (workers_search_names and the tax codes) is computed from. */
export const WORKER_SEARCH_READS: readonly WorkerColumn[] = ['first_name', 'last_name', 'fiscal_code', 'search_text'];

/** A worker search (the list's quick search, the header's other matches) as a condition on $first… and its parameters. */
export interface WorkerSearchFilter {
  sql: string;
  params: unknown[];
  /** True when the matches must be fetched through their indexes and sorted (queryPage's `searching`). */
  searching: boolean;
  /** True when the condition names the matching workers (by name sort key or id), so few rows answer it. */
  narrowed: boolean;
}

/**
 * Past this many distinct names the text is in a large part of the register: the list of names would cost more
 * to send and plan than walking the sort index with the plain text test. Below it, the names win even for a
 * common text: "mar" (540 of 2,400 names) walked by name with the plain test read 10,000 rows from the table
 * before its first match (Marco comes 25th among the first names of the first surname): 192 ms p95 at 32
 * clients, against 45.8 ms with the names.
 */
export const MAX_SEARCH_NAMES = 2_000;
/**
 * Past this many tax codes the text looks like the start of one ('rss'): instead of listing them, the condition
 * tests the tax code itself (its trigram index) beside the names, and the matches are fetched and sorted.
 */
export const MAX_SEARCH_FISCAL_CODES = 100;

const NAME = WORKER_SORT_EXPRESSIONS.name;

/** The condition when no name and no tax code contains the text: no worker can match. */
export const NO_MATCH = 'FALSE';

/**
 * The quick search finds the workers whose folded "first last | last first | tax code" contains the typed text.
 * Searching that text row by row means reading and sorting every match (16,550 rows for "rossi"), so it is
 * split in two small lookups first, in one statement:
 *
 * - the distinct names that contain it (workers_search_names, a few thousand rows for a million workers);
 * - the tax codes that contain it (their own trigram index; usually none for a name).
 *
 * The list then asks for those names by the name sort expression, which every sort index carries: in name order
 * the page is a walk of workers_order_name over just those names, in any other order a walk of that sort's
 * index checking the name, and both stop after one page. Two workers whose "last first" differs only in where
 * the surname ends ("De Rossi Anna" and "De" "Rossi Anna") share a sort key; when the text tells them apart,
 * the row's own text is checked as well. Texts in too many names walk the sort index testing the row's text. A
 * text without three letters or digits in a row ("ma") is looked for in the names only, from the names table read
 * whole: a page 500 of "ma" walked the name index checking each row's text, 290 ms warm and seconds cold at a million
 * workers, against 7–10 ms for its 580 names (a tax code is searched from its third character). There is no trigram
 * index on the whole search text: it was the dearest index of a rebuild (8 s of the workers' 40 s of index builds at
 * a million rows), and the names and the tax codes answer what it did.
 */
export async function workerSearchFilter(
  db: Sql,
  search: string | undefined,
  first: number,
  {
    paging,
    limits = { names: MAX_SEARCH_NAMES, fiscalCodes: MAX_SEARCH_FISCAL_CODES },
  }: { paging?: LookupCache; limits?: { names: number; fiscalCodes: number } } = {},
): Promise<WorkerSearchFilter> {
  const key = workerSearchKey(search ?? '');
  if (!key) return { sql: 'TRUE', params: [], searching: false, narrowed: false };
  const pattern = likePattern(key);
  // Fewer than three letters or digits in a row ("ma", "a b"): no trigram to look a tax code up by, and two letters
  // of one mean nothing to a user, so the text is looked for in the names only (read from the names table itself).
  const short = !searchUsesIndex(key);
  // The row's own text: the names and the tax code, or the names alone for a short text.
  const text = short ? WORKER_NAME_TEXT_SQL('search_text') : 'search_text';
  // Walked along the sort index with the text test: for texts in most names, whose matches come at once.
  const plain: WorkerSearchFilter = { sql: `${text} LIKE $${first}`, params: [pattern], searching: false, narrowed: false };
  const { names, tooManyNames, inexact, fiscalIds } = await lookUp(db, key, pattern, limits, paging, short);
  if (tooManyNames) return plain;
  const manyFiscalCodes = fiscalIds.length > limits.fiscalCodes;
  const terms: string[] = [];
  const params: unknown[] = [];
  // The placeholder of the parameter just pushed.
  const pushed = () => `$${first + params.length - 1}`;
  if (names.length > 0) {
    params.push(names);
    const byName = `${NAME} = ANY(${pushed()}::text[])`;
    if (inexact) params.push(pattern);
    terms.push(inexact ? `(${byName} AND ${text} LIKE ${pushed()})` : byName);
  }
  if (manyFiscalCodes) {
    params.push(pattern);
    terms.push(`${WORKER_FISCAL_CODE_SEARCH} LIKE ${pushed()}`);
  } else if (fiscalIds.length > 0) {
    params.push(fiscalIds);
    terms.push(`id = ANY(${pushed()}::text[])`);
  }
  if (terms.length === 0) return { sql: NO_MATCH, params: [], searching: false, narrowed: true };
  const sql = terms.length === 1 ? terms[0] : `(${terms.join(' OR ')})`;
  return manyFiscalCodes ? { sql, params, searching: true, narrowed: false } : { sql, params, searching: false, narrowed: true };
}

interface SearchLookup {
  names: string[];
  tooManyNames: boolean;
  inexact: boolean;
  fiscalIds: string[];
}

/**
 * The names and tax codes containing the text, in one statement; kept until a commit may change them (a change of
 * name or tax code, a hire whose name or tax code matches: LookupCache), so paging through a search or sorting it
 * again asks for the page alone. Scope plays no part here: the list's own conditions keep it.
 */
async function lookUp(
  db: Sql,
  key: string,
  pattern: string,
  limits: { names: number; fiscalCodes: number },
  paging: LookupCache | undefined,
  short: boolean,
): Promise<SearchLookup> {
  const cacheKey = `workers-search\u0000${key}\u0000${limits.names}\u0000${limits.fiscalCodes}`;
  const known = paging?.lookupKnown<SearchLookup>(cacheKey);
  if (known && paging) {
    if (known.added.length === 0) return known.value;
    // Workers hired since: the lookup holds unless one of them has a matching name or tax code, or the sort key of
    // a name found (which may make it inexact).
    const begun = paging.begin();
    const { rows } = await db.query<{ touches: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM workers WHERE id = ANY($1::text[]) AND (search_text LIKE $2 OR ${NAME} = ANY($3::text[]))) AS touches`,
      [known.added, pattern, known.value.names],
    );
    if (!rows[0].touches) {
      paging.keepLookup(cacheKey, known.value, begun, WORKER_SEARCH_READS);
      return known.value;
    }
  }
  // The clients typing the same text at once look it up once.
  const now = () => lookUpNow(db, key, pattern, limits, paging, cacheKey, short);
  return paging ? paging.shared(cacheKey, now) : now();
}

async function lookUpNow(
  db: Sql,
  key: string,
  pattern: string,
  limits: { names: number; fiscalCodes: number },
  paging: LookupCache | undefined,
  cacheKey: string,
  short: boolean,
): Promise<SearchLookup> {
  const begun = paging?.begin() ?? 0;
  const fiscal = short ? NO_FISCAL_CODE : fiscalCodeProbe(key);
  // A text without a trigram would make the trigram index read all of itself: the names table is read instead
  // (an expression on the column keeps the index out of the prepared statement's plan).
  const nameText = short ? "(name_text || '')" : 'name_text';
  const [names, fiscalCodes] = [limits.names + 1, limits.fiscalCodes + 1].map((limit) => Math.trunc(limit));
  const { rows } = await db.query<{ names: string[]; name_rows: number; inexact: boolean; fiscal_ids: string[] }>(
    // The other names of a matching sort key are looked up by key, one LATERAL probe each: left to the planner,
    // a table never analysed was joined by a nested loop of full scans (15 ms for "rossi" at 2,400 names).
    `WITH hits AS MATERIALIZED (SELECT sort_key FROM ${WORKERS_SEARCH_NAMES_TABLE} WHERE ${nameText} LIKE $1 LIMIT ${names})
     SELECT ARRAY(SELECT DISTINCT sort_key FROM hits) AS names,
            (SELECT count(*)::int FROM hits) AS name_rows,
            EXISTS (SELECT 1 FROM hits, LATERAL (SELECT 1 FROM ${WORKERS_SEARCH_NAMES_TABLE} o
                                                 WHERE o.sort_key = hits.sort_key AND o.name_text NOT LIKE $1 LIMIT 1) AS other) AS inexact,
            ARRAY(SELECT id FROM workers WHERE ${fiscal.sql} LIMIT ${fiscalCodes}) AS fiscal_ids`,
    [pattern, ...fiscal.params],
    // Prepared once per connection, kind of tax-code probe and limits: a new text is otherwise parsed and planned
    // anew, and the fresh searches' throughput was 20 % lower. The limits are written in, not parameters: with
    // an unknown LIMIT the generic plan expected to stop early and scanned the names table instead of its index.
    { name: `workers_search_lookup_${short ? 'short' : fiscal.kind}_${names}_${fiscalCodes}` },
  );
  const [row] = rows;
  // Names past the limit (rows, a few of which may share a sort key) make the text one of many names.
  const found = { names: row.names, tooManyNames: row.name_rows >= names, inexact: row.inexact, fiscalIds: row.fiscal_ids };
  paging?.keepLookup(cacheKey, found, begun, WORKER_SEARCH_READS);
  return found;
}

const NO_FISCAL_CODE = { kind: 'none', sql: 'FALSE', params: [] } as const satisfies ReturnType<typeof fiscalCodeProbe>;

/** A tax code has 16 characters (11 digits for a company's), upper case, no spaces (the commands normalise it). */
const FISCAL_CODE_LENGTH = 16;

/**
 * Which tax codes contain the text ($1 is its LIKE pattern; $2 is added when used). A whole code is found by
 * equality in the tax-code sort index: the trigram index would intersect the lists of its 14 trigrams, some of
 * them common ("lmb", "brr": 25 ms). A text with a space, or longer than a code, is in none.
 */
function fiscalCodeProbe(key: string): { kind: 'none' | 'whole' | 'part'; sql: string; params: string[] } {
  if (key.includes(' ') || key.length > FISCAL_CODE_LENGTH) return NO_FISCAL_CODE;
  if (key.length === FISCAL_CODE_LENGTH) return { kind: 'whole', sql: 'fiscal_code = $2', params: [key.toUpperCase()] };
  return { kind: 'part', sql: `${WORKER_FISCAL_CODE_SEARCH} LIKE $1`, params: [] };
}
