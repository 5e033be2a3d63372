/** Italian messages of the DVR context (spec part 1 §6, §8; the spec's wording kept, 'visita' included). */
export const DVR_MESSAGES = {
  SAVED: 'Dati salvati correttamente',
  SAVE_FAILED: 'Errore durante il salvataggio dei dati',
  /** Spec part 1 §6: reopening a DVR is blocked at level 6 with this very message. */
  REOPEN_FORBIDDEN: 'Permessi insufficienti per riaprire la visita',
  SIGN_FORBIDDEN: 'Permessi insufficienti per firmare il DVR',
  WRITE_FORBIDDEN: 'Permessi insufficienti per modificare il DVR',
  NOT_FOUND: 'DVR non trovato',
  REVISION_NOT_FOUND: 'Revisione del DVR non trovata',
  TYPE_UNKNOWN: 'Tipo di DVR non valido',
  SITE_EXISTS: 'Il DVR di sede di questo stabilimento esiste già',
  SIGNED_READ_ONLY: 'Il DVR è firmato: riaprilo per modificarlo',
  NOT_SIGNED: 'Il DVR non è firmato',
  NOTHING_TO_SIGN: 'Salva il DVR prima di firmarlo',
  CONFLICT: 'Il DVR è stato modificato da un altro utente: ricarica per vedere la versione attuale',
  JOB_NOT_IN_FACTORY: 'La mansione non appartiene a questo stabilimento',
  HAZARD_UNKNOWN: 'Rischio non presente nel catalogo',
  HAZARD_NOT_IN_TYPE: 'Rischio non valutato da questo tipo di DVR',
  SIGN_CONFIRM: 'Firmando il DVR la revisione diventa definitiva. Procedere?',
  REOPEN_CONFIRM: 'Riaprendo il DVR la revisione firmata viene archiviata e resta consultabile. Procedere?',
  HAZARDS_PREVIEW_TITLE: 'Rischi aggiornati nelle mansioni',
  NO_HAZARD_CHANGES: 'Nessuna mansione cambia i propri rischi',
  STATUS_OPEN: 'IN LAVORAZIONE',
  STATUS_SIGNED: 'FIRMATO',
} as const;

/** Reading a DVR: any user from this level, inside their customer/factory scope. */
export const DVR_READ_MIN_LEVEL = 2;
/** Creating and saving: provider staff (not customer-side roles) from this level. */
export const DVR_WRITE_MIN_LEVEL = 5;
/** Signing a revision and reopening a signed one: level 6 is refused (spec part 1 §6). */
export const DVR_SIGN_MIN_LEVEL = 7;
export const DVR_REOPEN_MIN_LEVEL = 7;
