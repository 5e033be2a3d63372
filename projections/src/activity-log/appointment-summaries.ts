import { APPOINTMENT_VISIT_LABELS, type AppointmentVisitType } from '@tutela/contracts';

/**
 * "Ultime attività" for appointment streams (APPUNTAMENTO): each event gets a sentence of its own, with the slot in
 * Rome wall-clock time as the booking carries it ("Appuntamento fissato per il 10/06/2026 dalle 09:00 alle 09:30").
 */
type Sentence = (data: Record<string, unknown>) => string;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const italianDate = (value: unknown): string => {
  const date = text(value);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.split('-').reverse().join('/') : (date ?? '?');
};

/** "il 10/06/2026 dalle 09:00 alle 09:30", "il 10/06/2026 (tutto il giorno)", or over several days. */
function slotText(value: unknown): string {
  const slot = record(value);
  const [date, endDate] = [italianDate(slot.date), italianDate(slot.endDate ?? slot.date)];
  const [start, end] = [text(slot.startTime), text(slot.endTime)];
  if (!start) return date === endDate ? `il ${date} (tutto il giorno)` : `dal ${date} al ${endDate} (tutto il giorno)`;
  if (date === endDate) return `il ${date} dalle ${start}${end ? ` alle ${end}` : ''}`;
  return `dal ${date} ${start} al ${endDate}${end ? ` ${end}` : ''}`;
}

/** "il 10/06/2026 09:00": a slot's start, for a move's before and after. */
function slotStart(value: unknown): string {
  const slot = record(value);
  const start = text(slot.startTime);
  return `${italianDate(slot.date)}${start ? ` ${start}` : ''}`;
}

const SCOPE_TEXT: Readonly<Record<string, string>> = {
  following: ' (questa e le successive occorrenze della serie)',
  all: ' (tutte le occorrenze della serie)',
};
const scopeText = (value: unknown) => (typeof value === 'string' && Object.hasOwn(SCOPE_TEXT, value) ? SCOPE_TEXT[value] : '');

function visitText(details: Record<string, unknown>): string {
  const title = text(details.title);
  if (title) return ` (${title})`;
  const visit = details.visit;
  return typeof visit === 'number' && Object.hasOwn(APPOINTMENT_VISIT_LABELS, visit)
    ? ` (${APPOINTMENT_VISIT_LABELS[visit as AppointmentVisitType]})`
    : '';
}

const MAIL_REASON_TEXT: Readonly<Record<string, string>> = {
  booked: ' (appuntamento fissato)',
  moved: ' (appuntamento spostato)',
  cancelled: ' (appuntamento annullato)',
};

/** The whole sentence (without the final period) of each appointment event. */
export const APPOINTMENT_SENTENCES: Readonly<Record<string, Sentence>> = {
  AppointmentBooked: (d) => {
    const details = record(d.details);
    const series = record(d.series);
    const workers = Array.isArray(details.workerIds) ? details.workerIds.length : 0;
    const parts = [`Appuntamento fissato per ${slotText(d.slot)}${visitText(details)}`];
    if (details.multi === true) parts.push(`${workers} ${workers === 1 ? 'lavoratore' : 'lavoratori'}`);
    if (text(series.seriesId)) parts.push(`occorrenza della serie dal ${italianDate(series.firstDate)} al ${italianDate(series.lastDate)}`);
    parts.push(d.confirmed === true ? 'confermato' : 'da confermare');
    return parts.join(', ');
  },
  AppointmentMoved: (d) =>
    `Appuntamento spostato dal ${slotStart(d.from)} al ${slotStart(d.to)}${scopeText(d.scope)}${d.confirmationReset === true ? ', da confermare di nuovo' : ''}`,
  AppointmentCancelled: (d) => {
    const reason = text(d.reason);
    return `Appuntamento annullato${scopeText(d.scope)}${reason ? `: motivo «${reason.replace(/\s+/g, ' ').slice(0, 80)}»` : ''}`;
  },
  AppointmentConfirmed: (d) => {
    const name = text(record(d.confirmedBy).name);
    return `Appuntamento confermato${name ? ` da ${name}` : ''}`;
  },
  AppointmentCompleted: (d) => `Appuntamento concluso${text(d.examinationId) ? ': visita iniziata' : ''}`,
  AppointmentMailQueued: (d) => {
    const recipients = Array.isArray(d.recipients) ? d.recipients.map((r) => text(record(r).address)).filter((a) => a !== null) : [];
    const reason = typeof d.reason === 'string' && Object.hasOwn(MAIL_REASON_TEXT, d.reason) ? MAIL_REASON_TEXT[d.reason] : '';
    return `Convocazione inviata${recipients.length ? ` a ${recipients.join(', ')}` : ''}${reason}`;
  },
};
