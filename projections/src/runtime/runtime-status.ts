/**
 * `stopped`: the runtime is not projecting (before start, after stop, or a CLI process that only rebuilds or
 * reads checkpoints).
 */
export type ProjectorState = 'running' | 'failed' | 'rebuilding' | 'stopped';

export interface ProjectorStatus {
  name: string;
  /** Global position of the last event this projector has committed (its checkpoint). */
  position: number;
  /** Head position minus `position`: how many positions its tables are behind the log. */
  lag: number;
  state: ProjectorState;
  /** Why it stopped, while it is failed or retrying; null once it commits again. */
  lastError: string | null;
  /** Only while failed: what it cannot apply and when it tries again. */
  failure?: ProjectorFailure;
}

/**
 * A failed projector is retried with exponential backoff from its checkpoint (retry-policy.ts) while the others
 * go on; read-your-writes does not wait for it (WaitForPositionOptions.exceptFailed).
 */
export interface ProjectorFailure {
  /** Failed attempts in a row. */
  attempts: number;
  /** The event it cannot apply; null when the failure names none (the log unreadable, the database down). */
  event: { id: string; type: string; stream: string; position: number } | null;
  /** ISO instant of the first failure in a row. */
  since: string;
  /** ISO instant of the next attempt; null when the runtime is stopped. */
  nextRetryAt: string | null;
}

/** Served by GET /api/health. */
export interface ProjectionStatus {
  headPosition: number;
  projectors: ProjectorStatus[];
}

export interface RebuildProgress {
  /** Projectors being rebuilt in this pass. */
  projectors: string[];
  /** Position replayed so far (the slowest of `projectors`). */
  done: number;
  /** Head position when the rebuild started (raised if the log grows past it). */
  total: number;
}

export interface WaitForPositionOptions {
  timeoutMs: number;
  /** Names of the projectors to wait for; all of them when omitted. */
  projectors?: readonly string[];
  /**
   * Read-your-writes: do not wait for a projector that is failed (it is retried in the background, and its
   * failure is on the health page); true once every other one has passed `position`.
   */
  exceptFailed?: boolean;
}
