import { isAppCode, type AppCode } from '@tutela/contracts';

const APP_KEY = 'app';
export const DEFAULT_APP: AppCode = 'md';

/** The stored application; anything invalid is reset to medicine (spec part 1 §4). */
export function getCurrentApp(): AppCode {
  const stored = localStorage.getItem(APP_KEY);
  if (isAppCode(stored)) return stored;
  localStorage.setItem(APP_KEY, DEFAULT_APP);
  return DEFAULT_APP;
}

export function setCurrentApp(app: AppCode): void {
  localStorage.setItem(APP_KEY, app);
}

/**
 * Forgets the chosen application (logout): the next user starts in medicine, and one without the switch is never
 * left in an application they cannot leave.
 */
export function clearCurrentApp(): void {
  localStorage.removeItem(APP_KEY);
}
