import type { EventStore, Sql } from '@tutela/contracts';
import { CHECKPOINTS_TABLE, type ProjectionStatus, type ProjectorState } from '@tutela/projections';

/**
 * How far the read models are. In a process that runs the projections this is the ProjectionRuntime itself;
 * in an API-only process (TUTELA_ROLES=api, the projections run elsewhere) it is read from the checkpoints
 * table the projection worker commits to.
 */
export interface ProjectionProgress {
  status(): Promise<ProjectionStatus>;
  /** With `exceptFailed` (read-your-writes), a failed projector is not waited for: see WaitForPositionOptions. */
  waitForPosition(position: number, options: { timeoutMs: number; exceptFailed?: boolean }): Promise<boolean>;
}

export const PROJECTION_PROGRESS = Symbol('PROJECTION_PROGRESS');

/** A projector behind the head whose checkpoint has not moved for this long is reported as stopped. */
const STALLED_AFTER_MS = 60_000;

interface Checkpoint {
  position: number;
  updatedAt: Date;
}

/** Never started, or behind with a checkpoint that has not moved for STALLED_AFTER_MS: reported as stopped. */
function isStopped(checkpoint: Checkpoint | undefined, behind: boolean, now: number): boolean {
  return !checkpoint || (behind && now - checkpoint.updatedAt.getTime() > STALLED_AFTER_MS);
}

export class CheckpointTableProgress implements ProjectionProgress {
  constructor(
    private readonly db: Sql,
    private readonly eventStore: EventStore,
    private readonly projectorNames: readonly string[],
    private readonly pollMs = 50,
  ) {}

  async status(): Promise<ProjectionStatus> {
    const [headPosition, checkpoints] = await Promise.all([this.eventStore.headPosition(), this.checkpoints()]);
    const now = Date.now();
    return {
      headPosition,
      projectors: this.projectorNames.map((name) => {
        const checkpoint = checkpoints.get(name);
        const position = checkpoint?.position ?? 0;
        const lag = Math.max(0, headPosition - position);
        const state: ProjectorState = isStopped(checkpoint, lag > 0, now) ? 'stopped' : 'running';
        return { name, position, lag, state, lastError: null };
      }),
    };
  }

  /**
   * This process cannot see the worker's failures: with `exceptFailed` it does not wait for a projector that
   * status() calls stopped (behind `position` and not moved for a minute, or never started).
   */
  async waitForPosition(position: number, options: { timeoutMs: number; exceptFailed?: boolean }): Promise<boolean> {
    const deadline = Date.now() + options.timeoutMs;
    for (;;) {
      const checkpoints = await this.checkpoints();
      const now = Date.now();
      const passed = (name: string) => {
        const checkpoint = checkpoints.get(name);
        if ((checkpoint?.position ?? 0) >= position) return true;
        return options.exceptFailed === true && isStopped(checkpoint, true, now);
      };
      if (this.projectorNames.every(passed)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.pollMs, Math.max(0, deadline - Date.now()))));
    }
  }

  private async checkpoints(): Promise<Map<string, Checkpoint>> {
    const { rows } = await this.db.query<{ name: string; position: number; updated_at: Date | string }>(
      `SELECT name, position, updated_at FROM ${CHECKPOINTS_TABLE} WHERE name = ANY($1::text[])`,
      [this.projectorNames],
    );
    return new Map(rows.map((r) => [r.name, { position: Number(r.position), updatedAt: new Date(r.updated_at) }]));
  }
}
