import type { EventStore, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { BesideRebuilds } from './beside-rebuilds';
import { CatchUp } from './catch-up';
import { CheckpointMovedError } from './checkpoint-store';
import { createDeferredIndexes, dropDeferredIndexes } from './deferred-indexes';
import { LiveFeed } from './live-feed';
import { PositionWaiters } from './position-waiters';
import type { Projector } from './projector';
import { failureDetails, failureMessage, slotStatus } from './projector-failure';
import { clearFailure, commitBatch, createSlot, markFailed, type ProjectorSlot } from './projector-slot';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-policy';
import { consoleRuntimeLogger, errorMessage, type RuntimeLogger } from './runtime-logger';
import type { ProjectionStatus, RebuildProgress, WaitForPositionOptions } from './runtime-status';
import { migrateProjections, resetProjector } from './runtime-migrations';
import { SerialQueue } from './serial-queue';
import { resolveProjectorNames } from './unknown-projector.error';

export interface ProjectionRuntimeOptions {
  db: Database;
  eventStore: EventStore;
  projectors: readonly Projector[];
  /**
   * Most events per live transaction (default 500). Live batches are whatever arrived while the previous one
   * committed, so they stay small while projection keeps up and grow up to this when it falls behind.
   */
  batchSize?: number;
  /**
   * Events per transaction when catching up or rebuilding (default 5,000, or `batchSize` when only that is
   * given): larger batches mean fewer statements and fewer row versions per row.
   */
  catchUpBatchSize?: number;
  logger?: RuntimeLogger;
  /** Backoff of failed projectors and of a dropped subscription. */
  retry?: RetryPolicy;
}

type Phase = 'idle' | 'running' | 'stopped';

export interface RebuildOptions {
  /** Empty the tables in use and replay into them, instead of building beside them and swapping (the default). */
  inPlace?: boolean;
}

/** See ProjectionRuntime.onCommit. */
export type CommitListener = (projector: string, events: readonly RecordedEvent[] | null) => void;
/** See ProjectionRuntime.onWriting. */
export type WritingListener = (projector: string, writing: boolean) => void;

const DEFAULT_LIVE_BATCH_SIZE = 500;
/** Measured on `rebuild all` (bench/rebuild.bench.mjs): past a few thousand events a batch gains little more. */
const DEFAULT_CATCH_UP_BATCH_SIZE = 5_000;

/**
 * Feeds the global event log to the projectors: one subscription from the lowest checkpoint, events in global
 * order and in batches, each projector committing its rows and its checkpoint in one transaction. A projector
 * that fails leaves the live group, is retried with backoff from its own checkpoint, and rejoins once caught up;
 * the others keep going.
 */
export class ProjectionRuntime {
  private readonly db: Database;
  private readonly eventStore: EventStore;
  private readonly logger: RuntimeLogger;
  private readonly retry: RetryPolicy;
  private readonly batchSize: number;
  private readonly slots: Map<string, ProjectorSlot>;
  /** Live dispatch and rejoining the live group go through this queue, one at a time. */
  private readonly queue = new SerialQueue();
  private readonly waiters = new PositionWaiters();
  private readonly catchUp: CatchUp;
  private phase: Phase = 'idle';
  private prepared: Promise<void> | null = null;
  private readonly feed: LiveFeed;
  /** Last position dispatched to the live group: a live projector has committed at least up to here. */
  private cursor = 0;
  private readonly commitListeners = new Set<CommitListener>();
  private readonly writingListeners = new Set<WritingListener>();
  private readonly besideRebuilds: BesideRebuilds;

  constructor(options: ProjectionRuntimeOptions) {
    this.db = options.db;
    this.eventStore = options.eventStore;
    this.logger = options.logger ?? consoleRuntimeLogger;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.batchSize = options.batchSize ?? DEFAULT_LIVE_BATCH_SIZE;
    const catchUpBatchSize = options.catchUpBatchSize ?? options.batchSize ?? DEFAULT_CATCH_UP_BATCH_SIZE;
    for (const size of [this.batchSize, catchUpBatchSize]) {
      if (!Number.isInteger(size) || size < 1) throw new Error('batchSize e catchUpBatchSize devono essere interi positivi');
    }
    this.slots = new Map();
    for (const projector of options.projectors) {
      if (this.slots.has(projector.name)) throw new Error(`Proiezione registrata due volte: ${projector.name}`);
      this.slots.set(projector.name, createSlot(projector, 0));
    }
    this.feed = new LiveFeed({
      eventStore: this.eventStore,
      batchSize: this.batchSize,
      retry: this.retry,
      logger: this.logger,
      onBatch: (batch) => this.queue.run(() => this.dispatchBatch(batch)),
    });
    this.catchUp = new CatchUp({
      eventStore: this.eventStore,
      batchSize: catchUpBatchSize,
      isLive: () => this.phase === 'running',
      join: (slots) => this.join(slots),
      commit: (slot, events) => this.commit(slot, events),
      onFailed: (slot, error) => this.fail(slot, error),
      isCancelled: () => this.phase === 'stopped',
    });
    this.besideRebuilds = new BesideRebuilds({
      db: this.db,
      eventStore: this.eventStore,
      batchSize: catchUpBatchSize,
      logger: this.logger,
      isStopped: () => this.phase === 'stopped',
      exclusive: (work) => this.queue.run(work),
      writing: (names, writing) => {
        for (const name of names) this.notify(this.writingListeners, (listener) => listener(name, writing));
      },
      swapped: (slots, position) => {
        // Still under the queue: the next live batch starts from the rebuilt tables' position.
        for (const slot of slots) {
          slot.position = position;
          if (slot.state === 'failed') slot.state = 'running';
          clearFailure(slot);
          this.notifyCommit(slot.projector.name, null);
        }
        this.waiters.notify();
      },
      resume: (slots) => slots.forEach((slot) => this.startCatchUp(slot)),
    });
  }

  get projectorNames(): string[] {
    return [...this.slots.keys()];
  }

  /** Runs the migrations (checkpoints table and every projector's) and loads the checkpoints. Idempotent. */
  prepare(): Promise<void> {
    this.prepared ??= this.migrate().catch((error: unknown) => {
      this.prepared = null;
      throw error;
    });
    return this.prepared;
  }

  private async migrate(): Promise<void> {
    const projectors = [...this.slots.values()].map((slot) => slot.projector);
    const { positions, reset } = await migrateProjections(this.db, projectors);
    for (const { name, from, to } of reset) {
      this.logger.info(`Proiezione ${name} passata dalla versione ${from} alla ${to}: viene ricostruita dall'inizio`);
    }
    for (const slot of this.slots.values()) slot.position = positions.get(slot.projector.name) ?? 0;
  }

  async start(): Promise<void> {
    if (this.phase !== 'idle') throw new Error('Il runtime delle proiezioni è già stato avviato: crearne uno nuovo');
    await this.prepare();
    this.phase = 'running';
    const positions = [...this.slots.values()].map((slot) => slot.position);
    this.cursor = positions.length ? Math.min(...positions) : 0;
    // A projector still rebuilding (rebuild() called before start) joins when its replay reaches the head.
    for (const slot of this.slots.values()) slot.live = slot.task === null && slot.state === 'running';
    await this.feed.start(this.cursor);
    for (const slot of this.slots.values()) this.startCatchUp(slot);
    this.logger.info('Proiezioni avviate', { from: this.cursor, projectors: this.projectorNames });
  }

  async stop(): Promise<void> {
    if (this.phase === 'stopped') return;
    this.phase = 'stopped';
    for (const slot of this.slots.values()) {
      if (slot.retryTimer) clearTimeout(slot.retryTimer);
      slot.retryTimer = null;
      slot.generation++;
      slot.live = false;
    }
    await this.feed.stop();
    await this.queue.run(async () => undefined);
    await Promise.all([...this.slots.values()].map((slot) => slot.task?.catch(() => undefined)));
    await this.besideRebuilds.settled();
    this.waiters.cancelAll();
  }

  async status(): Promise<ProjectionStatus> {
    const headPosition = await this.eventStore.headPosition();
    return {
      headPosition,
      projectors: [...this.slots.values()].map((slot) => slotStatus(slot, headPosition, this.phase === 'running')),
    };
  }

  /**
   * Read-your-writes: true once the projectors (all by default; but the failed ones with `exceptFailed`) have
   * committed `position`, false on timeout.
   */
  waitForPosition(position: number, options: WaitForPositionOptions): Promise<boolean> {
    const names = options.projectors ?? this.projectorNames;
    const slots = resolveProjectorNames(names, this.projectorNames, false).map((name) => this.slot(name));
    const passed = (slot: ProjectorSlot) => slot.position >= position || (options.exceptFailed === true && slot.state === 'failed');
    return this.waiters.wait(() => slots.every(passed), options.timeoutMs);
  }

  /**
   * Calls `listener` each time a projector has committed read-model rows, before the read-your-writes waiters
   * are woken: with the projector's name and the events it committed, or null events after a rebuild emptied
   * its tables. Caches of read-model rows (the guard's principals) drop what the events touched. The listener
   * must be quick and must not throw. Returns the function that removes it.
   */
  onCommit(listener: CommitListener): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /**
   * Calls `listener(projector, true)` when a batch's rows are written and its COMMIT is about to be sent, and
   * `(projector, false)` once the transaction has ended: after the onCommit listeners have heard of its commit, or
   * after the COMMIT failed. In between, the batch's rows may already be visible to other sessions while onCommit
   * has not been called yet: a cache that adjusts what it keeps by the commits it hears of (ListPagingCache: rows
   * added) keeps nothing read meanwhile. Before it, no other session can see them: a read answered then holds none
   * of the batch's rows. The window used to open before the transaction began; under load a batch then spent its
   * wait for a connection and every statement inside it (200 ms at 32 clients), and the lists dropped every page
   * start read meanwhile at each hire.
   */
  onWriting(listener: WritingListener): () => void {
    this.writingListeners.add(listener);
    return () => this.writingListeners.delete(listener);
  }

  /**
   * Rebuilds one projector (or `all`) from the whole log. By default beside the tables in use (shadow-rebuild.ts): they
   * keep serving, and live projection keeps them current, until the rebuilt ones replace them in one transaction;
   * resolves once they have. `inPlace` empties the tables and the checkpoint and replays into them instead (no
   * second copy on disk, but the lists are incomplete until it ends); while running, the projector then rejoins
   * live projection.
   */
  async rebuild(nameOrAll: string, onProgress?: (progress: RebuildProgress) => void, options: RebuildOptions = {}): Promise<void> {
    const slots = resolveProjectorNames([nameOrAll], this.projectorNames, true).map((name) => this.slot(name));
    await this.prepare();
    if (options.inPlace) return this.rebuildInPlace(slots, onProgress);
    return this.besideRebuilds.run(nameOrAll, slots, onProgress);
  }

  /** The rebuild of earlier versions, and the one `rebuild(…, { inPlace: true })` asks for. */
  private async rebuildInPlace(slots: readonly ProjectorSlot[], onProgress?: (progress: RebuildProgress) => void): Promise<void> {
    // Out of the live group first (under the queue, so no live batch is half-way), then cancel any catch-up.
    await this.queue.run(async () => {
      for (const slot of slots) {
        Object.assign(slot, { live: false, state: 'rebuilding' });
        clearFailure(slot);
      }
    });
    for (const slot of slots) {
      slot.generation++;
      if (slot.retryTimer) clearTimeout(slot.retryTimer);
      slot.retryTimer = null;
    }
    await Promise.all(slots.map((slot) => slot.task?.catch(() => undefined)));
    const generations = new Map(slots.map((slot) => [slot, slot.generation]));
    for (const slot of slots) {
      await resetProjector(this.db, slot.projector);
      if (slot.projector.deferIndexesOnRebuild) await dropDeferredIndexes(this.db, slot.projector);
      slot.position = 0;
    }
    for (const slot of slots) this.notifyCommit(slot.projector.name, null);
    this.waiters.notify();
    this.logger.info('Ricostruzione delle proiezioni avviata', { projectors: slots.map((slot) => slot.projector.name) });

    const total = await this.eventStore.headPosition();
    const task: Promise<Map<string, unknown>> = this.catchUp.run(slots, onProgress, total).finally(() => {
      for (const slot of slots) if (slot.task === task) slot.task = null;
    });
    for (const slot of slots) slot.task = task;
    let failures: Map<string, unknown>;
    try {
      failures = await task;
    } finally {
      // Whatever the outcome: a failed or cancelled rebuild leaves its indexes too (a crash: the next start).
      for (const slot of slots) if (slot.projector.deferIndexesOnRebuild) await createDeferredIndexes(this.db, slot.projector);
    }
    const cancelled = slots.filter((slot) => slot.generation !== generations.get(slot));
    for (const slot of slots) {
      if (slot.state === 'rebuilding' && !cancelled.includes(slot)) slot.state = 'running';
    }
    if (failures.size > 0) {
      throw new Error(`Ricostruzione non riuscita: ${[...failures.values()].map(errorMessage).join('; ')}`);
    }
    if (cancelled.length > 0) throw new Error('Ricostruzione interrotta prima della fine');
    this.logger.info('Ricostruzione delle proiezioni completata', { projectors: slots.map((slot) => slot.projector.name) });
  }

  /** Runs under the queue: every live projector commits the batch, then the live cursor moves past it. */
  private async dispatchBatch(batch: readonly RecordedEvent[]): Promise<void> {
    if (this.phase !== 'running') return;
    const live = [...this.slots.values()].filter((slot) => slot.live);
    await Promise.all(live.map((slot) => this.dispatch(slot, batch)));
    this.cursor = batch[batch.length - 1].position;
  }

  private async dispatch(slot: ProjectorSlot, batch: readonly RecordedEvent[]): Promise<void> {
    try {
      await this.commit(slot, batch);
    } catch (error) {
      if (error instanceof CheckpointMovedError) {
        this.logger.info(error.message);
        slot.position = error.actual;
        slot.live = false;
        this.startCatchUp(slot);
      } else {
        this.fail(slot, error);
      }
    }
  }

  /** Called under the queue by a catch-up that reached the end of the log: rejoin if nothing was missed. */
  private join(slots: readonly ProjectorSlot[]): Promise<ProjectorSlot[]> {
    return this.queue.run(async () => {
      if (this.phase !== 'running') return [];
      const behind = slots.filter((slot) => slot.position < this.cursor);
      for (const slot of slots) if (!behind.includes(slot)) slot.live = true;
      return behind;
    });
  }

  /** One batch of `slot` committed (rows and checkpoint), announced to the writing and commit listeners. */
  private async commit(slot: ProjectorSlot, events: readonly RecordedEvent[]): Promise<void> {
    const name = slot.projector.name;
    let committing = false;
    try {
      const written = await commitBatch(this.db, slot, events, () => {
        committing = true;
        this.notify(this.writingListeners, (listener) => listener(name, true));
      });
      if (written) this.committed(slot, events);
    } finally {
      if (committing) this.notify(this.writingListeners, (listener) => listener(name, false));
    }
  }

  private committed(slot: ProjectorSlot, events: readonly RecordedEvent[]): void {
    if (slot.state === 'failed') {
      slot.state = 'running';
      this.logger.info(`Proiezione ${slot.projector.name} ripartita dopo ${slot.failures} tentativi falliti`, { position: slot.position });
    }
    clearFailure(slot);
    this.notifyCommit(slot.projector.name, events);
    this.waiters.notify();
  }

  private notifyCommit(projector: string, events: readonly RecordedEvent[] | null): void {
    this.notify(this.commitListeners, (listener) => listener(projector, events));
  }

  private notify<Listener>(listeners: ReadonlySet<Listener>, call: (listener: Listener) => void): void {
    for (const listener of listeners) {
      try {
        call(listener);
      } catch (error) {
        this.logger.error('Ascoltatore dei commit delle proiezioni fallito', { error: errorMessage(error) });
      }
    }
  }

  /** One failed attempt: logged with its event, retried after the backoff; read-your-writes stops waiting for it. */
  private fail(slot: ProjectorSlot, error: unknown): void {
    slot.live = false;
    const retrying = this.phase === 'running';
    const delay = retryDelayMs(slot.failures + 1, this.retry);
    markFailed(slot, error, retrying ? delay : null);
    this.logger.error(failureMessage(slot, retrying ? delay : null), failureDetails(slot));
    this.waiters.notify();
    if (!retrying) return;
    if (slot.retryTimer) clearTimeout(slot.retryTimer);
    slot.retryTimer = setTimeout(() => {
      slot.retryTimer = null;
      // The catch-up that reported the failure may still be finishing its batch: retry after it.
      void (slot.task ?? Promise.resolve()).catch(() => undefined).then(() => this.startCatchUp(slot));
    }, delay);
  }

  private startCatchUp(slot: ProjectorSlot): void {
    if (this.phase !== 'running' || slot.live || slot.task || slot.retryTimer || slot.state === 'rebuilding') return;
    const task = this.catchUp.run([slot]).finally(() => {
      if (slot.task === task) slot.task = null;
    });
    slot.task = task;
  }

  private slot(name: string): ProjectorSlot {
    const slot = this.slots.get(name);
    if (!slot) throw new Error(`Proiezione sconosciuta: ${name}`);
    return slot;
  }
}
