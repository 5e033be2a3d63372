import type { ReservationChange, WorkerEvent } from '@tutela/contracts';
import { evolveWorker, type WorkerState } from './worker-state';

/**
 * One active employment per tax code and customer. The key is held by the worker's stream while the worker is
 * active at that customer with that tax code, and moves with the events that change one of the three: a hire
 * claims it, a dismissal gives it back, a reinstatement claims it again, a transfer or a corrected tax code moves
 * it. The store writes the changes in the append's transaction, so the database refuses the second holder.
 */
export const TAX_CODE_SCOPE = 'worker-tax-code';

export const taxCodeKey = (customerId: string, fiscalCode: string) => `${customerId}:${fiscalCode}`;

/** The key a worker in this state holds: none when absent, dismissed or without tax code. */
export function heldTaxCodeKey(state: WorkerState): string | null {
  if (state.status !== 'active' || !state.personal.fiscalCode) return null;
  return taxCodeKey(state.customerId, state.personal.fiscalCode);
}

/** What appending `events` to a worker in `state` does to its key: nothing, a claim, a release, or both (a move). */
export function workerReservations(state: WorkerState, events: readonly WorkerEvent[]): ReservationChange[] {
  const before = heldTaxCodeKey(state);
  const after = heldTaxCodeKey(events.reduce(evolveWorker, state));
  if (before === after) return [];
  const changes: ReservationChange[] = [];
  if (before) changes.push({ kind: 'release', scope: TAX_CODE_SCOPE, key: before });
  if (after) changes.push({ kind: 'claim', scope: TAX_CODE_SCOPE, key: after });
  return changes;
}
