import { Module } from '@nestjs/common';
import { CommandPipeline } from '../shared/command-pipeline';
import { CloseChatHandler } from './commands/close-chat/close-chat.handler';
import { MarkChatReadHandler } from './commands/mark-chat-read/mark-chat-read.handler';
import { OpenChatHandler } from './commands/open-chat/open-chat.handler';
import { PostChatMessageHandler } from './commands/post-chat-message/post-chat-message.handler';
import { ChatsController } from './http/chats.http.controller';
import { LiveEventsController } from './live/live-events.http.controller';
import { LiveEvents } from './live/live-events.service';
import { LiveTickets } from './live/live-tickets';
import { ListChatContactsHandler } from './queries/chat-contacts/list-chat-contacts.handler';
import { GetChatHandler } from './queries/get-chat/get-chat.handler';
import { ListChatsHandler } from './queries/list-chats/list-chats.handler';
import { GetNotificationsHandler } from './queries/notifications/get-notifications.handler';

/** The chats context: chat streams, the chats read models, notifications and the live event stream. */
@Module({
  controllers: [ChatsController, LiveEventsController],
  providers: [
    CommandPipeline,
    OpenChatHandler,
    PostChatMessageHandler,
    MarkChatReadHandler,
    CloseChatHandler,
    ListChatsHandler,
    GetChatHandler,
    ListChatContactsHandler,
    GetNotificationsHandler,
    LiveTickets,
    LiveEvents,
  ],
})
export class ChatsModule {}
