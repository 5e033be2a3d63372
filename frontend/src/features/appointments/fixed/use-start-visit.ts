import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AppointmentRow } from '@tutela/contracts';
import { useSnackbar } from '../../../lib/use-snackbar';
import { apiFetch } from '../../../lib/api-client';
import { appointmentsApi, APPOINTMENTS_TABLE, invalidateAppointments } from '../appointments-api';

/**
 * Inizia visita: a new visit key for the appointment's worker (what the worker card's 'Nuova visita' asks), the
 * appointment recorded as completed, then the visit screen. The examination itself is created only when the visit
 * is first saved, so `complete` is sent without its id (null).
 */
export function useStartVisit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [startingId, setStartingId] = useState<string | null>(null);

  const start = useCallback(
    async (row: AppointmentRow) => {
      const workerId = row.workers[0];
      if (!workerId) return;
      setStartingId(row.id);
      try {
        // The worker card's 'Nuova visita' call (examinations' own api is another feature's).
        const answer = await apiFetch<{ data: { key: string } }>('/api/md/examination-keys', {
          method: 'POST',
          body: { worker_id: workerId },
        });
        await appointmentsApi.complete(row.id, null).catch((error: unknown) => {
          // The visit goes ahead: the appointment stays 'Fissato' and can be concluded again from the list.
          snackbar.show(error instanceof Error ? `Appuntamento non concluso: ${error.message}` : 'Appuntamento non concluso', 'error');
        });
        void invalidateAppointments(queryClient);
        void queryClient.invalidateQueries({ queryKey: ['list', APPOINTMENTS_TABLE] });
        await navigate({ to: '/examination/1/$key', params: { key: answer.data.key } });
      } catch (error) {
        snackbar.show(error instanceof Error ? error.message : 'Impossibile creare la visita', 'error');
      } finally {
        setStartingId(null);
      }
    },
    [navigate, queryClient, snackbar],
  );
  return { start, startingId };
}
