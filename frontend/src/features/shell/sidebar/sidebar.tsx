import clsx from 'clsx';
import { useUserData } from '../../../lib/session';
import { AppLogo } from './app-logo';
import { MenuEntry } from './menu-entry';
import { useMenu } from './use-menu';

/**
 * Logo of the application and the user's menu, already filtered by level, role, modules and version. Docked from
 * 1024 px; below, a drawer opened from the header, so a tablet's lists keep the whole width.
 */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { app } = useUserData();
  const menu = useMenu();
  return (
    <aside
      className={clsx(
        'fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-slate-800 transition-transform lg:static lg:translate-x-0',
        open ? 'translate-x-0' : '-translate-x-full',
      )}
      aria-label="Menu principale"
    >
      <AppLogo app={app} />
      {/* Clicking a link closes the drawer on narrow screens; groups only toggle. */}
      <nav className="flex-1 overflow-y-auto px-2 pb-6" onClick={(e) => (e.target as HTMLElement).closest('a') && onNavigate()}>
        <ul className="space-y-0.5">
          {menu.map((item) => (
            <MenuEntry key={item.id} item={item} />
          ))}
        </ul>
      </nav>
    </aside>
  );
}
