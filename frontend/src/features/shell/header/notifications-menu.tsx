import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { MESSAGES } from '@tutela/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { formatDate } from '../../../lib/format-date';
import { useUserData } from '../../../lib/session';

/** Notifiche: the expiring examinations the server lists in alert_exsp. */
export function NotificationsMenu() {
  const { user } = useUserData();
  const alerts = user.alert_exsp;
  const count = alerts?.length ?? 0;
  return (
    <Menu as="div" className="relative">
      <MenuButton className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label={MESSAGES.NOTIFICATIONS} title={MESSAGES.NOTIFICATIONS}>
        <Icon name="bell" />
        {count > 0 && (
          <span className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-amber-500 px-1 text-center text-[0.65rem] font-bold leading-[1.1rem] text-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 w-80 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10 focus:outline-none">
        <div className="border-b border-slate-100 px-3 py-2 font-semibold">{MESSAGES.NOTIFICATIONS}</div>
        {alerts === null && <div className="px-3 py-2 text-slate-500">Notifiche non disponibili</div>}
        {alerts !== null && count === 0 && <div className="px-3 py-2 text-slate-500">Nessuna notifica</div>}
        {alerts?.map((alert, index) => (
          <MenuItem key={`${alert.worker_id}-${alert.type}-${index}`}>
            <AppLink href={`/workers/list/card/${encodeURIComponent(alert.worker_id)}`} className="block px-3 py-2 data-[focus]:bg-slate-100">
              Visita {alert.type} in scadenza il {formatDate(alert.examinationdate)}
            </AppLink>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
