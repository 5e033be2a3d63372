import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  EXAMINATION_MESSAGES,
  EXAMINATION_STATUS,
  type ExaminationDetail,
  type ExaminationFormData,
  type ExaminationStatusCode,
} from '@tutela/contracts';
import { ApiError } from '../../../lib/api-client';
import { isConcurrentEdit } from '../../../lib/concurrent-edit';
import { useSnackbar } from '../../../lib/use-snackbar';
import { fieldErrors, visitTypeId } from '../examination-rules';
import { refreshExaminations, useReopenExamination, useSaveExamination } from '../examinations-api';

export interface CommandProblems {
  /** 409: someone else saved first. The typed data stays on screen; 'Ricarica' fetches the new revision. */
  conflict: boolean;
  /** 422 messages per form key, plus the server's message. */
  fields: Record<string, string[]>;
  message: string | null;
}

const NO_PROBLEMS: CommandProblems = {
  conflict: false,
  fields: {},
  message: null,
};

/** Save, sign and reopen of one visit, with the answers the screen shows for 409 and 422. */
export function useExaminationCommands(detail: ExaminationDetail) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const saveVisit = useSaveExamination(detail.worker.id);
  const reopenVisit = useReopenExamination(detail.worker.id);
  const busy = saveVisit.isPending || reopenVisit.isPending;
  const [problems, setProblems] = useState<CommandProblems>(NO_PROBLEMS);

  const fail = (error: unknown) => {
    if (isConcurrentEdit(error)) {
      setProblems({
        conflict: true,
        fields: {},
        message: EXAMINATION_MESSAGES.CONFLICT,
      });
    } else if (error instanceof ApiError && error.status === 422) {
      setProblems({
        conflict: false,
        fields: fieldErrors(error.errors),
        message: error.message,
      });
    } else {
      setProblems(NO_PROBLEMS);
      snackbar.show(error instanceof Error ? error.message : 'Errore nel salvataggio della visita', 'error');
    }
  };

  /** Saves with the given status (0/-1 keep it open, 1 signs); true when the server accepted it. */
  const save = async (data: ExaminationFormData, status: ExaminationStatusCode): Promise<boolean> => {
    try {
      await saveVisit.mutateAsync({
        ...(detail.id ? { examination_id: detail.id, revision: detail.revision } : {}),
        worker_id: detail.worker.id,
        time_key: detail.time_key,
        examinationdate: detail.examinationdate.slice(0, 10),
        type_id: visitTypeId(data, detail.type_id),
        status,
        exdata: data,
        form_code: detail.form_code,
        form_version: detail.form_version,
      });
      setProblems(NO_PROBLEMS);
      snackbar.show(EXAMINATION_MESSAGES.SAVED, 'success');
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const reopen = async (): Promise<boolean> => {
    if (!detail.id) return false;
    try {
      await reopenVisit.mutateAsync({ id: detail.id, revision: detail.revision });
      setProblems(NO_PROBLEMS);
      snackbar.show(EXAMINATION_MESSAGES.REOPENED, 'success');
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  /** The open status a save keeps: ATT stays ATT, anything else is NF. */
  const openStatus: ExaminationStatusCode = detail.status === EXAMINATION_STATUS.ATT ? EXAMINATION_STATUS.ATT : EXAMINATION_STATUS.NF;

  const reload = async () => {
    setProblems(NO_PROBLEMS);
    await refreshExaminations(queryClient, detail.worker.id);
  };

  return { busy, problems, save, reopen, reload, openStatus };
}
