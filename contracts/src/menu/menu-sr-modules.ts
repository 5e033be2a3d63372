import type { RoleName } from '../auth/roles';
import type { MenuItem } from './menu-types';
import { CUSTOMER_PLACEHOLDER, FACTORY_PATH, FACTORY_PLACEHOLDER } from './menu-types';

/**
 * Module-gated factory menus of sr (spec part 1 §2). Levels: 4 for the technical modules (the level the
 * spec gives chemistry and similar roles), 2 where a level-2 role exists for the module (nearmiss,
 * iso_user, procurement_viewer). Module configuration needs 5, or the module's own admin role.
 */
const SAFETY_STAFF: RoleName[] = ['system_administrator', 'entity_administrator', 'hse_manager', 'hse_junior', 'RSPP', 'ASPP'];

export const SR_MODULE_MENU: MenuItem[] = [
  {
    id: 'sr-machinery',
    title: 'Macchine',
    icon: 'gear',
    permission_level: 4,
    module: 'MAC',
    requiresFactory: true,
    children: [
      { id: 'sr-machinery-list', title: 'Elenco macchine', route: '/lmachinery/list' },
      { id: 'sr-machinery-categories', title: 'Categorie', route: '/lmachinery/category' },
    ],
  },
  {
    id: 'sr-chemicals',
    title: 'Agenti chimici',
    icon: 'flask',
    permission_level: 4,
    module: 'CHIM',
    requiresFactory: true,
    children: [
      { id: 'sr-chemicals-msds', title: 'Database MSDS', route: `/substances/list/${FACTORY_PATH}` },
      { id: 'sr-chemicals-msds-test', title: 'Database MSDS test', route: `/substances/test-list/${FACTORY_PATH}` },
      {
        id: 'sr-chemicals-preval',
        title: 'Val. preliminare',
        route: `/preval/list/${CUSTOMER_PLACEHOLDER}/factory/${FACTORY_PLACEHOLDER}`,
      },
      { id: 'sr-chemicals-sampling', title: 'Campionamenti', route: `/sampling/list/${FACTORY_PATH}` },
    ],
  },
  {
    id: 'sr-duvri',
    title: 'Duvri',
    route: `/duvri/list/${FACTORY_PATH}`,
    icon: 'handshake',
    permission_level: 4,
    module: 'DUVRI',
    requiresFactory: true,
  },
  {
    id: 'sr-dpi',
    title: 'Gestione DPI',
    icon: 'helmet',
    permission_level: 4,
    module: 'DPI',
    requiresFactory: true,
    children: [
      { id: 'sr-dpi-standard', title: 'DPI standard', route: '/dpi/list-standard' },
      { id: 'sr-dpi-list', title: 'Elenco DPI', route: '/dpi/list' },
      { id: 'sr-dpi-jobs', title: 'DPI per mansione', route: '/dpi/job/list' },
      { id: 'sr-dpi-workers', title: 'DPI per lavoratore', route: '/dpi/worker/list' },
      { id: 'sr-dpi-checks', title: 'Controlli', route: '/dpi/check/list' },
    ],
  },
  {
    id: 'sr-events',
    title: 'Eventi',
    icon: 'alert',
    permission_level: 2,
    module: 'NMISS',
    requiresFactory: true,
    children: [
      { id: 'sr-events-nearmiss', title: 'Quasi incidenti', route: '/nearmiss/list/qi' },
      { id: 'sr-events-accidents', title: 'Infortuni', route: '/nearmiss/list/in' },
      { id: 'sr-events-nonconformities', title: 'Non conformità', route: '/nearmiss/list/nc' },
      { id: 'sr-events-config', title: 'Configurazione', route: '/nearmiss/config', permission_level: 5 },
    ],
  },
  {
    id: 'sr-iso',
    title: 'ISO',
    icon: 'certificate',
    permission_level: 2,
    module: 'ISO',
    requiresFactory: true,
    children: [
      { id: 'sr-iso-system-1', title: 'Sistema 1', route: '/iso/system/1' },
      { id: 'sr-iso-system-2', title: 'Sistema 2', route: '/iso/system/2' },
      {
        id: 'sr-iso-config',
        title: 'Configurazione',
        route: '/iso/config',
        permission_level: 3,
        permission_roles: [...SAFETY_STAFF, 'iso_admin'],
      },
      { id: 'sr-iso-compliance', title: 'Conformità legislativa', route: '/iso/compleg' },
    ],
  },
  {
    id: 'sr-customer-suppliers',
    title: 'Fornitori',
    icon: 'truck',
    permission_level: 2,
    module: 'APP',
    requiresFactory: true,
    children: [
      { id: 'sr-customer-suppliers-list', title: 'Elenco fornitori', route: '/customersuppliers/list' },
      { id: 'sr-customer-suppliers-categories', title: 'Categorie', route: '/customersuppliers/category', permission_level: 3 },
    ],
  },
  {
    id: 'sr-procurement',
    title: 'Gestione appalti',
    icon: 'contract',
    permission_level: 2,
    module: 'APP',
    requiresFactory: true,
    children: [
      { id: 'sr-procurement-list', title: 'Appalti', route: '/procurement/list' },
      {
        id: 'sr-procurement-config',
        title: 'Configurazione',
        route: '/procurement/config',
        permission_level: 3,
        permission_roles: [...SAFETY_STAFF, 'procurement_adminer'],
      },
    ],
  },
  {
    id: 'sr-audits',
    title: 'Audit interni',
    route: `/au/list/${FACTORY_PATH}`,
    icon: 'clipboard',
    permission_level: 4,
    module: 'AUD',
    requiresFactory: true,
  },
  {
    id: 'sr-nominations',
    title: 'Verbali e nomine',
    icon: 'stamp',
    permission_level: 4,
    module: 'NOM',
    requiresFactory: true,
    children: [
      { id: 'sr-nominations-verbals', title: 'Verbali', route: '/va/verbals/card' },
      { id: 'sr-nominations-assignments', title: 'Nomine', route: '/va/assignements/list' },
      { id: 'sr-nominations-models', title: 'Modelli nomine', route: '/va/assignement-model/list' },
    ],
  },
];
