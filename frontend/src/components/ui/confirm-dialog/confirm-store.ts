import type { AnyConfirmRequest, ConfirmResultOf, ConfirmVariant, ConfirmRequestOf } from './confirm-types';

/**
 * Pending dialogs, first in first shown. Kept outside React so any code (a mutation's onSuccess, a
 * guard) can await an answer; ConfirmDialogHost renders the head of the queue.
 */
export interface PendingConfirm {
  id: number;
  request: AnyConfirmRequest;
  resolve: (result: unknown) => void;
}

type Listener = () => void;

let queue: readonly PendingConfirm[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly PendingConfirm[]): void {
  queue = next;
  listeners.forEach((listener) => listener());
}

export function openConfirm<V extends ConfirmVariant>(request: ConfirmRequestOf<V>): Promise<ConfirmResultOf<V>> {
  return new Promise((resolve) => {
    publish([...queue, { id: nextId++, request: request as AnyConfirmRequest, resolve: resolve as (r: unknown) => void }]);
  });
}

export function answerConfirm(id: number, result: unknown): void {
  const entry = queue.find((p) => p.id === id);
  if (!entry) return;
  publish(queue.filter((p) => p.id !== id));
  entry.resolve(result);
}

export function getPendingConfirms(): readonly PendingConfirm[] {
  return queue;
}

export function subscribeConfirms(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
