import {
  APPOINTMENT_LOCATION_LABELS,
  APPOINTMENT_VISIT_LABELS,
  LOCATION_OTHER_ADDRESS,
  type AppointmentMailReason,
  type AppointmentMailRecipient,
  type AppointmentSlot,
  type AppointmentVisitType,
} from '@tutela/contracts';

/** What the summons says about one appointment, as the reaction gathered it (names from the read models). */
export interface SummonsFacts {
  reason: AppointmentMailReason;
  slot: AppointmentSlot;
  visit: AppointmentVisitType;
  title: string | null;
  customerName: string | null;
  physicianName: string | null;
  /** LOCATION: the address typed in, the clinic, or the customer's site. */
  place: string | null;
  note: string | null;
  /** The cancellation's reason. */
  cancelReason: string | null;
  /** The sender: the entity's name. */
  entityName: string;
  /** 'Cognome Nome' of the workers summoned. */
  workerNames: readonly string[];
}

const italianDate = (date: string) => date.split('-').reverse().join('/');

/** 'visita medica' for a visit, else the title or the type's label in quotes ('«Sopralluogo»'). */
function what(facts: SummonsFacts): string {
  if (facts.visit === 1) return 'visita medica';
  return `«${facts.title ?? APPOINTMENT_VISIT_LABELS[facts.visit] ?? 'Appuntamento'}»`;
}

/** 'del 03/12/2026 alle 09:00', 'del 03/12/2026 (tutto il giorno)', 'dal 03/12/2026 al 05/12/2026'. */
function when(slot: AppointmentSlot): string {
  const [date, endDate] = [italianDate(slot.date), italianDate(slot.endDate)];
  if (slot.startTime) return `del ${date} alle ${slot.startTime}`;
  return date === endDate ? `del ${date} (tutto il giorno)` : `dal ${date} al ${endDate} (tutto il giorno)`;
}

/** SUMMARY: 'Visita medica – Rossi S.r.l.' (by the visit type; the title of an 'Altro'). */
export function summonsSummary(facts: SummonsFacts): string {
  const head = facts.visit === 1 ? 'Visita medica' : (facts.title ?? APPOINTMENT_VISIT_LABELS[facts.visit] ?? 'Appuntamento');
  return facts.customerName ? `${head} – ${facts.customerName}` : head;
}

export function summonsSubject(facts: SummonsFacts): string {
  switch (facts.reason) {
    case 'booked':
      return `Convocazione a ${what(facts)} ${when(facts.slot)}`;
    case 'moved':
      return `Appuntamento spostato: ${what(facts)} ${when(facts.slot)}`;
    case 'cancelled':
      return `Appuntamento annullato: ${what(facts)} ${when(facts.slot)}`;
  }
}

const OPENING: Readonly<Record<AppointmentMailReason, string>> = {
  booked: 'le comunichiamo la convocazione a',
  moved: "le comunichiamo che è stato spostato l'appuntamento per",
  cancelled: "le comunichiamo che è stato annullato l'appuntamento per",
};

/** `name`: the worker the mail goes to, when known (a multi booking mails each worker at their own address). */
export function summonsBody(facts: SummonsFacts, role: AppointmentMailRecipient['role'], name?: string): string {
  const worker = name ?? (facts.workerNames.length === 1 ? facts.workerNames[0] : null);
  const greeting = role === 'customer' ? `Spettabile ${facts.customerName ?? 'azienda'},` : `Gentile ${worker ?? 'lavoratore'},`;
  const { slot } = facts;
  const hours = slot.startTime ? `${slot.startTime}${slot.endTime ? `–${slot.endTime}` : ''}` : 'tutto il giorno';
  const lines = [
    greeting,
    '',
    `${OPENING[facts.reason]} ${what(facts)}${facts.reason === 'moved' ? ', ora fissato' : ''}:`,
    '',
    `Data: ${italianDate(slot.date)}${slot.endDate !== slot.date ? ` – ${italianDate(slot.endDate)}` : ''}`,
    `Ora: ${hours}`,
  ];
  if (facts.place) lines.push(`Luogo: ${facts.place}`);
  if (facts.physicianName) lines.push(`Medico: ${facts.physicianName}`);
  if (role === 'customer' && facts.workerNames.length) lines.push(`Lavoratori: ${facts.workerNames.join(', ')}`);
  else if (role === 'worker' && facts.customerName) lines.push(`Azienda: ${facts.customerName}`);
  if (facts.note) lines.push(`Note: ${facts.note}`);
  if (facts.reason === 'cancelled' && facts.cancelReason) lines.push(`Motivo: ${facts.cancelReason}`);
  lines.push(
    '',
    facts.reason === 'cancelled'
      ? "Il file allegato (appuntamento.ics) toglie l'appuntamento dal suo calendario."
      : "Il file allegato (appuntamento.ics) aggiunge l'appuntamento al suo calendario.",
    '',
    'Cordiali saluti,',
    facts.entityName,
  );
  return lines.join('\n');
}

/**
 * LOCATION, by the booking's place: the address typed in ('Altro indirizzo'), else the clinic booked (name and
 * address), else the customer's site, else the place's label ('Ambulatorio del medico').
 */
export function summonsPlace(input: {
  location: number | null;
  locationAddress: string | null;
  clinic: { name: string; address: string | null } | null;
  customerName: string | null;
}): string | null {
  if (input.locationAddress?.trim()) return input.locationAddress.trim();
  if (input.clinic) return [input.clinic.name, input.clinic.address].filter((part) => part?.trim()).join(', ');
  if (input.location === 2 && input.customerName) return `Sede di ${input.customerName}`;
  if (input.location === null || input.location === LOCATION_OTHER_ADDRESS) return null;
  return APPOINTMENT_LOCATION_LABELS[input.location as keyof typeof APPOINTMENT_LOCATION_LABELS] ?? null;
}
