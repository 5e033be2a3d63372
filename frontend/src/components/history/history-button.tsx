import clsx from 'clsx';
import { useOptionalUserData } from '../../lib/session';
import { AppLink } from '../ui/app-link';
import { canSeeHistory, historyPath } from './history-link';

/**
 * "Cronologia" of a record, on its card: from level 8, like the server, unless the card says itself whether this
 * user may open it (`allowed`, e.g. a visit's own doctor below level 8).
 */
export function HistoryButton({ kind, id, className, allowed }: { kind: string; id: string; className?: string; allowed?: boolean }) {
  const session = useOptionalUserData();
  const path = historyPath(kind, id);
  const may = allowed ?? canSeeHistory(session?.permission.level ?? 0);
  if (!path || !may) return null;
  return (
    <AppLink
      href={path}
      className={clsx(
        'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      Cronologia
    </AppLink>
  );
}
