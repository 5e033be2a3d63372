import type { MenuItem } from './menu-types';

/**
 * Formazione (spec part 1 §2 "Menus", fr). Levels follow the md menu; course administration starts at
 * 5 (fr_junior, secretaries).
 */
export const FR_MENU: MenuItem[] = [
  {
    id: 'fr-registry',
    title: 'Anagrafiche',
    icon: 'folder',
    children: [
      { id: 'fr-customers', title: 'Aziende', route: '/customers/list', permission_level: 5 },
      { id: 'fr-workers', title: 'Lavoratori', route: '/workers/list', permission_level: 2 },
      { id: 'fr-suppliers', title: 'Fornitori', route: '/suppliers/list', permission_level: 5 },
      { id: 'fr-contacts', title: 'Contatti', route: '/customers/contactlist', permission_level: 5 },
      { id: 'fr-groups', title: 'Gruppi', route: '/customers/list-groups', permission_level: 5 },
    ],
  },
  {
    id: 'fr-course-registry',
    title: 'Anagrafiche corsi',
    icon: 'book',
    permission_level: 5,
    children: [
      { id: 'fr-course-families', title: 'Famiglie corsi', route: '/training/categories/list' },
      { id: 'fr-course-models', title: 'Modelli', route: '/training/models/list' },
      { id: 'fr-course-templates', title: 'Template', route: '/training/categories/template-list' },
    ],
  },
  {
    id: 'fr-courses',
    title: 'Corsi di formazione',
    icon: 'school',
    permission_level: 5,
    children: [
      { id: 'fr-courses-list', title: 'Corsi', route: '/training/courses/list' },
      { id: 'fr-courses-editions', title: 'Edizioni', route: '/training/editions/list' },
      { id: 'fr-courses-calendar', title: 'Calendario', route: '/training/courses/calendar' },
      { id: 'fr-courses-classrooms', title: 'Aule', route: '/training/courses/classrooms' },
      { id: 'fr-courses-not-concluded', title: 'Corsi non conclusi', route: '/training/courses/list-inc' },
      { id: 'fr-courses-expired', title: 'Scadenze', route: '/training/courses/expired' },
    ],
  },
];

/** Customer-access variant: only Modelli and Corsi (spec part 1 §2). */
export const FR_CUSTOMER_ACCESS_MENU: MenuItem[] = [
  { id: 'fr-ca-models', title: 'Modelli', route: '/training/models/list', icon: 'book' },
  { id: 'fr-ca-courses', title: 'Corsi', route: '/training/courses/cu-list', icon: 'school' },
];
