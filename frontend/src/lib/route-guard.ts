import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { landingApplication } from '@tutela/contracts';
import { applicationAccessOf, applicationToMoveTo } from './active-application';
import { ApiError } from './api-error';
import { clearToken, getToken } from './auth-token';
import { getCurrentApp, lastAppOf, rememberLastApp, setCurrentApp, storedCurrentApp } from './current-app';
import { LOGIN_PATH } from './route-sections';
import { userDataQueryOptions } from './session';

export type GuardDecision = 'allow' | 'login' | 'error';

/**
 * Guarded routes need an authenticated user (spec part 1 §2). No token, or a token the server refuses
 * (401), means login; any other failure to load the user (server down) is an error page, not a logout,
 * so a temporary outage does not throw away the session.
 */
export function guardDecision(hasToken: boolean, userDataError?: unknown): GuardDecision {
  if (!hasToken) return 'login';
  if (userDataError === undefined) return 'allow';
  if (userDataError instanceof ApiError && userDataError.status === 401) return 'login';
  return 'error';
}

/** Only same-origin in-app paths are honoured as the post-login destination. */
export function safeRedirectTarget(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return undefined;
  if (target.startsWith(LOGIN_PATH) || target.startsWith('/authentication/logout')) return undefined;
  return target;
}

/** beforeLoad of every guarded layout: loads the user data once, or sends the visitor to login. */
export async function requireSession(queryClient: QueryClient, currentHref: string): Promise<void> {
  const toLogin = () => redirect({ to: LOGIN_PATH, search: { redirect: safeRedirectTarget(currentHref) } });
  if (guardDecision(getToken() !== null) === 'login') throw toLogin();
  try {
    // Nothing stored: the session has just begun (sign-in), and the landing rule picks the application.
    const chosen = storedCurrentApp();
    const user = await queryClient.ensureQueryData(userDataQueryOptions(getCurrentApp()));
    // Some roles work only in one application (chemistry, MSDS, nearmiss… force sr), a user without the switch only
    // where their level is highest, and the entity may have switched the stored one off: start in the application
    // the user can work in, before anything renders.
    const current = getCurrentApp();
    const target =
      user.forced_app && user.forced_app !== current
        ? user.forced_app
        : chosen === null
          ? landingApplication(applicationAccessOf(user), lastAppOf(user.id))
          : applicationToMoveTo(current, user);
    const app = target ?? current;
    setCurrentApp(app);
    if (app !== current) await queryClient.ensureQueryData(userDataQueryOptions(app));
    rememberLastApp(user.id, app);
  } catch (error) {
    if (guardDecision(true, error) === 'login') {
      clearToken();
      queryClient.clear();
      throw toLogin();
    }
    throw error;
  }
}
