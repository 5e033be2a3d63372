import { Inject, Injectable } from '@nestjs/common';
import { EXAMINATION_MESSAGES, WrongExpectedRevisionError, type EventStore } from '@tutela/contracts';
import type { Principal } from '../../http/principal';
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

  async load(examinationId: string): Promise<ExaminationState> {
    const recorded = await this.store.readStream(examinationStream(examinationId));
    return fold(
      examinationDecider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as ExaminationEvent),
    );
  }

  /** An existing record the caller may see, else 404. */
  async existing(examinationId: string, principal: Principal): Promise<ExistingExamination> {
    const state = await this.load(examinationId);
    if (state.status === 'absent' || !workerInScope(examinationScopeOf(principal), state.started)) {
      throw new DomainError(EXAMINATION_MESSAGES.NOT_FOUND, 'not_found');
    }
    return state;
  }

  async run(
    examinationId: string,
    tenant: ExaminationTenant,
    command: ExaminationCommand,
    options: { actor: Actor; commandId: string; clientRevision?: number },
  ): Promise<ExaminationCommandResult> {
    const metadata = eventMetadata({ ...options.actor, entityId: tenant.entityId }, options.commandId, { customerId: tenant.customerId, factoryId: tenant.factoryId });
    const clientRevision = options.clientRevision === undefined ? undefined : { revision: options.clientRevision, conflictsWith: () => true };
    try {
      const result = await runDecider(this.store, examinationStream(examinationId), examinationDecider, command, metadata, examinationId, clientRevision);
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
