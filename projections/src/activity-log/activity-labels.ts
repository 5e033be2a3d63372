import { APP_LABELS, ROLE_LABELS } from '@tutela/contracts';

/**
 * Italian wording of the activity log's summary. Event types without a label get a generic sentence from
 * their operation and subject, so a new event is never missing from the log; add a label here when adding an
 * event whose generic sentence would be unclear.
 */
export const EVENT_LABELS: Readonly<Record<string, string>> = {
  UserCreated: 'Inserimento utente',
  UserUpdated: 'Modifica utente',
  UserRoleGranted: "Ruolo assegnato all'utente",
  UserRoleRevoked: "Ruolo revocato all'utente",
  UserDeactivated: 'Utente disattivato',
  UserReactivated: 'Utente riattivato',
  UserPasswordChanged: 'Password modificata',
  UserPasswordChangeForced: 'Cambio password imposto',
  UserPasswordResetRequested: 'Richiesta reimpostazione password',
  EntityCreated: 'Inserimento ente',
  EntityUpdated: 'Modifica ente',
  JobCreated: 'Inserimento mansione',
  JobUpdated: 'Modifica mansione',
  JobHazardsSet: 'Rischi della mansione modificati',
  JobHealthProtocolSet: 'Protocollo sanitario della mansione modificato',
  JobRetired: 'Eliminazione mansione',
  WorkerJobAssigned: 'Mansione assegnata al lavoratore',
  WorkerHazardsSet: 'Rischi del lavoratore modificati',
  WorkerHealthProtocolSet: 'Protocollo sanitario del lavoratore modificato',
};

/** Field names as the UI says them; unknown fields are shown by their own name. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'email',
  emailPersonal: 'email personale',
  email_personal: 'email personale',
  firstName: 'nome',
  first_name: 'nome',
  lastName: 'cognome',
  last_name: 'cognome',
  name: 'nome',
  phone: 'telefono',
  role: 'ruolo',
  app: 'applicazione',
  reason: 'motivo',
  via: 'modalità',
  expiresAt: 'scadenza',
  passwordExpiresAt: 'scadenza password',
  mustChangePassword: 'cambio password obbligatorio',
  isMirEnabled: 'MIR abilitato',
  staffRoles: 'ruoli staff',
  customerSettings: 'impostazioni cliente',
  level: 'livello',
  level_md: 'livello MD',
  level_fr: 'livello FR',
  is_self_manage_workers_enabled: 'gestione autonoma lavoratori',
  addressInfo: 'indirizzo',
  address: 'indirizzo',
  activeMd: 'Medicina del lavoro attiva',
  activeFr: 'Formazione attiva',
  activeSr: 'Sicurezza attiva',
  generic: 'versione generica',
  fiscalCode: 'codice fiscale',
  fiscal_code: 'codice fiscale',
  birthDate: 'data di nascita',
  birth_date: 'data di nascita',
  sex: 'sesso',
  companyName: 'ragione sociale',
  company_name: 'ragione sociale',
  vatNumber: 'partita IVA',
  vat_number: 'partita IVA',
  resigned: 'dimesso',
  department: 'reparto',
  note: 'note',
  title: 'titolo',
  status: 'stato',
  outcome: 'esito',
  examinationDate: 'data visita',
  examinationdate: 'data visita',
  type: 'tipo',
  description: 'descrizione',
  text: 'testo',
  exdata: 'dati della visita',
  dvrdata: 'dati del DVR',
  nameEng: 'nome inglese',
  name_eng: 'nome inglese',
  jobType: 'tipo mansione',
  job_type: 'tipo mansione',
  jobName: 'mansione',
  protocol: 'protocollo sanitario',
  propagate: 'applicato ai lavoratori attivi',
  resetHealthProtocol: 'protocollo ripreso dalla mansione',
};

/** Structured form data (form.io submissions): named in the summary, never spelled out field by field. */
export const OPAQUE_FIELDS: ReadonlySet<string> = new Set(['exdata', 'dvrdata', 'formData', 'form_data', 'data']);

/** Coded values worth a word. */
export const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  via: { self: "dall'utente", reset: 'tramite link di reimpostazione', admin: "dall'amministratore" },
  app: APP_LABELS,
  role: ROLE_LABELS,
  jobType: { JOB: 'mansione', RISK_PROFILE: 'profilo di rischio' },
};
