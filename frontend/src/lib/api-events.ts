import type { ApiError } from './api-error';

/**
 * apiFetch reports to the shell without importing React: request start/end feed the loading
 * indicator, failures feed the global error snackbar (the shell subscribes once at start-up).
 */
export interface ApiRequestInfo {
  /** Absolute path without query string, e.g. /api/md/workers */
  path: string;
  method: string;
}

type RequestListener = (event: 'start' | 'end', info: ApiRequestInfo) => void;
type ErrorListener = (error: ApiError, info: ApiRequestInfo) => void;

const requestListeners = new Set<RequestListener>();
const errorListeners = new Set<ErrorListener>();

export function onApiRequest(listener: RequestListener): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

export function emitApiRequest(event: 'start' | 'end', info: ApiRequestInfo): void {
  requestListeners.forEach((listener) => listener(event, info));
}

export function emitApiError(error: ApiError, info: ApiRequestInfo): void {
  errorListeners.forEach((listener) => listener(error, info));
}
