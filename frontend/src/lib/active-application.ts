import { availableApplications, type AppCode } from '@tutela/contracts';
import type { UserData } from './user-data';

/**
 * The application to move to when the current one is no longer usable: the entity switched it off (an
 * entity administrator's change shows up in the next getuserdata) or a role forces another one. null when
 * the current application may stay, and also when nothing is available: there is nowhere better to go, and
 * the server refuses to switch every application off anyway.
 */
export function applicationToMoveTo(current: AppCode, user: Pick<UserData, 'entity' | 'forced_app'>): AppCode | null {
  const available = availableApplications(user.entity, user.forced_app);
  if (available.length === 0 || available.includes(current)) return null;
  return available[0];
}
