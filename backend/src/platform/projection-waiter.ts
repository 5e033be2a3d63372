import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { PROJECTION_PROGRESS, type ProjectionProgress } from './projection-progress';
import { Reactions } from './reactions/reactions';

export const DEFAULT_PROJECTION_WAIT_MS = 5000;

/**
 * Read-your-writes for command endpoints: before answering, wait (bounded) until the projections have
 * committed the position the command wrote, so the list the client reloads next already shows the change.
 * On timeout the command has still succeeded: the answer goes out and the lists catch up moments later.
 * A failed projector is not waited for: it is retried in the background and shown failed at GET /api/health,
 * and every command waiting the whole timeout for it would only make one broken read model slow down everything.
 * The reactors are waited for too, and then the read models for what they wrote, hop by hop: a job's protocol
 * carried to its workers by a reaction shows on the workers' cards the client reloads next.
 */
@Injectable()
export class ProjectionWaiter {
  private readonly logger = new Logger('ProjectionWaiter');

  constructor(
    @Inject(PROJECTION_PROGRESS) private readonly progress: ProjectionProgress,
    @Optional() private readonly reactions?: Reactions,
  ) {}

  async waitFor(position: number, timeoutMs: number = DEFAULT_PROJECTION_WAIT_MS): Promise<boolean> {
    // 0 means "nothing written" (an idempotent no-op command): nothing to wait for.
    if (!(position > 0)) return true;
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(0, deadline - Date.now());
    let reached = await this.progress.waitForPosition(position, { timeoutMs, exceptFailed: true });
    // Reactions may chain (a DVR's hazards set on jobs, then carried by another reaction to the jobs' workers):
    // wait hop by hop until no reactor has written past what the read models were last waited for.
    let target = position;
    while (reached && this.reactions) {
      reached = await this.reactions.waitFor(target, left());
      const caused = this.reactions.causedPosition;
      if (!reached || caused <= target) break;
      target = caused;
      reached = await this.progress.waitForPosition(target, { timeoutMs: left(), exceptFailed: true });
    }
    if (!reached) this.logger.warn(`Proiezioni non aggiornate alla posizione ${position} entro ${timeoutMs} ms`);
    return reached;
  }
}
