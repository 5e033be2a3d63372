import type { QueryClient } from '@tanstack/react-query';
import { APPLICATION_CHANGE_RELOAD_MS, type AppCode } from '@tutela/contracts';
import { getToken, isTokenRemembered, setToken } from '../../../lib/auth-token';
import { setCurrentApp } from '../../../lib/current-app';
import { userDataQueryOptions } from '../../../lib/session';

export interface SwitchApplicationDeps {
  queryClient: QueryClient;
  navigateHome: () => void;
  reload: () => void;
  storage?: Storage;
}

/**
 * Changing application (spec part 1 §4): clear local storage, set the application, refetch the user
 * data, go to / and reload after 1 s. The session token survives the wipe: clearing local storage is
 * about cached lists and per-table state, not about signing the user out.
 */
export async function switchApplication(app: AppCode, deps: SwitchApplicationDeps): Promise<void> {
  const storage = deps.storage ?? localStorage;
  const token = getToken();
  const remembered = isTokenRemembered();
  storage.clear();
  if (token && remembered) setToken(token, true);
  setCurrentApp(app);
  try {
    await deps.queryClient.fetchQuery({ ...userDataQueryOptions(app), staleTime: 0 });
  } finally {
    // Even if the refetch failed the page reloads, and the guard then decides with a fresh start.
    deps.navigateHome();
    setTimeout(deps.reload, APPLICATION_CHANGE_RELOAD_MS);
  }
}
