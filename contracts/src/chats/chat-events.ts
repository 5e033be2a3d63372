/**
 * Events of a `chat-<uuid>` stream, owned by the chats context. The participants are fixed when the chat is
 * opened (names copied so the read model needs no join); administrators of the chat's type see it too.
 */
export const CHAT_TYPES = ['AMM', 'SEG', 'SING', 'CORD'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

export interface ChatParticipant {
  userId: string;
  name: string;
}

export interface ChatOpenedData {
  chatId: string;
  entityId: string;
  /** The company of a coordination ('cord') chat: its users see the chat; null for the other types. */
  customerId: string | null;
  title: string;
  type: ChatType;
  createdBy: ChatParticipant;
  /** The creator first, then the second user of a SING chat. */
  participants: ChatParticipant[];
}

export interface ChatMessagePostedData {
  chatId: string;
  messageId: string;
  text: string;
  author: ChatParticipant;
}

/** The user has read every message up to `messageCount` (the chat's count when they opened it). */
export interface ChatReadData {
  chatId: string;
  userId: string;
  messageCount: number;
}

export interface ChatClosedData {
  chatId: string;
}

export interface ChatEventMap {
  ChatOpened: ChatOpenedData;
  ChatMessagePosted: ChatMessagePostedData;
  ChatRead: ChatReadData;
  ChatClosed: ChatClosedData;
}
export type ChatEventType = keyof ChatEventMap;
export const CHAT_EVENT_TYPES: readonly ChatEventType[] = ['ChatOpened', 'ChatMessagePosted', 'ChatRead', 'ChatClosed'];
export const CHAT_STREAM_PREFIX = 'chat-';
