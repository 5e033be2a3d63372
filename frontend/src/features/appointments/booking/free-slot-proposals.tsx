import { useQuery } from '@tanstack/react-query';
import { RECURRING_YES, type AppointmentRequest, type FreeSlotProposal } from '@tutela/contracts';
import { freeSlotsQuery } from '../appointments-api';

const WEEKDAY = new Intl.DateTimeFormat('it-IT', { weekday: 'short', timeZone: 'UTC' });
const italianDate = (iso: string) => iso.split('-').reverse().join('/');

/** 'ven 04/12/2026 10:00–10:30': the weekday of the wall-clock date (read as UTC: no time zone shifts it). */
export function proposalLabel(slot: FreeSlotProposal): string {
  const weekday = WEEKDAY.format(new Date(`${slot.appointment_date}T12:00:00Z`));
  return `${weekday} ${italianDate(slot.appointment_date)} ${slot.appointment_time}–${slot.appointment_time_end}`;
}

/**
 * When the time asked for is busy: the first free slots of the same length where the physician and every chosen
 * resource and clinic are free (POST appointments/free-slots); a click fills the form's dates and times. A series or an
 * all-day booking gets none (they are not one slot).
 */
export function FreeSlotProposals({ request, onPick }: { request: AppointmentRequest; onPick(slot: FreeSlotProposal): void }) {
  const single = request.recurring !== RECURRING_YES && Boolean(request.appointment_time);
  const proposals = useQuery(freeSlotsQuery(single ? request : null));
  if (!single || !proposals.data) return null;
  return (
    <div role="group" aria-label="Orari liberi proposti" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-700">
        {proposals.data.length ? 'Primi orari liberi:' : 'Nessun orario libero nelle prossime due settimane.'}
      </span>
      {proposals.data.map((slot) => (
        <button
          key={`${slot.appointment_date}-${slot.appointment_time}`}
          type="button"
          className="rounded-full border border-sky-300 bg-sky-50 px-3 py-1 text-sky-900 hover:bg-sky-100"
          onClick={() => onPick(slot)}
        >
          {proposalLabel(slot)}
        </button>
      ))}
    </div>
  );
}
