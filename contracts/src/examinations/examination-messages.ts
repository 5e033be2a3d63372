/** Italian messages of the examinations context (spec part 1 §5, §8; the spec's spelling kept on purpose). */
export const EXAMINATION_MESSAGES = {
  SIGN_FORBIDDEN: 'Permessi insufficienti per firmare la visita',
  REOPEN_FORBIDDEN: 'Permessi insufficienti per riaprire la visita',
  GIUDIZIO_REQUIRED: 'Non è possibile salvare una visita senza giuidizio di idoneità',
  LIMITAZIONI_REQUIRED: 'È necessario compilare il campo limitazioni',
  PRESCRIZIONI_REQUIRED: 'È necessario compilare il campo prescrizioni',
  BOTH_REQUIRED: 'È necessario compilare i campi limitazioni e prescrizioni',
  /** Roles outside EXAMINATION_EDIT_ROLES (nurse, secretary…) read the visit but cannot save it. */
  EDIT_FORBIDDEN: 'Permessi insufficienti per modificare la visita',
  NOT_SIGNED_CANNOT_REOPEN: 'La visita non è firmata',
  NOT_FOUND: 'Visita non trovata',
  FILE_NOT_FOUND: 'File non trovato',
  FILE_TOO_LARGE: 'Il file supera la dimensione massima di 20 MB',
  FORM_NOT_FOUND: 'Modulo non trovato',
  REOPEN_TITLE: 'Riapri la visita',
  /** Snackbar once the server reopened the visit. */
  REOPENED: 'Visita riaperta',
  EXIT_WITHOUT_SAVING: 'Esci senza salvare',
  NOT_SIGNED: 'NON FIRMATA',
  NO_SIGNED_VISITS: 'Nessuna visita firmata da scaricare per questo lavoratore',
  SAVED: 'Dati salvati correttamente',
  INV_SAVE_FAILED: 'Errore nel salvataggio dei dati delle invalidità',
  VAC_SAVE_FAILED: 'Errore nel salvataggio dei dati delle vaccinazioni',
  SIGNED_READ_ONLY: 'La visita è firmata: riaprila per modificarla',
  CONFLICT: 'La visita è stata modificata da un altro utente: ricarica per vedere la versione attuale',
  FILE_DELETE_CONFIRM: 'Sei sicuro di voler eliminare questo file?',
  FILE_DELETED: 'File eliminato correttamente',
  FILE_TYPE_REFUSED: 'Tipo di file non ammesso (immagini, pdf, doc, xls, xlsx)',
  KEY_INVALID: 'Collegamento alla visita non valido',
} as const;

/** Roles that may reopen a signed visit (part 1 §4); specializing may reopen but not sign. */
export const EXAMINATION_REOPEN_ROLES = ['doctor', 'specializing', 'system_administrator'] as const;
/** Roles that fill the visit form; everyone else sees it read-only. */
export const EXAMINATION_EDIT_ROLES = ['doctor', 'specializing', 'system_administrator'] as const;
/** Roles that may sign (FI): specializing is refused with SIGN_FORBIDDEN. */
export const EXAMINATION_SIGN_ROLES = ['doctor', 'system_administrator'] as const;
/** Roles that may read a visit's clinical data (exdata): health data, so fewer than those who see lists. */
export const CLINICAL_READ_ROLES = ['doctor', 'specializing', 'nurse', 'system_administrator', 'entity_administrator'] as const;
/** 'Pdf della visita' needs this level. */
export const EXAMINATION_PDF_MIN_LEVEL = 6;
/** Attachments the visit accepts (part 2 §7.2). */
export const EXAMINATION_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
