import type { QueryClient } from '@tanstack/react-query';
import { formatErrorsMap, MESSAGES } from '@tutela/contracts';
import type { ApiError } from '../../../lib/api-error';
import { onApiError } from '../../../lib/api-events';
import { clearToken } from '../../../lib/auth-token';
import { pushSnackbar } from '../../../lib/snackbar-store';

/**
 * What the user is told about a failed call (spec part 1 §8): 401/403 → 'Utente non autorizzato'; an
 * errors map → its messages joined with " , "; anything else is not shown (the screen that made the call
 * decides). Pure so the mapping is unit-tested without a browser.
 */
export function errorSnackbarText(error: ApiError): string | null {
  if (error.status === 401 || error.status === 403) return MESSAGES.UNAUTHORIZED;
  if (error.errors) {
    const text = formatErrorsMap(error.errors);
    return text || null;
  }
  return null;
}

export interface ApiErrorReportingDeps {
  queryClient: QueryClient;
  toLogin: () => void;
}

/**
 * Installed once at start-up. A 401 means the token is no longer valid (expired, revoked by a logout
 * elsewhere): keeping it would only fail every following call, so the session ends here.
 */
export function installApiErrorReporting({ queryClient, toLogin }: ApiErrorReportingDeps): () => void {
  return onApiError((error) => {
    const text = errorSnackbarText(error);
    if (text) pushSnackbar({ message: text, kind: 'error' });
    if (error.status === 401) {
      clearToken();
      queryClient.clear();
      toLogin();
    }
  });
}
