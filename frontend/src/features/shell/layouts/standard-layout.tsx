import { useState } from 'react';
import { getCurrentApp } from '../../../lib/current-app';
import { useLiveEvents } from '../../../lib/live-events';
import { Sidebar } from '../sidebar/sidebar';
import { Header } from '../header/header';
import { SessionOutlet } from './session-outlet';

/** Sidebar + header around every standard-group page (spec part 1 §2 "Layouts"). */
export function StandardLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // New chat messages reach the header badge and the open pages without waiting for the 160 s refresh.
  useLiveEvents(getCurrentApp());
  return (
    <div className="flex h-full">
      <Sidebar open={drawerOpen} onNavigate={() => setDrawerOpen(false)} />
      {drawerOpen && (
        <div className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header onToggleMenu={() => setDrawerOpen((v) => !v)} />
        <main className="flex-1 overflow-auto p-4 md:p-6">
          <SessionOutlet />
        </main>
      </div>
    </div>
  );
}
