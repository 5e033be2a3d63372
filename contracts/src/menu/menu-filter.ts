import type { MenuContext, MenuItem } from './menu-types';
import { CUSTOMER_PLACEHOLDER, FACTORY_PLACEHOLDER } from './menu-types';

/** Customer-side roles that see the Ticket entry only for customers with tickets enabled. */
const TICKET_CUSTOMER_ROLES = ['customer', 'customer_ticket_manager'];
/** Levels that see inactive modules as disabled entries instead of not at all. */
const SEES_DISABLED_MODULES_FROM_LEVEL = 8;

function passesRoles(item: MenuItem, ctx: MenuContext): boolean {
  if (!item.permission_roles) return true;
  const allowed: readonly string[] = item.permission_roles;
  return [ctx.role, ctx.second_role].some(
    (role) =>
      role != null &&
      allowed.includes(role) &&
      !(item.customerTicket && !ctx.customerTicketEnabled && TICKET_CUSTOMER_ROLES.includes(role)),
  );
}

function passesVersion(item: MenuItem, ctx: MenuContext): boolean {
  if (item.hideInGeneric && ctx.generic) return false;
  if (item.onlyGeneric && !ctx.generic) return false;
  if (item.hideInProduct && ctx.product) return false;
  return true;
}

function passesFactory(item: MenuItem, ctx: MenuContext): boolean {
  if (item.requiresFactory && !ctx.factoryId) return false;
  if (item.requiresNoFactory && ctx.factoryId) return false;
  return true;
}

/**
 * Level, roles, version and limited roles: what the user is, as opposed to what they have selected (factory) or
 * the customer has licensed (modules). Route access (menu-access) asks only this.
 */
export function opensFor(item: MenuItem, ctx: MenuContext): boolean {
  return (
    ((item.permission_level ?? 0) <= ctx.level || (item.openToRoles as readonly string[] | undefined)?.includes(ctx.role) === true) &&
    passesRoles(item, ctx) &&
    passesVersion(item, ctx) &&
    // Limited views are about the role that gives the level: a doctor who is also a nurse sees everything.
    !(item.limitedRoles as readonly string[] | undefined)?.includes(ctx.role)
  );
}

function isVisible(item: MenuItem, ctx: MenuContext): boolean {
  return opensFor(item, ctx) && passesFactory(item, ctx);
}

type ModuleState = 'active' | 'disabled' | 'hidden';

function moduleState(item: MenuItem, ctx: MenuContext): ModuleState {
  if (!item.module || ctx.activeModules.includes('ALL') || ctx.activeModules.includes(item.module)) return 'active';
  return ctx.level >= SEES_DISABLED_MODULES_FROM_LEVEL ? 'disabled' : 'hidden';
}

/** null when a placeholder cannot be filled: a link without its ids would lead nowhere. */
function substituteRoute(route: string, ctx: MenuContext): string | null {
  let result = route;
  if (result.includes(CUSTOMER_PLACEHOLDER)) {
    if (!ctx.customerId) return null;
    result = result.split(CUSTOMER_PLACEHOLDER).join(encodeURIComponent(ctx.customerId));
  }
  if (result.includes(FACTORY_PLACEHOLDER)) {
    if (!ctx.factoryId) return null;
    result = result.split(FACTORY_PLACEHOLDER).join(encodeURIComponent(ctx.factoryId));
  }
  return result;
}

function filterItem(item: MenuItem, ctx: MenuContext, parentDisabled: boolean): MenuItem | null {
  if (!isVisible(item, ctx)) return null;
  const state = moduleState(item, ctx);
  if (state === 'hidden') return null;
  const disabled = parentDisabled || state === 'disabled';

  const result: MenuItem = { ...item };
  if (item.route !== undefined) {
    const route = substituteRoute(item.route, ctx);
    if (route === null) return null;
    result.route = route;
  }
  if (item.children) {
    const children = filterItems(item.children, ctx, disabled);
    // A group that lost every child has nothing left to open.
    if (item.children.length > 0 && children.length === 0) return null;
    result.children = children;
  }
  if (disabled) result.disabled = true;
  return result;
}

function filterItems(items: readonly MenuItem[], ctx: MenuContext, parentDisabled: boolean): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    const kept = filterItem(item, ctx, parentDisabled);
    if (kept) out.push(kept);
  }
  return out;
}

/**
 * The menu a user sees (spec part 1 §2 and §6): level, roles, versions, factory, modules, limited roles,
 * route placeholders, empty groups. Pure: the input tree is never modified.
 */
export function filterMenu(items: readonly MenuItem[], ctx: MenuContext): MenuItem[] {
  return filterItems(items, ctx, false);
}
