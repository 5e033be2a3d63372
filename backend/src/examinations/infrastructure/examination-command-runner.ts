import { Inject, Injectable } from '@nestjs/common';
import { EXAMINATION_MESSAGES, WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { fold } from '../../shared/decider';
import { runDecider, type CommandResult } from '../../shared/command-runner';
import { DomainError } from '../../shared/domain-error';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { EVENT_STORE } from '../../shared/tokens';
import { workerInScope } from '../../workers/domain/worker-scope';
import type { ExaminationCommand } from '../domain/examination-commands';
import type { ExaminationState, ExistingExamination } from '../domain/examination-state';
import { examinationDecider, examinationStream, type ExaminationEvent } from '../domain/examination.decider';
import { examinationScopeOf } from './examination-access';

export interface ExaminationTenant {
  entityId: string;
  customerId: string;
  factoryId: string | null;
}

export type ExaminationCommandResult = CommandResult & { events: ExaminationEvent[]; state: ExaminationState };

/** The stream as a handler read it and its folded state: handed back to `run`, so a command reads it once. */
export interface LoadedExamination<TState extends ExaminationState = ExaminationState> {
  state: TState;
  recorded: readonly RecordedEvent[];
}

/**
 * The shell every examination command shares: load the stream, check the caller sees it (else 404), decide,
 * append with the expected revision, wait for the read models. A client revision older than the stream is a 409
 * whatever changed since: a visit is one clinical document, two people's edits must never be merged silently.
 */
@Injectable()
export class ExaminationCommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async load(examinationId: string): Promise<LoadedExamination> {
    const recorded = await this.store.readStream(examinationStream(examinationId));
    const state = fold(
      examinationDecider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as ExaminationEvent),
    );
    return { state, recorded };
  }

  /** An existing record the caller may see, else 404. */
  async existing(examinationId: string, principal: Principal): Promise<LoadedExamination<ExistingExamination>> {
    const { state, recorded } = await this.load(examinationId);
    if (state.status === 'absent' || !workerInScope(examinationScopeOf(principal), state.started)) {
      throw new DomainError(EXAMINATION_MESSAGES.NOT_FOUND, 'not_found');
    }
    return { state, recorded };
  }

  async run(
    examinationId: string,
    tenant: ExaminationTenant,
    command: ExaminationCommand,
    options: { actor: Actor; commandId: string; clientRevision?: number; loaded?: LoadedExamination },
  ): Promise<ExaminationCommandResult> {
    const metadata = eventMetadata({ ...options.actor, entityId: tenant.entityId }, options.commandId, {
      customerId: tenant.customerId,
      factoryId: tenant.factoryId,
    });
    const clientRevision =
      options.clientRevision === undefined ? undefined : { revision: options.clientRevision, conflictsWith: () => true };
    try {
      const stream = examinationStream(examinationId);
      const result = await runDecider(
        this.store,
        stream,
        examinationDecider,
        command,
        metadata,
        examinationId,
        clientRevision,
        options.loaded?.recorded,
      );
      await this.waiter.waitFor(result.position);
      return result;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw new DomainError(EXAMINATION_MESSAGES.CONFLICT, 'conflict');
      throw error;
    }
  }
}

/** The actor of the event metadata for a principal. */
export function metadataActor(principal: Principal): Actor {
  return { userId: principal.userId, name: principal.name, role: principal.role, entityId: principal.entityId };
}
