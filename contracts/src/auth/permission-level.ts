import { ROLE_NAMES, type AppCode, type RoleName } from './roles';
import type { UserCustomerSettings } from '../users/user-events';

/**
 * Permission level from roles: spec part 1 §6 "Levels derived from roles", one rule per table row.
 * The server enforces what this computes; the UI only uses it to hide.
 */

export interface PermissionRoleGrant {
  name: RoleName;
  customer_id: string | null;
  factory_id: string | null;
}

export interface PermissionInput {
  app: AppCode;
  roles: PermissionRoleGrant[];
  user_customer?: UserCustomerSettings | null;
  /** factory in context (selected factory): grants whose factory pivot differs are ignored */
  factoryId?: string | null;
}

export interface PermissionResult {
  level: number;
  role: string;
  second_role: string | null;
  show_application_switch: boolean;
  /** set when a role forces application sr (chemistry, MSDS, car component, environment, adr, nearmiss, iso_user) */
  forced_app: AppCode | null;
}

/** Level of a user without any applicable role (spec part 2 §6: "0 everyone"). */
export const NO_ROLE_LEVEL = 0;

/** Access levels of customer-type accounts: 2 SILVER, 3 GOLD. */
export const CUSTOMER_ACCESS_SILVER = 2;
export const CUSTOMER_ACCESS_GOLD = 3;
/** Level of a SILVER customer that may manage the workers of the factory in context. */
export const SELF_MANAGING_CUSTOMER_LEVEL = 4;

export const ROLES_SHOWING_APPLICATION_SWITCH: readonly RoleName[] = ['hse_manager', 'admin_manager', 'secretary'];

/**
 * Roles whose users only work in the safety application. iso_admin is not in the spec's table: it is
 * treated like iso_user (forced to sr) one step higher, as procurement_adminer is to procurement_viewer.
 */
export const SR_FORCING_ROLES: readonly RoleName[] = [
  'chemistry_head',
  'chemistry_technician',
  'MSDS_user',
  'car_component',
  'environment',
  'adr_manager',
  'adr_consultant',
  'nearmiss',
  'iso_user',
  'iso_admin',
];

type LevelRule = (app: AppCode, customerLevel: number) => number;

const fixed =
  (level: number): LevelRule =>
  () =>
    level;
const inSr =
  (sr: number, other: number): LevelRule =>
  (app) =>
    app === 'sr' ? sr : other;
const inMd =
  (md: number, other: number): LevelRule =>
  (app) =>
    app === 'md' ? md : other;
const byCustomerAccess: LevelRule = (_app, customerLevel) => customerLevel;

/** The spec's table, row by row. Every RoleName must appear: the Record type makes tsc check it. */
const LEVEL_RULES: Record<RoleName, LevelRule> = {
  customer: byCustomerAccess,
  customer_ticket_manager: byCustomerAccess,
  read_only: byCustomerAccess,
  RSPP: inSr(5, 4),
  ASPP: inSr(5, 3),
  nurse: inMd(5, 4),
  secretary_client: inMd(5, 4),
  secretary_client_low: inMd(5, 4),
  doctor: fixed(6),
  secretary: fixed(6),
  specializing: fixed(6),
  document_technician: fixed(2),
  generic_user: fixed(3),
  chemistry_head: fixed(4),
  chemistry_technician: fixed(4),
  MSDS_user: fixed(4),
  car_component: fixed(4),
  environment: fixed(4),
  adr_manager: fixed(4),
  adr_consultant: fixed(4),
  procurement_viewer: fixed(2),
  technician: fixed(2),
  procurement_technician: fixed(2),
  procurement_adminer: fixed(3),
  nearmiss: fixed(2),
  iso_user: fixed(2),
  iso_admin: fixed(3),
  hse_junior: fixed(5),
  fr_junior: fixed(5),
  secretary_junior: fixed(5),
  hse_manager: (app) => (app === 'sr' ? 8 : app === 'fr' ? 3 : 4),
  fr_manager: fixed(8),
  admin_manager: (app) => (app === 'fr' ? 5 : 7),
  entity_administrator: fixed(8),
  system_administrator: fixed(9),
};

/** Level of one role in one application, with the customer access level already resolved. */
export function roleLevel(role: RoleName, app: AppCode, customerLevel: number = CUSTOMER_ACCESS_SILVER): number {
  return LEVEL_RULES[role](app, customerLevel);
}

/**
 * Access level of customer-type roles: the per-application level (level_md / level_fr) when set, else the
 * general one. Anything missing or below GOLD is SILVER, so a misconfigured account gets the least access.
 */
export function customerAccessLevel(
  app: AppCode,
  settings: UserCustomerSettings | null | undefined,
  factoryId: string | null | undefined,
): number {
  if (!settings) return CUSTOMER_ACCESS_SILVER;
  const perApp = app === 'md' ? settings.level_md : app === 'fr' ? settings.level_fr : null;
  const raw = perApp ?? settings.level;
  const access = raw != null && raw >= CUSTOMER_ACCESS_GOLD ? CUSTOMER_ACCESS_GOLD : CUSTOMER_ACCESS_SILVER;
  // Self-management is granted per factory: it needs that factory in context and listed in factories_id
  // (an empty list grants nothing, never "every factory").
  const selfManaging =
    access === CUSTOMER_ACCESS_SILVER &&
    settings.is_self_manage_workers_enabled &&
    factoryId != null &&
    settings.factories_id.includes(factoryId);
  return selfManaging ? SELF_MANAGING_CUSTOMER_LEVEL : access;
}

/** A grant pinned to another factory does not count while a factory is in context. */
function appliesToFactory(grant: PermissionRoleGrant, factoryId: string | null | undefined): boolean {
  return factoryId == null || grant.factory_id == null || grant.factory_id === factoryId;
}

interface RankedRole {
  name: RoleName;
  level: number;
}

/** Higher level first; on a tie the spec's role order (ROLE_NAMES) decides, so grant order never matters. */
function compareRanked(a: RankedRole, b: RankedRole): number {
  return b.level - a.level || ROLE_NAMES.indexOf(a.name) - ROLE_NAMES.indexOf(b.name);
}

export function computePermission(input: PermissionInput): PermissionResult {
  const customerLevel = customerAccessLevel(input.app, input.user_customer, input.factoryId);
  const names = new Set<RoleName>();
  for (const grant of input.roles) {
    if (appliesToFactory(grant, input.factoryId)) names.add(grant.name);
  }
  const ranked = [...names].map((name) => ({ name, level: roleLevel(name, input.app, customerLevel) })).sort(compareRanked);

  const best = ranked[0];
  if (!best) {
    return { level: NO_ROLE_LEVEL, role: '', second_role: null, show_application_switch: false, forced_app: null };
  }
  return {
    level: best.level,
    role: best.name,
    second_role: ranked[1]?.name ?? null,
    show_application_switch: ranked.some((r) => ROLES_SHOWING_APPLICATION_SWITCH.includes(r.name)),
    // Only the role that gives the level forces sr: a doctor who also holds a chemistry role keeps md.
    forced_app: SR_FORCING_ROLES.includes(best.name) ? 'sr' : null,
  };
}

/** Header rule (spec part 1 §6): the switch shows above level 6 or when a role asks for it. */
export function canShowApplicationSwitch(level: number, show_application_switch: boolean): boolean {
  return level > 6 || show_application_switch;
}

/** Entity flags: 0 (or false) switches an application off; the server may send numbers or booleans. */
export interface EntityApplicationFlags {
  active_md?: number | boolean | null;
  active_fr?: number | boolean | null;
  active_sr?: number | boolean | null;
}

function isActive(flag: number | boolean | null | undefined): boolean {
  return flag !== 0 && flag !== false;
}

/**
 * Applications offered by the switch, in md, fr, sr order. A forced application is the only one offered,
 * and not even that one when the entity has switched it off.
 */
export function availableApplications(entity: EntityApplicationFlags, forced_app: AppCode | null): AppCode[] {
  const active: Record<AppCode, boolean> = {
    md: isActive(entity.active_md),
    fr: isActive(entity.active_fr),
    sr: isActive(entity.active_sr),
  };
  const candidates: AppCode[] = forced_app ? [forced_app] : ['md', 'fr', 'sr'];
  return candidates.filter((app) => active[app]);
}
