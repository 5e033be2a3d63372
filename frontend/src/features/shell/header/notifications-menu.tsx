import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES, MESSAGES } from '@tutela/contracts';
import { defaultParseSearch, Link } from '@tanstack/react-router';
import { Icon } from '../../../components/ui/icon';
import { formatDate } from '../../../lib/format-date';
import { notificationsQuery } from '../../../lib/notifications-query';
import { useUserData } from '../../../lib/session';

// The server's links may carry a query ('/chats?chat=…'): the router wants path and search apart.
const pathOf = (href: string) => href.split('?')[0];
const searchOf = (href: string) => defaultParseSearch(`?${href.split('?')[1] ?? ''}`);

/**
 * Notifiche: what concerns the user (unread chats, expiring visits, appointments awaiting their confirmation), as the
 * server lists it; live with the chats.
 */
export function NotificationsMenu() {
  const { app } = useUserData();
  const { data, isError } = useQuery(notificationsQuery(app));
  const items = data?.items ?? null;
  const count = items?.length ?? 0;
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100"
        aria-label={count ? `${MESSAGES.NOTIFICATIONS}: ${count}` : MESSAGES.NOTIFICATIONS}
        title={MESSAGES.NOTIFICATIONS}
        data-testid="notifications-button"
      >
        <Icon name="bell" />
        {count > 0 && (
          <span className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-amber-700 px-1 text-center text-[0.65rem] font-bold leading-[1.1rem] text-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-80 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10 focus:outline-none"
        data-testid="notifications-menu"
      >
        <div className="border-b border-slate-100 px-3 py-2 font-semibold">{MESSAGES.NOTIFICATIONS}</div>
        {items === null && <div className="px-3 py-2 text-slate-500">{isError ? 'Notifiche non disponibili' : 'Caricamento…'}</div>}
        {items !== null && count === 0 && <div className="px-3 py-2 text-slate-500">{CHAT_MESSAGES.NO_NOTIFICATIONS}</div>}
        {items?.map((item, index) => (
          <MenuItem key={`${item.kind}-${item.href}-${index}`}>
            <Link
              to={pathOf(item.href) as '/'}
              search={searchOf(item.href) as never}
              className="flex gap-2 px-3 py-2 data-[focus]:bg-slate-100"
            >
              <Icon name={item.kind === 'chat' ? 'chat' : 'calendar'} className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
              <span>
                {item.text}
                {item.date && <span className="block text-xs text-slate-500">{formatDate(item.date)}</span>}
              </span>
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
