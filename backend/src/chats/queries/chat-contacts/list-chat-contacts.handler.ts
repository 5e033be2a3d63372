import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ChatContact, Database } from '@tutela/contracts';
import { chatContacts } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { ListChatContactsQuery } from './list-chat-contacts.query';

const CONTACTS_SHOWN = 500;

/** The users a SING chat can be opened with (the creation form's choice). */
@QueryHandler(ListChatContactsQuery)
export class ListChatContactsHandler implements IQueryHandler<ListChatContactsQuery, { data: ChatContact[] }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ viewer, entityId }: ListChatContactsQuery): Promise<{ data: ChatContact[] }> {
    return { data: await chatContacts(this.db, viewer, entityId, CONTACTS_SHOWN) };
  }
}
