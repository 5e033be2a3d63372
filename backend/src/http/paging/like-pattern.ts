/**
 * Quick search that ignores accents ('oscar' finds 'Òscar'): the folding table is shared with the read models'
 * trigram indexes (projections' accent-fold), so the query's expression is the index's. The patterns live in
 * projections too (database/search-pattern.ts), where the read models' queries use them.
 */
export { accentFoldSql, foldAccents, likePattern, prefixPattern, searchPattern, searchUsesIndex } from '@tutela/projections';
