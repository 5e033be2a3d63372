/**
 * Server-side paged lists (spec part 2 §2.1, §9). Every list endpoint accepts these query parameters and
 * answers `PagedResponse`. Filters are extra query parameters specific to each list.
 */
export interface PageQuery {
  /** 1-based page number (default 1). */
  page?: number;
  /** One of PAGE_SIZE_OPTIONS (default 10). */
  per_page?: number;
  /** Column key to sort by; each list documents the keys it accepts. */
  sort?: string;
  order?: 'asc' | 'desc';
  /** Quick search over the list's text columns. */
  search?: string;
  /** 'Nascondi i non attivi': '1' (default) hides inactive/resigned rows, '0' shows them. */
  hide_inactive?: '0' | '1';
  /**
   * Keyset paging, where the list offers it (`meta.next_cursor`): the page that follows the row the cursor was
   * taken from, whatever was added or removed before it since. `page` is then only the number shown; without
   * a cursor, or when the cursor's page cannot be answered by a seek, the page comes from `page` as usual.
   */
  after?: string;
  /** The page before the row of `meta.prev_cursor` (the first row of the page on screen). */
  before?: string;
}

export interface PageMeta {
  /**
   * Rows matching the list's filters, counted at most COUNT_AHEAD rows past the page's first one: when
   * `total_capped` is true there are more than `total` (the UI shows "oltre N"), which still leaves every page
   * up to `total` reachable and never stops a page-by-page walk (CSV export) early.
   */
  total: number;
  /** True when counting stopped at the cap: `total` is a lower bound. Absent or false: exact. */
  total_capped?: boolean;
  page: number;
  per_page: number;
  sort: string | null;
  order: 'asc' | 'desc';
  /** Present on lists with keyset paging: send it as `after` to get the next page (the one after the last row). */
  next_cursor?: string;
  /** Send it as `before` to get the previous page (the one before the first row). */
  prev_cursor?: string;
}

export interface PagedResponse<Row> {
  data: Row[];
  meta: PageMeta;
}

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * Highest page number a list accepts: far beyond any real list, and low enough that page × per_page stays an
 * ordinary SQL OFFSET (1e18 overflowed bigint and answered 500).
 */
export const MAX_PAGE = 100_000;
/**
 * How far past a page's first row a list counts. An exact count(*) read every matching row on every request
 * (78 ms at 100k rows); counting a bounded window of the same index costs what reading that window costs.
 */
export const COUNT_AHEAD = 1_000;

/** Validation error body (HTTP 422): field → Italian messages. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}
