/** Keyword of the CLI and of `rebuild()` for every registered projector. */
export const ALL_PROJECTORS = 'all';

/** A projector name that is not registered: the message lists the valid ones (shown as is by the CLI). */
export class UnknownProjectorError extends Error {
  constructor(
    readonly requested: string,
    readonly valid: readonly string[],
  ) {
    super(`Proiezione sconosciuta: "${requested}". Proiezioni valide: ${valid.length ? valid.join(', ') : '(nessuna)'}`);
    this.name = 'UnknownProjectorError';
  }
}

/** Checks the names against the registered ones; `all` expands to every projector when allowed. */
export function resolveProjectorNames(requested: readonly string[], registered: readonly string[], allowAll: boolean): string[] {
  const valid = allowAll ? [...registered, ALL_PROJECTORS] : [...registered];
  const names: string[] = [];
  for (const name of requested) {
    if (allowAll && name === ALL_PROJECTORS) names.push(...registered);
    else if (registered.includes(name)) names.push(name);
    else throw new UnknownProjectorError(name, valid);
  }
  return [...new Set(names)];
}
