import { CUSTOMER_ROLE_NAMES, type RoleName } from '../auth/roles';
import type { MenuItem } from './menu-types';

/** Spec part 1 §6: Orders and Users need level 8; Admin tools 8, with extras at 9. */
export const ADMIN_MENU_LEVEL = 8;
export const SUPER_ADMIN_MENU_LEVEL = 9;

/**
 * Roles that see only Da fissare, Fissati and Calendario under Scadenze (spec part 1 §2: the nurse and the client's
 * secretaries; issue 35 gives every customer-side role the same three, for their own company).
 */
export const LIMITED_SCHEDULE_ROLES: RoleName[] = ['nurse', ...CUSTOMER_ROLE_NAMES];

export const DASHBOARD_ITEM: MenuItem = { id: 'dashboard', title: 'Dashboard', route: '/dashboards/home', icon: 'home' };

export const TICKET_ITEM: MenuItem = {
  id: 'ticket',
  title: 'Ticket',
  route: '/dashboards/ticket',
  icon: 'ticket',
  permission_roles: ['system_administrator', 'secretary', 'customer', 'customer_ticket_manager'],
  customerTicket: true,
  hideInGeneric: true,
};

export const LOGOUT_ITEM: MenuItem = { id: 'logout', title: 'Logout', route: '/authentication/logout', icon: 'logout' };

export const ADMIN_MENU: MenuItem[] = [
  {
    id: 'orders',
    title: 'Commesse',
    icon: 'receipt',
    permission_level: ADMIN_MENU_LEVEL,
    children: [
      { id: 'orders-list', title: 'Elenco commesse', route: '/orders/list' },
      // geden is one provider's invoicing integration: not part of the generic or {product} versions.
      { id: 'orders-geden', title: 'Fatturazione geden', route: '/orders/geden', hideInGeneric: true, hideInProduct: true },
    ],
  },
  { id: 'users', title: 'Utenti', route: '/users/list', icon: 'users', permission_level: ADMIN_MENU_LEVEL },
  {
    id: 'admin-tools',
    title: 'Admin tools',
    icon: 'tools',
    permission_level: ADMIN_MENU_LEVEL,
    children: [
      { id: 'admin-tools-entities', title: 'Enti', route: '/admtools/entities' },
      // Ours: tamper evidence of the event log and the inspector's export (level 8, verification at 9).
      { id: 'admin-tools-audit', title: 'Integrità registro', route: '/admtools/audit' },
      { id: 'admin-tools-forms', title: 'Moduli', route: '/admtools/list-form', permission_level: SUPER_ADMIN_MENU_LEVEL },
      {
        id: 'admin-tools-health-protocols',
        title: 'Protocolli sanitari',
        route: '/admtools/list-sp',
        permission_level: SUPER_ADMIN_MENU_LEVEL,
      },
      { id: 'admin-tools-geo', title: 'Dati geografici', route: '/admtools/m-geo', permission_level: SUPER_ADMIN_MENU_LEVEL },
      {
        id: 'admin-tools-compliance-categories',
        title: 'Categorie conformità',
        route: '/admtools/compliancecategory',
        permission_level: SUPER_ADMIN_MENU_LEVEL,
      },
      {
        id: 'admin-tools-standard-dpi',
        title: 'DPI standard',
        route: '/admtools/list-standard-dpi',
        permission_level: SUPER_ADMIN_MENU_LEVEL,
      },
      {
        id: 'admin-tools-risk-profiles',
        title: 'Profili di rischio',
        route: '/admtools/riskprofiles',
        permission_level: SUPER_ADMIN_MENU_LEVEL,
      },
    ],
  },
  {
    id: 'configuration',
    title: 'Configurazione',
    icon: 'settings',
    permission_level: ADMIN_MENU_LEVEL,
    children: [
      { id: 'configuration-user-health-protocols', title: 'Protocolli sanitari utente', route: '/admtools/list-user-sp' },
      { id: 'configuration-customer-categories', title: 'Categorie aziende', route: '/admtools/customercategory' },
      { id: 'configuration-risk-profiles', title: 'Profili di rischio', route: '/admtools/riskprofiles' },
    ],
  },
];
