import { MESSAGES } from '../messages/messages-it';

/**
 * Italian messages of the appointments context. The spec words the busy-resources dialog and 'Campo obbligatorio'
 * (part 2 §5.5, §8): those come from the catalogue; the others are ours, in the same register.
 */
export const APPOINTMENT_MESSAGES = {
  REQUIRED: MESSAGES.REQUIRED,
  RESOURCES_BUSY: MESSAGES.RESOURCES_BUSY,
  NOT_FOUND: 'Appuntamento non trovato',
  CUSTOMER_NOT_FOUND: 'Azienda non trovata',
  CALENDAR_RANGE_TOO_LONG: 'Il calendario mostra al massimo 92 giorni alla volta',
  READ_FORBIDDEN: 'Non hai i permessi per consultare gli appuntamenti',
  ALREADY_BOOKED: "L'appuntamento esiste già",
  CONFLICT: "L'appuntamento è stato modificato da un altro utente: ricarica per vedere la versione attuale",
  TIME_INVALID: 'Orario non valido (HH:mm)',
  DATE_INVALID: 'Data non valida (AAAA-MM-GG)',
  END_DATE_BEFORE_START: 'La data di fine deve essere uguale o successiva alla data di inizio',
  END_BEFORE_START: "L'orario di fine deve essere successivo all'orario di inizio",
  DURATION_INVALID: 'La durata deve essere un numero intero di minuti maggiore di zero',
  VISIT_INVALID: 'Tipo di appuntamento non valido',
  LOCATION_INVALID: 'Luogo non valido',
  PROVIDER_CLINIC_NOT_ALLOWED: 'Gli ambulatori del fornitore non sono disponibili per questo ente',
  WEEKDAYS_INVALID: 'I giorni della settimana vanno da 0 (domenica) a 6 (sabato)',
  SERIES_TOO_LONG: 'Una serie di appuntamenti può durare al massimo 2 anni',
  SERIES_EMPTY: 'Nessuna data della serie cade nei giorni della settimana scelti',
  OCCURRENCE_NOT_IN_SERIES: 'La data non appartiene alla serie',
  WORKERS_REQUIRED: 'Selezionare almeno un lavoratore',
  INVALID_EMAIL: MESSAGES.INVALID_EMAIL,
  CANCELLED: "L'appuntamento è stato annullato",
  COMPLETED: "L'appuntamento è già concluso",
  CONFIRM_FORBIDDEN: "Solo il referente o un utente dell'azienda possono confermare l'appuntamento",
  PHYSICIAN_NOT_FOUND: 'Medico non trovato',
  WORKER_NOT_FOUND: 'Lavoratore non trovato',
  RESOURCE_NOT_FOUND: 'Risorsa non trovata o non attiva',
  CLINIC_NOT_FOUND: 'Ambulatorio non trovato o non attivo',
  CUSTOMER_SIDE_CONFIRM_ONLY: "Gli utenti dell'azienda possono solo confermare i propri appuntamenti",
} as const;
