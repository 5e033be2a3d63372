import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { DVR_SITE_CODE } from '@tutela/contracts';
import { ApiError } from '../../lib/api-client';
import { useSnackbar } from '../../lib/use-snackbar';
import { useCreateDvrMutation } from './dvr-api';

/** The builder's address of a DVR (its `?section=` goes in the router's search). */
export function builderPath(customerId: string, factoryId: string, dvrId: string, code: string): string {
  return `/dvrsbuilder/${[customerId, factoryId, dvrId, code].map(encodeURIComponent).join('/')}`;
}

/** POST dvrs, then the builder of the new document (at `section` when given). */
export function useCreateDvr(customerId: string, factoryId: string) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  // The section the builder opens at, for the create in flight.
  const section = useRef<string | null | undefined>(null);
  const mutation = useCreateDvrMutation(factoryId, (answer, body) =>
    navigate({
      to: builderPath(customerId, factoryId, answer.id, body.code) as '/',
      search: (section.current ? { section: section.current } : {}) as never,
    }),
  );

  const create = async (code: string, title?: string | null, at?: string | null): Promise<boolean> => {
    section.current = at;
    try {
      await mutation.mutateAsync({
        customer_id: customerId,
        factory_id: factoryId,
        code,
        title: code === DVR_SITE_CODE ? null : (title ?? null),
      });
      return true;
    } catch (error) {
      // The server's Italian message says what is wrong (a site DVR that exists already, a title too long…).
      snackbar.show(error instanceof ApiError ? error.message : 'Errore durante la creazione del DVR', 'error');
      return false;
    }
  };

  return { create, busy: mutation.isPending };
}
