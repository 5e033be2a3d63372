import { MESSAGES } from '../messages/messages-it';

/** Italian messages of the registry (spec part 2 §5.3, §8); each written once, used by forms and server. */
export const REGISTRY_MESSAGES = {
  FISCAL_CODE_INVALID: MESSAGES.INVALID_FISCAL_CODE,
  EMAIL_INVALID: MESSAGES.INVALID_EMAIL,
  REQUIRED_FIELDS_MISSING: 'Campi obbligatori mancanti',
  INSUFFICIENT_PERMISSIONS: 'Permessi insufficienti',
  WORKER_SAVED: 'Lavoratore modificato correttamente',
  JOB_SAVED: 'Mansione modificata correttamente',
  JOB_SAVE_FAILED: "Errore durante l'aggiornamento della mansione",
  WORKER_HAZARDS_SAVED: 'Rischi lavoratore modificati correttamente',
  HAZARDS_SAVE_FAILED: "Errore durante l'aggiornamento dei Rischi",
  NO_HEALTH_PROTOCOL: 'Attenzione! Nessun protocollo sanitario definito. Assegnare prima una mansione',
  WORKER_NOT_FOUND: 'Lavoratore non trovato',
  JOB_NOT_FOUND: 'Mansione non trovata',
  FACTORY_NOT_FOUND: 'Sede non trovata',
  DEPARTMENT_NOT_FOUND: 'Reparto non trovato',
  WORKER_RESIGNED: 'Il lavoratore è dimesso',
  CUSTOMER_RESIGNED: "L'azienda è cessata",
  // Jobs, hazards and protocols: ours (the spec does not word them).
  JOB_CREATED: 'Mansione creata correttamente',
  JOB_RETIRED_OK: 'Mansione eliminata correttamente',
  JOB_ALREADY_EXISTS: 'La mansione esiste già',
  JOB_RETIRED: 'La mansione è stata eliminata',
  JOB_NOT_FOR_WORKER: "La mansione non appartiene all'azienda o alla sede del lavoratore",
  JOB_FACTORY_REQUIRED: 'Una mansione specifica richiede azienda e sede',
  JOB_LEVEL_INVALID: 'Livello della mansione non valido',
  PROTOCOL_SAVED: 'Protocollo sanitario modificato correttamente',
  UNKNOWN_HAZARD: 'Rischio sconosciuto',
  DUPLICATE_HAZARD: 'Rischio indicato più volte',
  INVALID_DATE: 'Data non valida',
  INVALID_EXPOSITION_DAYS: 'Giorni di esposizione non validi (0-366)',
  INVALID_FREQUENCY: 'Frequenza non valida',
  UNKNOWN_EXTYPE: 'Tipo di accertamento non previsto nel protocollo',
  DUPLICATE_EXTYPE: 'Accertamento indicato più volte',
  INVALID_PERIOD: 'Periodicità non valida',
  HAZARD_NOT_ASSIGNED: 'Rischio non assegnato al lavoratore',
  PROPAGATE_QUESTION: (count: number) => `La mansione ha ${count} lavoratori attivi: applicare le modifiche anche a loro?`,
} as const;

/** Customer default_notice (part 2 §4): a warning shown wherever the customer is. */
export const CUSTOMER_NOTICES = [
  { value: 1, label: 'Azienda morosa' },
  { value: 2, label: 'Azienda gravemente morosa' },
] as const;
export type CustomerNotice = (typeof CUSTOMER_NOTICES)[number]['value'];

/** Factory modules (part 1 §6) that gate the sr factory menus. */
export const FACTORY_MODULES = ['CHIM', 'DOC', 'DVR', 'DVRS', 'MAC', 'DUVRI', 'DPI', 'NMISS', 'ISO', 'APP', 'AUD', 'NOM', 'ALL'] as const;
export type FactoryModule = (typeof FACTORY_MODULES)[number];

/** Customer access levels (part 1 §2 customer info dialog, ACCESSO card). */
export const CUSTOMER_ACCESS_LEVELS = ['GOLD', 'SILVER', 'DISABLED'] as const;
export const CUSTOMER_ACCESS_LEVELS_FR = ['PLATINUM', 'GOLD', 'SILVER', 'DISABLED'] as const;
export type CustomerAccessLevel = (typeof CUSTOMER_ACCESS_LEVELS_FR)[number];
