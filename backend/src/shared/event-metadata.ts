import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@tutela/contracts';

/** Who acts: a signed-in principal, or the system itself (seeding, migrations). */
export interface Actor {
  userId: string;
  name: string;
  role: string;
  entityId: string | null;
}

export const SYSTEM_ACTOR: Actor = { userId: 'system', name: 'Sistema', role: 'system', entityId: null };

export function eventMetadata(
  actor: Actor,
  commandId: string,
  scope: { customerId?: string | null; factoryId?: string | null; correlationId?: string; causationId?: string | null } = {},
  now: Date = new Date(),
): EventMetadata {
  return {
    actorId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    entityId: actor.entityId,
    customerId: scope.customerId ?? null,
    factoryId: scope.factoryId ?? null,
    correlationId: scope.correlationId ?? commandId,
    causationId: scope.causationId ?? null,
    commandId,
    occurredAt: now.toISOString(),
  };
}

export function newCommandId(): string {
  return randomUUID();
}
