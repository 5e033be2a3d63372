import type { MenuItem } from './menu-types';
import { FACTORY_PATH, CUSTOMER_PLACEHOLDER, FACTORY_PLACEHOLDER } from './menu-types';
import { LIMITED_SCHEDULE_ROLES } from './menu-common';
import { CUSTOMER_ROLE_NAMES } from '../auth/roles';

/**
 * Medicina del lavoro (spec part 1 §2 "Menus", md). The spec gives no per-entry levels: staff registries
 * start at 5 (the level of the header's customer search), Lavoratori at 2 so customer users see their
 * workers, jobs at 3 (GOLD customers), administrative reports at 7 (admin_manager).
 */
export const MD_MENU: MenuItem[] = [
  {
    id: 'md-registry',
    title: 'Anagrafiche',
    icon: 'folder',
    children: [
      { id: 'md-customers', title: 'Aziende', route: '/customers/list', permission_level: 5 },
      { id: 'md-workers', title: 'Lavoratori', route: '/workers/list', permission_level: 2 },
      { id: 'md-contacts', title: 'Contatti', route: '/customers/contactlist', permission_level: 5 },
      { id: 'md-groups', title: 'Gruppi', route: '/customers/list-groups', permission_level: 5 },
      { id: 'md-suppliers', title: 'Fornitori', route: '/suppliers/list', permission_level: 5, onlyGeneric: true },
    ],
  },
  {
    id: 'md-jobs',
    title: 'Mansionario',
    icon: 'briefcase',
    permission_level: 3,
    children: [
      { id: 'md-jobs-general', title: 'Mansioni generali', route: '/jobs/glist' },
      { id: 'md-jobs-specific', title: 'Mansioni specifiche', route: '/jobs/list' },
    ],
  },
  {
    id: 'md-schedule',
    title: 'Scadenze',
    icon: 'calendar',
    permission_level: 5,
    // The client's users below level 5 too: their own company's Da fissare, Fissati and Calendario.
    openToRoles: CUSTOMER_ROLE_NAMES,
    children: [
      { id: 'md-schedule-tofix', title: 'Da fissare', route: '/appointments/tofix' },
      // /appointments/flist is the spec's known route for the list of fixed appointments.
      { id: 'md-schedule-fixed', title: 'Fissati', route: '/appointments/flist' },
      { id: 'md-schedule-resources', title: 'Risorse', route: '/appointments/resources', limitedRoles: LIMITED_SCHEDULE_ROLES },
      { id: 'md-schedule-clinics', title: 'Ambulatori', route: '/appointments/clinics', limitedRoles: LIMITED_SCHEDULE_ROLES },
      { id: 'md-schedule-calendar', title: 'Calendario', route: '/appointments/calendar' },
      {
        id: 'md-schedule-calendar-resources',
        title: 'Calendario risorse',
        route: '/appointments/calendar-resources',
        limitedRoles: LIMITED_SCHEDULE_ROLES,
      },
      {
        id: 'md-schedule-calendar-clinics',
        title: 'Calendario ambulatori',
        route: '/appointments/calendar-clinics',
        limitedRoles: LIMITED_SCHEDULE_ROLES,
      },
    ],
  },
  {
    id: 'md-coordination',
    title: 'Coord. Sanitario',
    icon: 'medical',
    children: [
      {
        id: 'md-coordination-import',
        title: 'Importa',
        route: '/coordination/import',
        permission_roles: ['system_administrator'],
        hideInGeneric: true,
      },
    ],
  },
  {
    id: 'md-reports',
    title: 'Reportistica amm.',
    icon: 'chart',
    permission_level: 7,
    children: [
      { id: 'md-reports-export', title: 'Esportazione', route: '/stats/export' },
      { id: 'md-reports-examinations', title: 'Visite effettuate', route: '/stats/examinations' },
      { id: 'md-reports-extra', title: 'Prestazioni non sanit.', route: '/customers/extra' },
      { id: 'md-reports-attachment3b', title: 'Allegato 3B', route: '/customers/attachment3b/list' },
    ],
  },
  {
    id: 'md-chemicals',
    title: 'Agenti chimici',
    icon: 'flask',
    permission_level: 5,
    module: 'CHIM',
    requiresFactory: true,
    children: [
      { id: 'md-chemicals-substances', title: 'Agenti chimici', route: `/if/substance/${FACTORY_PATH}` },
      {
        id: 'md-chemicals-preval',
        title: 'Val. preliminare',
        route: `/preval/list/${CUSTOMER_PLACEHOLDER}/factory/${FACTORY_PLACEHOLDER}`,
      },
    ],
  },
];
