import { routeAccess } from './menu-access';
import { menuTree } from './menu-tree';
import type { MenuContext, MenuItem } from './menu-types';

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

describe('routeAccess', () => {
  const md = menuTree('md');

  it('forbids the Ticket to a doctor, a nurse and a customer, and opens it to a secretary', () => {
    expect(routeAccess('/dashboards/ticket', md, ctx())).toBe('forbidden');
    expect(routeAccess('/dashboards/ticket', md, ctx({ role: 'nurse', level: 5 }))).toBe('forbidden');
    expect(routeAccess('/dashboards/ticket', md, ctx({ role: 'customer', level: 3 }))).toBe('forbidden');
    expect(routeAccess('/dashboards/ticket', md, ctx({ role: 'secretary' }))).toBe('allowed');
  });

  it('judges by level, through the enclosing groups, and by limited roles', () => {
    expect(routeAccess('/admtools/list-form', md, ctx({ role: 'entity_administrator', level: 8 }))).toBe('forbidden');
    expect(routeAccess('/admtools/list-form', md, ctx({ role: 'system_administrator', level: 9 }))).toBe('allowed');
    expect(routeAccess('/customers/list', md, ctx({ role: 'customer', level: 3 }))).toBe('forbidden');
    expect(routeAccess('/appointments/resources', md, ctx({ role: 'nurse', level: 5 }))).toBe('forbidden');
    expect(routeAccess('/appointments/flist', md, ctx({ role: 'nurse', level: 5 }))).toBe('allowed');
  });

  it('judges a page below a menu entry by that entry, and fills placeholders with any id', () => {
    expect(routeAccess('/customers/list/card/c-1', md, ctx())).toBe('allowed');
    expect(routeAccess('/customers/list/card/c-1', md, ctx({ role: 'customer', level: 3 }))).toBe('forbidden');
    // '/customers/list-groups' is its own entry, not a page below '/customers/list'.
    expect(routeAccess('/customers/list-groups/', md, ctx())).toBe('allowed');
    const tree: MenuItem[] = [{ id: 'x', title: 'X', route: '/if/substance/{customer_id}/{factory_id}', permission_level: 7 }];
    expect(routeAccess('/if/substance/c-1/f-2', tree, ctx())).toBe('forbidden');
    expect(routeAccess('/if/substance/c-1/f-2', tree, ctx({ level: 7 }))).toBe('allowed');
  });

  it('knows nothing of paths no menu leads to, nor of another application’s', () => {
    expect(routeAccess('/chats', md, ctx())).toBe('unknown');
    expect(routeAccess('/training/courses/list', md, ctx())).toBe('unknown');
    expect(routeAccess('/training/courses/list', menuTree('fr'), ctx({ app: 'fr', role: 'fr_manager', level: 8 }))).toBe('allowed');
  });
});
