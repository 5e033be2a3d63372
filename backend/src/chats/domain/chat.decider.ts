import {
  administersChat,
  canSeeChat,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  CHAT_TITLE_MAX,
  CHAT_TYPES,
  MESSAGES,
  type ChatAccessFacts,
  type ChatEventMap,
} from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { ChatCommand, OpenChat, ViewedChatCommand } from './chat-commands';

export type ChatEvent = { [K in keyof ChatEventMap]: { type: K; data: ChatEventMap[K] } }[keyof ChatEventMap];

interface ChatBody {
  chatId: string;
  facts: ChatAccessFacts;
  messageCount: number;
  /** Messages each user has read (written ones included). */
  readUpTo: Record<string, number>;
}

/** A closed chat stays readable but takes no message. */
export type ChatState = { status: 'absent' } | ({ status: 'open' } & ChatBody) | ({ status: 'closed' } & ChatBody);

export function evolveChat(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'ChatOpened': {
      const d = event.data;
      const facts: ChatAccessFacts = {
        entityId: d.entityId,
        type: d.type,
        customerId: d.customerId,
        createdBy: d.createdBy.userId,
        participantIds: d.participants.map((p) => p.userId),
      };
      return { status: 'open', chatId: d.chatId, facts, messageCount: 0, readUpTo: {} };
    }
    case 'ChatMessagePosted': {
      if (state.status === 'absent') return state;
      const messageCount = state.messageCount + 1;
      return { ...state, messageCount, readUpTo: { ...state.readUpTo, [event.data.author.userId]: messageCount } };
    }
    case 'ChatRead': {
      if (state.status === 'absent') return state;
      const previous = state.readUpTo[event.data.userId] ?? 0;
      return { ...state, readUpTo: { ...state.readUpTo, [event.data.userId]: Math.max(previous, event.data.messageCount) } };
    }
    case 'ChatClosed':
      return state.status === 'absent' ? state : { ...state, status: 'closed' };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

function open(command: OpenChat): ChatEvent[] {
  const title = command.title.trim();
  if (!title) throw DomainError.validation('title', MESSAGES.REQUIRED);
  if (title.length > CHAT_TITLE_MAX) throw DomainError.validation('title', MESSAGES.REQUIRED);
  if (!CHAT_TYPES.includes(command.chatType)) throw DomainError.validation('type', CHAT_MESSAGES.CHAT_TYPE_INVALID);
  const participants = [command.createdBy];
  if (command.chatType === 'SING') {
    if (!command.secondUser)
      throw DomainError.validation(
        'second_user_id',
        command.secondUserRequested ? CHAT_MESSAGES.SECOND_USER_NOT_FOUND : CHAT_MESSAGES.SECOND_USER_REQUIRED,
      );
    if (command.secondUser.userId === command.createdBy.userId)
      throw DomainError.validation('second_user_id', CHAT_MESSAGES.SECOND_USER_SELF);
    participants.push(command.secondUser);
  } else if (command.secondUserRequested) {
    throw DomainError.validation('second_user_id', CHAT_MESSAGES.SECOND_USER_ONLY_SING);
  }
  if (command.chatType === 'CORD' && !command.customerId) throw DomainError.validation('customer_id', CHAT_MESSAGES.CUSTOMER_REQUIRED);
  return [
    {
      type: 'ChatOpened',
      data: {
        chatId: command.chatId,
        entityId: command.entityId,
        customerId: command.chatType === 'CORD' ? command.customerId : null,
        title,
        type: command.chatType,
        createdBy: command.createdBy,
        participants,
      },
    },
  ];
}

function decide(command: ChatCommand, state: ChatState): ChatEvent[] {
  if (command.type === 'OpenChat') {
    if (state.status !== 'absent') throw new DomainError(CHAT_MESSAGES.CHAT_ALREADY_EXISTS, 'conflict');
    return open(command);
  }
  if (state.status === 'absent') throw new DomainError(CHAT_MESSAGES.CHAT_NOT_FOUND, 'not_found');
  switch (command.type) {
    case 'PostChatMessage': {
      if (state.status === 'closed') throw DomainError.validation('chatid', CHAT_MESSAGES.CHAT_CLOSED);
      // Kept exactly as typed (only blank messages are refused): it is shown as plain text, never as markup.
      if (!command.text.trim()) throw DomainError.validation('text', CHAT_MESSAGES.MESSAGE_REQUIRED);
      if (command.text.length > CHAT_MESSAGE_MAX) throw DomainError.validation('text', CHAT_MESSAGES.MESSAGE_REQUIRED);
      return [
        {
          type: 'ChatMessagePosted',
          data: { chatId: state.chatId, messageId: command.messageId, text: command.text, author: command.author },
        },
      ];
    }
    case 'MarkChatRead':
      // Nothing new to read: no event, so opening a chat twice does not fill the activity log.
      if ((state.readUpTo[command.userId] ?? 0) >= state.messageCount) return [];
      return [{ type: 'ChatRead', data: { chatId: state.chatId, userId: command.userId, messageCount: state.messageCount } }];
    case 'CloseChat':
      return state.status === 'closed' ? [] : [{ type: 'ChatClosed', data: { chatId: state.chatId } }];
    default: {
      const unknownCommand: never = command;
      throw new Error(`Comando sconosciuto: ${JSON.stringify(unknownCommand)}`);
    }
  }
}

/**
 * The chat decider behind its caller: the visibility check runs on the state folded from the stream, so a chat
 * the caller does not take part in answers 404 whatever the read model says; only its administrators close it.
 */
export const chatDecider: Decider<ViewedChatCommand, ChatState, ChatEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: evolveChat,
  decide({ command, viewer }, state) {
    if (state.status !== 'absent' && !canSeeChat(state.facts, viewer)) throw new DomainError(CHAT_MESSAGES.CHAT_NOT_FOUND, 'not_found');
    if (command.type === 'CloseChat' && state.status !== 'absent' && !administersChat(state.facts, viewer)) {
      throw new DomainError(CHAT_MESSAGES.CHAT_CLOSE_FORBIDDEN, 'forbidden');
    }
    return decide(command, state);
  },
};

export const chatStream = (chatId: string) => `chat-${chatId}`;
