import { filterMenu } from './menu-filter';
import type { MenuContext, MenuItem } from './menu-types';

const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  app: 'sr',
  level: 5,
  role: 'hse_junior',
  second_role: null,
  generic: false,
  product: false,
  activeModules: [],
  customerId: 'c1',
  factoryId: 'f1',
  customerTicketEnabled: false,
  ...over,
});

const ids = (items: MenuItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);

describe('filterMenu', () => {
  it('hides entries above the user level', () => {
    const items: MenuItem[] = [
      { id: 'a', title: 'A', permission_level: 5 },
      { id: 'b', title: 'B', permission_level: 6 },
      { id: 'c', title: 'C' },
    ];
    expect(ids(filterMenu(items, ctx({ level: 5 })))).toEqual(['a', 'c']);
    expect(ids(filterMenu(items, ctx({ level: 6 })))).toEqual(['a', 'b', 'c']);
  });

  it('needs the role or the second role in permission_roles', () => {
    const items: MenuItem[] = [{ id: 'a', title: 'A', permission_roles: ['doctor'] }];
    expect(filterMenu(items, ctx({ role: 'doctor' }))).toHaveLength(1);
    expect(filterMenu(items, ctx({ role: 'nurse', second_role: 'doctor' }))).toHaveLength(1);
    expect(filterMenu(items, ctx({ role: 'nurse', second_role: 'secretary' }))).toHaveLength(0);
  });

  it('needs both the level and the role when both are set', () => {
    const items: MenuItem[] = [{ id: 'a', title: 'A', permission_level: 6, permission_roles: ['nurse'] }];
    expect(filterMenu(items, ctx({ role: 'nurse', level: 5 }))).toHaveLength(0);
  });

  it('lets customer roles through a customerTicket entry only when tickets are enabled', () => {
    const items: MenuItem[] = [{ id: 't', title: 'T', permission_roles: ['secretary', 'customer'], customerTicket: true }];
    expect(filterMenu(items, ctx({ role: 'customer' }))).toHaveLength(0);
    expect(filterMenu(items, ctx({ role: 'customer', customerTicketEnabled: true }))).toHaveLength(1);
    expect(filterMenu(items, ctx({ role: 'secretary' }))).toHaveLength(1);
  });

  it('applies the generic and product flags', () => {
    const items: MenuItem[] = [
      { id: 'hg', title: 'HG', hideInGeneric: true },
      { id: 'og', title: 'OG', onlyGeneric: true },
      { id: 'hp', title: 'HP', hideInProduct: true },
    ];
    expect(ids(filterMenu(items, ctx()))).toEqual(['hg', 'hp']);
    expect(ids(filterMenu(items, ctx({ generic: true })))).toEqual(['og', 'hp']);
    expect(ids(filterMenu(items, ctx({ product: true })))).toEqual(['hg']);
  });

  it('keeps factory entries for a selected factory and no-factory entries without one', () => {
    const items: MenuItem[] = [
      { id: 'f', title: 'F', requiresFactory: true },
      { id: 'nf', title: 'NF', requiresNoFactory: true },
    ];
    expect(ids(filterMenu(items, ctx({ factoryId: 'f1' })))).toEqual(['f']);
    expect(ids(filterMenu(items, ctx({ factoryId: null })))).toEqual(['nf']);
  });

  it('hides inactive modules below level 8 and disables them, children included, at 8 and 9', () => {
    const items: MenuItem[] = [
      { id: 'dvr', title: 'DVR', module: 'DVR', children: [{ id: 'dvr-card', title: 'Card', route: '/dvr/card' }] },
      { id: 'doc', title: 'DOC', module: 'DOC', route: '/doc' },
    ];
    expect(ids(filterMenu(items, ctx({ level: 5, activeModules: ['DOC'] })))).toEqual(['doc']);
    const admin = filterMenu(items, ctx({ level: 8, activeModules: ['DOC'] }));
    expect(admin[0]).toMatchObject({ id: 'dvr', disabled: true, children: [{ id: 'dvr-card', disabled: true }] });
    expect(admin[1].disabled).toBeUndefined();
    expect(filterMenu(items, ctx({ level: 9, activeModules: [] })).every((i) => i.disabled)).toBe(true);
  });

  it("treats 'ALL' as every module active", () => {
    const items: MenuItem[] = [{ id: 'iso', title: 'ISO', module: 'ISO' }];
    expect(filterMenu(items, ctx({ level: 3, activeModules: ['ALL'] }))).toEqual([{ id: 'iso', title: 'ISO', module: 'ISO' }]);
  });

  it('hides limited-role entries for the main role only', () => {
    const items: MenuItem[] = [{ id: 'r', title: 'R', limitedRoles: ['nurse'] }];
    expect(filterMenu(items, ctx({ role: 'nurse' }))).toHaveLength(0);
    expect(filterMenu(items, ctx({ role: 'doctor', second_role: 'nurse' }))).toHaveLength(1);
  });

  it('substitutes customer and factory ids, and drops links it cannot fill', () => {
    const items: MenuItem[] = [
      { id: 'a', title: 'A', route: '/preval/list/{customer_id}/factory/{factory_id}' },
      { id: 'b', title: 'B', route: '/x/{customer_id}/{customer_id}' },
    ];
    expect(filterMenu(items, ctx({ customerId: 'c7', factoryId: 'f9' })).map((i) => i.route)).toEqual([
      '/preval/list/c7/factory/f9',
      '/x/c7/c7',
    ]);
    expect(ids(filterMenu(items, ctx({ customerId: 'c7', factoryId: null })))).toEqual(['b']);
  });

  it('drops a parent whose children all disappear, keeps one with survivors', () => {
    const items: MenuItem[] = [
      { id: 'p', title: 'P', children: [{ id: 'x', title: 'X', permission_level: 9 }] },
      {
        id: 'q',
        title: 'Q',
        children: [
          { id: 'y', title: 'Y', permission_level: 9 },
          { id: 'z', title: 'Z' },
        ],
      },
    ];
    expect(ids(filterMenu(items, ctx({ level: 5 })))).toEqual(['q', 'z']);
  });

  it('does not modify the input tree', () => {
    const items: MenuItem[] = [{ id: 'a', title: 'A', route: '/a/{customer_id}', module: 'DOC' }];
    const copy = JSON.parse(JSON.stringify(items));
    filterMenu(items, ctx({ level: 9 }));
    expect(items).toEqual(copy);
  });
});
