import { Inject, Injectable } from '@nestjs/common';
import {
  IntervalConflictError,
  ReservationConflictError,
  WrongExpectedRevisionError,
  type EventStore,
  type RecordedEvent,
} from '@tutela/contracts';
import { ProjectionWaiter } from '../platform/projection-waiter';
import type { CommandContext } from './command-context';
import { runCommand, type ClientRevision, type CommandResult } from './command-runner';
import { fold, type DomainEvent } from './decider';
import { DomainError } from './domain-error';
import { eventMetadata } from './event-metadata';
import { tenantMetadata, type StreamDeclaration } from './stream-declaration';
import { EVENT_STORE } from './tokens';

export type PipelineResult<TState, TEvent> = CommandResult & { events: TEvent[]; state: TState };

export interface PipelineOptions {
  /** false: the caller waits itself, once for everything it wrote (a command followed by others). */
  wait?: boolean;
  /** The stream as the handler already read it (`read`), so the command reads it once; see RunOptions.preRead. */
  loaded?: LoadedStream<unknown>;
  /** Decide and check without appending (see RunOptions.dryRun): nothing is written, nothing to wait for. */
  dryRun?: boolean;
}

/** A stream as read and folded by `read`: its state for the handler's checks, its events for the run's preRead. */
export interface LoadedStream<TState> {
  state: TState;
  recorded: readonly RecordedEvent[];
}

/**
 * The one way a command reaches the store: read the stream, fold, check the caller against the stream's
 * tenant (the declaration's authorize) and tag the events with it, refuse a stale client revision, decide, append (with the declared reservations, again on a declared race),
 * then wait until the read models show it (read-your-writes), so the list the client reloads next has it.
 * A context gives its StreamDeclaration; a handler maps the request to the domain command and calls `run`.
 */
@Injectable()
export class CommandPipeline {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async run<TCommand, TState, TEvent extends DomainEvent>(
    declaration: StreamDeclaration<TCommand, TState, TEvent>,
    id: string,
    command: TCommand,
    context: CommandContext,
    options: PipelineOptions = {},
  ): Promise<PipelineResult<TState, TEvent>> {
    const causation = context.causationId ? { causationId: context.causationId, correlationId: context.causationId } : {};
    const metadata = eventMetadata(context.actor, context.commandId, causation);
    const clientRevision: ClientRevision | undefined =
      context.clientRevision === undefined || !declaration.conflictsWith
        ? undefined
        : { revision: context.clientRevision, conflictsWith: (event) => declaration.conflictsWith!(command, event) };
    const run = runCommand(this.store, declaration.streamName(id), declaration.decider, command, metadata, id, {
      clientRevision,
      preRead: options.loaded?.recorded,
      conflictAttempts: declaration.conflictAttempts,
      reservations: declaration.reservations,
      dryRun: options.dryRun,
      admit: (state) => {
        const tenant = declaration.tenantOf(state, command, id);
        declaration.authorize?.(tenant, context.scope, command, id, state);
        return tenantMetadata(metadata, tenant);
      },
    });
    const result = await run.catch(async (error: unknown) => {
      if (error instanceof WrongExpectedRevisionError && declaration.conflictMessage) {
        throw new DomainError(declaration.conflictMessage, 'conflict');
      }
      if (error instanceof ReservationConflictError && declaration.reservationConflict) {
        throw declaration.reservationConflict(error, await this.holderOf(declaration, error.holder));
      }
      if (error instanceof IntervalConflictError && declaration.bookingConflict) {
        throw declaration.bookingConflict(error, await this.bookingHolders(declaration, error));
      }
      throw error;
    });
    if (options.wait !== false && !options.dryRun && !context.reaction) await this.waiter.waitFor(result.position);
    return result;
  }

  /** A record's state as its stream holds it now, for a handler whose checks need it before the command is built. */
  async load<TCommand, TState, TEvent extends DomainEvent>(
    declaration: StreamDeclaration<TCommand, TState, TEvent>,
    id: string,
  ): Promise<TState> {
    return (await this.read(declaration, id)).state;
  }

  /** The state and the events read: hand the result to `run` as `loaded` and the command reads the stream once. */
  async read<TCommand, TState, TEvent extends DomainEvent>(
    declaration: StreamDeclaration<TCommand, TState, TEvent>,
    id: string,
  ): Promise<LoadedStream<TState>> {
    const recorded = await this.store.readStream(declaration.streamName(id));
    const state = fold(
      declaration.decider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as TEvent),
    );
    return { state, recorded };
  }

  /** The state of the stream holding a reserved key, when it is one of the declaration's streams. */
  private async holderOf<TCommand, TState, TEvent extends DomainEvent>(
    declaration: StreamDeclaration<TCommand, TState, TEvent>,
    holder: string | null | undefined,
  ): Promise<TState | null> {
    const prefix = declaration.streamName('');
    if (!holder?.startsWith(prefix)) return null;
    return (await this.read(declaration, holder.slice(prefix.length))).state;
  }

  /** The states of the streams holding the refused intervals that are this declaration's, by stream name. */
  private async bookingHolders<TCommand, TState, TEvent extends DomainEvent>(
    declaration: StreamDeclaration<TCommand, TState, TEvent>,
    error: IntervalConflictError,
  ): Promise<Map<string, TState>> {
    const streams = new Set(error.conflicts.flatMap((conflict) => conflict.holders.map((holder) => holder.stream)));
    const states = new Map<string, TState>();
    for (const stream of streams) {
      const state = await this.holderOf(declaration, stream);
      if (state !== null) states.set(stream, state);
    }
    return states;
  }

  /** Read-your-writes for a caller that ran several commands with `wait: false`. */
  waitFor(position: number): Promise<boolean> {
    return this.waiter.waitFor(position);
  }
}

/** What a command answers the client: the record, its revision and the position written, not the state. */
export function commandAnswerOf({ id, revision, position }: CommandResult): CommandResult {
  return { id, revision, position };
}
