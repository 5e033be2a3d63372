import type { Database } from '@tutela/contracts';
import { LOCK_MIGRATION, LOCK_NAMESPACE } from '../event-store/postgres/postgres-event-store.schema';

const MIGRATION = `
  CREATE TABLE IF NOT EXISTS kafka_relay_checkpoint (
    relay text PRIMARY KEY,
    position bigint NOT NULL DEFAULT 0 CHECK (position >= 0),
    owner text,
    lease_expires_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`;

/**
 * The relay's position in the global log, plus a lease: with several backend replicas only the lease holder
 * publishes, and the checkpoint can only be moved by the holder and never backwards. Lease times use the
 * database clock, so replicas with skewed clocks still agree.
 */
export class RelayCheckpointStore {
  constructor(
    private readonly db: Database,
    readonly relay: string = 'kafka',
  ) {}

  /** Idempotent; serialised with the event store's migration so replicas starting together do not race. */
  async migrate(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, LOCK_MIGRATION]);
      await tx.query(MIGRATION);
      await tx.query('INSERT INTO kafka_relay_checkpoint (relay) VALUES ($1) ON CONFLICT (relay) DO NOTHING', [this.relay]);
    });
  }

  /** Takes or renews the lease; the checkpoint when held, null while another live owner holds it. */
  async acquire(owner: string, leaseMs: number): Promise<number | null> {
    const { rows } = await this.db.query<{ position: number }>(
      `UPDATE kafka_relay_checkpoint
          SET owner = $2, lease_expires_at = now() + $3::int * interval '1 millisecond'
        WHERE relay = $1 AND (owner IS NULL OR owner = $2 OR lease_expires_at < now())
        RETURNING position`,
      [this.relay, owner, Math.round(leaseMs)],
    );
    return rows.length > 0 ? Number(rows[0].position) : null;
  }

  /** Moves the checkpoint and renews the lease; false when the lease was lost meanwhile. */
  async advance(owner: string, position: number, leaseMs: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE kafka_relay_checkpoint
          SET position = $3, lease_expires_at = now() + $4::int * interval '1 millisecond', updated_at = now()
        WHERE relay = $1 AND owner = $2 AND position <= $3
        RETURNING relay`,
      [this.relay, owner, position, Math.round(leaseMs)],
    );
    return rows.length > 0;
  }

  /** Lets a standby replica take over at once instead of waiting for the lease to expire. */
  async release(owner: string): Promise<void> {
    await this.db.query('UPDATE kafka_relay_checkpoint SET owner = NULL, lease_expires_at = NULL WHERE relay = $1 AND owner = $2', [
      this.relay,
      owner,
    ]);
  }

  async position(): Promise<number> {
    const { rows } = await this.db.query<{ position: number }>('SELECT position FROM kafka_relay_checkpoint WHERE relay = $1', [
      this.relay,
    ]);
    return rows.length > 0 ? Number(rows[0].position) : 0;
  }
}
