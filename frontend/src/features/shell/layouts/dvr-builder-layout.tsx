import { Link } from '@tanstack/react-router';
import { useUserData } from '../../../lib/session';
import { SessionOutlet } from './session-outlet';

/** DVR builder: like the examination layout, the form module brings its simpler DVR sidebar. */
export function DvrBuilderLayout() {
  const { user } = useUserData();
  return (
    <div className="flex h-full flex-col">
      <header className="flex items-center gap-4 bg-sr px-4 py-2 text-white">
        <Link to="/dashboards/home" className="text-sm underline-offset-2 hover:underline">
          ← Dashboard
        </Link>
        <span className="flex-1 text-sm font-semibold">DVR</span>
        <span className="text-sm opacity-90">{user.name}</span>
      </header>
      <main className="flex-1 overflow-auto">
        <SessionOutlet />
      </main>
    </div>
  );
}
