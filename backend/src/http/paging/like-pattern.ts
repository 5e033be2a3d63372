import { foldAccents } from '@tutela/projections';

/**
 * Quick search that ignores accents ('oscar' finds 'Òscar'): the folding table is shared with the read models'
 * trigram indexes (projections' accent-fold), so the query's expression is the index's.
 */
export { accentFoldSql, foldAccents } from '@tutela/projections';

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
