import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CHAT_MESSAGES, type ChatParticipant, type Database } from '@tutela/contracts';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import type { CommandResult } from '../../../shared/command-runner';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { CHAT_CONTACTS_WHERE, chatContactsParams } from '@tutela/projections';
import { chatStreamDeclaration } from '../../domain/chat.stream';
import { OpenChatCommand } from './open-chat.command';

/**
 * 'Nuova chat': the second user of a SING chat must be one of the caller's contacts and the company of a
 * coordination chat one the caller can see; anything else is a field error that never tells whether it exists.
 */
@CommandHandler(OpenChatCommand)
export class OpenChatHandler implements ICommandHandler<OpenChatCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ chat, entityId, caller }: OpenChatCommand): Promise<CommandResult> {
    const secondUser = chat.chatType === 'SING' && chat.secondUserId ? await this.contact(chat.secondUserId, entityId, caller) : null;
    if (
      chat.chatType === 'CORD' &&
      chat.customerId &&
      !(await this.customerVisible(chat.customerId, entityId, caller.viewer.customerIds))
    ) {
      throw DomainError.validation('customer_id', CHAT_MESSAGES.CUSTOMER_REQUIRED);
    }
    const { actor } = caller.context;
    const createdBy: ChatParticipant = { userId: actor.userId, name: actor.name };
    const command = {
      command: {
        type: 'OpenChat' as const,
        chatId: chat.chatId,
        entityId,
        title: chat.title,
        chatType: chat.chatType,
        customerId: chat.customerId,
        createdBy,
        secondUser,
        secondUserRequested: chat.secondUserId !== null,
      },
      viewer: caller.viewer,
    };
    return commandAnswerOf(await this.pipeline.run(chatStreamDeclaration, chat.chatId, command, caller.context));
  }

  private async contact(userId: string, entityId: string, caller: OpenChatCommand['caller']): Promise<ChatParticipant | null> {
    const { rows } = await this.db.query<{ id: string; name: string }>(
      `SELECT u.id, u.first_name || ' ' || u.last_name AS name FROM users u WHERE ${CHAT_CONTACTS_WHERE} AND u.id = $4`,
      [...chatContactsParams(caller.viewer, entityId), userId],
    );
    return rows[0] ? { userId: rows[0].id, name: rows[0].name } : null;
  }

  private async customerVisible(customerId: string, entityId: string, customerIds: readonly string[]): Promise<boolean> {
    if (customerIds.length && !customerIds.includes(customerId)) return false;
    const { rows } = await this.db.query('SELECT 1 FROM customers WHERE id = $1 AND entity_id = $2', [customerId, entityId]);
    return rows.length > 0;
  }
}
