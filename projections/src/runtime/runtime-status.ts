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
}
