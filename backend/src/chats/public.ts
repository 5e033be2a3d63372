/**
 * What other contexts may use of the chats context. Everything else in chats/ is private to it.
 */
export { CHAT_HISTORY_KIND } from './history/chat.history-kind';
export { chatViewerOf } from './chat-viewer';
export { unreadChatCount } from './queries/chat-visibility-sql';
export { expiringVisits } from './queries/notifications/expiring-visits-sql';
