import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ChatRow, PagedResponse, Database } from '@tutela/contracts';
import { queryPage } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { CHAT_SOURCE, chatColumns, toChatRow, type ChatQueryRow } from '../chat-row-mapping';
import { chatVisibilitySql } from '../chat-visibility-sql';
import { ListChatsQuery } from './list-chats.query';

/** The Chats page: the caller's chats, open ones first, the latest activity first. */
@QueryHandler(ListChatsQuery)
export class ListChatsHandler implements IQueryHandler<ListChatsQuery, PagedResponse<ChatRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ page, viewer }: ListChatsQuery): Promise<PagedResponse<ChatRow>> {
    const scoped = chatVisibilitySql(viewer, 1);
    return queryPage(
      this.db,
      {
        select: chatColumns(scoped),
        from: CHAT_SOURCE(2),
        where: scoped.visible,
        params: scoped.params,
        orderBy: 'c.status ASC, c.updated_at DESC, c.id DESC',
      },
      page,
      (row: ChatQueryRow) => toChatRow(row),
    );
  }
}
