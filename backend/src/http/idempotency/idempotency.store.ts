import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { IDEMPOTENCY_KEY_TTL_HOURS, type Database } from '@tutela/contracts';
import { DATABASE } from '../../shared/tokens';

/** One request carrying an Idempotency-Key, as the table identifies and compares it. */
export interface KeyedRequest {
  /** The caller's user id, or 'anonymous' on public routes: two callers never share a key's answer. */
  scope: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

export type IdempotencyClaim =
  /** This request runs the command and records its answer. */
  | { kind: 'owner' }
  /** The first request with this key has answered: repeat that answer. */
  | { kind: 'replay'; status: number; body: unknown }
  /** The key was used for another method, path or body. */
  | { kind: 'mismatch' }
  /** The first request is still running (after waiting for it as long as allowed). */
  | { kind: 'in_progress' };

export interface IdempotencyOptions {
  ttlMs: number;
  /** A first request silent for this long is taken for dead (its process crashed) and a retry takes over. */
  leaseMs: number;
  /** How long a concurrent duplicate waits for the first answer before it gets 409. */
  waitMs: number;
  pollMs: number;
}

export const IDEMPOTENCY_OPTIONS = Symbol('IDEMPOTENCY_OPTIONS');

const DEFAULTS: IdempotencyOptions = { ttlMs: IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000, leaseMs: 120_000, waitMs: 15_000, pollMs: 50 };
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Claims the key in one statement. The PRIMARY KEY makes two concurrent first requests race: exactly one inserts
 * (the other waits on the row lock, then finds it taken). An existing row is taken over only when it expired,
 * or when it is the same request left unanswered past its lease: re-running that one is safe because command
 * and event ids derive from the key, so the event store turns its append into a no-op.
 */
const CLAIM = `
  INSERT INTO idempotency_keys AS k (scope, key, method, path, request_hash, locked_until, expires_at)
  VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), now() + make_interval(secs => $7))
  ON CONFLICT (scope, key) DO UPDATE SET
    method = EXCLUDED.method, path = EXCLUDED.path, request_hash = EXCLUDED.request_hash, status = NULL,
    response_body = NULL, locked_until = EXCLUDED.locked_until, created_at = now(), expires_at = EXCLUDED.expires_at
  WHERE k.expires_at <= now()
     OR (k.status IS NULL AND k.locked_until <= now()
         AND k.method = EXCLUDED.method AND k.path = EXCLUDED.path AND k.request_hash = EXCLUDED.request_hash)
  RETURNING key`;

interface KeyRow {
  method: string;
  path: string;
  request_hash: string;
  status: number | null;
  response_body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `idempotency_keys` table: first answers per (caller, key), kept for 24 hours. */
@Injectable()
export class IdempotencyStore {
  private readonly logger = new Logger('Idempotency');
  private readonly options: IdempotencyOptions;
  private lastPurge = 0;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Optional() @Inject(IDEMPOTENCY_OPTIONS) options?: Partial<IdempotencyOptions>,
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Claims the key, or waits (bounded) while a first request with it is still running. */
  async claim(request: KeyedRequest): Promise<IdempotencyClaim> {
    this.purgeNowAndThen();
    const deadline = Date.now() + this.options.waitMs;
    for (;;) {
      const outcome = await this.tryClaim(request);
      if (outcome.kind !== 'in_progress' || Date.now() >= deadline) return outcome;
      await sleep(this.options.pollMs);
    }
  }

  /** Records the first answer; from now on every retry gets it. */
  async complete(request: KeyedRequest, status: number, body: unknown): Promise<void> {
    await this.db.query(
      `UPDATE idempotency_keys SET status = $3, response_body = $4::jsonb, locked_until = now()
       WHERE scope = $1 AND key = $2`,
      [request.scope, request.key, status, JSON.stringify(body ?? null)],
    );
  }

  /** Forgets an unanswered claim (a server error, a rate limit): a retry runs the request again. */
  async release(request: KeyedRequest): Promise<void> {
    await this.db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status IS NULL', [request.scope, request.key]);
  }

  private async tryClaim(request: KeyedRequest): Promise<IdempotencyClaim> {
    const { scope, key, method, path, requestHash } = request;
    const claimed = await this.db.query(CLAIM, [
      scope,
      key,
      method,
      path,
      requestHash,
      this.options.leaseMs / 1000,
      this.options.ttlMs / 1000,
    ]);
    if (claimed.rows.length > 0) return { kind: 'owner' };
    const { rows } = await this.db.query<KeyRow>(
      'SELECT method, path, request_hash, status, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    const row = rows[0];
    // Released or purged between the two statements: claim again.
    if (!row) return this.tryClaim(request);
    if (row.method !== method || row.path !== path || row.request_hash !== requestHash) return { kind: 'mismatch' };
    if (row.status === null) return { kind: 'in_progress' };
    return { kind: 'replay', status: Number(row.status), body: row.response_body };
  }

  private purgeNowAndThen(): void {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    this.db
      .query('DELETE FROM idempotency_keys WHERE expires_at <= now()')
      .catch((error: unknown) => this.logger.warn(`Pulizia delle chiavi Idempotency-Key scadute non riuscita: ${String(error)}`));
  }
}
