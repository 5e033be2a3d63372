import { foldAccents } from './accent-fold';

// The lists' quick search as LIKE patterns, next to the accent folding and the trigram indexes it must match: the
// read models' queries build their searches with it (the backend's http/paging/like-pattern re-exports it).

/** A quick-search text as an ILIKE pattern matching anywhere, with %, _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The list's quick search as an accent-folded pattern, or null when it is absent or blank (no filter): compare it
 * with ILIKE against accentFoldSql(column).
 */
export function searchPattern(search: string | undefined): string | null {
  const text = search?.trim();
  return text ? likePattern(foldAccents(text)) : null;
}

/**
 * Whether a quick search can be answered from the trigram index: pg_trgm finds a `%text%` pattern only through
 * a run of at least three letters or digits. A shorter one ('a', 'de') matches most rows anyway, and walking
 * the sort index meets a page of them at once; sorting every match would read the whole table.
 */
export function searchUsesIndex(search: string | undefined): boolean {
  return /[\p{L}\p{N}]{3}/u.test(foldAccents(search?.trim() ?? ''));
}

/** A search text as a LIKE pattern matching at the start only ('ross' → 'ross%'), with %, _ and \ taken literally. */
export function prefixPattern(search: string): string {
  return `${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
