import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { EventStore, Database } from '@tutela/contracts';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import type { Reactor } from './reactor';
import { ReactorRuntime, type ReactorStatus } from './reactor-runtime';

/** True where this process runs the projections: the reactors run beside them, in one process only. */
export const REACTIONS_RUN_HERE = Symbol('REACTIONS_RUN_HERE');

/**
 * The registry and lifecycle of the reactors. A context's reactor registers itself in its module's
 * `onModuleInit` (`reactions.register(this)`); all of them start once the application has booted and stop
 * before it shuts down. Where the projections run in another process, nothing runs here.
 */
@Injectable()
export class Reactions implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Reactions');
  private readonly registered: Reactor[] = [];
  private runtime: ReactorRuntime | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(REACTIONS_RUN_HERE) private readonly runHere: boolean,
  ) {}

  register(reactor: Reactor): void {
    if (this.runtime) throw new Error(`Reazione ${reactor.name} registrata dopo l'avvio`);
    this.registered.push(reactor);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.runHere || this.registered.length === 0) return;
    this.runtime = new ReactorRuntime({
      db: this.db,
      eventStore: this.eventStore,
      reactors: this.registered,
      logger: { info: (message) => this.logger.log(message), error: (message, details) => this.logger.error(message, details) },
    });
    await this.runtime.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.runtime?.stop();
  }

  /** Read-your-writes: true once every reactor (but the failed ones) has passed `position`; true when none runs here. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    return this.runtime ? this.runtime.waitForPosition(position, timeoutMs) : Promise.resolve(true);
  }

  /** The highest position the reactions have written: the read models must reach it for the screen to show their work. */
  get causedPosition(): number {
    return this.runtime?.causedPosition ?? 0;
  }

  status(): Promise<ReactorStatus[]> {
    return this.runtime ? this.runtime.status() : Promise.resolve([]);
  }
}
