import { useEffect, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { SNACKBAR_MS } from '@tutela/contracts';
import { dismissSnackbar, getSnackbars, subscribeSnackbars, type SnackbarKind, type SnackbarMessage } from '../../lib/snackbar-store';

const KIND_STYLES: Record<SnackbarKind, string> = {
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-slate-800 text-white',
};

function SnackbarItem({ entry }: { entry: SnackbarMessage }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissSnackbar(entry.id), entry.durationMs ?? SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [entry.id, entry.durationMs]);

  return (
    <div
      role={entry.kind === 'error' ? 'alert' : 'status'}
      data-kind={entry.kind}
      className={clsx(
        'pointer-events-auto flex max-w-lg items-center gap-4 rounded-md px-4 py-3 text-sm shadow-lg',
        KIND_STYLES[entry.kind],
      )}
    >
      <span className="flex-1">{entry.message}</span>
      {entry.action && (
        <button
          type="button"
          className="font-semibold uppercase tracking-wide text-amber-200 hover:text-amber-100"
          onClick={() => {
            entry.action?.run();
            dismissSnackbar(entry.id);
          }}
        >
          {entry.action.label}
        </button>
      )}
      <button type="button" aria-label="Chiudi" className="opacity-70 hover:opacity-100" onClick={() => dismissSnackbar(entry.id)}>
        ✕
      </button>
    </div>
  );
}

/** Bottom-centre stack of messages; each one leaves after its duration (4 s unless told otherwise). */
export function Snackbar() {
  const messages = useSyncExternalStore(subscribeSnackbars, getSnackbars, getSnackbars);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-[60] flex flex-col items-center gap-2 px-4">
      {messages.map((entry) => (
        <SnackbarItem key={entry.id} entry={entry} />
      ))}
    </div>
  );
}
