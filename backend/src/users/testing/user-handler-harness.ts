import { ALL_TENANTS, type EventMetadata } from '@tutela/contracts';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import type { ProjectionWaiter } from '../../platform/projection-waiter';
import { SYSTEM_ACTOR } from '../../shared/event-metadata';
import { CommandPipeline } from '../../shared/command-pipeline';

const metadata: EventMetadata = {
  actorId: 'system',
  actorName: 'Sistema',
  actorRole: 'system',
  entityId: 'e1',
  correlationId: 'seed',
  causationId: null,
  commandId: 'seed',
  occurredAt: '2025-01-01T00:00:00.000Z',
};

/** A real command pipeline over an in-memory store, for handler specs: given stored events, run, inspect the stream. */
export function userHandlerHarness() {
  const store = new InMemoryEventStore();
  const waited: number[] = [];
  const waiter = { waitFor: async (position: number) => waited.push(position) > 0 } as unknown as ProjectionWaiter;
  const pipeline = new CommandPipeline(store, waiter);
  let seq = 0;
  return {
    store,
    pipeline,
    waited,
    async given(stream: string, events: { type: string; data: unknown }[]) {
      const existing = await store.readStream(stream);
      const expectedRevision = existing.length ? existing[existing.length - 1].revision : 'no_stream';
      await store.append(
        stream,
        events.map((e) => ({ ...e, id: `given-${++seq}`, metadata })),
        { expectedRevision },
      );
    },
    options: (commandId = `cmd-${++seq}`) => ({ actor: SYSTEM_ACTOR, commandId, scope: ALL_TENANTS }),
  };
}

export const userCreated = (userId: string, entityId = 'e1', email = `${userId}@x.it`) => ({
  type: 'UserCreated',
  data: {
    userId,
    entityId,
    email,
    firstName: 'Mario',
    lastName: 'Rossi',
    passwordHash: 'h',
    passwordExpiresAt: null,
    mustChangePassword: false,
  },
});
