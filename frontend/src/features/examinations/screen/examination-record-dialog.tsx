import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DISABILITY_TYPE_ID,
  EXAMINATION_MESSAGES,
  VACCINATION_TYPE_ID,
  type ExaminationDetail,
  type ExaminationFormData,
  type SaveRecordBody,
} from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/use-snackbar';
import { fieldErrors } from '../examination-rules';
import { examinationQuery, formDefinitionQuery, useSaveExaminationRecord, workerExaminationsQuery } from '../examinations-api';
import { FormioView } from '../../../components/formio/formio-view';

const TITLES = { INV: 'Invalidità', VAC: 'Vaccinazioni' } as const;
const FAILED = {
  INV: EXAMINATION_MESSAGES.INV_SAVE_FAILED,
  VAC: EXAMINATION_MESSAGES.VAC_SAVE_FAILED,
} as const;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The worker's disability (INV) or vaccination (VAC) record, opened from the visit's side menu: one record per
 * worker, filled with its own form (the latest definition when the record is new).
 */
export function ExaminationRecordDialog({ kind, visit, onClose }: { kind: 'INV' | 'VAC'; visit: ExaminationDetail; onClose: () => void }) {
  const snackbar = useSnackbar();
  const rows = useQuery(workerExaminationsQuery(visit.worker.id));
  const existingRow = rows.data?.find((row) => row.kind === kind);
  const existing = useQuery({
    ...examinationQuery(existingRow?.id ?? ''),
    enabled: !!existingRow,
  });
  const record = existingRow ? existing.data : null;
  const definition = useQuery({
    ...formDefinitionQuery(record?.form_code ?? kind, record?.form_version),
    enabled: rows.isSuccess && (!existingRow || existing.isSuccess),
  });
  const [data, setData] = useState<ExaminationFormData | null>(null);
  const saveRecord = useSaveExaminationRecord(visit.worker.id);
  const saving = saveRecord.isPending;
  // A 422's messages by field (an impossible date, a value off the list), shown under the fields they name.
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // INV and VAC are the worker's own records, not part of the visit: a signed visit does not lock them. The visit
  // says whether the caller's role fills clinical records (can_edit while open, can_reopen once signed).
  const editable = record ? record.can_edit : visit.can_edit || visit.can_reopen;

  const save = async () => {
    try {
      await saveRecord.mutateAsync({
        ...(record?.id ? { id: record.id, revision: record.revision } : {}),
        tmp: !record,
        worker_id: visit.worker.id,
        customer_id: visit.worker.customer_id,
        type: kind,
        type_id: kind === 'INV' ? DISABILITY_TYPE_ID : VACCINATION_TYPE_ID,
        examinationdate: today(),
        exdata: data ?? record?.exdata ?? {},
        job: visit.job.name,
      } as SaveRecordBody);
      snackbar.show(EXAMINATION_MESSAGES.SAVED, 'success');
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? fieldErrors(error.errors) : {});
      snackbar.show(FAILED[kind], 'error');
    }
  };

  const loading = rows.isPending || (existingRow && existing.isPending) || definition.isPending;
  const failed = rows.isError || existing.isError || definition.isError;
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={TITLES[kind]}
      width="56rem"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {editable ? 'Annulla' : 'Chiudi'}
          </Button>
          {editable && (
            <Button onClick={() => void save()} disabled={saving || !!loading || failed}>
              {saving ? 'Salvataggio…' : 'Salva'}
            </Button>
          )}
        </>
      }
    >
      {loading ? (
        <Spinner />
      ) : failed || !definition.data ? (
        <p role="alert" className="text-red-700">
          Impossibile caricare il modulo
        </p>
      ) : (
        <FormioView
          schema={definition.data.schema}
          data={record?.exdata ?? {}}
          readOnly={!editable}
          errors={errors}
          onChange={(next) => setData(next)}
        />
      )}
    </DialogFrame>
  );
}
