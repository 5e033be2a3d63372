import type { EventMetadata, RecordedEvent } from '@tutela/contracts';

/** A secretary's metadata at `occurredAt`: what most projector tests need and never look at. */
export const testMetadata = (occurredAt: string): EventMetadata => ({
  actorId: 'u1',
  actorName: 'Anna Segreteria',
  actorRole: 'secretary',
  entityId: 'e1',
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt,
});

/**
 * A log for projector tests: `recorded(stream, type, data)` gives the next event with its global position, its
 * stream's next revision and a time one second after the previous event's; `reset()` starts the log again.
 */
export function testEventLog(metadata: (occurredAt: string) => EventMetadata = testMetadata): {
  recorded(stream: string, type: string, data: unknown): RecordedEvent;
  reset(): void;
} {
  let position = 0;
  const revisions = new Map<string, number>();
  return {
    recorded(stream, type, data) {
      position += 1;
      const revision = (revisions.get(stream) ?? -1) + 1;
      revisions.set(stream, revision);
      const occurredAt = new Date(Date.UTC(2026, 0, 1, 8, 0, position)).toISOString();
      return { id: `ev${position}`, stream, revision, position, type, schemaVersion: 1, data, metadata: metadata(occurredAt) };
    },
    reset() {
      position = 0;
      revisions.clear();
    },
  };
}
