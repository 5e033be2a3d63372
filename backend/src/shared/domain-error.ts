/**
 * A business rule refused a command. Thrown by deciders (pure code, no Nest): the HTTP layer maps `kind`
 * to a status and `fieldErrors` to the 422 `{ message, errors }` body. Messages are Italian.
 */
export type DomainErrorKind = 'validation' | 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  constructor(
    message: string,
    readonly kind: DomainErrorKind = 'validation',
    readonly fieldErrors: Record<string, string[]> = {},
    /** Who holds the time a booking asked for (a 409 of interval bookings): rendered as the body's `conflicts`. */
    readonly conflicts?: readonly unknown[],
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static validation(field: string, message: string): DomainError {
    return new DomainError(message, 'validation', { [field]: [message] });
  }
}
