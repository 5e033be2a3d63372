import { openConfirm } from '../../components/ui/confirm-dialog/use-confirm';
import { ApiError } from '../../lib/api-client';
import { useSnackbar } from '../../lib/use-snackbar';
import { useUserCommandMutation, type UserCommand } from './users-api';

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
 * Runs one user command: optional confirmation, the mutation (which re-fetches the card, the list and the activity
 * log), a success snackbar. Answers whether the command ran and succeeded.
 */
export function useUserCommand(userId: string) {
  const snackbar = useSnackbar();
  const mutation = useUserCommandMutation(userId);

  const run = async (command: UserCommand, options: UserCommandOptions): Promise<boolean> => {
    if (options.confirm) {
      const ok = await openConfirm({ variant: 'default', ...options.confirm });
      if (!ok) return false;
    }
    try {
      await mutation.mutateAsync(command);
      snackbar.show(options.success, 'success');
      return true;
    } catch (error) {
      const message = reportableMessage(error);
      if (message) snackbar.show(message, 'error');
      return false;
    }
  };

  return { run, busy: mutation.isPending };
}
