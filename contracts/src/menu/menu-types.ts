import type { AppCode, RoleName } from '../auth/roles';

/** Licensed modules that gate factory menus (spec part 1 §6). 'ALL' in the active list enables all. */
export const MENU_MODULES = ['CHIM', 'DOC', 'DVR', 'DVRS', 'MAC', 'DUVRI', 'DPI', 'NMISS', 'ISO', 'APP', 'AUD', 'NOM', 'ALL'] as const;
export type MenuModule = (typeof MENU_MODULES)[number];

export interface MenuItem {
  /** Stable, unique in a tree: the frontend keys on it and tests address entries by it. */
  id: string;
  title: string;
  /** May hold {customer_id} and {factory_id}, substituted by filterMenu. */
  route?: string;
  /** Short icon key; the frontend maps it to its icon set. */
  icon?: string;
  children?: MenuItem[];
  /** Minimum level; hidden above the user's level. */
  permission_level?: number;
  /**
   * Roles that open the entry below permission_level (matched on the main role): the customer-side roles whose view
   * of it the server narrows to their own company (Scadenze).
   */
  openToRoles?: readonly RoleName[];
  /** When set, the user's role or second role must be listed. */
  permission_roles?: RoleName[];
  /**
   * With permission_roles: customer and customer_ticket_manager pass only when the customer has tickets
   * enabled (the Ticket entry).
   */
  customerTicket?: boolean;
  module?: MenuModule;
  hideInGeneric?: boolean;
  hideInProduct?: boolean;
  onlyGeneric?: boolean;
  requiresFactory?: boolean;
  requiresNoFactory?: boolean;
  /** Roles with a restricted view that do not see this entry (matched on the main role only). */
  limitedRoles?: RoleName[];
  /** Set by filterMenu: an inactive module shown to level 8–9 users, not clickable. */
  disabled?: boolean;
}

export interface MenuContext {
  app: AppCode;
  level: number;
  role: string;
  second_role: string | null;
  /** Generic version of the product. */
  generic: boolean;
  /** The {product} version of the product. */
  product: boolean;
  activeModules: string[];
  customerId: string | null;
  factoryId: string | null;
  customerTicketEnabled: boolean;
  /** fr customer-access variant: only Modelli and Corsi. */
  customerAccess?: boolean;
}

/** Placeholders substituted into routes. */
export const CUSTOMER_PLACEHOLDER = '{customer_id}';
export const FACTORY_PLACEHOLDER = '{factory_id}';
/** Shorthand used by the factory menus. */
export const FACTORY_PATH = `${CUSTOMER_PLACEHOLDER}/${FACTORY_PLACEHOLDER}`;
