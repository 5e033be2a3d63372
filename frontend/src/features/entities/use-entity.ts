import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type EntityDetail } from '@tutela/contracts';
import { useConcurrentEditGuard } from '../../lib/concurrent-edit';
import { useSnackbar } from '../../lib/use-snackbar';
import { entityDetailQuery, useUpdateEntity } from './entities-api';
import { entityUpdateRequest, type EntityFormValues } from './entity-form-values';

/** Shown when the card was stale: someone saved the entity after it was loaded. */
export const ENTITY_CHANGED_MEANWHILE =
  "Un altro utente ha modificato l'ente nel frattempo: la scheda è stata ricaricata con i dati aggiornati, ripetere le modifiche";

export function useEntityDetail(id: string) {
  return useQuery(entityDetailQuery(id));
}

/**
 * The card's save: only the changes, with the card's revision. A 409 reloads the card (the form starts
 * again from the current data) and says why; a 422 is rethrown for the form to show under its fields.
 */
export function useSaveEntity(entity: EntityDetail) {
  const snackbar = useSnackbar();
  const update = useUpdateEntity(entity.id);
  const guard = useConcurrentEditGuard(ENTITY_CHANGED_MEANWHILE);
  return async (values: EntityFormValues): Promise<void> => {
    const request = entityUpdateRequest(entity, values);
    if (!request) {
      snackbar.show('Nessuna modifica da salvare', 'info');
      return;
    }
    if (await guard(() => update.mutateAsync(request))) snackbar.show(MESSAGES.DATA_SAVED, 'success');
  };
}
