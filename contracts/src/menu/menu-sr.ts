import type { MenuItem } from './menu-types';
import { FACTORY_PATH } from './menu-types';
import { SR_MODULE_MENU } from './menu-sr-modules';

/**
 * Sicurezza (spec part 1 §2 "Menus", sr). With a factory selected the menu is the factory's; without one
 * only the registries. Where the spec writes "…" after a route the factory path
 * {customer_id}/{factory_id} is appended; routes it spells out are kept as written.
 */
const FACTORY_CARD = '/customers/list/card/{customer_id}/factory/{factory_id}';

/** Without a factory: registries only. */
export const SR_NO_FACTORY_MENU: MenuItem[] = [
  {
    id: 'sr-registry',
    title: 'Anagrafiche',
    icon: 'folder',
    requiresNoFactory: true,
    children: [
      { id: 'sr-customers', title: 'Aziende', route: '/customers/list', permission_level: 5 },
      { id: 'sr-workers', title: 'Lavoratori', route: '/workers/list', permission_level: 2 },
      { id: 'sr-contacts', title: 'Contatti', route: '/customers/contactlist', permission_level: 5 },
      { id: 'sr-groups', title: 'Gruppi', route: '/customers/list-groups', permission_level: 5 },
      { id: 'sr-suppliers', title: 'Fornitori', route: '/suppliers/list', permission_level: 5 },
    ],
  },
];

/** Factory entries not gated by a module, then the DVR ones, then the other modules. */
export const SR_FACTORY_MENU: MenuItem[] = [
  { id: 'sr-factory-home', title: 'Home', route: FACTORY_CARD, icon: 'factory', permission_level: 2, requiresFactory: true },
  {
    id: 'sr-factory-registry',
    title: 'Anagrafiche',
    icon: 'folder',
    permission_level: 2,
    requiresFactory: true,
    children: [
      { id: 'sr-factory-workers', title: 'Lavoratori', route: `${FACTORY_CARD}/workers` },
      { id: 'sr-factory-departments', title: 'Reparti', route: `${FACTORY_CARD}/departments`, permission_level: 3 },
      { id: 'sr-factory-orgchart', title: 'Organigramma', route: `${FACTORY_CARD}/orgchart` },
      { id: 'sr-factory-jobs', title: 'Mansioni', route: `${FACTORY_CARD}/jobs`, permission_level: 3 },
    ],
  },
  {
    id: 'sr-documents',
    title: 'Documentale',
    icon: 'documents',
    permission_level: 2,
    module: 'DOC',
    requiresFactory: true,
    children: [
      { id: 'sr-documents-timetable', title: 'Scadenzario', route: `/timetable/list/${FACTORY_PATH}` },
      { id: 'sr-documents-categories', title: 'Categorie', route: `/timetable/category/${FACTORY_PATH}` },
    ],
  },
  {
    id: 'sr-dvr',
    title: 'DVR SEDE',
    icon: 'shield',
    permission_level: 5,
    module: 'DVR',
    requiresFactory: true,
    children: [
      { id: 'sr-dvr-card', title: 'Scheda DVR', route: `/dvr/card/${FACTORY_PATH}` },
      { id: 'sr-dvr-processes', title: 'Processi', route: `/dvr/processes/${FACTORY_PATH}` },
      { id: 'sr-dvr-dpi', title: 'DPI', route: `/dvr/dvrdpi/${FACTORY_PATH}` },
      { id: 'sr-dvr-compile', title: 'Compilazione', route: `/dvr/compile/${FACTORY_PATH}` },
      { id: 'sr-dvr-chemical-hazards', title: 'Rischio chimico', route: `/dvr/chaz/${FACTORY_PATH}` },
      { id: 'sr-dvr-areas', title: 'Aree', route: `/dvr/areas/${FACTORY_PATH}` },
      { id: 'sr-dvr-structures', title: 'Strutture', route: `/dvr/stru/${FACTORY_PATH}` },
      { id: 'sr-dvr-job-hazards', title: 'Rischi per mansione', route: `/dvr/jhaz/${FACTORY_PATH}` },
      { id: 'sr-dvr-area-hazards', title: 'Rischi per area', route: `/dvr/areahaz/${FACTORY_PATH}` },
      { id: 'sr-dvr-operations', title: 'Operazioni', route: `/dvr/ops/${FACTORY_PATH}` },
      { id: 'sr-dvr-report', title: 'Report', route: `/dvr/rep/${FACTORY_PATH}` },
    ],
  },
  {
    id: 'sr-specific-dvrs',
    title: 'DVR specifici',
    route: `${FACTORY_CARD}/dvrs`,
    icon: 'shield-check',
    permission_level: 5,
    module: 'DVRS',
    requiresFactory: true,
  },
  ...SR_MODULE_MENU,
];

export const SR_MENU: MenuItem[] = [...SR_NO_FACTORY_MENU, ...SR_FACTORY_MENU];
