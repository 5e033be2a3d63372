import { useState } from 'react';
import clsx from 'clsx';
import { useLocation } from '@tanstack/react-router';
import type { MenuItem } from '@tutela/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';

const ROW = 'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm';

function isActive(route: string | undefined, pathname: string): boolean {
  return route !== undefined && (pathname === route || pathname.startsWith(`${route}/`));
}

function containsActive(item: MenuItem, pathname: string): boolean {
  return isActive(item.route, pathname) || (item.children ?? []).some((child) => containsActive(child, pathname));
}

/**
 * One menu entry: a link, a group that opens and closes, or, for modules the customer has not
 * activated (visible to levels 8–9 only), a greyed entry that does not navigate.
 */
export function MenuEntry({ item, depth = 0 }: { item: MenuItem; depth?: number }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsActive(item, pathname));
  const indent = { paddingLeft: `${0.75 + depth * 1}rem` };

  if (item.disabled) {
    return (
      <li>
        <span
          className={clsx(ROW, 'cursor-not-allowed text-slate-500')}
          style={indent}
          aria-disabled="true"
          title="Modulo non attivo per questo cliente"
          data-menu-id={item.id}
        >
          <Icon name={item.icon} className={depth > 0 ? 'hidden' : undefined} />
          {item.title}
        </span>
      </li>
    );
  }

  if (item.children && item.children.length > 0) {
    return (
      <li>
        <button
          type="button"
          className={clsx(ROW, 'text-slate-200 hover:bg-white/10')}
          style={indent}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          data-menu-id={item.id}
        >
          <Icon name={item.icon} className={depth > 0 ? 'hidden' : undefined} />
          <span className="flex-1">{item.title}</span>
          <Icon name="chevron" className={clsx('h-4 w-4 transition-transform', open && 'rotate-90')} />
        </button>
        {open && (
          <ul>
            {item.children.map((child) => (
              <MenuEntry key={child.id} item={child} depth={depth + 1} />
            ))}
          </ul>
        )}
      </li>
    );
  }

  return (
    <li>
      <AppLink
        href={item.route ?? '/dashboards/home'}
        className={clsx(ROW, isActive(item.route, pathname) ? 'bg-white/15 font-medium text-white' : 'text-slate-200 hover:bg-white/10')}
        style={indent}
        data-menu-id={item.id}
      >
        <Icon name={item.icon} className={depth > 0 ? 'hidden' : undefined} />
        {item.title}
      </AppLink>
    </li>
  );
}
