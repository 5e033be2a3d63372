import type { Actor } from './event-metadata';
import type { TenantScope } from '@tutela/contracts';

/**
 * Who sends a command and under which terms, built once per request (commandContextOf in http/) and handed
 * unchanged to the command pipeline: the handlers only add the domain command. Nothing in it comes from the
 * request body, so a caller cannot widen their own scope.
 */
export interface CommandContext {
  /** Recorded as the events' actor. */
  actor: Actor;
  /** The records the caller may reach: a stream outside it answers 404 like an unknown one. */
  scope: TenantScope;
  /** Derived from the request's Idempotency-Key when it has one: a retried request appends nothing twice. */
  commandId: string;
  /** The revision of the card the client edited, when the request carries it (a concurrent change answers 409). */
  clientRevision?: number;
  /** The request's Idempotency-Key, when it sent one (for the logs; the command id already derives from it). */
  idempotencyKey?: string;
  /**
   * What this command follows from, when another command or event caused it (a reaction, a propagation): recorded
   * as the events' causation and correlation, so the activity log links them.
   */
  causationId?: string;
  /**
   * Issued by a reactor: the pipeline does not wait for read-your-writes (the reactors are what it would wait for,
   * the issuing one among them); the request that caused the chain waits once for all of it.
   */
  reaction?: boolean;
}
