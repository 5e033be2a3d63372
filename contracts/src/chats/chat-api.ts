import type { ChatType } from './chat-events';

/** GET /api/{app}/chats rows (spec part 1 §2 "Chats page", §3 "Chat"). */
export interface ChatRow {
  id: string;
  title: string;
  type: ChatType;
  /** 0 open, 1 closed. */
  status: 0 | 1;
  /** Unread messages for the caller. */
  notify: number;
  /** 1 when the caller administers the chat (and may close it). */
  ADM: 0 | 1;
  customer_id: string | null;
  created_at: string;
  last_message_at: string | null;
}

export interface ChatMessageRow {
  id: string;
  message: string;
  created_at: string;
  user: { id: string; name: string };
}

/** GET /api/{app}/chats/{id}. */
export interface ChatDetail extends ChatRow {
  users: { id: string; name: string }[];
  messages: ChatMessageRow[];
}

/** POST /api/{app}/chats: create, or (id and status 1) close. */
export interface SaveChatBody {
  id?: string;
  title?: string;
  type?: ChatType;
  second_user_id?: string | null;
  customer_id?: string | null;
  status?: 0 | 1;
}

export interface ChatMessageBody {
  text: string;
  chatid: string;
}

export interface ChatReadBody {
  chatid: string;
}

/** GET /api/{app}/chats/contacts: who a SING chat can be opened with. */
export interface ChatContact {
  id: string;
  name: string;
}

/** GET /api/{app}/notifications: what concerns the user, newest first. */
export type NotificationKind = 'chat' | 'ticket' | 'coordination' | 'expiring_visit';
export interface NotificationItem {
  kind: NotificationKind;
  /** Italian sentence as the menu shows it (plain text). */
  text: string;
  /** App route the item opens. */
  href: string;
  /** dd/MM/yyyy is formatted by the UI from this ISO date, when there is one. */
  date: string | null;
}
export interface NotificationsResponse {
  data: { items: NotificationItem[]; chat_notification_count: number };
}

/** GET /api/{app}/events/ticket: a short-lived single-use ticket for the event stream (EventSource sends no headers). */
export interface EventsTicketResponse {
  data: { ticket: string; expires_in: number };
}

/** Server-sent event names of GET /api/{app}/events/stream. */
export const LIVE_EVENTS = { chat: 'chat', ready: 'ready' } as const;

export const CHAT_MESSAGES = {
  CHAT_NOT_FOUND: 'Chat non trovata',
  CHAT_CLOSED: 'La chat è chiusa: non è possibile inviare messaggi',
  /** Snackbar after the close button's confirmation. */
  CHAT_CLOSE_DONE: 'Chat chiusa',
  CHAT_CLOSE_FORBIDDEN: 'Non hai i permessi per chiudere questa chat',
  CHAT_ALREADY_EXISTS: 'La chat esiste già',
  CHAT_TYPE_INVALID: 'Tipo di chat non valido',
  SECOND_USER_REQUIRED: 'Selezionare l’utente con cui aprire la chat',
  SECOND_USER_ONLY_SING: 'L’utente si indica solo per le chat con un singolo utente',
  SECOND_USER_NOT_FOUND: 'Utente non trovato',
  SECOND_USER_SELF: 'Non è possibile aprire una chat con sé stessi',
  CUSTOMER_REQUIRED: 'Selezionare l’azienda della chat di coordinamento',
  MESSAGE_REQUIRED: 'Scrivere un messaggio',
  TICKET_INVALID: 'Ticket non valido o scaduto',
  CHAT_SAVE_FAILED: 'Errore durante il salvataggio della chat',
  NO_NOTIFICATIONS: 'Nessuna notifica',
} as const;
