import { headerBadges } from './header-badges';
import { userDataFixture } from '../../../test-support/user-data';

describe('headerBadges', () => {
  const user = userDataFixture({ assigned_ticket: 3 });

  it('offers a menu page’s badge only to who has that page in the menu; the chat to everyone', () => {
    expect(headerBadges(user, () => false).map((b) => b.testId)).toEqual(['badge-chat']);
    expect(headerBadges(user, (route) => route === '/dashboards/ticket').map((b) => b.testId)).toEqual(['badge-ticket', 'badge-chat']);
    expect(headerBadges(user, () => true).map((b) => [b.href, b.count])).toEqual([
      ['/dashboards/ticket', 3],
      ['/appointments/flist', null],
      ['/chats', null],
    ]);
  });
});
