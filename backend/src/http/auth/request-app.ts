import { isAppCode, type AppCode } from '@tutela/contracts';

const APP_PATH = /^\/api\/(md|fr|sr)(?:\/|$)/;

/**
 * The application a request acts in: the /api/{md|fr|sr}/ prefix wins (it is what the spec's paths say),
 * then the x-tutela-app header (app-less paths such as /api/getuserdata), then the application of the token.
 */
export function requestApp(path: string, header: string | string[] | undefined, tokenApp: AppCode): AppCode {
  const fromPath = APP_PATH.exec(path)?.[1];
  if (isAppCode(fromPath)) return fromPath;
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (isAppCode(fromHeader)) return fromHeader;
  return tokenApp;
}

const PASSWORD_CHANGE_PATHS = /^\/api\/(?:(?:md|fr|sr|auth)\/)?(?:getuserdata|userschpwd|logout)\/?$/i;

/** Paths a user with an expired or to-be-changed password may still call. */
export function isPasswordChangePath(path: string): boolean {
  return PASSWORD_CHANGE_PATHS.test(path);
}
