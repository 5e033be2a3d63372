import { Inject, Injectable } from '@nestjs/common';
import type { ChatOpenedData, ChatViewer, EventStore } from '@tutela/contracts';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { CONFLICT_ATTEMPTS, runCommand, type CommandResult } from '../../shared/command-runner';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { EVENT_STORE } from '../../shared/tokens';
import type { ChatCommand } from '../domain/chat-commands';
import { chatDecider, chatStream } from '../domain/chat.decider';

export interface ChatCommandOptions {
  actor: Actor;
  commandId: string;
  viewer: ChatViewer;
}

/**
 * The shell every chat command shares: read → fold → decide → append (again on a conflict) → wait for the read
 * models. Events are tagged with the chat's entity and company (not the actor's) so each tenant's activity log
 * shows them.
 */
@Injectable()
export class ChatCommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async run(chatId: string, command: ChatCommand, options: ChatCommandOptions): Promise<CommandResult> {
    const stream = chatStream(chatId);
    const tenant = command.type === 'OpenChat' ? command : await this.tenantOf(stream);
    const metadata = eventMetadata({ ...options.actor, entityId: tenant?.entityId ?? options.actor.entityId }, options.commandId, {
      customerId: tenant?.customerId ?? null,
    });
    // Chat commands never answer 409 for a mere race: the loser decides again on the chat as it now is. So two
    // messages never conflict, and a message racing a close is either appended before the close (it took the
    // stream first) or refused as sent to a closed chat (422): no message ever follows the close in the log.
    const result = await runCommand(this.store, stream, chatDecider, { command, viewer: options.viewer }, metadata, chatId, {
      conflictAttempts: CONFLICT_ATTEMPTS,
    });
    await this.waiter.waitFor(result.position);
    return { id: result.id, revision: result.revision, position: result.position };
  }

  private async tenantOf(stream: string): Promise<Pick<ChatOpenedData, 'entityId' | 'customerId'> | null> {
    const [first] = await this.store.readStream(stream, { toRevision: 0 });
    return first?.type === 'ChatOpened' ? (first.data as ChatOpenedData) : null;
  }
}
