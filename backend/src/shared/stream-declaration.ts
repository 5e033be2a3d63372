import type {
  EventMetadata,
  IntervalConflictError,
  RecordedEvent,
  ReservationChange,
  ReservationConflictError,
  TenantScope,
} from '@tutela/contracts';
import type { Decider, DomainEvent } from './decider';

/** The tenant a stream's events are tagged with: its entity (null for the platform's own), customer, factory. */
export type StreamTenant = { entityId: string | null; customerId?: string | null; factoryId?: string | null };

/**
 * What a context declares once about its streams (`<ctx>/domain/<ctx>.stream.ts`) so that the one command
 * pipeline runs every command of it: where the stream lives, the decider, whose tenant a stream is, and which
 * later events make a client's edit stale. `TCommand` is what the decider takes: the domain command, with the
 * caller when the decider checks access itself (a chat the caller does not see answers 404).
 */
export interface StreamDeclaration<TCommand, TState, TEvent extends DomainEvent> {
  /** The stream of one record (e.g. `chat-<id>`). */
  streamName: (id: string) => string;
  decider: Decider<TCommand, TState, TEvent>;
  /**
   * The stream's tenant as the folded state knows it or, for a stream not created yet, as the creating command
   * gives it. null: neither says; the events carry the actor's entity and the decider refuses the command.
   */
  tenantOf: (state: TState, command: TCommand, id: string) => StreamTenant | null;
  /**
   * Throws when the caller (their scope) may not run this command on this record: `tenant` is what tenantOf
   * gave. Runs before anything is decided, a retried command included. Left out when the decider checks
   * access itself (chats, jobs). `state` is the folded stream, for a rule about the record itself (only a system
   * administrator touches a system administrator's account).
   */
  authorize?: (tenant: StreamTenant | null, scope: TenantScope, command: TCommand, id: string, state: TState) => void;
  /**
   * Whether an event appended after the revision the client saw conflicts with this command (409 'modificato da
   * un altro utente'); left out when the context takes no client revision.
   */
  conflictsWith?: (command: TCommand, event: RecordedEvent) => boolean;
  /**
   * The context's own 409 message for a stale client revision or a lost race (a visit, a DVR: 'modificato da un
   * altro utente'); without it the store's WrongExpectedRevisionError reaches the HTTP layer's generic 409.
   */
  conflictMessage?: string;
  /** How many read → decide → append rounds a race may take (see RunOptions.conflictAttempts). Default 1. */
  conflictAttempts?: number;
  /** Unique keys the events claim or release, intervals they book or unbook (see RunOptions.reservations). */
  reservations?: (state: TState, events: readonly TEvent[]) => ReservationChange[];
  /**
   * The context's own answer when a reserved key is held by another stream (a tax code already hired at the
   * customer): `holder` is that stream's state when it is one of this declaration's, so the message can name it.
   * Without it the store's ReservationConflictError reaches the HTTP layer.
   */
  reservationConflict?: (error: ReservationConflictError, holder: TState | null) => Error;
  /**
   * The context's own answer when intervals it books overlap others ('who, when'): `holders` has the state of
   * each holding stream that is one of this declaration's, by stream name. Without it the HTTP layer answers the
   * generic 409 MESSAGES.RESOURCES_BUSY.
   */
  bookingConflict?: (error: IntervalConflictError, holders: ReadonlyMap<string, TState>) => Error;
}

/** The metadata of a stream's events: the caller as actor, the stream's tenant (not the caller's) as tenant. */
export function tenantMetadata(metadata: EventMetadata, tenant: StreamTenant | null): EventMetadata {
  return {
    ...metadata,
    entityId: tenant ? tenant.entityId : metadata.entityId,
    customerId: tenant?.customerId ?? null,
    factoryId: tenant?.factoryId ?? null,
  };
}
