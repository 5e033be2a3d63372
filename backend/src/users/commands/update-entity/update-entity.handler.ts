import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@tutela/contracts';
import { ProjectionWaiter } from '../../../platform/projection-waiter';
import { runDecider, type CommandResult } from '../../../shared/command-runner';
import { eventMetadata } from '../../../shared/event-metadata';
import { EVENT_STORE } from '../../../shared/tokens';
import { assertEntityVisible } from '../../domain/entity-admin-scope';
import { entityDecider, entityStream } from '../../domain/entity.decider';
import { UpdateEntityCommand } from './update-entity.command';

/**
 * The "Enti" card's save. The events carry the entity as their scope (not the actor's entity), so the
 * entity's own activity log shows who changed it, also when a system administrator did.
 */
@CommandHandler(UpdateEntityCommand)
export class UpdateEntityHandler implements ICommandHandler<UpdateEntityCommand, CommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ entityId, changes, options }: UpdateEntityCommand): Promise<CommandResult> {
    assertEntityVisible(options.scope, entityId);
    const metadata = eventMetadata({ ...options.actor, entityId }, options.commandId);
    const result = await runDecider(
      this.store,
      entityStream(entityId),
      entityDecider,
      { type: 'UpdateEntity', changes },
      metadata,
      entityId,
      // Every later event of an entity is a change to the card's own fields: any of them makes the card stale.
      options.expectedRevision === undefined ? undefined : { revision: options.expectedRevision, conflictsWith: () => true },
    );
    // getuserdata reads the entities table: the header's application switch must see the change at once.
    await this.waiter.waitFor(result.position);
    return { id: result.id, revision: result.revision, position: result.position };
  }
}
