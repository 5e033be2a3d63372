import { MESSAGES } from '../messages/messages-it';

/**
 * Business constants of the users context shared by the API, the seed and the UI. The spec fixes none of
 * these numbers; they are ours and documented here so every runtime uses the same ones.
 */

/** A password set by its owner (change or reset) is valid this many days, then getuserdata reports passwdexp. */
export const PASSWORD_VALIDITY_DAYS = 180;

/** Lifetime of a password-reset link. */
export const PASSWORD_RESET_TOKEN_TTL_MINUTES = 60;

/**
 * Failed logins tolerated for one e-mail from one address inside the window before that address is answered
 * 429 for that e-mail. Per pair, never per account alone: otherwise anyone could lock a known account out.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failed logins tolerated per IP address, whatever the e-mail; higher because an office often shares one address. */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
/**
 * Past LOGIN_MAX_FAILURES failures of one account from any address, every login of that account waits
 * first, doubling from the base up to the cap: guessing slows to a crawl, the owner is only delayed.
 */
export const LOGIN_ACCOUNT_DELAY_BASE_MS = 250;
export const LOGIN_ACCOUNT_DELAY_MAX_MS = 4000;

/**
 * Level from which a user's own password must follow the strict variant of the policy (15–40 characters):
 * administrators (8, 9) hold the keys to every record of their entity.
 */
export const STRICT_PASSWORD_MIN_LEVEL = 8;

/** Level needed to manage users and to read the activity log (spec part 1 §6: Users menu needs level 8). */
export const USER_ADMIN_MIN_LEVEL = 8;

/** Italian messages of the users context the spec does not word. */
export const USER_MESSAGES = {
  EMAIL_TAKEN: 'Email già utilizzata',
  USER_NOT_FOUND: 'Utente non trovato',
  USER_ALREADY_EXISTS: 'Utente già esistente',
  USER_INACTIVE: "L'utente è disattivato",
  USER_ALREADY_INACTIVE: "L'utente è già disattivato",
  USER_ALREADY_ACTIVE: "L'utente è già attivo",
  PASSWORD_CHANGE_ALREADY_FORCED: "Il cambio password è già stato richiesto per l'utente",
  CANNOT_DEACTIVATE_SELF: 'Non è possibile disattivare il proprio utente',
  ROLE_GRANT_INACTIVE: 'Non è possibile assegnare ruoli a un utente disattivato',
  ROLE_UNKNOWN: 'Ruolo non valido',
  ROLE_NEEDS_CUSTOMER: 'Il ruolo selezionato richiede un cliente',
  FACTORY_NEEDS_CUSTOMER: 'Per indicare uno stabilimento è necessario indicare il cliente',
  ROLE_ALREADY_GRANTED: "Ruolo già assegnato all'utente",
  ROLE_GRANT_CONFLICT: 'Assegnazione di ruolo già registrata con dati diversi',
  ROLE_GRANT_NOT_FOUND: "Ruolo non assegnato all'utente",
  ROLE_GRANT_FORBIDDEN: 'Permessi insufficienti per assegnare questo ruolo',
  USER_MANAGEMENT_FORBIDDEN: 'Permessi insufficienti per gestire questo utente',
  CUSTOMER_NOT_FOUND: 'Cliente non trovato',
  ENTITY_NOT_FOUND: 'Ente non trovato',
  ENTITY_ALREADY_EXISTS: 'Ente già esistente',
  /** The application switch would offer nothing, and nobody of the entity could work. */
  ENTITY_NEEDS_APPLICATION: "Almeno un'applicazione deve restare attiva",
  NAME_REQUIRED: MESSAGES.REQUIRED,
  RESET_TOKEN_INVALID: 'Il link per reimpostare la password non è valido o è scaduto',
  PASSWORD_SAME_AS_CURRENT: 'La nuova password deve essere diversa da quella attuale',
  RESET_REQUESTED: "Se l'indirizzo è registrato riceverà una e-mail con le istruzioni per reimpostare la password",
  PASSWORD_CHANGED: 'Password modificata correttamente',
  LOGGED_OUT: 'Disconnessione effettuata',
} as const;
