import { useState } from 'react';
import { canSearchCustomers, canSearchWorkers, canUseWorkerButtons } from '@tutela/contracts';
import { Icon } from '../../../components/ui/icon';
import { useUserData } from '../../../lib/session';
import { clearWorkContext } from '../../../lib/work-context';
import { AppSwitch } from './app-switch';
import { CustomerSearch } from './customer-search';
import { FullscreenToggle } from './fullscreen-toggle';
import { HeaderBadges } from './header-badges';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { WorkerButtons } from './worker-buttons';
import { WorkerSearch } from './worker-search';

/** Header of the standard layout (spec part 1 §2 "Header", rules of §6). */
export function Header({ onToggleMenu }: { onToggleMenu: () => void }) {
  const { permission } = useUserData();
  const { level, role, second_role } = permission;
  // Remounting the searches is how reset empties them.
  const [resetKey, setResetKey] = useState(0);

  return (
    <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 shadow-sm">
      <button type="button" className="rounded-md p-2 text-slate-600 hover:bg-slate-100 md:hidden" aria-label="Apri menu" onClick={onToggleMenu}>
        <Icon name="menu" />
      </button>
      {canUseWorkerButtons(level) && (
        <WorkerButtons
          onReset={() => {
            clearWorkContext();
            setResetKey((k) => k + 1);
          }}
        />
      )}
      <div key={resetKey} className="hidden items-center gap-2 sm:flex">
        {canSearchWorkers(level, role, second_role) && <WorkerSearch />}
        {canSearchCustomers(level, role, second_role) && <CustomerSearch />}
      </div>
      <div className="ml-auto flex items-center gap-0.5">
        <HeaderBadges />
        <NotificationsMenu />
        <FullscreenToggle />
        <AppSwitch />
        <ProfileMenu />
      </div>
    </header>
  );
}
