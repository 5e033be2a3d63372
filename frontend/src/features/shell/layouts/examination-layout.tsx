import { Link } from '@tanstack/react-router';
import { useUserData } from '../../../lib/session';
import { SessionOutlet } from './session-outlet';

/**
 * The visit screen owns its toolbar and section sidebar (they depend on the form it loads); the layout
 * gives it the full window with a way back, without the standard menu.
 */
export function ExaminationLayout() {
  const { user } = useUserData();
  return (
    <div className="flex h-full flex-col">
      <header className="flex items-center gap-4 bg-md px-4 py-2 text-white">
        <Link to="/dashboards/home" className="text-sm underline-offset-2 hover:underline">
          ← Dashboard
        </Link>
        <span className="flex-1 text-sm font-semibold">Visita</span>
        <span className="text-sm opacity-90">{user.name}</span>
      </header>
      <main className="flex-1 overflow-auto">
        <SessionOutlet />
      </main>
    </div>
  );
}
