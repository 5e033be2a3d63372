import { isAppCode, type AppCode } from '@tutela/contracts';

/** /api/{app}/…, and the spec's /api/users{app}/dashboardata (usersmd, usersfr, userssr) which names its application too. */
const APP_ROUTE = /^\/api\/(?:users)?(md|fr|sr)(?:\/|$)/;

/**
 * The application a request acts in, from one canonical source: the route that matched. A route declared
 * under /api/{md|fr|sr}/ acts in that application and nothing else (the header is ignored there). Routing is
 * case-sensitive and strict (see createExpressAdapter), so the request path is that route's exact spelling.
 * Application-less routes (/api/getuserdata, /api/userschpwd) take the x-tutela-app header the UI sends when
 * the user switches application, else the application of the token. The few of them with a level (the spec's
 * /api/getRoles, /api/getuser/{id}) are checked against the caller's level in that application, the one the user
 * works in: a header can only name an application where the caller's own roles give that level.
 */
export function requestApp(routePath: string, header: string | string[] | undefined, tokenApp: AppCode): AppCode {
  const fromRoute = APP_ROUTE.exec(routePath)?.[1];
  if (isAppCode(fromRoute)) return fromRoute;
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (isAppCode(fromHeader)) return fromHeader;
  return tokenApp;
}

const PASSWORD_CHANGE_PATHS = /^\/api\/(?:(?:md|fr|sr|auth)\/)?(?:getuserdata|userschpwd|logout)$/;

/** Routes a user with an expired or to-be-changed password may still call. */
export function isPasswordChangePath(routePath: string): boolean {
  return PASSWORD_CHANGE_PATHS.test(routePath);
}
