/** ORDER BY terms split at top-level commas (a comma inside parentheses belongs to a function call). */
export function sortTerms(orderBy: string): { expression: string; modifiers: string }[] {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < orderBy.length; index++) {
    const ch = orderBy[index];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      terms.push(orderBy.slice(start, index));
      start = index + 1;
    }
  }
  terms.push(orderBy.slice(start));
  return terms.map((term) => {
    const match = /^(.*?)((?:\s+(?:ASC|DESC))?(?:\s+NULLS\s+(?:FIRST|LAST))?)$/i.exec(term.trim());
    return {
      expression: match?.[1] ?? term.trim(),
      modifiers: match?.[2] ?? '',
    };
  });
}
