import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@tutela/contracts';

/** Fresh `<category>-<uuid>` stream: tests never share streams, so they also run on a long-lived server. */
export function newStream(category: string): string {
  return `${category}-${randomUUID()}`;
}

export function event(type: string, data: unknown = {}): NewEvent {
  const commandId = randomUUID();
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      actorId: 'user-1',
      actorName: 'Dott.ssa Bianchi',
      actorRole: 'medico',
      entityId: null,
      customerId: null,
      factoryId: null,
      correlationId: commandId,
      causationId: null,
      commandId,
      occurredAt: new Date().toISOString(),
    },
  };
}

/** readAll hides events behind any still-open older transaction on the server: wait until they are visible. */
export async function waitForHead(store: EventStore, position: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await store.headPosition()) < position) {
    if (Date.now() > deadline) throw new Error(`head position never reached ${position}`);
    await sleep(25);
  }
}

export async function waitUntil(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
