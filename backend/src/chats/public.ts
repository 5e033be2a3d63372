/**
 * What other contexts may use of the chats context. Everything else in chats/ is private to it.
 */
export { CHAT_HISTORY_KIND } from './history/chat.history-kind';
export { chatViewerOf } from './chat-viewer';
// The chats read model's queries (projections' chats-queries and expiring-visits-queries), for the header's badges.
export { unreadChatCount, expiringVisits } from '@tutela/projections';
