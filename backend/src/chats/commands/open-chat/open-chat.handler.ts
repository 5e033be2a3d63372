import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CHAT_MESSAGES, type ChatParticipant } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import type { CommandResult } from '../../../shared/command-runner';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { CHAT_CONTACTS_WHERE, chatContactsParams } from '../../chat-contacts-sql';
import { ChatCommandRunner } from '../chat-command-runner';
import { OpenChatCommand } from './open-chat.command';

/**
 * 'Nuova chat': the second user of a SING chat must be one of the caller's contacts and the company of a
 * coordination chat one the caller can see; anything else is a field error that never tells whether it exists.
 */
@CommandHandler(OpenChatCommand)
export class OpenChatHandler implements ICommandHandler<OpenChatCommand, CommandResult> {
  constructor(
    private readonly runner: ChatCommandRunner,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ chat, entityId, options }: OpenChatCommand): Promise<CommandResult> {
    const secondUser = chat.chatType === 'SING' && chat.secondUserId ? await this.contact(chat.secondUserId, entityId, options) : null;
    if (
      chat.chatType === 'CORD' &&
      chat.customerId &&
      !(await this.customerVisible(chat.customerId, entityId, options.viewer.customerIds))
    ) {
      throw DomainError.validation('customer_id', CHAT_MESSAGES.CUSTOMER_REQUIRED);
    }
    const createdBy: ChatParticipant = { userId: options.actor.userId, name: options.actor.name };
    return this.runner.run(
      chat.chatId,
      {
        type: 'OpenChat',
        chatId: chat.chatId,
        entityId,
        title: chat.title,
        chatType: chat.chatType,
        customerId: chat.customerId,
        createdBy,
        secondUser,
        secondUserRequested: chat.secondUserId !== null,
      },
      options,
    );
  }

  private async contact(userId: string, entityId: string, options: OpenChatCommand['options']): Promise<ChatParticipant | null> {
    const { rows } = await this.db.query<{ id: string; name: string }>(
      `SELECT u.id, u.first_name || ' ' || u.last_name AS name FROM users u WHERE ${CHAT_CONTACTS_WHERE} AND u.id = $4`,
      [...chatContactsParams(options.viewer, entityId), userId],
    );
    return rows[0] ? { userId: rows[0].id, name: rows[0].name } : null;
  }

  private async customerVisible(customerId: string, entityId: string, customerIds: readonly string[]): Promise<boolean> {
    if (customerIds.length && !customerIds.includes(customerId)) return false;
    const { rows } = await this.db.query('SELECT 1 FROM customers WHERE id = $1 AND entity_id = $2', [customerId, entityId]);
    return rows.length > 0;
  }
}
