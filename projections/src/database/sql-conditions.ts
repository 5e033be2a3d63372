/**
 * The WHERE of a list, built from the conditions its request actually sets, each with its own numbered parameter
 * ($1 on). A filter the request leaves out is not in the text at all, rather than written as
 * `($n IS NULL OR column = $n)`: such a catch-all folds away only when the statement is planned with its values, so
 * a list written with them must be planned anew at every request. Written like this, one text is one shape of the
 * list, and the server can plan it once (ListStatement.planOnce): the planning was most of a deep page's database time.
 */
export class SqlConditions {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  /** The placeholder of a new parameter holding `value`. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** The number the next parameter will have (for a condition built elsewhere from `$next` on: `addBuilt`). */
  get next(): number {
    return this.params.length + 1;
  }

  add(condition: string): void {
    this.parts.push(condition);
  }

  /** A condition built from `$next` on, with its parameters in order. */
  addBuilt(condition: { sql: string; params: readonly unknown[] }): void {
    this.parts.push(condition.sql);
    this.params.push(...condition.params);
  }

  get sql(): string {
    return this.parts.length === 0 ? 'TRUE' : this.parts.join(' AND ');
  }
}

/** A row count written into SQL text: only a non-negative safe integer, never anything from a request as it came. */
export function sqlCount(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Numero di righe non valido: ${String(value)}`);
  return String(value);
}
