import type { Sql } from '@tutela/contracts';

/**
 * Tells the other processes that events were committed, outside the appends' transactions: a NOTIFY inside an
 * append would hold PostgreSQL's database-wide notify lock until that commit is flushed, so appends would commit
 * one at a time instead of sharing fsyncs. At most one NOTIFY is in flight per process; appends that commit
 * meanwhile are covered by one more NOTIFY sent after it, which is enough because listeners only wake up and
 * read, and that one waits until `minIntervalMs` after the previous one started: under load that bounds the
 * NOTIFY transactions (and the pooled connections they borrow) to a few hundred a second, for at most that much
 * more lag in other processes (this process's subscriptions are woken directly by the store). A NOTIFY's own
 * commit does not wait for the flush: losing it in a crash loses only a wake-up, and listeners poll anyway.
 */
export class PostCommitNotifier {
  private inFlight: Promise<void> | null = null;
  private pending = false;

  constructor(
    private readonly db: Sql,
    private readonly channel: string,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly minIntervalMs = 10,
  ) {}

  /** Call after a commit; never throws (a lost wake-up is covered by the listeners' poll). */
  signal(): void {
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.inFlight = this.send();
  }

  /** Resolves once nothing is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  private async send(): Promise<void> {
    do {
      this.pending = false;
      const started = Date.now();
      try {
        await this.db.query("SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, '')", [this.channel], {
          name: 'tutela_events_notify',
        });
      } catch (error) {
        this.onError(error);
      }
      const wait = started + this.minIntervalMs - Date.now();
      if (this.pending && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    } while (this.pending);
    this.inFlight = null;
  }
}
