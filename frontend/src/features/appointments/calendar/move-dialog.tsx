import { useState } from 'react';
import type { AppointmentConflict, AppointmentRow, SeriesScope } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { MoveAppointmentBody } from '../appointments-api';
import { DateInputField, TimeInputField } from '../booking/form-controls';
import { slotText } from './calendar-events';
import { ConflictList } from './conflict-list';
import { SeriesScopeField } from './series-scope-field';
import { useMoveAppointment } from './use-move-appointment';

type Slot = Omit<MoveAppointmentBody, 'scope' | 'revision'>;

export interface MoveRequest {
  row: AppointmentRow;
  /** The slot proposed by a drag, or the row's own for 'Sposta' from the details. */
  slot: Slot;
  /** A drag already chose the slot: the dialog only asks the scope (and can still correct the times). */
  fromDrag: boolean;
  /** Called when the dialog closes without moving: a drag goes back on screen. */
  revert?: () => void;
}

const slotOfRow = (row: AppointmentRow): Slot => ({
  appointment_date: row.appointment_date,
  appointment_date_end: row.appointment_date_end,
  appointment_time: row.appointment_time,
  appointment_time_end: row.appointment_time_end,
});

/**
 * 'Sposta': the new date and times and, for a series occurrence, which occurrences move (questa / questa e le
 * successive / tutte). 'following' and 'all' move the times only: each occurrence keeps its own date, so the date
 * field is then locked (docs/appointments.md, Rules: Move).
 */
export function MoveDialog({ request, onClose }: { request: MoveRequest; onClose: () => void }) {
  const move = useMoveAppointment();
  const series = Boolean(request.row.series_id);
  const [slot, setSlot] = useState<Slot>(request.slot);
  const [scope, setScope] = useState<SeriesScope>('this');
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<{ message: string; conflicts: AppointmentConflict[] } | null>(null);

  const close = (moved: boolean) => {
    if (!moved) request.revert?.();
    onClose();
  };
  const submit = async () => {
    setSaving(true);
    const body =
      scope === 'this'
        ? slot
        : { ...slot, appointment_date: request.row.appointment_date, appointment_date_end: request.row.appointment_date_end };
    const outcome = await move(request.row, body, scope);
    setSaving(false);
    if (outcome.ok) close(true);
    else setRefused(outcome);
  };
  const setDate = (iso: string) => {
    if (!iso) return;
    // A single-day appointment stays single-day when its date changes.
    setSlot((current) => ({
      ...current,
      appointment_date: iso,
      appointment_date_end: current.appointment_date === current.appointment_date_end ? iso : current.appointment_date_end,
    }));
  };
  // An empty time means all day (dates go through setDate, which never empties them).
  const setTime = (field: 'appointment_time' | 'appointment_time_end') => (time: string) =>
    setSlot((current) => ({ ...current, [field]: time || null }));

  return (
    <DialogFrame
      open
      onClose={() => close(false)}
      title="Sposta appuntamento"
      width="30rem"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Annulla
          </Button>
          <Button onClick={() => void submit()} disabled={saving}>
            {saving ? 'Spostamento…' : 'Sposta'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p>
          Da <strong>{slotText(slotOfRow(request.row))}</strong>
          {request.fromDrag && (
            <>
              {' '}
              a <strong>{slotText(slot)}</strong>
            </>
          )}
        </p>
        {series && <SeriesScopeField label="Occorrenze da spostare" value={scope} onChange={setScope} />}
        {series && scope !== 'this' && (
          <p className="text-xs text-slate-600">Ogni occorrenza mantiene la propria data: cambiano solo gli orari.</p>
        )}
        <div className="grid grid-cols-3 gap-2">
          <DateInputField
            label="Data"
            value={slot.appointment_date ?? ''}
            onChange={(iso) => setDate(iso)}
            disabled={series && scope !== 'this'}
          />
          <TimeInputField label="Ora inizio" value={slot.appointment_time ?? ''} onChange={setTime('appointment_time')} />
          <TimeInputField label="Ora fine" value={slot.appointment_time_end ?? ''} onChange={setTime('appointment_time_end')} />
        </div>
        {refused && <ConflictList message={refused.message} conflicts={refused.conflicts} />}
      </div>
    </DialogFrame>
  );
}
