import type { EventStore, RecordedEvent, Subscription, Database } from '@tutela/contracts';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy, type RuntimeLogger } from '@tutela/projections';
import type { Reactor } from './reactor';
import { ensureReactorCheckpoints, readReactorCheckpoint, writeReactorCheckpoint } from './reactor-checkpoints';

export interface ReactorStatus {
  name: string;
  /** Last event reacted to (or passed over). */
  position: number;
  lag: number;
  state: 'running' | 'failed' | 'stopped';
  lastError: string | null;
  failures: number;
}

interface ReactorSlot {
  reactor: Reactor;
  position: number;
  failures: number;
  lastError: string | null;
  subscription: Subscription | null;
}

interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
}

export interface ReactorRuntimeOptions {
  db: Database;
  eventStore: EventStore;
  reactors: readonly Reactor[];
  logger: RuntimeLogger;
  retry?: RetryPolicy;
}

/**
 * Runs the reactors, each on its own subscription to the event log from its checkpoint. An event a reactor
 * handles is reacted to and then checkpointed (at least once: the reactor's derived command ids make a repeat
 * append nothing); the others only move the position in memory, written with the next reaction. A reaction
 * that throws is retried with backoff on the same event, the reactor shown failed meanwhile (GET /api/health),
 * and read-your-writes stops waiting for it, as for a failed projector.
 */
export class ReactorRuntime {
  private readonly slots: ReactorSlot[];
  private readonly retry: RetryPolicy;
  private waiters: Waiter[] = [];
  private running = false;
  /** Wakes a reaction waiting out its backoff when the runtime stops. */
  private readonly stopped = new AbortController();
  /** Highest position written by any reaction: read-your-writes waits for the projections to reach it too. */
  private caused = 0;

  constructor(private readonly options: ReactorRuntimeOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    const names = new Set<string>();
    for (const { name } of options.reactors) {
      if (names.has(name)) throw new Error(`Reazione registrata due volte: ${name}`);
      names.add(name);
    }
    this.slots = options.reactors.map((reactor) => ({ reactor, position: 0, failures: 0, lastError: null, subscription: null }));
  }

  async start(): Promise<void> {
    if (this.slots.length === 0) return;
    await ensureReactorCheckpoints(this.options.db);
    const head = await this.options.eventStore.headPosition();
    this.running = true;
    for (const slot of this.slots) {
      const saved = await readReactorCheckpoint(this.options.db, slot.reactor.name);
      slot.position = saved ?? head;
      if (saved === null) await writeReactorCheckpoint(this.options.db, slot.reactor.name, head);
      slot.subscription = await this.options.eventStore.subscribe({
        after: slot.position,
        onEvent: (event) => this.receive(slot, event),
        onError: (error) => this.options.logger.error(`Reazione ${slot.reactor.name}: sottoscrizione interrotta`, { error: String(error) }),
      });
    }
    this.options.logger.info('Reazioni avviate', { reactors: this.slots.map((slot) => slot.reactor.name) });
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopped.abort();
    await Promise.all(this.slots.map((slot) => slot.subscription?.stop().catch(() => undefined)));
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters = [];
  }

  /** The highest position any reaction has written so far. */
  get causedPosition(): number {
    return this.caused;
  }

  /** True once every reactor (but the failed ones) has passed `position`, false on timeout or stop. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    if (!this.running || this.passed(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve: (reached) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  async status(): Promise<ReactorStatus[]> {
    const head = await this.options.eventStore.headPosition();
    return this.slots.map((slot) => ({
      name: slot.reactor.name,
      position: slot.position,
      lag: Math.max(0, head - slot.position),
      state: !this.running ? 'stopped' : slot.failures > 0 ? 'failed' : 'running',
      lastError: slot.lastError,
      failures: slot.failures,
    }));
  }

  private passed(position: number): boolean {
    return this.slots.every((slot) => slot.position >= position || slot.failures > 0);
  }

  private async receive(slot: ReactorSlot, event: RecordedEvent): Promise<void> {
    if (event.position <= slot.position) return;
    if (slot.reactor.handles.includes(event.type)) {
      if (!(await this.reactUntilDone(slot, event))) return;
      slot.position = event.position;
      await writeReactorCheckpoint(this.options.db, slot.reactor.name, event.position);
    } else {
      slot.position = event.position;
    }
    this.wake();
  }

  /** Reacts to `event`, again after each backoff until it succeeds; false when the runtime stopped meanwhile. */
  private async reactUntilDone(slot: ReactorSlot, event: RecordedEvent): Promise<boolean> {
    while (this.running) {
      try {
        this.caused = Math.max(this.caused, await slot.reactor.react(event));
        if (slot.failures > 0) this.options.logger.info(`Reazione ${slot.reactor.name} ripartita dopo ${slot.failures} tentativi falliti`);
        slot.failures = 0;
        slot.lastError = null;
        return true;
      } catch (error) {
        slot.failures++;
        slot.lastError = error instanceof Error ? error.message : String(error);
        const delayMs = retryDelayMs(slot.failures, this.retry);
        this.options.logger.error(`La reazione ${slot.reactor.name} non riesce a reagire all'evento ${event.position} (${event.type})`, {
          error: slot.lastError,
          delayMs,
        });
        this.wake();
        await this.sleep(delayMs);
      }
    }
    return false;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.stopped.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private wake(): void {
    const reached = this.waiters.filter((waiter) => this.passed(waiter.position));
    if (reached.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => !reached.includes(waiter));
    for (const waiter of reached) waiter.resolve(true);
  }
}
