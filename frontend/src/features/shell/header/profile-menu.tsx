import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { MESSAGES } from '@tutela/contracts';
import { Icon } from '../../../components/ui/icon';
import { useUserData } from '../../../lib/session';

export function ProfileMenu() {
  const { user } = useUserData();
  const avatar = user.media?.[0]?.url;
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
        aria-label={`Menu utente ${user.name}`}
      >
        {avatar ? <img src={avatar} alt="" className="h-7 w-7 rounded-full object-cover" /> : <Icon name="user" />}
        <span className="hidden max-w-40 truncate lg:inline">{user.name}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-56 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10 focus:outline-none"
      >
        <div className="border-b border-slate-100 px-3 py-2">
          <div className="truncate font-medium">{user.name}</div>
          <div className="truncate text-xs text-slate-500">{user.email}</div>
        </div>
        <MenuItem>
          <Link to="/dashboards/profile" className="block px-3 py-2 data-[focus]:bg-slate-100">
            {MESSAGES.USER_PROFILE}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/authentication/logout" className="block px-3 py-2 data-[focus]:bg-slate-100">
            {MESSAGES.LOGOUT}
          </Link>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
