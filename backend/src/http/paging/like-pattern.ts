/** A quick-search text as an ILIKE pattern matching anywhere, with %, _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
