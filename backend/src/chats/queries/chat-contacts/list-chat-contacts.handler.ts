import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ChatContact, Database } from '@tutela/contracts';
import { DATABASE } from '../../../shared/tokens';
import { CHAT_CONTACTS_WHERE, chatContactsParams } from '../../chat-contacts-sql';
import { ListChatContactsQuery } from './list-chat-contacts.query';

const CONTACTS_SHOWN = 500;

/** The users a SING chat can be opened with (the creation form's choice). */
@QueryHandler(ListChatContactsQuery)
export class ListChatContactsHandler implements IQueryHandler<ListChatContactsQuery, { data: ChatContact[] }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ viewer, entityId }: ListChatContactsQuery): Promise<{ data: ChatContact[] }> {
    const { rows } = await this.db.query<ChatContact>(
      `SELECT u.id, u.last_name || ' ' || u.first_name AS name FROM users u WHERE ${CHAT_CONTACTS_WHERE}
        ORDER BY lower(u.last_name), lower(u.first_name), u.id LIMIT $4`,
      [...chatContactsParams(viewer, entityId), CONTACTS_SHOWN],
    );
    return { data: rows };
  }
}
