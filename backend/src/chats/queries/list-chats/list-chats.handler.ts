import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ChatRow, PagedResponse, Database } from '@tutela/contracts';
import { chatsList, toChatRow, type ChatQueryRow } from '@tutela/projections';
import { queryPage } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { ListChatsQuery } from './list-chats.query';

/** The Chats page: the caller's chats, open ones first, the latest activity first. */
@QueryHandler(ListChatsQuery)
export class ListChatsHandler implements IQueryHandler<ListChatsQuery, PagedResponse<ChatRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ page, viewer }: ListChatsQuery): Promise<PagedResponse<ChatRow>> {
    return queryPage(this.db, chatsList(viewer), page, (row: ChatQueryRow) => toChatRow(row));
  }
}
