import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openConfirm } from '../../components/ui/confirm-dialog/use-confirm';
import { ApiError } from '../../lib/api-client';
import { useSnackbar } from '../../lib/use-snackbar';
import { refreshUser } from './users-api';

export interface UserCommandOptions {
  /** Asked first with the Procedi/Annulla dialog; the command runs only on Procedi. */
  confirm?: { title: string; message: string; confirmLabel?: string };
  success: string;
}

/**
 * The global reporter already shows 401/403 and errors maps (spec part 1 §8); every other failure (409
 * conflict, 404, server error) is this screen's to show.
 */
export function reportableMessage(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.isUnauthorized || error.errors) return null;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one user command: optional confirmation, the call, a success snackbar, then a re-fetch of the card,
 * the list and the activity log. Answers whether the command ran and succeeded.
 */
export function useUserCommand(userId: string) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);

  const run = async (command: () => Promise<unknown>, options: UserCommandOptions): Promise<boolean> => {
    if (options.confirm) {
      const ok = await openConfirm({ variant: 'default', ...options.confirm });
      if (!ok) return false;
    }
    setBusy(true);
    try {
      await command();
      await refreshUser(queryClient, userId);
      snackbar.show(options.success, 'success');
      return true;
    } catch (error) {
      const message = reportableMessage(error);
      if (message) snackbar.show(message, 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy };
}
