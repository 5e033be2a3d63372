import { useState, type ReactNode } from 'react';
import type { AppointmentConflict, AppointmentRow } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useUserData } from '../../../lib/session';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { canConfirm, canWriteAppointments } from './appointment-permissions';
import { ConflictList } from './conflict-list';
import type { CalendarMove } from './event-calendar';
import { MoveDialog, type MoveRequest } from './move-dialog';
import { useMoveAppointment } from './use-move-appointment';

interface Refusal {
  title: string;
  message: string;
  conflicts: AppointmentConflict[];
}

/**
 * What the three calendars do alike with their events: click → details (Sposta / Annulla / Conferma), drag or
 * resize → move. A single appointment moves at once (scope 'this'); a series occurrence first asks which
 * occurrences; a refusal puts the event back and says why. `keepColumns`: on the resource calendars a drop into
 * another column would mean changing the booked resource, which a move cannot do, so it is refused.
 */
export function useCalendarInteractions({
  names,
  keepColumns = false,
}: { names?: ReadonlyMap<string, string>; keepColumns?: boolean } = {}) {
  const { user } = useUserData();
  const canWrite = canWriteAppointments(user);
  const move = useMoveAppointment();
  const [details, setDetails] = useState<AppointmentRow | null>(null);
  const [moving, setMoving] = useState<MoveRequest | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const onMove = (change: CalendarMove) => {
    if (keepColumns && change.columnChanged) {
      change.revert();
      setRefusal({
        title: 'Spostamento non consentito',
        message: 'Trascinando si cambiano solo data e orari: per cambiare risorsa o ambulatorio annullare e fissare di nuovo.',
        conflicts: [],
      });
      return;
    }
    if (change.row.series_id) {
      setMoving({ row: change.row, slot: change.slot, fromDrag: true, revert: change.revert });
      return;
    }
    void move(change.row, change.slot, 'this').then((outcome) => {
      if (outcome.ok) return;
      change.revert();
      setRefusal({ title: 'Spostamento non riuscito', message: outcome.message, conflicts: outcome.conflicts });
    });
  };

  const dialogs: ReactNode = (
    <>
      {details && (
        <AppointmentDetailsDialog
          row={details}
          onClose={() => setDetails(null)}
          actions={{
            canWrite,
            canConfirm: canConfirm(details, user),
            onMove: (row) => {
              setDetails(null);
              setMoving({
                row,
                fromDrag: false,
                slot: {
                  appointment_date: row.appointment_date,
                  appointment_date_end: row.appointment_date_end,
                  appointment_time: row.appointment_time,
                  appointment_time_end: row.appointment_time_end,
                },
              });
            },
          }}
        />
      )}
      {moving && <MoveDialog request={moving} onClose={() => setMoving(null)} />}
      {refusal && (
        <DialogFrame
          open
          tone="error"
          title={refusal.title}
          onClose={() => setRefusal(null)}
          footer={<Button onClick={() => setRefusal(null)}>Chiudi</Button>}
        >
          <ConflictList message={refusal.message} conflicts={refusal.conflicts} names={names} />
        </DialogFrame>
      )}
    </>
  );

  return { canWrite, onEventClick: (row: AppointmentRow) => setDetails(row), onMove, dialogs };
}
