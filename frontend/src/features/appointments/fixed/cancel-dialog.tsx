import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppointmentRow, SeriesScope } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { formatDate } from '../../../lib/format-date';
import { useSnackbar } from '../../../lib/use-snackbar';
import { appointmentsQuietApi, invalidateAppointments } from '../appointments-api';
import { describeChangeFailure, type ChangeFailure } from './change-errors';
import { ChangeFailureAlert, ScopeChoice } from './change-parts';
import { timeRangeLabel } from './fixed-rules';

/** Annulla: the scope for a series occurrence and an optional reason (kept in the activity log's sentence). */
export function CancelDialog({ row, onClose }: { row: AppointmentRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const reasonId = useId();
  const [scope, setScope] = useState<SeriesScope>('this');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<ChangeFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await appointmentsQuietApi.cancel(row.id, { scope, reason: reason.trim() || null });
      snackbar.show('Appuntamento annullato', 'success');
      onClose();
    } catch (error) {
      setFailure(describeChangeFailure(error));
    } finally {
      setSaving(false);
      void invalidateAppointments(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['list', 'appointments'] });
    }
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Annulla appuntamento"
      width="30rem"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Chiudi
          </Button>
          <Button variant="danger" type="submit" form="cancel-appointment" disabled={saving}>
            {saving ? 'Annullamento…' : 'Annulla appuntamento'}
          </Button>
        </>
      }
    >
      <form id="cancel-appointment" className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <p className="text-slate-700">
          {formatDate(row.appointment_date)} {timeRangeLabel(row)} · {row.customer_name ?? 'Senza azienda'} · {row.med_name ?? ''}
        </p>
        {row.series_id && <ScopeChoice value={scope} onChange={setScope} />}
        <ChangeFailureAlert failure={failure} row={row} />
        <div className="flex flex-col">
          <label htmlFor={reasonId} className="mb-1 text-sm font-medium text-slate-700">
            Motivo
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={failure?.fields.reason ? true : undefined}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          {failure?.fields.reason && <p className="mt-1 text-xs text-red-600">{failure.fields.reason}</p>}
        </div>
      </form>
    </DialogFrame>
  );
}
