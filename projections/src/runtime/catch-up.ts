import type { EventStore, RecordedEvent } from '@tutela/contracts';
import { CheckpointMovedError } from './checkpoint-store';
import type { ProjectorSlot } from './projector-slot';
import type { RebuildProgress } from './runtime-status';

export interface CatchUpContext {
  eventStore: EventStore;
  batchSize: number;
  /** True while the runtime projects live: a caught-up projector then rejoins instead of finishing. */
  isLive(): boolean;
  /** Rejoins the live group the projectors that have not fallen behind it; returns the others. */
  join(slots: readonly ProjectorSlot[]): Promise<ProjectorSlot[]>;
  /** Commits `events` for `slot` (its rows and checkpoint: commitBatch) and announces it. */
  commit(slot: ProjectorSlot, events: readonly RecordedEvent[]): Promise<void>;
  onFailed(slot: ProjectorSlot, error: unknown): void;
  isCancelled(): boolean;
}

const REJOIN_RETRY_MS = 10;

/**
 * Replays the log with `readAll` for projectors outside the live group (a retry after a failure, a rebuild):
 * one read per batch shared by the whole group, each projector committing its rows and checkpoint together.
 */
export class CatchUp {
  constructor(private readonly context: CatchUpContext) {}

  /** Resolves with the projectors that failed (already reported through `onFailed`), by name. */
  async run(slots: readonly ProjectorSlot[], onProgress?: (progress: RebuildProgress) => void, total = 0): Promise<Map<string, unknown>> {
    const { eventStore, batchSize } = this.context;
    const failures = new Map<string, unknown>();
    const generations = new Map(slots.map((slot) => [slot, slot.generation]));
    const names = slots.map((slot) => slot.projector.name);
    let members = [...slots];
    const report = () => {
      const healthy = slots.filter((slot) => !failures.has(slot.projector.name));
      const done = healthy.length ? Math.min(...healthy.map((slot) => slot.position)) : 0;
      total = Math.max(total, done);
      onProgress?.({ projectors: names, done, total });
    };

    // The next batch is read while this one commits (reads and writes overlap on the server); it is used
    // only if every member ends where the prefetch started, otherwise it is read again from the right place.
    let prefetched: { after: number; read: Promise<RecordedEvent[]> } | null = null;
    for (;;) {
      // A newer rebuild or stop() took a projector over: leave it alone.
      members = members.filter((slot) => slot.generation === generations.get(slot));
      if (members.length === 0 || this.context.isCancelled()) break;
      const after = Math.min(...members.map((slot) => slot.position));
      const read: Promise<RecordedEvent[]> =
        prefetched?.after === after ? prefetched.read : eventStore.readAll({ after, limit: batchSize });
      prefetched = null;
      let events: RecordedEvent[];
      try {
        events = await read;
      } catch (error) {
        for (const slot of members) {
          failures.set(slot.projector.name, error);
          this.context.onFailed(slot, error);
        }
        break;
      }
      if (events.length === batchSize) {
        const next = events[events.length - 1].position;
        prefetched = { after: next, read: eventStore.readAll({ after: next, limit: batchSize }) };
        // Awaited on the next turn; a prefetch left unused must not surface as an unhandled rejection.
        prefetched.read.catch(() => undefined);
      }
      if (events.length === 0) {
        if (!this.context.isLive()) {
          members = [];
          break;
        }
        members = await this.context.join(members);
        // Still behind the live cursor: the log grew after our read; read again shortly.
        if (members.length > 0) await new Promise((resolve) => setTimeout(resolve, REJOIN_RETRY_MS));
        continue;
      }
      await Promise.all(
        members.map(async (slot) => {
          try {
            await this.context.commit(slot, events);
          } catch (error) {
            if (error instanceof CheckpointMovedError) {
              // Another process moved it: continue from where it really is.
              slot.position = error.actual;
              return;
            }
            failures.set(slot.projector.name, error);
            this.context.onFailed(slot, error);
          }
        }),
      );
      members = members.filter((slot) => !failures.has(slot.projector.name));
      report();
    }
    report();
    return failures;
  }
}
