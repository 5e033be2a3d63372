import { useState } from 'react';
import { canSearchCustomers, canSearchWorkers, canUseWorkerButtons } from '@tutela/contracts';
import { Icon } from '../../../components/ui/icon';
import { useUserData } from '../../../lib/session';
import { clearWorkContext } from '../../../lib/work-context';
import { AppSwitch } from './app-switch';
import { CustomerSearch } from './customer-search';
import { FullscreenToggle } from './fullscreen-toggle';
import { HeaderBadges } from './header-badges';
import { HeaderMoreMenu } from './header-more-menu';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { WorkerButtons } from './worker-buttons';
import { WorkerSearch } from './worker-search';

/**
 * Header of the standard layout (spec part 1 §2 "Header", rules of §6). It never scrolls the page sideways:
 * from 1280 px everything is one row; below, the searches take a second row of their own (side by side, stacked
 * under 640 px), and under 640 px the badges and the fullscreen toggle fold into the "Altro" menu.
 */
export function Header({ onToggleMenu }: { onToggleMenu: () => void }) {
  const { permission } = useUserData();
  const { level, role, second_role } = permission;
  // Remounting the searches is how reset empties them.
  const [resetKey, setResetKey] = useState(0);
  const workerSearch = canSearchWorkers(level, role, second_role);
  const customerSearch = canSearchCustomers(level, role, second_role);

  return (
    <header
      className="flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-slate-200 bg-white px-3 py-2 shadow-sm"
      data-testid="app-header"
    >
      <button
        type="button"
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
        aria-label="Apri menu"
        onClick={onToggleMenu}
      >
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
      {(workerSearch || customerSearch) && (
        <div key={resetKey} className="order-last flex w-full min-w-0 flex-col gap-2 sm:flex-row xl:order-none xl:w-auto">
          {workerSearch && <WorkerSearch />}
          {customerSearch && <CustomerSearch />}
        </div>
      )}
      <div className="ml-auto flex min-w-0 items-center gap-0.5">
        <div className="hidden items-center gap-0.5 sm:flex">
          <HeaderBadges />
        </div>
        <HeaderMoreMenu className="relative sm:hidden" />
        <NotificationsMenu />
        <div className="hidden sm:block">
          <FullscreenToggle />
        </div>
        <AppSwitch />
        <ProfileMenu />
      </div>
    </header>
  );
}
