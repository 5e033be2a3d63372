import type { ChatParticipant, ChatType, ChatViewer } from '@tutela/contracts';

export interface OpenChat {
  type: 'OpenChat';
  chatId: string;
  entityId: string;
  title: string;
  chatType: ChatType;
  customerId: string | null;
  createdBy: ChatParticipant;
  /** The second user of a SING chat, resolved by the handler (null when not found or not asked for). */
  secondUser: ChatParticipant | null;
  /** Whether the request named a second user at all: naming one for another type is an error. */
  secondUserRequested: boolean;
}

export interface PostChatMessage {
  type: 'PostChatMessage';
  messageId: string;
  text: string;
  author: ChatParticipant;
}

export interface MarkChatRead {
  type: 'MarkChatRead';
  userId: string;
}

export interface CloseChat {
  type: 'CloseChat';
}

export type ChatCommand = OpenChat | PostChatMessage | MarkChatRead | CloseChat;

/** Every chat command with its caller: a chat they may not see does not exist for them. */
export interface ViewedChatCommand {
  command: ChatCommand;
  viewer: ChatViewer;
}
