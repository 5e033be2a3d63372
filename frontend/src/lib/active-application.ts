import { availableApplications, canShowApplicationSwitch, type AppCode } from '@tutela/contracts';
import type { UserData } from './user-data';

/**
 * The application to move to when the current one is no longer usable: the entity switched it off (an
 * entity administrator's change shows up in the next getuserdata), a role forces another one, or the user has no
 * application switch (spec part 1 §4: they work in the first available application, md, and could not get back
 * from anywhere else). null when the current application may stay, and also when nothing is available: there is
 * nowhere better to go, and the server refuses to switch every application off anyway.
 */
export function applicationToMoveTo(current: AppCode, user: Pick<UserData, 'entity' | 'forced_app' | 'permission'>): AppCode | null {
  const available = availableApplications(user.entity, user.forced_app);
  if (available.length === 0) return null;
  const { level, show_application_switch } = user.permission;
  if (!user.forced_app && !canShowApplicationSwitch(level, show_application_switch)) return available[0] === current ? null : available[0];
  return available.includes(current) ? null : available[0];
}
