import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { ScopedCalResourceCommand } from './calresource-commands';
import { calResourceDecider, calResourceStream, type CalResourceEvent, type CalResourceState } from './calresource.decider';

/** The calresources' streams for the command pipeline; events are tagged with the record's entity. */
export const calResourceStreamDeclaration: StreamDeclaration<ScopedCalResourceCommand, CalResourceState, CalResourceEvent> = {
  streamName: calResourceStream,
  decider: calResourceDecider,
  tenantOf: (state, { command }) => {
    const entityId = state.status !== 'absent' ? state.entityId : command.type === 'CreateCalResource' ? command.entityId : null;
    return entityId ? { entityId, customerId: null, factoryId: null } : null;
  },
  conflictsWith: () => true,
};
