/** A quick-search text as an ILIKE pattern matching anywhere, with %, _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The list's quick search as a pattern, or null when it is absent or blank (no filter). */
export function searchPattern(search: string | undefined): string | null {
  const text = search?.trim();
  return text ? likePattern(text) : null;
}
