import { MESSAGES } from '../messages/messages-it';
import { MAX_PAGE, PAGE_SIZE_OPTIONS } from './paging';

/**
 * Italian messages of the HTTP layer itself (spec part 1 §8: 401/403 → "Utente non autorizzato" in the UI):
 * whole-answer messages first, then the field messages of the input rules every endpoint inherits.
 */
export const HTTP_MESSAGES = {
  sessionInvalid: "Sessione non valida o scaduta: effettuare di nuovo l'accesso",
  notAuthorized: MESSAGES.UNAUTHORIZED,
  passwordChangeRequired: 'Password scaduta o da cambiare: impostare una nuova password prima di proseguire',
  notFound: MESSAGES.NOT_FOUND,
  invalidData: MESSAGES.INVALID_DATA,
  invalidJson: 'Il corpo della richiesta non è un JSON valido',
  /** A body that is JSON but not an object where the endpoint expects one (an array, a string…). */
  bodyNotObject: 'Il corpo della richiesta deve essere un oggetto JSON',
  /** A path that cannot be decoded (malformed %-encoding). */
  invalidPath: "L'indirizzo della richiesta non è valido",
  tooLarge: 'Richiesta troppo grande',
  unsupportedMediaType: 'Formato del corpo della richiesta non supportato',
  badRequest: 'Richiesta non valida',
  conflict: 'Conflitto con lo stato attuale dei dati',
  tooManyRequests: 'Troppe richieste: riprovare tra poco',
  methodNotAllowed: 'Metodo non consentito',
  internal: 'Errore interno del server',
  idempotencyKeyInvalid: "L'intestazione Idempotency-Key deve essere un UUID",
  idempotencyKeyReused: 'Questa chiave Idempotency-Key è già stata usata per una richiesta diversa',
  idempotencyKeyInProgress: 'Una richiesta con la stessa chiave Idempotency-Key è ancora in corso: riprovare tra poco',

  // Field messages (the `errors` map of a 422).
  /** Unknown fields and the keys __proto__, constructor, prototype. */
  fieldNotAllowed: 'Campo non ammesso',
  /** NUL, other control characters than tab and new line, half of a UTF-16 surrogate pair. */
  forbiddenCharacters: 'Contiene caratteri non ammessi',
  /** null sent for a field that may be left out but not emptied that way. */
  nullNotAllowed: 'Campo non valido: il valore null non è ammesso',
  tooDeep: 'Struttura dei dati troppo annidata',
  pageOutOfRange: `Il numero di pagina deve essere un intero tra 1 e ${MAX_PAGE}`,
  pageCursorInvalid: "Posizione nell'elenco non valida: tornare alla prima pagina",
  perPageNotAllowed: `Righe per pagina non ammesse (ammesse: ${PAGE_SIZE_OPTIONS.join(', ')})`,
} as const;
