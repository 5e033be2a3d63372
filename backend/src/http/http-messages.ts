/** Italian messages of the HTTP layer itself (spec part 1 §8: 401/403 → "Utente non autorizzato" in the UI). */
export const HTTP_MESSAGES = {
  sessionInvalid: "Sessione non valida o scaduta: effettuare di nuovo l'accesso",
  notAuthorized: 'Utente non autorizzato',
  passwordChangeRequired: 'Password scaduta o da cambiare: impostare una nuova password prima di proseguire',
  notFound: 'Risorsa non trovata',
  invalidData: 'Dati non validi',
  invalidJson: 'Il corpo della richiesta non è un JSON valido',
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
} as const;
