import { landingApplication, reachableApplications, type AppCode, type ApplicationAccess } from '@tutela/contracts';
import type { UserData } from './user-data';

type AccessFields = Pick<UserData, 'entity' | 'forced_app' | 'permission' | 'levels'>;

/** What contracts' landing and switch rules read from a getuserdata answer. */
export function applicationAccessOf(user: AccessFields): ApplicationAccess {
  return {
    levels: user.levels,
    entity: user.entity,
    forced_app: user.forced_app,
    show_application_switch: user.permission.show_application_switch,
  };
}

/**
 * The application to move to when the current one is no longer usable: the entity switched it off (an entity
 * administrator's change shows up in the next getuserdata), a role forces another one, or the user has no switch and
 * works only where their level is highest (contracts' reachableApplications: an RSPP in Sicurezza, a nurse in
 * Medicina). The target is where they would land (landingApplication). null when the current application may stay,
 * and also when nothing is open to them: there is nowhere better to go.
 */
export function applicationToMoveTo(current: AppCode, user: AccessFields): AppCode | null {
  const access = applicationAccessOf(user);
  const reachable = reachableApplications(access);
  if (reachable.length === 0 || reachable.includes(current)) return null;
  return landingApplication(access, null);
}
