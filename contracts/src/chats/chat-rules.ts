import type { ChatType } from './chat-events';

/**
 * Who sees and who administers a chat: one pure rule for the decider (writes) and the tests; the read queries
 * express the same rule in SQL (chat-visibility-sql in the backend).
 */

/** Roles that administer the chats of a type: AMM goes to the administration, SEG to the secretaries. */
export const CHAT_ADMIN_ROLES: Readonly<Record<ChatType, readonly string[]>> = {
  AMM: ['admin_manager', 'entity_administrator', 'system_administrator'],
  SEG: ['secretary'],
  SING: [],
  CORD: [],
};

export const CHAT_TYPE_LABELS: Readonly<Record<ChatType, string>> = {
  AMM: 'Amministrazione',
  SEG: 'Segreteria',
  SING: 'Utente singolo',
  CORD: 'Coordinamento',
};

export const CHAT_TITLE_MAX = 200;
export const CHAT_MESSAGE_MAX = 4000;

export interface ChatViewer {
  userId: string;
  /** null: every entity (system administrators). */
  entityId: string | null;
  /** Every role the viewer holds (role, second role and grants). */
  roles: readonly string[];
  /** Customer-side users: their customers; empty for the provider's staff. */
  customerIds: readonly string[];
}

export interface ChatAccessFacts {
  entityId: string;
  type: ChatType;
  customerId: string | null;
  createdBy: string;
  participantIds: readonly string[];
}

/** The viewer administers the chat: the roles of its type, or the creator of a SING or coordination chat. */
export function administersChat(chat: ChatAccessFacts, viewer: ChatViewer): boolean {
  if (viewer.entityId !== null && viewer.entityId !== chat.entityId) return false;
  if (CHAT_ADMIN_ROLES[chat.type].some((role) => viewer.roles.includes(role))) return true;
  return (chat.type === 'SING' || chat.type === 'CORD') && chat.createdBy === viewer.userId;
}

/** The viewer takes part in the chat, administers it, or (coordination chats) belongs to its company. */
export function canSeeChat(chat: ChatAccessFacts, viewer: ChatViewer): boolean {
  if (viewer.entityId !== null && viewer.entityId !== chat.entityId) return false;
  if (chat.participantIds.includes(viewer.userId)) return true;
  if (chat.type === 'CORD' && chat.customerId !== null && viewer.customerIds.includes(chat.customerId)) return true;
  return administersChat(chat, viewer);
}

/** The chat types a viewer administers by role (the SQL side of administersChat). */
export function chatTypesAdministeredBy(roles: readonly string[]): ChatType[] {
  return (Object.keys(CHAT_ADMIN_ROLES) as ChatType[]).filter((type) => CHAT_ADMIN_ROLES[type].some((role) => roles.includes(role)));
}
