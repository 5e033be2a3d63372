import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CHAT_MESSAGES, type ChatDetail, type ChatMessageRow, type ChatParticipant, type Database } from '@tutela/contracts';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { CHAT_SOURCE, chatColumns, toChatRow, type ChatQueryRow } from '../chat-row-mapping';
import { chatVisibilitySql } from '../chat-visibility-sql';
import { GetChatQuery } from './get-chat.query';

/** Most recent messages the dialog shows (older ones stay in the log). */
const MESSAGES_SHOWN = 500;

/** The chat dialog: participants and messages; a chat the caller may not see answers 404. */
@QueryHandler(GetChatQuery)
export class GetChatHandler implements IQueryHandler<GetChatQuery, { data: ChatDetail }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ chatId, viewer }: GetChatQuery): Promise<{ data: ChatDetail }> {
    const scoped = chatVisibilitySql(viewer, 1);
    const { rows } = await this.db.query<ChatQueryRow & { participants: ChatParticipant[] }>(
      `SELECT ${chatColumns(scoped)}, c.participants FROM ${CHAT_SOURCE(2)} WHERE c.id = $5 AND ${scoped.visible}`,
      [...scoped.params, chatId],
    );
    if (!rows[0]) throw new DomainError(CHAT_MESSAGES.CHAT_NOT_FOUND, 'not_found');
    const { rows: messages } = await this.db.query<{
      id: string;
      text: string;
      created_at: Date | string;
      author_id: string;
      author_name: string;
    }>(
      `SELECT * FROM (SELECT id, text, created_at, author_id, author_name, seq FROM chat_messages WHERE chat_id = $1 ORDER BY seq DESC LIMIT $2) m ORDER BY seq`,
      [chatId, MESSAGES_SHOWN],
    );
    const shown: ChatMessageRow[] = messages.map((m) => ({
      id: m.id,
      message: m.text,
      created_at: new Date(m.created_at).toISOString(),
      user: { id: m.author_id, name: m.author_name },
    }));
    const participants =
      typeof rows[0].participants === 'string' ? (JSON.parse(rows[0].participants) as ChatParticipant[]) : rows[0].participants;
    return { data: { ...toChatRow(rows[0]), users: participants.map((p) => ({ id: p.userId, name: p.name })), messages: shown } };
  }
}
