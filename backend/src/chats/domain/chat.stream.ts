import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { ViewedChatCommand } from './chat-commands';
import { chatDecider, chatStream, type ChatEvent, type ChatState } from './chat.decider';

/**
 * The chats' streams for the command pipeline. Events are tagged with the chat's entity and company (not the
 * actor's) so each tenant's activity log shows them. Chat commands never answer 409 for a mere race: the loser
 * decides again on the chat as it now is. So two messages never conflict, and a message racing a close is
 * either appended before the close (it took the stream first) or refused as sent to a closed chat (422): no
 * message ever follows the close in the log.
 */
export const chatStreamDeclaration: StreamDeclaration<ViewedChatCommand, ChatState, ChatEvent> = {
  streamName: chatStream,
  decider: chatDecider,
  tenantOf: (state, { command }) => {
    if (state.status !== 'absent') return { entityId: state.facts.entityId, customerId: state.facts.customerId };
    return command.type === 'OpenChat' ? { entityId: command.entityId, customerId: command.customerId } : null;
  },
  // Enough tries for every writer of a busy chat: each round, one of the racing appends always wins.
  conflictAttempts: 25,
};
