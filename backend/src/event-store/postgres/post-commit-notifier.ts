import type { Sql } from '@tutela/projections';

/**
 * Tells the other processes that events were committed, outside the appends' transactions: a NOTIFY inside an
 * append would hold PostgreSQL's database-wide notify lock until that commit is flushed, so appends would commit
 * one at a time instead of sharing fsyncs. At most one NOTIFY is in flight per process; appends that commit
 * meanwhile are covered by one more NOTIFY sent after it, which is enough because listeners only wake up and
 * read. That NOTIFY's own commit does not wait for the flush: losing it in a crash loses only a wake-up, and
 * listeners poll anyway.
 */
export class PostCommitNotifier {
  private inFlight: Promise<void> | null = null;
  private pending = false;

  constructor(
    private readonly db: Sql,
    private readonly channel: string,
    private readonly onError: (error: unknown) => void = () => undefined,
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
      try {
        await this.db.query(
          "SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, '')",
          [this.channel],
          { name: 'tutela_events_notify' },
        );
      } catch (error) {
        this.onError(error);
      }
    } while (this.pending);
    this.inFlight = null;
  }
}
