/**
 * Italian message catalogue. Texts quoted by the spec are copied verbatim, typos included ('giuidizio',
 * 'Broswer', 'prma'), because users and existing tests recognise them; the platform messages at the end
 * are ours (the spec does not word them).
 */
export const MESSAGES = {
  // Platform and HTTP (spec part 1 §8, ARCHITECTURE "HTTP API").
  UNAUTHORIZED: 'Utente non autorizzato',
  FILE_NOT_AVAILABLE: 'file non disponibile',
  REQUIRED: 'Campo obbligatorio',

  // Saving data (part 1 §8).
  DATA_SAVED: 'Dati salvati correttamente',
  DATA_SAVE_ERROR: 'Errore durante il salvataggio dei dati',
  DISABILITY_SAVE_ERROR: 'Errore nel salvataggio dei dati delle invalidità',
  VACCINATION_SAVE_ERROR: 'Errore nel salvataggio dei dati delle vaccinazioni',

  // Examinations (part 1 §4, §5, §8).
  REOPEN_VISIT_FORBIDDEN: 'Permessi insufficienti per riaprire la visita',
  SIGN_VISIT_FORBIDDEN: 'Permessi insufficienti per firmare la visita',
  EXAMINATION_OUTCOME_REQUIRED: 'Non è possibile salvare una visita senza giuidizio di idoneità',
  EXAMINATION_LIMITATIONS_REQUIRED: 'È necessario compilare il campo limitazioni',
  EXAMINATION_PRESCRIPTIONS_REQUIRED: 'È necessario compilare il campo prescrizioni',
  EXAMINATION_LIMITATIONS_AND_PRESCRIPTIONS_REQUIRED: 'È necessario compilare i campi limitazioni e prescrizioni',
  REOPEN_VISIT_TITLE: 'Riapri la visita',
  VISIT_STATUS_UNSIGNED: 'NON FIRMATA',
  EXIT_WITHOUT_SAVING: 'Esci senza salvare',

  // Shell (part 1 §2, §4, §8).
  PDF_NOT_SUPPORTED: 'Il tuo Broswer non supporta la visualizzazione dei PDF',
  DATA_REFRESH_TITLE: 'Aggiornamento',
  DATA_REFRESH_MESSAGE: 'Attenzione, prma di proseguire è necessario aggiornare alcuni archivi',
  SESSION_WARNING: 'Attenzione. La sessione sta per scadere. verrai scollegato tra 5 minuti',
  /** The spec describes this warning without wording it. */
  LOW_STORAGE_WARNING: 'Attenzione: lo spazio su disco sta per esaurirsi',
  UPDATE_AVAILABLE: 'Attenzione è presente un aggiornamento dell\'applicazione. Premere il bottone "Reload"',
  UPDATE_RELOAD_ACTION: 'Reload',
  PASSWORD_CHANGE_TITLE: 'Cambio password',
  ACTIVITY_LOG_TITLE: 'Ultime attività',
  WORKER_SEARCH_PLACEHOLDER: 'Ricerca lavoratore',
  CUSTOMER_SEARCH_PLACEHOLDER: 'Ricerca azienda',
  /** Header searches: ours (the spec does not word them). A failed search must never read as "no results". */
  SEARCH_NO_RESULTS: 'Nessun risultato',
  SEARCH_NOT_AVAILABLE: 'Ricerca non disponibile su questo server',
  SEARCH_FAILED: 'Ricerca non riuscita: riprovare più tardi',
  /** Page of a route the user has no access to (typed URL, old bookmark). */
  NOT_AUTHORIZED_DETAIL: 'Il tuo ruolo non consente di aprire questa pagina in questa applicazione.',
  BACK_TO_DASHBOARD: 'Torna alla dashboard',
  /** Dashboard: the company chosen in 'Ricerca azienda'. */
  DASHBOARD_SELECTED_CUSTOMER: 'Azienda selezionata',
  DASHBOARD_CLEAR_CUSTOMER: 'Rimuovi selezione',
  WORKER_RESIGNED: 'DIMESSO',
  USER_PROFILE: 'Profilo utente',
  NOTIFICATIONS: 'Notifiche',
  LOGOUT: 'Logout',
  DIALOG_TITLE_EDIT: 'Modifica',
  DIALOG_TITLE_NEW: 'Inserisci',
  DIALOG_PROCEED: 'Procedi',
  DIALOG_CANCEL: 'Annulla',

  // Chats (part 1 §4, §8).
  CHAT_CREATED: 'Chat creata correttamente',
  CHAT_CLOSE_CONFIRM: 'Sei sicuro di voler chiudere questa chat?',
  CHAT_SEND: 'Invia',
  CHAT_ADMINISTRATION: 'AMMINISTRAZIONE',

  // Lists, forms and dialogs (part 2 §2, §4, §5, §8).
  EMPTY_LIST: 'Nessun record presente',
  HIDE_INACTIVE: 'Nascondi i non attivi',
  INSUFFICIENT_PERMISSIONS: 'Permessi insufficienti',
  JOB_SAVE_ERROR: "Errore durante l'aggiornamento della mansione",
  HAZARD_SAVE_ERROR: "Errore durante l'aggiornamento dei Rischi",
  MISSING_REQUIRED_FIELDS: 'Campi obbligatori mancanti',
  RESOURCES_BUSY: 'Uno o più risorse/ambulatori sono già occupati per lo stesso intervallo di tempo',
  NO_TABLET_FOUND: 'Non è stato trovato nessun tablet',
  SIGNING_COMPLETED: 'Processo di firma completato.',
  SIGN_DOCUMENT: 'Firma documento',
  READ_HEALTH_CARD: 'leggi tessera sanitaria',
  INVALID_FISCAL_CODE: 'Codice fiscale non valido',
  INVALID_EMAIL: 'Email non valida',
  PASSWORD_WEAK: 'La password non rispetta i requisiti minimi di sicurezza',
  PASSWORD_MISMATCH: 'I campi non combaciano',
  DELETE_FILE_CONFIRM: 'Sei sicuro di voler eliminare questo file?',
  WORKER_UPDATED: 'Lavoratore modificato correttamente',
  JOB_UPDATED: 'Mansione modificata correttamente',
  WORKER_HAZARDS_UPDATED: 'Rischi lavoratore modificati correttamente',
  FILE_DELETED: 'File eliminato correttamente',
  HAZARD_RESULTS_NORMAL: 'Tutti i valori rilevati sono nella norma (inferiori al 10% del VLE)',
  NO_HEALTH_PROTOCOL: 'Attenzione! Nessun protocollo sanitario definito. Assegnare prima una mansione',
  FILE_UPLOAD_PENDING: 'il file verrà caricato al prossimo salvataggio',

  // Platform messages the spec does not word (auth, API errors).
  /** Generic on purpose: never reveals whether the e-mail exists. */
  INVALID_CREDENTIALS: 'Credenziali non valide',
  TOO_MANY_LOGIN_ATTEMPTS: 'Troppi tentativi di accesso, riprovare più tardi',
  INVALID_TOKEN: 'Token non valido o scaduto',
  PASSWORD_EXPIRED: 'La password è scaduta: è necessario cambiarla',
  NOT_FOUND: 'Risorsa non trovata',
  INVALID_DATA: 'Dati non validi',
  CONCURRENT_CHANGE: 'Il record è stato modificato da un altro utente nel frattempo: ricaricare i dati e riprovare',
  SERVER_ERROR: 'Si è verificato un errore imprevisto, riprovare più tardi',
} as const;

export type MessageKey = keyof typeof MESSAGES;
