import { availableApplications, canShowApplicationSwitch, type EntityApplicationFlags } from './permission-level';
import { APP_CODES, type AppCode } from './roles';

/** The user's level in each application, as computePermission gives it there (0: no role counts in it). */
export type ApplicationLevels = Readonly<Record<AppCode, number>>;

/** What decides where a user works: their levels, the entity's applications, a forcing role, the switch flag. */
export interface ApplicationAccess {
  levels: ApplicationLevels;
  entity: EntityApplicationFlags;
  /** A role forcing sr (chemistry, MSDS, nearmiss…): that application only. */
  forced_app: AppCode | null;
  /** A role asking for the switch (hse_manager, admin_manager, secretary). */
  show_application_switch: boolean;
}

/** The application of the highest level among `apps`; on a tie the first in md, fr, sr order. null when none. */
function highestLevel(apps: readonly AppCode[], levels: ApplicationLevels): AppCode | null {
  let best: AppCode | null = null;
  for (const app of APP_CODES) {
    if (apps.includes(app) && (best === null || levels[app] > levels[best])) best = app;
  }
  return best;
}

/**
 * The header's switch (spec part 1 §6): a level above 6 or a role asking for it. The level is the user's highest,
 * not the current application's: whether a user may switch does not depend on where they happen to be.
 */
export function hasApplicationSwitch(access: ApplicationAccess): boolean {
  return canShowApplicationSwitch(Math.max(...APP_CODES.map((app) => access.levels[app])), access.show_application_switch);
}

/**
 * The applications a user may work in, in md, fr, sr order: with the switch, every application the entity has on
 * where the user has a level; without it, only the one of their highest level (an RSPP, 4 in md and 5 in sr, works
 * in Sicurezza; a nurse, 5 in md and 4 elsewhere, in Medicina). A forcing role allows its application alone.
 */
export function reachableApplications(access: ApplicationAccess): AppCode[] {
  const active = availableApplications(access.entity, access.forced_app);
  if (access.forced_app) return active;
  const withLevel = active.filter((app) => access.levels[app] > 0);
  if (hasApplicationSwitch(access)) return withLevel;
  const best = highestLevel(withLevel, access.levels);
  return best ? [best] : [];
}

/**
 * Where a user lands at login: the application they last worked in when they still may, else the one of their
 * highest level (hse_manager, 8 in sr and 4 in md, lands in Sicurezza). null when no application is open to them.
 */
export function landingApplication(access: ApplicationAccess, last: AppCode | null): AppCode | null {
  const reachable = reachableApplications(access);
  if (last && reachable.includes(last)) return last;
  return highestLevel(reachable, access.levels);
}
