import { Inject } from "@nestjs/common";
import { QueryHandler, type IQueryHandler } from "@nestjs/cqrs";
import {
  WORKER_SEARCH_MIN_LENGTH,
  type WorkerSearchRow,
} from "@tutela/contracts";
import {
  WORKER_NAME_PREFIX_KEYS,
  workerSearchKey,
  type Database,
  type WorkerRow,
} from "@tutela/projections";
import { likePattern, prefixPattern } from "../../../http/paging/like-pattern";
import { DATABASE } from "../../../shared/tokens";
import { workerScopeFilter } from "../../domain/worker-scope";
import { toWorkerSearchRow } from "../../worker-row-mapping";
import { SearchWorkersQuery } from "./search-workers.query";

/** The header's worker search answers a short list: enough to pick from, never a page to scroll. */
export const WORKER_SEARCH_LIMIT = 20;

type SearchSqlRow = Pick<
  WorkerRow,
  | "id"
  | "first_name"
  | "last_name"
  | "birth_date"
  | "company_name"
  | "resigned"
  | "customer_id"
>;

const COLUMNS =
  "id, first_name, last_name, birth_date, company_name, resigned, customer_id";
const { lastFirst, firstLast } = WORKER_NAME_PREFIX_KEYS;

/**
 * The header search ranks what people type most, the start of a name, first: names whose "last first" or
 * "first last" starts with the text ('ross' → Rossi Mario, Rossana Bianchi), in the order of the name that
 * matched, serving workers before resigned ones. Each is a range of a prefix index read in order, so the
 * first 20 of 16,000 Rossi cost 20 index entries. Only when those are fewer than 20 do the other matches
 * (inside a name, the tax code) follow, found through the trigram index and sorted by name.
 */
@QueryHandler(SearchWorkersQuery)
export class SearchWorkersHandler implements IQueryHandler<
  SearchWorkersQuery,
  { data: WorkerSearchRow[] }
> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({
    name,
    includeResigned,
    scope,
  }: SearchWorkersQuery): Promise<{ data: WorkerSearchRow[] }> {
    const key = workerSearchKey(name);
    // Fewer characters match most of the register: the header asks only from four on.
    if (key.length < WORKER_SEARCH_MIN_LENGTH) return { data: [] };
    const scoped = workerScopeFilter(scope, 1);
    const rows: SearchSqlRow[] = [];
    for (const resigned of includeResigned ? [false, true] : [false]) {
      rows.push(
        ...(await this.prefixMatches(
          scoped,
          key,
          resigned,
          WORKER_SEARCH_LIMIT - rows.length,
        )),
      );
      if (rows.length === WORKER_SEARCH_LIMIT)
        return { data: rows.map(toWorkerSearchRow) };
    }
    rows.push(
      ...(await this.otherMatches(
        scoped,
        key,
        includeResigned,
        WORKER_SEARCH_LIMIT - rows.length,
      )),
    );
    return { data: rows.map(toWorkerSearchRow) };
  }

  /**
   * Names starting with the key, ordered by the name that matched. A row matching both ways comes from the
   * "last first" branch only, so the union has no duplicates and each branch stops after `limit` rows.
   */
  private async prefixMatches(
    scoped: { sql: string; params: unknown[] },
    key: string,
    resigned: boolean,
    limit: number,
  ): Promise<SearchSqlRow[]> {
    const where = `${scoped.sql} AND resigned = $5`;
    const { rows } = await this.db.query<SearchSqlRow>(
      `SELECT ${COLUMNS} FROM (
         (SELECT ${COLUMNS}, ${lastFirst} AS match_key FROM workers
           WHERE ${where} AND ${lastFirst} LIKE $4
           ORDER BY ${lastFirst}, id LIMIT $6)
         UNION ALL
         (SELECT ${COLUMNS}, ${firstLast} AS match_key FROM workers
           WHERE ${where} AND ${firstLast} LIKE $4 AND ${lastFirst} NOT LIKE $4
           ORDER BY ${firstLast}, id LIMIT $6)
       ) AS hits
       ORDER BY match_key, id LIMIT $6`,
      [...scoped.params, prefixPattern(key), resigned, limit],
    );
    return rows;
  }

  /** Matches that start neither name (inside a name, across the two, the tax code): trigram index, then sorted. */
  private async otherMatches(
    scoped: { sql: string; params: unknown[] },
    key: string,
    includeResigned: boolean,
    limit: number,
  ): Promise<SearchSqlRow[]> {
    // MATERIALIZED: the matches come from the trigram index and are then sorted, never found along a sort index.
    const { rows } = await this.db.query<SearchSqlRow>(
      `WITH hits AS MATERIALIZED (
         SELECT ${COLUMNS}
           FROM workers
          WHERE ${scoped.sql} AND search_text LIKE $4 AND ($5::boolean OR NOT resigned)
            AND ${lastFirst} NOT LIKE $6 AND ${firstLast} NOT LIKE $6
       )
       SELECT * FROM hits ORDER BY resigned, lower(last_name || ' ' || first_name), id LIMIT $7`,
      [
        ...scoped.params,
        likePattern(key),
        includeResigned,
        prefixPattern(key),
        limit,
      ],
    );
    return rows;
  }
}
