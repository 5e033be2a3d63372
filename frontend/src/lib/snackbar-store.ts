/**
 * The snackbar queue, outside React so apiFetch's global error reporting and any component can push
 * messages. The Snackbar component removes each message after its duration (4 s, spec part 1 §9).
 */
export type SnackbarKind = 'success' | 'error' | 'info';

export interface SnackbarAction {
  label: string;
  run: () => void;
}

export interface SnackbarMessage {
  id: number;
  message: string;
  kind: SnackbarKind;
  /** Milliseconds on screen; undefined means the default snackbar duration. */
  durationMs?: number;
  action?: SnackbarAction;
}

type Listener = () => void;

let messages: readonly SnackbarMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly SnackbarMessage[]): void {
  messages = next;
  listeners.forEach((listener) => listener());
}

export function pushSnackbar(entry: Omit<SnackbarMessage, 'id'>): number {
  const id = nextId++;
  // The same text twice in a row (e.g. two parallel 401s) is shown once.
  if (messages.some((m) => m.message === entry.message && m.kind === entry.kind)) return id;
  publish([...messages, { ...entry, id }]);
  return id;
}

export function dismissSnackbar(id: number): void {
  publish(messages.filter((m) => m.id !== id));
}

export function getSnackbars(): readonly SnackbarMessage[] {
  return messages;
}

export function subscribeSnackbars(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
