import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppointmentRow, SeriesScope } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-input';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextField } from '../../../components/ui/text-field';
import { useSnackbar } from '../../../lib/use-snackbar';
import { appointmentsApi, invalidateAppointments } from '../appointments-api';
import { describeChangeFailure, type ChangeFailure } from './change-errors';
import { ChangeFailureAlert, ScopeChoice } from './change-parts';
import { daysBetween, moveBody, validateMove, type MoveValues } from './move-rules';

/**
 * Sposta: a new date and times for one appointment; for 'questa e le successive' / 'tutte' only the times (each
 * occurrence keeps its own date). Sends the row's revision: a change made meanwhile answers 409.
 */
export function MoveDialog({ row, onClose }: { row: AppointmentRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [values, setValues] = useState<MoveValues>({
    scope: 'this',
    date: row.appointment_date,
    start: row.appointment_time ?? '',
    end: row.appointment_time_end ?? '',
  });
  const [failure, setFailure] = useState<ChangeFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<MoveValues>) => setValues((current) => ({ ...current, ...patch }));
  const datesFixed = values.scope !== 'this';
  const span = daysBetween(row.appointment_date, row.appointment_date_end);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = validateMove(values);
    if (Object.keys(fields).length > 0) {
      setFailure({ message: '', fields, conflicts: [] });
      return;
    }
    setSaving(true);
    try {
      await appointmentsApi.move(row.id, moveBody(row, values));
      snackbar.show('Appuntamento spostato', 'success');
      onClose();
    } catch (error) {
      setFailure(describeChangeFailure(error));
    } finally {
      setSaving(false);
      // A move, a conflict or a stale revision: either way the list shows what the server now holds.
      void invalidateAppointments(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['list', 'appointments'] });
    }
  };

  const fieldError = (name: string) => failure?.fields[name] ?? null;
  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Sposta appuntamento"
      width="30rem"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Annulla
          </Button>
          <Button type="submit" form="move-appointment" disabled={saving}>
            {saving ? 'Salvataggio…' : 'Sposta'}
          </Button>
        </>
      }
    >
      <form id="move-appointment" className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <p className="text-slate-600">
          {row.customer_name ?? 'Senza azienda'} · {row.med_name ?? ''}
        </p>
        {row.series_id && <ScopeChoice value={values.scope} onChange={(scope: SeriesScope) => set({ scope })} />}
        <ChangeFailureAlert failure={failure} row={row} />
        {datesFixed ? (
          <p className="text-xs text-slate-600">Ogni occorrenza mantiene la propria data: cambiano solo gli orari.</p>
        ) : (
          <DateField
            label={span > 0 ? `Nuova data di inizio (durata ${span + 1} giorni)` : 'Nuova data'}
            value={values.date}
            onChange={(date) => set({ date })}
            error={fieldError('appointment_date') ?? fieldError('appointment_date_end')}
          />
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Ora inizio"
            placeholder="hh:mm"
            inputMode="numeric"
            maxLength={5}
            value={values.start}
            onChange={(event) => set({ start: event.target.value })}
            error={fieldError('appointment_time')}
          />
          <TextField
            label="Ora fine"
            placeholder="hh:mm"
            inputMode="numeric"
            maxLength={5}
            value={values.end}
            onChange={(event) => set({ end: event.target.value })}
            error={fieldError('appointment_time_end')}
          />
        </div>
        {!datesFixed && <p className="text-xs text-slate-500">Senza orari l’appuntamento dura tutto il giorno.</p>}
      </form>
    </DialogFrame>
  );
}
