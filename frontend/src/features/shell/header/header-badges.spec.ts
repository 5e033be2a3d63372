import { headerBadges } from './header-badges';
import { userDataFixture } from '../../../test-support/user-data';

describe('headerBadges', () => {
  const user = userDataFixture({ assigned_ticket: 3 });

  it('offers a menu page’s badge only to who has that page in the menu; the chat to everyone', () => {
    expect(headerBadges(user, () => false, 2).map((b) => b.testId)).toEqual(['badge-chat']);
    expect(headerBadges(user, (route) => route === '/dashboards/ticket').map((b) => b.testId)).toEqual(['badge-ticket', 'badge-chat']);
    expect(headerBadges(user, () => true, 2).map((b) => [b.href, b.count])).toEqual([
      ['/dashboards/ticket', 3],
      ['/appointments/flist?confirmed=0', 2],
      ['/chats', null],
    ]);
  });

  it('shows the appointments badge to who may read appointments, its number only when something awaits them', () => {
    const ids = (u: typeof user, awaiting: number | null) => headerBadges(u, () => true, awaiting).map((b) => b.testId);
    expect(ids(user, 0)).toContain('badge-appointments');
    expect(headerBadges(user, () => true, 0).find((b) => b.testId === 'badge-appointments')?.count).toBe(0);
    expect(ids(user, 1)).toContain('badge-appointments');
    // Provider staff below the read level (5) never ask.
    const junior = userDataFixture({
      roles: [{ name: 'environment', pivot: { customer_id: null, factory_id: null } }],
      permission: { level: 4, role: 'environment', second_role: null, show_application_switch: false },
    });
    expect(ids(junior, 4)).not.toContain('badge-appointments');
    const customer = userDataFixture({
      roles: [{ name: 'customer', pivot: { customer_id: 'c-1', factory_id: null } }],
      permission: { level: 3, role: 'customer', second_role: null, show_application_switch: false },
    });
    expect(ids(customer, 4)).toContain('badge-appointments');
    // Scadenze (level 5) is not in a customer-side user's menu: the badge is their way to Fissati.
    expect(headerBadges(customer, () => false, 4).map((b) => b.testId)).toContain('badge-appointments');
  });
});
