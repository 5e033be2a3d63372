import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, UserCreatedData, UserEvent } from '@tutela/contracts';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { eventIdFor, runDecider, type ClientRevision, type CommandResult } from '../../shared/command-runner';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { EVENT_STORE } from '../../shared/tokens';
import { scopedUserDecider, type AdminScope } from '../domain/user-admin-scope';
import type { UserCommand } from '../domain/user-commands';
import type { UserState } from '../domain/user-state';
import { userDecider, userStream } from '../domain/user.decider';

export interface UserCommandOptions {
  actor: Actor;
  commandId: string;
  /** The administrator's scope; null for the user acting on their own account or the system. */
  scope: AdminScope | null;
  /** Entity of a user being created (the stream holds it for every other command). */
  entityId?: string;
  /** The user card's revision when the administrator opened it: a concurrent change answers 409. */
  clientRevision?: ClientRevision;
}

export type UserCommandResult = CommandResult & { events: UserEvent[]; state: UserState };

/**
 * The shell every user command handler shares: read → fold → decide → append → wait for the read models.
 * The events are tagged with the user's entity (not the actor's) so each entity's activity log shows them.
 */
@Injectable()
export class UserCommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async run(userId: string, command: UserCommand, options: UserCommandOptions): Promise<UserCommandResult> {
    const stream = userStream(userId);
    const entityId = options.entityId ?? (await this.entityOf(stream)) ?? options.actor.entityId;
    const metadata = eventMetadata({ ...options.actor, entityId }, options.commandId);
    const decider = options.scope ? scopedUserDecider(userDecider, options.scope) : userDecider;
    const result = await runDecider(this.store, stream, decider, command, metadata, userId, options.clientRevision);
    await this.waiter.waitFor(result.position);
    return result;
  }

  /** True when this command (by id) already wrote to the user's stream: a retry whose first answer was lost. */
  async applied(userId: string, commandId: string): Promise<boolean> {
    const firstId = eventIdFor(commandId, 0);
    return (await this.store.readStream(userStream(userId))).some((event) => event.id === firstId);
  }

  /** Entity of an existing user, from the first event of its stream (null when the user does not exist). */
  entityOfUser(userId: string): Promise<string | null> {
    return this.entityOf(userStream(userId));
  }

  private async entityOf(stream: string): Promise<string | null> {
    const [first] = await this.store.readStream(stream, { toRevision: 0 });
    return first?.type === 'UserCreated' ? (first.data as UserCreatedData).entityId : null;
  }
}

export function commandAnswer(result: CommandResult): { data: CommandResult } {
  return { data: { id: result.id, revision: result.revision, position: result.position } };
}
