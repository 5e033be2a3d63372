import { isAppCode, type AppCode } from '@tutela/contracts';

const APP_KEY = 'app';
/** Per user, so a shared browser lands each user in their own last application. */
const LAST_APP_KEY_PREFIX = 'last-app:';
export const DEFAULT_APP: AppCode = 'md';

/**
 * The stored application; anything invalid is reset to medicine (spec part 1 §4). Nothing stored (signed out, or
 * signed in a moment ago) reads as medicine without storing it: the guard's landing rule still has to choose.
 */
export function getCurrentApp(): AppCode {
  const stored = localStorage.getItem(APP_KEY);
  if (isAppCode(stored)) return stored;
  if (stored !== null) localStorage.setItem(APP_KEY, DEFAULT_APP);
  return DEFAULT_APP;
}

/** The application of this session, or null when none was chosen yet (just signed in): the landing decides then. */
export function storedCurrentApp(): AppCode | null {
  const stored = localStorage.getItem(APP_KEY);
  return isAppCode(stored) ? stored : null;
}

export function setCurrentApp(app: AppCode): void {
  localStorage.setItem(APP_KEY, app);
}

/**
 * Forgets the chosen application (logout): the next sign-in lands by contracts' landingApplication (the user's last
 * application if still allowed, else the one of their highest level), and nobody is left in someone else's choice.
 */
export function clearCurrentApp(): void {
  localStorage.removeItem(APP_KEY);
}

/** The application `userId` last worked in on this browser (kept across logouts), or null. */
export function lastAppOf(userId: string): AppCode | null {
  const stored = localStorage.getItem(`${LAST_APP_KEY_PREFIX}${userId}`);
  return isAppCode(stored) ? stored : null;
}

export function rememberLastApp(userId: string, app: AppCode): void {
  localStorage.setItem(`${LAST_APP_KEY_PREFIX}${userId}`, app);
}
