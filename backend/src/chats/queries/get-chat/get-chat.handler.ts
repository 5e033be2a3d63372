import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CHAT_MESSAGES, type ChatDetail, type ChatMessageRow, type ChatParticipant, type Database } from '@tutela/contracts';
import { chatWithParticipants, latestChatMessages, toChatRow } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { GetChatQuery } from './get-chat.query';

/** Most recent messages the dialog shows (older ones stay in the log). */
const MESSAGES_SHOWN = 500;

/** The chat dialog: participants and messages; a chat the caller may not see answers 404. */
@QueryHandler(GetChatQuery)
export class GetChatHandler implements IQueryHandler<GetChatQuery, { data: ChatDetail }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ chatId, viewer }: GetChatQuery): Promise<{ data: ChatDetail }> {
    const chat = await chatWithParticipants(this.db, viewer, chatId);
    if (!chat) throw new DomainError(CHAT_MESSAGES.CHAT_NOT_FOUND, 'not_found');
    const messages = await latestChatMessages(this.db, chatId, MESSAGES_SHOWN);
    const shown: ChatMessageRow[] = messages.map((m) => ({
      id: m.id,
      message: m.text,
      created_at: new Date(m.created_at).toISOString(),
      user: { id: m.author_id, name: m.author_name },
    }));
    const participants = typeof chat.participants === 'string' ? (JSON.parse(chat.participants) as ChatParticipant[]) : chat.participants;
    return { data: { ...toChatRow(chat), users: participants.map((p) => ({ id: p.userId, name: p.name })), messages: shown } };
  }
}
