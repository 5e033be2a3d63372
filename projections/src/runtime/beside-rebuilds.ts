import type { EventStore } from '@tutela/contracts';
import type { Database } from '../database/database';
import type { ProjectorSlot } from './projector-slot';
import { errorMessage, type RuntimeLogger } from './runtime-logger';
import type { RebuildProgress } from './runtime-status';
import { rebuildBeside } from './shadow-rebuild';

/** What the runtime lends its rebuilds beside the tables in use. */
export interface BesideRebuildHooks {
  db: Database;
  eventStore: EventStore;
  batchSize: number;
  logger: RuntimeLogger;
  isStopped(): boolean;
  /** Runs `work` with no live batch of this process in flight (the runtime's queue). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The swap's COMMIT is about to be sent (true), or its transaction has ended (false): see onWriting. */
  writing(names: readonly string[], writing: boolean): void;
  /** Called under the queue once the rebuilt tables are in use, at `position`. */
  swapped(slots: readonly ProjectorSlot[], position: number): void;
  /** After the swap: a projector that had failed live catches up from the rebuilt tables. */
  resume(slots: readonly ProjectorSlot[]): void;
}

/**
 * The runtime's rebuilds beside the tables in use (shadow-rebuild.ts), with their bookkeeping: a newer rebuild of
 * a projector cancels the one still running for it, and stop() waits for them all.
 */
export class BesideRebuilds {
  private readonly running = new Map<string, { token: { cancelled: boolean }; done: Promise<unknown> }>();

  constructor(private readonly hooks: BesideRebuildHooks) {}

  async run(nameOrAll: string, slots: readonly ProjectorSlot[], onProgress?: (progress: RebuildProgress) => void): Promise<void> {
    const names = slots.map((slot) => slot.projector.name);
    const previous = [...new Set(names.map((name) => this.running.get(name)).filter((rebuild) => rebuild !== undefined))];
    for (const { token } of previous) token.cancelled = true;
    await Promise.all(previous.map(({ done }) => done.catch(() => undefined)));
    const token = { cancelled: false };
    const done = this.rebuild(nameOrAll, slots, token, onProgress);
    for (const name of names) this.running.set(name, { token, done });
    try {
      await done;
    } finally {
      for (const name of names) if (this.running.get(name)?.token === token) this.running.delete(name);
    }
  }

  /** Resolves once every rebuild running has ended, however it ended. */
  async settled(): Promise<void> {
    await Promise.all([...this.running.values()].map(({ done }) => done.catch(() => undefined)));
  }

  private async rebuild(
    nameOrAll: string,
    slots: readonly ProjectorSlot[],
    token: { cancelled: boolean },
    onProgress?: (progress: RebuildProgress) => void,
  ): Promise<void> {
    const { hooks } = this;
    const names = slots.map((slot) => slot.projector.name);
    hooks.logger.info('Ricostruzione delle proiezioni avviata accanto alle tabelle in uso', { projectors: names });
    let committing = false;
    const context = {
      db: hooks.db,
      eventStore: hooks.eventStore,
      batchSize: hooks.batchSize,
      isCancelled: () => token.cancelled || hooks.isStopped(),
      exclusive: <T>(work: () => Promise<T>) => hooks.exclusive(work),
      committing: () => {
        committing = true;
        hooks.writing(names, true);
      },
    };
    try {
      const projectors = slots.map((slot) => slot.projector);
      const position = await rebuildBeside(context, nameOrAll, projectors, (at) => hooks.swapped(slots, at), onProgress);
      hooks.logger.info('Ricostruzione delle proiezioni completata', { projectors: names, position });
    } catch (error) {
      throw new Error(`Ricostruzione non riuscita, le tabelle in uso restano quelle di prima: ${errorMessage(error)}`);
    } finally {
      if (committing) hooks.writing(names, false);
    }
    hooks.resume(slots);
  }
}
