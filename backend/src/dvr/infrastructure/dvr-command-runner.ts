import { Inject, Injectable } from '@nestjs/common';
import { DVR_MESSAGES, WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { assertClientRevision, runDecider, type CommandResult } from '../../shared/command-runner';
import { fold } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { inRecordScope, recordScopeOf } from '../../shared/record-scope';
import { EVENT_STORE } from '../../shared/tokens';
import type { DvrCommand } from '../domain/dvr-commands';
import type { DvrState, ExistingDvr } from '../domain/dvr-state';
import { dvrDecider, dvrStream, type DvrEvent } from '../domain/dvr.decider';

export interface DvrTenant {
  entityId: string;
  customerId: string;
  factoryId: string;
}

export type DvrCommandResult = CommandResult & { events: DvrEvent[]; state: DvrState };

/** The stream as a handler read it and its folded state: handed back to `run`, so a command reads it once. */
export interface LoadedDvr<TState extends DvrState = DvrState> {
  state: TState;
  recorded: readonly RecordedEvent[];
}

const conflict = () => new DomainError(DVR_MESSAGES.CONFLICT, 'conflict');
/** A DVR is one legal document: any write after the revision the screen loaded is a conflict. */
const clientRevisionOf = (revision: number | undefined) => (revision === undefined ? undefined : { revision, conflictsWith: () => true });

/**
 * The shell every DVR command shares: load the stream, check the caller sees it (else 404), decide, append with
 * the expected revision, wait for the read models.
 */
@Injectable()
export class DvrCommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async load(dvrId: string): Promise<LoadedDvr> {
    const recorded = await this.store.readStream(dvrStream(dvrId));
    const state = fold(
      dvrDecider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as DvrEvent),
    );
    return { state, recorded };
  }

  /** An existing DVR the caller may see, else 404. */
  async existing(dvrId: string, principal: Principal): Promise<LoadedDvr<ExistingDvr>> {
    const { state, recorded } = await this.load(dvrId);
    if (state.status === 'none' || !inRecordScope(recordScopeOf(principal), state.created))
      throw new DomainError(DVR_MESSAGES.NOT_FOUND, 'not_found');
    return { state, recorded };
  }

  /** `tosave: false`: the decision and the revision check without the append (nothing is written). */
  validate(dvrId: string, command: DvrCommand, loaded: LoadedDvr, clientRevision: number | undefined): DvrCommandResult {
    const stream = dvrStream(dvrId);
    const client = clientRevisionOf(clientRevision);
    if (client) {
      try {
        assertClientRevision(stream, loaded.recorded, client);
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) throw conflict();
        throw error;
      }
    }
    const events = dvrDecider.decide(command, loaded.state);
    const last = loaded.recorded[loaded.recorded.length - 1];
    return { id: dvrId, revision: last ? last.revision : -1, position: 0, events, state: loaded.state };
  }

  async run(
    dvrId: string,
    tenant: DvrTenant,
    command: DvrCommand,
    options: { actor: Actor; commandId: string; clientRevision?: number; loaded?: LoadedDvr; reaction?: boolean },
  ): Promise<DvrCommandResult> {
    const metadata = eventMetadata({ ...options.actor, entityId: tenant.entityId }, options.commandId, {
      customerId: tenant.customerId,
      factoryId: tenant.factoryId,
    });
    try {
      const result = await runDecider(
        this.store,
        dvrStream(dvrId),
        dvrDecider,
        command,
        metadata,
        dvrId,
        clientRevisionOf(options.clientRevision),
        options.loaded?.recorded,
      );
      // A reactor never waits for read-your-writes: it is among what the waiter would wait for.
      if (!options.reaction) await this.waiter.waitFor(result.position);
      return result;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw conflict();
      throw error;
    }
  }

  async waitFor(position: number): Promise<void> {
    await this.waiter.waitFor(position);
  }
}

/** The actor of the event metadata for a principal. */
export function metadataActor(principal: Principal): Actor {
  return { userId: principal.userId, name: principal.name, role: principal.role, entityId: principal.entityId };
}
