import type { CustomerProfile } from './customer-state';

/**
 * Whether an event appended after the card was opened conflicts with the changes being saved: only another
 * change to one of the same fields does (saving would silently overwrite it). Factories, contracts or notes
 * changed meanwhile touch other data and merge safely, since the card sends only the fields it changed.
 */
export function customerEditConflicts(changes: Partial<CustomerProfile>): (event: { type: string; data: unknown }) => boolean {
  const edited = Object.keys(changes);
  return (event) =>
    event.type === 'CustomerUpdated' && edited.some((field) => Object.prototype.hasOwnProperty.call(event.data as object, field));
}
