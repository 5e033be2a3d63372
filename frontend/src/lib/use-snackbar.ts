import { useMemo } from 'react';
import { pushSnackbar, type SnackbarAction, type SnackbarKind } from './snackbar-store';

export type { SnackbarKind } from './snackbar-store';

export interface ShowOptions {
  durationMs?: number;
  action?: SnackbarAction;
}

export interface SnackbarApi {
  show: (message: string, kind?: SnackbarKind, options?: ShowOptions) => void;
}

/** useSnackbar().show('Dati salvati correttamente', 'success') */
export function useSnackbar(): SnackbarApi {
  return useMemo(
    () => ({
      show: (message, kind = 'info', options = {}) => {
        pushSnackbar({ message, kind, durationMs: options.durationMs, action: options.action });
      },
    }),
    [],
  );
}
