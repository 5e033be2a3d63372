import type { AppCode } from '../auth/roles';
import type { MenuItem } from './menu-types';
import { ADMIN_MENU, DASHBOARD_ITEM, LOGOUT_ITEM, TICKET_ITEM } from './menu-common';
import { MD_MENU } from './menu-md';
import { FR_CUSTOMER_ACCESS_MENU, FR_MENU } from './menu-fr';
import { SR_MENU } from './menu-sr';

export interface MenuTreeOptions {
  /** fr customer-access variant (only Modelli and Corsi). */
  customerAccess?: boolean;
}

function applicationSection(app: AppCode, options: MenuTreeOptions): MenuItem[] {
  switch (app) {
    case 'md':
      return MD_MENU;
    case 'fr':
      return options.customerAccess ? FR_CUSTOMER_ACCESS_MENU : FR_MENU;
    case 'sr':
      return SR_MENU;
    default: {
      const unknown: never = app;
      throw new Error(`Applicazione sconosciuta: ${String(unknown)}`);
    }
  }
}

/**
 * The whole, unfiltered menu of one application: the common entries around the application's own
 * section and the admin menus (which their levels then hide from everyone below 8).
 */
export function menuTree(app: AppCode, options: MenuTreeOptions = {}): MenuItem[] {
  return [DASHBOARD_ITEM, TICKET_ITEM, ...applicationSection(app, options), ...ADMIN_MENU, LOGOUT_ITEM];
}
