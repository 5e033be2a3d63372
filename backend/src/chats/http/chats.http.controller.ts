import { Body, Controller, Get, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CHAT_MESSAGES,
  MESSAGES,
  type ChatContact,
  type ChatDetail,
  type ChatRow,
  type NotificationsResponse,
  type PagedResponse,
} from '@tutela/contracts';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { commandContextOf } from '../../http/command-context';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import { PageRequestDto } from '../../http/paging/page-request.dto';
import type { Principal } from '../../auth/principal';
import { type CommandResult } from '../../shared/command-runner';
import { derivedUuid } from '../../shared/derived-uuid';
import { DomainError } from '../../shared/domain-error';
import { chatViewerOf } from '../chat-viewer';
import { CloseChatCommand } from '../commands/close-chat/close-chat.command';
import type { ChatCaller } from '../commands/chat-caller';
import { MarkChatReadCommand } from '../commands/mark-chat-read/mark-chat-read.command';
import { OpenChatCommand } from '../commands/open-chat/open-chat.command';
import { PostChatMessageCommand } from '../commands/post-chat-message/post-chat-message.command';
import { ListChatContactsQuery } from '../queries/chat-contacts/list-chat-contacts.query';
import { GetChatQuery } from '../queries/get-chat/get-chat.query';
import { ListChatsQuery } from '../queries/list-chats/list-chats.query';
import { GetNotificationsQuery } from '../queries/notifications/get-notifications.query';
import { ChatMessageRequestDto, ChatReadRequestDto, SaveChatRequestDto } from './chats.request.dto';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

const APPS = ['md', 'fr', 'sr'] as const;
const paths = (resource: string) => APPS.map((app) => `${app}/${resource}`);
const answer = (result: CommandResult) => ({ data: result });

function callerOf(principal: Principal, commandId: string): ChatCaller {
  return { context: commandContextOf(principal, commandId), viewer: chatViewerOf(principal) };
}

/**
 * Chats (spec part 1 §2, §3, §7): every signed-in user has them, in every application. Who sees a chat is the
 * chat's rule (participants, administrators of its type, a coordination chat's company): anything else is 404.
 */
@ApiTags('chat')
@ApiBearerAuth()
@Controller()
export class ChatsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(paths('chats'))
  @ApiOperation({ summary: 'Chat dell’utente (aperte prima), con i messaggi non letti (notify) e ADM' })
  list(@CurrentPrincipal() principal: Principal, @Query() params: PageRequestDto): Promise<PagedResponse<ChatRow>> {
    const page = { page: params.page, per_page: params.per_page, sort: 'updated_at', order: 'desc' as const };
    return this.queries.execute(new ListChatsQuery(page, chatViewerOf(principal)));
  }

  @Get(paths('chats/contacts'))
  @ApiOperation({ summary: 'Utenti con cui aprire una chat singola' })
  contacts(@CurrentPrincipal() principal: Principal): Promise<{ data: ChatContact[] }> {
    return this.queries.execute(new ListChatContactsQuery(chatViewerOf(principal), principal.entityId));
  }

  @Get(paths('chats/:id'))
  @ApiOperation({ summary: 'Chat con partecipanti e messaggi' })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: ChatDetail }> {
    return this.queries.execute(new GetChatQuery(id, chatViewerOf(principal)));
  }

  @IdempotentPost(paths('chats'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Crea una chat, o la chiude (id e status 1; solo chi la amministra)' })
  async save(@CurrentPrincipal() principal: Principal, @Body() body: SaveChatRequestDto, @CommandId() commandId: string) {
    const caller = callerOf(principal, commandId);
    if (body.id) {
      if (body.status !== 1) throw DomainError.validation('status', CHAT_MESSAGES.CHAT_SAVE_FAILED);
      return answer(await this.commands.execute<CloseChatCommand, CommandResult>(new CloseChatCommand(body.id, caller)));
    }
    if (!body.type) throw DomainError.validation('type', MESSAGES.REQUIRED);
    const chat = {
      // Derived from the command id: a retry with the same Idempotency-Key lands on the same chat.
      chatId: derivedUuid(`${commandId}:chat`),
      title: body.title ?? '',
      chatType: body.type,
      customerId: body.customer_id ?? null,
      secondUserId: body.second_user_id ?? null,
    };
    return answer(await this.commands.execute<OpenChatCommand, CommandResult>(new OpenChatCommand(chat, principal.entityId, caller)));
  }

  @IdempotentPost(paths('chatmessage'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Invia un messaggio (testo semplice) in una chat aperta' })
  async message(@CurrentPrincipal() principal: Principal, @Body() body: ChatMessageRequestDto, @CommandId() commandId: string) {
    const command = new PostChatMessageCommand(body.chatid, derivedUuid(`${commandId}:message`), body.text, callerOf(principal, commandId));
    return answer(await this.commands.execute<PostChatMessageCommand, CommandResult>(command));
  }

  @IdempotentPost(paths('chatsrnf'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Segna come letti i messaggi della chat' })
  async read(@CurrentPrincipal() principal: Principal, @Body() body: ChatReadRequestDto, @CommandId() commandId: string) {
    return answer(
      await this.commands.execute<MarkChatReadCommand, CommandResult>(new MarkChatReadCommand(body.chatid, callerOf(principal, commandId))),
    );
  }

  @Get(paths('notifications'))
  @ApiOperation({ summary: 'Notifiche: chat non lette, visite in scadenza' })
  notifications(@CurrentPrincipal() principal: Principal): Promise<NotificationsResponse> {
    return this.queries.execute(new GetNotificationsQuery(principal));
  }
}
