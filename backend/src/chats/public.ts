/**
 * What other contexts may use of the chats context. Everything else in chats/ is private to it.
 */
export { CHAT_HISTORY_KIND } from './history/chat.history-kind';
