import { buildQueryString, resolveApiPath, type QueryValue } from './api-client';
import { ApiError, NETWORK_ERROR_STATUS, toApiError } from './api-error';
import { emitApiError, emitApiRequest, type ApiRequestInfo } from './api-events';
import { getToken } from './auth-token';
import { getCurrentApp } from './current-app';

/**
 * A file from the API (a generated xlsx, a zip): fetched with the bearer token, which a plain link could not send.
 * Failures become an ApiError with the server's Italian message and are reported to the shell like apiFetch's.
 */
export async function fetchApiBlob(path: string, query?: Record<string, QueryValue>): Promise<Blob> {
  const url = resolveApiPath(path);
  const info: ApiRequestInfo = { path: url, method: 'GET' };
  const headers: Record<string, string> = { 'X-Tutela-App': getCurrentApp() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  emitApiRequest('start', info);
  try {
    let response: Response;
    try {
      response = await fetch(url + buildQueryString(query), { headers });
    } catch {
      throw new ApiError(NETWORK_ERROR_STATUS, 'Server non raggiungibile');
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      throw toApiError(response.status, body, response.statusText || `Errore ${response.status}`);
    }
    return await response.blob();
  } catch (error) {
    if (error instanceof ApiError) emitApiError(error, info);
    throw error;
  } finally {
    emitApiRequest('end', info);
  }
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches an API file and saves it: the two steps of every "Scarica" button. */
export async function downloadApiFile(path: string, fileName: string, query?: Record<string, QueryValue>): Promise<void> {
  saveBlobAs(await fetchApiBlob(path, query), fileName);
}
