/** Italian messages of the registry (spec part 2 §5.3, §8); each written once, used by forms and server. */
export const REGISTRY_MESSAGES = {
  FISCAL_CODE_INVALID: "Codice fiscale non valido",
  EMAIL_INVALID: "Email non valida",
  REQUIRED_FIELDS_MISSING: "Campi obbligatori mancanti",
  INSUFFICIENT_PERMISSIONS: "Permessi insufficienti",
  WORKER_SAVED: "Lavoratore modificato correttamente",
  JOB_SAVED: "Mansione modificata correttamente",
  JOB_SAVE_FAILED: "Errore durante l'aggiornamento della mansione",
  WORKER_HAZARDS_SAVED: "Rischi lavoratore modificati correttamente",
  HAZARDS_SAVE_FAILED: "Errore durante l'aggiornamento dei Rischi",
  NO_HEALTH_PROTOCOL:
    "Attenzione! Nessun protocollo sanitario definito. Assegnare prima una mansione",
  WORKER_NOT_FOUND: "Lavoratore non trovato",
  JOB_NOT_FOUND: "Mansione non trovata",
  FACTORY_NOT_FOUND: "Sede non trovata",
  DEPARTMENT_NOT_FOUND: "Reparto non trovato",
  WORKER_RESIGNED: "Il lavoratore è dimesso",
  CUSTOMER_RESIGNED: "L'azienda è cessata",
} as const;

/** Customer default_notice (part 2 §4): a warning shown wherever the customer is. */
export const CUSTOMER_NOTICES = [
  { value: 1, label: "Azienda morosa" },
  { value: 2, label: "Azienda gravemente morosa" },
] as const;
export type CustomerNotice = (typeof CUSTOMER_NOTICES)[number]["value"];

/** Factory modules (part 1 §6) that gate the sr factory menus. */
export const FACTORY_MODULES = [
  "CHIM",
  "DOC",
  "DVR",
  "DVRS",
  "MAC",
  "DUVRI",
  "DPI",
  "NMISS",
  "ISO",
  "APP",
  "AUD",
  "NOM",
  "ALL",
] as const;
export type FactoryModule = (typeof FACTORY_MODULES)[number];

/** Customer access levels (part 1 §2 customer info dialog, ACCESSO card). */
export const CUSTOMER_ACCESS_LEVELS = ["GOLD", "SILVER", "DISABLED"] as const;
export const CUSTOMER_ACCESS_LEVELS_FR = [
  "PLATINUM",
  "GOLD",
  "SILVER",
  "DISABLED",
] as const;
export type CustomerAccessLevel = (typeof CUSTOMER_ACCESS_LEVELS_FR)[number];
