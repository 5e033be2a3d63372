import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import { APP_LABELS, hasApplicationSwitch, reachableApplications } from '@tutela/contracts';
import { Icon } from '../../../components/ui/icon';
import { applicationAccessOf } from '../../../lib/active-application';
import { useUserData } from '../../../lib/session';
import { switchApplication } from './switch-application';

/**
 * Application switch: a level above 6 or a role that asks for it (contracts' hasApplicationSwitch); it offers every
 * application the entity has on where the user has a level (reachableApplications).
 */
export function AppSwitch() {
  const { app, user } = useUserData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const access = applicationAccessOf(user);
  if (!hasApplicationSwitch(access)) return null;
  const apps = reachableApplications(access);
  if (apps.length === 0) return null;

  return (
    <Menu as="div" className="relative">
      <MenuButton className="rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label="Cambia applicazione" title="Cambia applicazione">
        <Icon name="apps" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-56 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10 focus:outline-none"
      >
        {apps.map((code) => (
          <MenuItem key={code} disabled={code === app}>
            <button
              type="button"
              className={clsx('block w-full px-3 py-2 text-left data-[focus]:bg-slate-100', code === app && 'font-semibold text-brand-700')}
              onClick={() =>
                void switchApplication(code, {
                  queryClient,
                  navigateHome: () => void navigate({ to: '/' }),
                  reload: () => window.location.reload(),
                })
              }
            >
              {APP_LABELS[code]}
              {code === app && ' ✓'}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
