import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventStore, NewEvent } from '@tutela/contracts';

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorId: 'user-admin',
    actorName: 'Anna Amministratrice',
    actorRole: 'entity_administrator',
    entityId: 'entity-1',
    customerId: null,
    factoryId: null,
    correlationId: 'corr-1',
    causationId: null,
    commandId: randomUUID(),
    occurredAt: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

export function newEvent(type: string, data: unknown = {}, metadata: Partial<EventMetadata> = {}): NewEvent {
  return { id: randomUUID(), type, data, metadata: testMetadata(metadata) };
}

/** Appends `count` events, one new stream of `category` per event; resolves with the last position. */
export async function appendMany(store: EventStore, count: number, type = 'ThingHappened', category = 'worker'): Promise<number> {
  let position = 0;
  for (let i = 0; i < count; i++) {
    const result = await store.append(`${category}-${randomUUID()}`, [newEvent(type, { n: i })], { expectedRevision: 'no_stream' });
    position = result.position;
  }
  return position;
}

/** Polls until `check` holds (or throws after `timeoutMs`): for effects of background retries. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condizione non raggiunta entro ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
