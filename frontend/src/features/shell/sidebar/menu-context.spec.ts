import { menuFor } from '@tutela/contracts';
import { userDataFixture } from '../../../test-support/user-data';
import { activeModulesOf, menuContextFor } from './menu-context';

const noSelection = { customerId: null, factoryId: null };

describe('menuContextFor', () => {
  it("takes level and roles from the server's permission and the generic flag from the entity", () => {
    const user = userDataFixture({
      permission: { level: 9, role: 'system_administrator', second_role: 'doctor', show_application_switch: false },
      entity: { ...userDataFixture().entity, generic: true },
    });
    const ctx = menuContextFor('md', user, { customerId: 'c1', factoryId: 'f1' }, ['DVR']);
    expect(ctx).toMatchObject({
      app: 'md',
      level: 9,
      role: 'system_administrator',
      second_role: 'doctor',
      generic: true,
      product: false,
      activeModules: ['DVR'],
      customerId: 'c1',
      factoryId: 'f1',
      customerTicketEnabled: false,
      customerAccess: false,
    });
  });

  it('gives client-company users of fr the customer-access menu', () => {
    const user = userDataFixture({ permission: { level: 3, role: 'customer', second_role: null, show_application_switch: false } });
    expect(menuContextFor('fr', user, noSelection, []).customerAccess).toBe(true);
    expect(menuContextFor('md', user, noSelection, []).customerAccess).toBe(false);
  });

  it('hides the admin menus below level 8 and shows them at 8', () => {
    const ids = (level: number) =>
      menuFor(
        'md',
        menuContextFor(
          'md',
          userDataFixture({ permission: { level, role: 'entity_administrator', second_role: null, show_application_switch: false } }),
          noSelection,
          [],
        ),
      ).map((i) => i.id);
    expect(ids(6)).not.toContain('users');
    expect(ids(8)).toContain('users');
  });
});

describe('activeModulesOf', () => {
  const factories = [
    { factory_id: 'f1', modules: ['DVR', 'DVRS'] },
    { factory_id: 'f2', modules: ['DVR', 'MAC'] },
  ];
  it("takes the selected factory's modules, or any factory's without a selection", () => {
    expect(activeModulesOf(factories, 'f2')).toEqual(['DVR', 'MAC']);
    expect(activeModulesOf(factories, null)).toEqual(['DVR', 'DVRS', 'MAC']);
    expect(activeModulesOf(factories, 'other')).toEqual([]);
    expect(activeModulesOf([], null)).toEqual([]);
  });
});
