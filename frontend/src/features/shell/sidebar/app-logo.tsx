import clsx from 'clsx';
import type { AppCode } from '@tutela/contracts';

/** The sidebar logo names the application (spec part 1 §2 "Sidebar"). */
export const APP_LOGO_LABELS: Record<AppCode, string> = {
  md: 'Medicina',
  fr: 'Formazione',
  sr: 'Sicurezza',
};

const APP_COLOURS: Record<AppCode, string> = {
  md: 'bg-md',
  fr: 'bg-fr',
  sr: 'bg-sr',
};

export function AppLogo({ app }: { app: AppCode }) {
  return (
    <div className="flex items-center gap-3 px-4 py-4" data-testid="app-logo" data-app={app}>
      <span className={clsx('flex h-9 w-9 items-center justify-center rounded-md text-lg font-bold text-white', APP_COLOURS[app])}>T</span>
      <span className="leading-tight">
        <span className="block text-xs uppercase tracking-widest text-slate-400">Tutela</span>
        <span className="block text-base font-semibold text-white">{APP_LOGO_LABELS[app]}</span>
      </span>
    </div>
  );
}
