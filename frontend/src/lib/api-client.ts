import { getToken } from './auth-token';
import { getCurrentApp } from './current-app';
import { ApiError, NETWORK_ERROR_STATUS, toApiError } from './api-error';
import { emitApiError, emitApiRequest, type ApiRequestInfo } from './api-events';

export { ApiError } from './api-error';

export type QueryValue = string | number | boolean | undefined | null;

export interface ApiFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart as it is (file uploads). */
  body?: unknown;
  /** Appended as query parameters; undefined and null values are left out. */
  query?: Record<string, QueryValue>;
  /** Do not report the failure globally (snackbar): for calls whose failure the spec wants silent (login). */
  silent?: boolean;
  signal?: AbortSignal;
}

/**
 * Resolves an API path. Absolute paths ('/api/getuserdata') are used as they are; a relative resource
 * ('workers', 'chats/12') belongs to the current application: '/api/{md|fr|sr}/workers'.
 */
export function resolveApiPath(path: string, app: string = getCurrentApp()): string {
  if (path.startsWith('/')) return path;
  return `/api/${app}/${path}`;
}

export function buildQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One JSON call to the API with the bearer token. Resolves with the parsed body as the server sent it
 * (most endpoints wrap their answer in `data`); rejects with ApiError for any non-2xx answer or a network
 * failure, after reporting it to the shell unless `silent`.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const url = resolveApiPath(path);
  const info: ApiRequestInfo = { path: url, method };
  // The server reads the application of app-less paths (/api/getuserdata) from this header.
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Tutela-App': getCurrentApp() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  emitApiRequest('start', info);
  try {
    let response: Response;
    try {
      response = await fetch(url + buildQueryString(init.query), {
        method,
        headers,
        body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(NETWORK_ERROR_STATUS, 'Server non raggiungibile');
    }
    const body = await readJson(response);
    if (!response.ok) throw toApiError(response.status, body, response.statusText || `Errore ${response.status}`);
    return body as T;
  } catch (error) {
    if (error instanceof ApiError && !init.silent) emitApiError(error, info);
    throw error;
  } finally {
    emitApiRequest('end', info);
  }
}
