import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DVR_MESSAGES, type DvrDetail, type DvrFormData, type DvrHazardsPreview } from '@tutela/contracts';
import { ApiError } from '../../../lib/api-client';
import { isConcurrentEdit } from '../../../lib/concurrent-edit';
import { useSnackbar } from '../../../lib/use-snackbar';
import { dvrApi, refreshDvr, useDvrMutations } from '../dvr-api';

export interface DvrProblems {
  /** 409: someone else saved first. What was typed stays on screen; 'Ricarica' reads the current version. */
  conflict: boolean;
  message: string | null;
  fields: Record<string, string[]>;
}

const NO_PROBLEMS: DvrProblems = { conflict: false, message: null, fields: {} };

/**
 * Save, sign and reopen of one DVR. `revision` follows the answers, so a save followed by a signature sends the
 * revision the save produced, not the one the screen was loaded with.
 */
export function useDvrCommands(detail: DvrDetail) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const commands = useDvrMutations(detail);
  const [problems, setProblems] = useState<DvrProblems>(NO_PROBLEMS);
  // A ref, not state: a save followed by a signature in one click must send the revision the save produced, which
  // the handlers of the render that started them would not see.
  const revision = useRef(detail.revision);
  useEffect(() => {
    // A reload (after a command or 'Ricarica') brings the server's revision.
    revision.current = detail.revision;
  }, [detail.revision]);

  const fail = (error: unknown, fallback: string) => {
    if (isConcurrentEdit(error)) {
      setProblems({ conflict: true, message: DVR_MESSAGES.CONFLICT, fields: {} });
    } else if (error instanceof ApiError && error.status === 422) {
      setProblems({ conflict: false, message: error.message, fields: error.errors ?? {} });
      snackbar.show(`${fallback}: ${error.message}`, 'error');
    } else {
      setProblems(NO_PROBLEMS);
      snackbar.show(fallback, 'error');
    }
  };

  const run = async (work: () => Promise<void>, fallback: string): Promise<boolean> => {
    try {
      await work();
      setProblems(NO_PROBLEMS);
      return true;
    } catch (error) {
      fail(error, fallback);
      return false;
    }
  };

  const save = (data: DvrFormData) =>
    run(async () => {
      const answer = await commands.store.mutateAsync({
        customer: detail.customer_id,
        factory_id: detail.factory_id,
        dvr_id: detail.id,
        code: detail.code,
        dvrdata: data,
        tosave: true,
        form_code: detail.form_code,
        form_version: detail.form_version,
        revision: revision.current,
      });
      revision.current = answer.revision;
      snackbar.show(DVR_MESSAGES.SAVED, 'success');
    }, DVR_MESSAGES.SAVE_FAILED);

  /** What signing would change in the factory's jobs (the saved data, not what is on screen). */
  const preview = async (): Promise<DvrHazardsPreview | null> => {
    try {
      return await dvrApi.preview(detail.id);
    } catch (error) {
      fail(error, 'Impossibile leggere le mansioni interessate');
      return null;
    }
  };

  const sign = (applyHazards: boolean, documentDate: string | null) =>
    run(async () => {
      const answer = await commands.sign.mutateAsync({
        revision: revision.current,
        apply_hazards: applyHazards,
        ...(documentDate ? { document_date: documentDate } : {}),
      });
      revision.current = answer.revision;
      const jobs = answer.jobs_updated ?? 0;
      const workers = answer.workers_updated ?? 0;
      const reached =
        applyHazards && answer.jobs_updated !== undefined
          ? ` (${jobs} ${jobs === 1 ? 'mansione' : 'mansioni'} e ${workers} ${workers === 1 ? 'lavoratore' : 'lavoratori'} aggiornati)`
          : '';
      snackbar.show(`DVR firmato${reached}`, 'success');
    }, 'Errore durante la firma del DVR');

  const reopen = () =>
    run(async () => {
      const answer = await commands.reopen.mutateAsync(revision.current);
      revision.current = answer.revision;
      snackbar.show('DVR riaperto', 'success');
    }, 'Errore durante la riapertura del DVR');

  const reload = async () => {
    setProblems(NO_PROBLEMS);
    await refreshDvr(queryClient, detail);
  };

  return { busy: commands.busy, problems, save, preview, sign, reopen, reload };
}
