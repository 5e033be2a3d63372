import { menuFor } from './menu-for';
import { menuTree } from './menu-tree';
import type { MenuContext, MenuItem } from './menu-types';
import { APP_CODES } from '../auth/roles';

const ALL_SR_MODULES = ['DOC', 'DVR', 'DVRS', 'MAC', 'CHIM', 'DUVRI', 'DPI', 'NMISS', 'ISO', 'APP', 'AUD', 'NOM'];

const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  app: 'md',
  level: 6,
  role: 'doctor',
  second_role: null,
  generic: false,
  product: false,
  activeModules: [],
  customerId: null,
  factoryId: null,
  customerTicketEnabled: false,
  ...over,
});

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
const ids = (items: MenuItem[]) => flatten(items).map((i) => i.id);
const find = (items: MenuItem[], id: string) => flatten(items).find((i) => i.id === id);
const topTitles = (items: MenuItem[]) => items.map((i) => i.title);

describe('menu trees', () => {
  it.each([...APP_CODES])('%s: ids are unique and routes absolute', (app) => {
    for (const customerAccess of [false, true]) {
      const all = flatten(menuTree(app, { customerAccess }));
      expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
      for (const item of all) if (item.route !== undefined) expect(item.route.startsWith('/')).toBe(true);
    }
  });
});

describe('menuFor, role by role', () => {
  it('system_administrator (9) sees the admin tools with the level-9 extras', () => {
    const menu = menuFor('md', ctx({ level: 9, role: 'system_administrator' }));
    expect(topTitles(menu)).toEqual([
      'Dashboard',
      'Ticket',
      'Anagrafiche',
      'Mansionario',
      'Scadenze',
      'Coord. Sanitario',
      'Reportistica amm.',
      'Commesse',
      'Utenti',
      'Admin tools',
      'Configurazione',
      'Logout',
    ]);
    expect(find(menu, 'admin-tools')?.children?.map((c) => c.route)).toEqual([
      '/admtools/entities',
      '/admtools/audit',
      '/admtools/list-form',
      '/admtools/list-sp',
      '/admtools/m-geo',
      '/admtools/compliancecategory',
      '/admtools/list-standard-dpi',
      '/admtools/riskprofiles',
    ]);
    expect(find(menu, 'md-coordination-import')?.route).toBe('/coordination/import');
    expect(find(menu, 'users')?.route).toBe('/users/list');
  });

  it('entity_administrator (8) sees Utenti and Commesse but not the level-9 extras', () => {
    const menu = menuFor('md', ctx({ level: 8, role: 'entity_administrator' }));
    const shown = ids(menu);
    expect(shown).toEqual(expect.arrayContaining(['users', 'orders', 'orders-list', 'admin-tools-entities', 'configuration']));
    expect(find(menu, 'admin-tools')?.children?.map((c) => c.id)).toEqual(['admin-tools-entities', 'admin-tools-audit']);
    // Not system_administrator or secretary: no Ticket, no import.
    expect(shown).not.toContain('ticket');
    expect(shown).not.toContain('md-coordination');
  });

  it('entity_administrator (8) sees inactive modules as disabled entries', () => {
    const menu = menuFor(
      'sr',
      ctx({ app: 'sr', level: 8, role: 'entity_administrator', customerId: 'c1', factoryId: 'f1', activeModules: ['DOC'] }),
    );
    expect(find(menu, 'sr-documents')?.disabled).toBeUndefined();
    expect(find(menu, 'sr-dvr')).toMatchObject({ disabled: true });
    expect(find(menu, 'sr-dvr-card')).toMatchObject({ disabled: true, route: '/dvr/card/c1/f1' });
    expect(find(menu, 'sr-factory-home')?.disabled).toBeUndefined();
  });

  it('doctor (6) has no Utenti and no admin menus', () => {
    const shown = ids(menuFor('md', ctx()));
    expect(shown).not.toContain('users');
    expect(shown).not.toContain('orders');
    expect(shown).not.toContain('admin-tools');
    expect(shown).not.toContain('md-reports');
    expect(shown).toEqual(expect.arrayContaining(['md-customers', 'md-schedule-resources', 'md-jobs-general']));
  });

  it.each(['nurse', 'secretary_client', 'secretary_client_low'])('%s sees only Da fissare, Fissati and Calendario', (role) => {
    const menu = menuFor('md', ctx({ level: 5, role }));
    expect(find(menu, 'md-schedule')?.children?.map((c) => c.title)).toEqual(['Da fissare', 'Fissati', 'Calendario']);
  });

  it.each(['customer', 'read_only', 'RSPP'])('a customer-side %s below level 5 sees the same three, for their own company', (role) => {
    const menu = menuFor('md', ctx({ level: 2, role }));
    expect(find(menu, 'md-schedule')?.children?.map((c) => c.title)).toEqual(['Da fissare', 'Fissati', 'Calendario']);
  });

  it('a secretary sees every Scadenze entry and the Ticket', () => {
    const menu = menuFor('md', ctx({ level: 6, role: 'secretary' }));
    expect(find(menu, 'md-schedule')?.children).toHaveLength(7);
    expect(find(menu, 'ticket')?.route).toBe('/dashboards/ticket');
  });

  it('customer sees few entries, and the Ticket only when the customer has tickets', () => {
    const customer = ctx({ level: 2, role: 'customer' });
    expect(topTitles(menuFor('md', customer))).toEqual(['Dashboard', 'Anagrafiche', 'Scadenze', 'Logout']);
    expect(ids(menuFor('md', customer))).toEqual([
      'dashboard',
      'md-registry',
      'md-workers',
      'md-schedule',
      'md-schedule-tofix',
      'md-schedule-fixed',
      'md-schedule-calendar',
      'logout',
    ]);
    expect(topTitles(menuFor('md', { ...customer, customerTicketEnabled: true }))).toEqual([
      'Dashboard',
      'Ticket',
      'Anagrafiche',
      'Scadenze',
      'Logout',
    ]);
    expect(topTitles(menuFor('md', { ...customer, level: 3 }))).toContain('Mansionario');
  });

  it('hse_manager (8 in sr) with a factory sees the factory menus, modules included', () => {
    const base = ctx({ app: 'sr', level: 8, role: 'hse_manager', customerId: 'c1', factoryId: 'f1' });
    const all = menuFor('sr', { ...base, activeModules: ALL_SR_MODULES });
    expect(topTitles(all)).toEqual([
      'Dashboard',
      'Home',
      'Anagrafiche',
      'Documentale',
      'DVR SEDE',
      'DVR specifici',
      'Macchine',
      'Agenti chimici',
      'Duvri',
      'Gestione DPI',
      'Eventi',
      'ISO',
      'Fornitori',
      'Gestione appalti',
      'Audit interni',
      'Verbali e nomine',
      'Commesse',
      'Utenti',
      'Admin tools',
      'Configurazione',
      'Logout',
    ]);
    expect(flatten(all).some((i) => i.disabled)).toBe(false);
    expect(find(all, 'sr-factory-home')?.route).toBe('/customers/list/card/c1/factory/f1');
    expect(find(all, 'sr-specific-dvrs')?.route).toBe('/customers/list/card/c1/factory/f1/dvrs');
    expect(find(all, 'sr-documents-timetable')?.route).toBe('/timetable/list/c1/f1');
    expect(find(all, 'sr-iso-config')).toBeDefined();
    expect(find(all, 'sr-customers')).toBeUndefined();
  });

  it('hse_junior (5) in sr does not see inactive modules at all', () => {
    const menu = menuFor('sr', ctx({ app: 'sr', level: 5, role: 'hse_junior', customerId: 'c1', factoryId: 'f1', activeModules: ['DVR'] }));
    expect(topTitles(menu)).toEqual(['Dashboard', 'Home', 'Anagrafiche', 'DVR SEDE', 'Logout']);
  });

  it('hse_manager at level 8 in sr also gets the admin menus and disabled inactive modules', () => {
    const menu = menuFor(
      'sr',
      ctx({ app: 'sr', level: 8, role: 'hse_manager', customerId: 'c1', factoryId: 'f1', activeModules: ['DVR'] }),
    );
    expect(find(menu, 'sr-iso')?.disabled).toBe(true);
    expect(find(menu, 'sr-dvr')?.disabled).toBeUndefined();
    expect(ids(menu)).toContain('users');
  });

  it('sr without a factory shows only Anagrafiche among the application entries', () => {
    const menu = menuFor('sr', ctx({ app: 'sr', level: 8, role: 'hse_manager', customerId: 'c1', activeModules: ['ALL'] }));
    expect(topTitles(menu)).toEqual(['Dashboard', 'Anagrafiche', 'Commesse', 'Utenti', 'Admin tools', 'Configurazione', 'Logout']);
    expect(find(menu, 'sr-registry')?.children?.map((c) => c.title)).toEqual(['Aziende', 'Lavoratori', 'Contatti', 'Gruppi', 'Fornitori']);
  });

  it('module roles reach their module in sr: nearmiss (2) sees Eventi but not its configuration', () => {
    const menu = menuFor('sr', ctx({ app: 'sr', level: 2, role: 'nearmiss', customerId: 'c1', factoryId: 'f1', activeModules: ['ALL'] }));
    expect(find(menu, 'sr-events')?.children?.map((c) => c.id)).toEqual([
      'sr-events-nearmiss',
      'sr-events-accidents',
      'sr-events-nonconformities',
    ]);
    expect(find(menu, 'sr-dvr')).toBeUndefined();
  });

  it('ISO configuration goes to iso_admin, not to a GOLD customer at the same level', () => {
    const base = ctx({ app: 'sr', level: 3, customerId: 'c1', factoryId: 'f1', activeModules: ['ISO'] });
    expect(find(menuFor('sr', { ...base, role: 'iso_admin' }), 'sr-iso-config')).toBeDefined();
    expect(find(menuFor('sr', { ...base, role: 'customer' }), 'sr-iso-config')).toBeUndefined();
  });

  it('md with a factory adds Agenti chimici when CHIM is active, with ids substituted', () => {
    const base = ctx({ customerId: 'c1', factoryId: 'f1' });
    expect(find(menuFor('md', base), 'md-chemicals')).toBeUndefined();
    const menu = menuFor('md', { ...base, activeModules: ['CHIM'] });
    expect(find(menu, 'md-chemicals')?.children?.map((c) => c.route)).toEqual(['/if/substance/c1/f1', '/preval/list/c1/factory/f1']);
  });

  it('fr customer-access variant shows only Modelli and Corsi', () => {
    const menu = menuFor('fr', ctx({ app: 'fr', level: 3, role: 'customer', customerAccess: true }));
    expect(menu.map((i) => [i.title, i.route])).toEqual([
      ['Dashboard', '/dashboards/home'],
      ['Modelli', '/training/models/list'],
      ['Corsi', '/training/courses/cu-list'],
      ['Logout', '/authentication/logout'],
    ]);
  });

  it('fr staff menu has the course registries and courses', () => {
    const menu = menuFor('fr', ctx({ app: 'fr', level: 8, role: 'fr_manager' }));
    expect(find(menu, 'fr-courses')?.children?.map((c) => c.route)).toEqual([
      '/training/courses/list',
      '/training/editions/list',
      '/training/courses/calendar',
      '/training/courses/classrooms',
      '/training/courses/list-inc',
      '/training/courses/expired',
    ]);
    expect(ids(menu)).not.toContain('fr-ca-models');
  });

  it('generic version: Fornitori appears in md, Ticket, import and geden invoicing disappear', () => {
    const admin = ctx({ level: 9, role: 'system_administrator' });
    const normal = ids(menuFor('md', admin));
    const generic = ids(menuFor('md', { ...admin, generic: true }));
    expect(normal).not.toContain('md-suppliers');
    expect(generic).toContain('md-suppliers');
    expect(normal).toEqual(expect.arrayContaining(['ticket', 'md-coordination-import', 'orders-geden']));
    expect(generic).not.toContain('ticket');
    expect(generic).not.toContain('md-coordination');
    expect(generic).not.toContain('orders-geden');
  });

  it('{product} version hides geden invoicing only', () => {
    const admin = ctx({ level: 9, role: 'system_administrator' });
    const normal = ids(menuFor('md', admin));
    const product = ids(menuFor('md', { ...admin, product: true }));
    expect(normal.filter((id) => !product.includes(id))).toEqual(['orders-geden']);
  });
});
