import { QueryBus } from '@nestjs/cqrs';
import type { ChatDetail, ChatEventType, RecordedEvent } from '@tutela/contracts';
import { chatViewerOf } from '../chat-viewer';
import { evolveChat, type ChatEvent, type ChatState } from '../domain/chat.decider';
import { GetChatQuery } from '../queries/get-chat/get-chat.query';
import type { Principal } from '../../auth/principal';
import { defineHistoryKind, flattenFields, tolerantFold } from '../../history/public';

const CHAT_EVENT_TYPES = ['ChatOpened', 'ChatMessagePosted', 'ChatRead', 'ChatClosed'] as const satisfies readonly ChatEventType[];

export const chatHistoryFold = tolerantFold<ChatState>(
  {
    initialState: () => ({ status: 'absent' }),
    evolve: (state, event) => evolveChat(state, event as ChatEvent),
  },
  CHAT_EVENT_TYPES,
);

/** Who takes part, how many messages and whether it is closed; never the messages themselves. */
export function chatHistoryFields(state: ChatState): Record<string, unknown> {
  if (state.status === 'absent') return {};
  return flattenFields({
    type: state.facts.type,
    participants: state.facts.participantIds.length,
    messages: state.messageCount,
    closed: state.status === 'closed',
  });
}

/** A participant reads what was written; anyone else (an administrator) only who wrote and when. */
export function chatEntrySummary(event: RecordedEvent, summary: string, principal: Principal, current: ChatDetail): string {
  if (event.type !== 'ChatMessagePosted') return summary;
  if (!current.users.some((user) => user.id === principal.userId)) return summary;
  const text = (event.data as { text?: unknown }).text;
  return typeof text === 'string' ? `${summary} «${text}»` : summary;
}

/**
 * Chats: the route's level 8, and only chats the caller may see by the chats context's own rules (its query
 * answers 404 otherwise).
 */
export const CHAT_HISTORY_KIND = defineHistoryKind<ChatState, ChatDetail, never>({
  kind: 'chat',
  fold: chatHistoryFold,
  fields: chatHistoryFields,
  status: (state) => state.status,
  current: async (id, { principal, moduleRef }) => {
    const queries = moduleRef.get(QueryBus, { strict: false });
    const { data } = await queries.execute<GetChatQuery, { data: ChatDetail }>(new GetChatQuery(id, chatViewerOf(principal)));
    return data;
  },
  title: (current) => current.title,
  entrySummary: chatEntrySummary,
  fieldLabels: {
    type: 'tipo',
    participants: 'numero di partecipanti',
    messages: 'messaggi',
    closed: 'chiusa',
  },
});
