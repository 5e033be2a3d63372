import { useCallback } from 'react';
import { ApiError } from './api-error';
import { useSnackbar } from './use-snackbar';

/**
 * A concurrent edit: the save was sent with the revision the screen was loaded with and someone else saved the
 * record since, so the server answered 409 instead of overwriting their change.
 */

/** What a card says after a 409 when it has no message of its own. */
export const CONCURRENT_EDIT_MESSAGE =
  'Un altro utente ha modificato questi dati mentre la scheda era aperta: la scheda mostra ora i dati aggiornati, ripetere le modifiche';

export function isConcurrentEdit(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/**
 * useMutation callbacks of a card's save: the card is fetched again after a save and after a 409 (so it shows the
 * other user's version), not after a 422 (the form keeps what was typed and shows the messages).
 */
export function reloadAfterSaveOrConflict(reload: () => Promise<unknown>) {
  return {
    onSuccess: () => reload(),
    onError: (error: unknown) => (isConcurrentEdit(error) ? reload() : undefined),
  };
}

/**
 * Runs a card's save: true when saved; a 409 shows `message` and answers false (the mutation has already reloaded
 * the card); any other failure is thrown back to the caller (a 422 for the form to place under its fields).
 */
export function useConcurrentEditGuard(message: string = CONCURRENT_EDIT_MESSAGE) {
  const snackbar = useSnackbar();
  return useCallback(
    async (save: () => Promise<unknown>): Promise<boolean> => {
      try {
        await save();
        return true;
      } catch (error) {
        if (!isConcurrentEdit(error)) throw error;
        snackbar.show(message, 'error');
        return false;
      }
    },
    [snackbar, message],
  );
}
