import { DVR_MESSAGES, inScope } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { DvrCommand } from './dvr-commands';
import type { DvrState } from './dvr-state';
import { dvrDecider, dvrStream, type DvrEvent } from './dvr.decider';

/**
 * The DVRs' streams for the command pipeline. Events are tagged with the DVR's entity, customer and factory (the
 * creating command's, then the stream's). A DVR outside the caller's scope answers 404 like an unknown one; who
 * may write is the decider's rule (the actor in each command). A DVR is one legal document: any write after the
 * revision the screen loaded makes it stale, with the DVR's own 409 message.
 */
export const dvrStreamDeclaration: StreamDeclaration<DvrCommand, DvrState, DvrEvent> = {
  streamName: dvrStream,
  decider: dvrDecider,
  tenantOf: (state, command) => {
    const created = state.status !== 'none' ? state.created : command.type === 'CreateDvr' ? command.created : null;
    return created && { entityId: created.entityId, customerId: created.customerId, factoryId: created.factoryId };
  },
  authorize: (tenant, scope) => {
    if (!tenant?.entityId || !inScope(scope, { ...tenant, entityId: tenant.entityId })) {
      throw new DomainError(DVR_MESSAGES.NOT_FOUND, 'not_found');
    }
  },
  conflictsWith: () => true,
  conflictMessage: DVR_MESSAGES.CONFLICT,
};
