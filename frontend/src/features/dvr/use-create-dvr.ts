import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DVR_SITE_CODE } from '@tutela/contracts';
import { ApiError } from '../../lib/api-client';
import { useSnackbar } from '../../lib/use-snackbar';
import { dvrApi, dvrKeys } from './dvr-api';

/** The builder's address of a DVR (its `?section=` goes in the router's search). */
export function builderPath(customerId: string, factoryId: string, dvrId: string, code: string): string {
  return `/dvrsbuilder/${[customerId, factoryId, dvrId, code].map(encodeURIComponent).join('/')}`;
}

/** POST dvrs, then the builder of the new document (at `section` when given). */
export function useCreateDvr(customerId: string, factoryId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);

  const create = async (code: string, title?: string | null, section?: string | null): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await dvrApi.create({
        customer_id: customerId,
        factory_id: factoryId,
        code,
        title: code === DVR_SITE_CODE ? null : (title ?? null),
      });
      await queryClient.invalidateQueries({ queryKey: dvrKeys.factory(factoryId) });
      await navigate({ to: builderPath(customerId, factoryId, answer.id, code) as '/', search: (section ? { section } : {}) as never });
      return true;
    } catch (error) {
      // The server's Italian message says what is wrong (a site DVR that exists already, a title too long…).
      snackbar.show(error instanceof ApiError ? error.message : 'Errore durante la creazione del DVR', 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { create, busy };
}
