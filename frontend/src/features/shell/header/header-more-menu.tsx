import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Icon } from '../../../components/ui/icon';
import { AppLink } from '../../../components/ui/app-link';
import { useHeaderBadges } from './header-badges';

/**
 * Narrow screens (below 640 px): the badges fold into one "Altro" menu so the notifications, the application switch
 * and the user menu stay in reach on a phone's single header row.
 */
export function HeaderMoreMenu({ className }: { className?: string }) {
  const badges = useHeaderBadges();
  if (badges.length === 0) return null;
  const total = badges.reduce((sum, badge) => sum + (badge.count ?? 0), 0);
  return (
    <Menu as="div" className={className}>
      <MenuButton
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100"
        aria-label="Altro"
        title="Altro"
        data-testid="header-more"
      >
        <Icon name="more" />
        {total > 0 && <span className="absolute right-1 top-1 h-2 w-2 rounded-full bg-red-600" aria-hidden="true" />}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-60 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10 focus:outline-none"
      >
        {badges.map((badge) => (
          <MenuItem key={badge.testId}>
            <AppLink href={badge.href} className="flex items-center gap-2 px-3 py-2 data-[focus]:bg-slate-100">
              <Icon name={badge.icon} className="h-4 w-4 text-slate-500" />
              <span className="flex-1">{badge.label}</span>
              {badge.count !== null && badge.count > 0 && (
                <span className="rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
                  {badge.count > 99 ? '99+' : badge.count}
                </span>
              )}
            </AppLink>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
