import { useQueryClient } from '@tanstack/react-query';
import type { AppointmentConflict, AppointmentRow, SeriesScope } from '@tutela/contracts';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/use-snackbar';
import { appointmentsApi, conflictsOf, invalidateAppointments, type MoveAppointmentBody } from '../appointments-api';

export type MoveOutcome = { ok: true } | { ok: false; message: string; conflicts: AppointmentConflict[] };

/**
 * Moving an appointment (drag, resize or 'Sposta'): the row's revision travels so a stale agenda gets the 409 of the
 * appointment rather than overwriting someone else's change; a busy slot answers its conflicts, which the caller
 * shows. Success refreshes every calendar and list.
 */
export function useMoveAppointment() {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  return async (row: AppointmentRow, slot: Omit<MoveAppointmentBody, 'scope' | 'revision'>, scope: SeriesScope): Promise<MoveOutcome> => {
    try {
      await appointmentsApi.move(row.id, { ...slot, scope, revision: row.revision });
      snackbar.show('Appuntamento spostato', 'success');
      return { ok: true };
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Spostamento non riuscito';
      return { ok: false, message, conflicts: conflictsOf(error) };
    } finally {
      await invalidateAppointments(client);
    }
  };
}
