import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@tutela/contracts';
import { ProjectionWaiter } from '../../../platform/projection-waiter';
import { runDecider, type CommandResult } from '../../../shared/command-runner';
import { eventMetadata } from '../../../shared/event-metadata';
import { EVENT_STORE } from '../../../shared/tokens';
import { entityDecider, entityStream } from '../../domain/entity.decider';
import { CreateEntityCommand } from './create-entity.command';

/**
 * Creates a provider entity: the demo seed, and POST /api/md/entities for system administrators (the controller
 * requires level 9). The entity is the scope of its own events, so its activity log starts with its creation.
 */
@CommandHandler(CreateEntityCommand)
export class CreateEntityHandler implements ICommandHandler<CreateEntityCommand, CommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ entityId, fields, actor, commandId }: CreateEntityCommand): Promise<CommandResult> {
    const metadata = eventMetadata({ ...actor, entityId }, commandId);
    const result = await runDecider(
      this.store,
      entityStream(entityId),
      entityDecider,
      { type: 'CreateEntity', entityId, ...fields },
      metadata,
      entityId,
    );
    await this.waiter.waitFor(result.position);
    return { id: result.id, revision: result.revision, position: result.position };
  }
}
