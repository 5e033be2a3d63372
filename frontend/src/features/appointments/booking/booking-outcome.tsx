import type { AppointmentBookingAnswer } from '@tutela/contracts';
import { italianDate } from '../calendar/calendar-events';
import { ConflictList } from '../calendar/conflict-list';

/** A series booked in part ('Prenota le altre'): which dates were booked and which were refused, and why. */
export function BookingOutcome({ answer, names }: { answer: AppointmentBookingAnswer; names?: ReadonlyMap<string, string> }) {
  return (
    <div className="flex flex-col gap-3" role="status">
      <p className="text-sm">
        <span className="font-medium">Prenotate ({answer.booked.length}): </span>
        {answer.booked.map((entry) => italianDate(entry.date)).join(', ') || 'nessuna'}
      </p>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Non prenotate ({answer.refused.length}):</p>
        {answer.refused.map((entry) => (
          <ConflictList key={entry.date} message={italianDate(entry.date)} conflicts={entry.conflicts} names={names} />
        ))}
      </div>
    </div>
  );
}
