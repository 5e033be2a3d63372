import type { AuditProblem, ChainedEvent } from '@tutela/contracts';
import { GENESIS_HASH, chainHash, eventBodyHash } from '../../shared/event-chain/event-chain';
import { LogFold, type LogCheckpoint } from './log-checkpoint';

/**
 * One pass over the log in position order. Per event it only checks what needs no look-back (its own hash and
 * its link to the last event seen of its stream) and remembers suspicious streams, which are then diagnosed one
 * by one with checkStreamChain; the global checkpoints are compared as the pass crosses them. Memory: the last
 * hash of every stream seen.
 */
export class LogVerifier {
  readonly suspiciousStreams = new Set<string>();
  readonly checkpointProblems: AuditProblem[] = [];
  eventsChecked = 0;
  checkpointsChecked = 0;
  private readonly heads = new Map<string, { revision: number; hash: string | null }>();
  private readonly fold = new LogFold();
  private next = 0;
  private previousPosition = 0;

  constructor(private readonly checkpoints: readonly LogCheckpoint[]) {}

  get streamsChecked(): number {
    return this.heads.size;
  }

  add(event: ChainedEvent): void {
    while (this.nextCheckpoint && this.nextCheckpoint.position < event.position) this.close(this.nextCheckpoint);
    const head = this.heads.get(event.stream);
    const expectedRevision = head ? head.revision + 1 : 0;
    const expectedPrevious = head ? head.hash : GENESIS_HASH;
    const intact = event.hash !== null && chainHash(event.previousHash ?? '', event.revision, eventBodyHash(event)) === event.hash;
    if (!intact || event.revision !== expectedRevision || event.previousHash !== expectedPrevious) {
      this.suspiciousStreams.add(event.stream);
    }
    this.heads.set(event.stream, {
      revision: event.revision,
      hash: event.hash,
    });
    this.fold.add(event.hash);
    this.eventsChecked += 1;
    if (this.nextCheckpoint?.position === event.position) this.close(this.nextCheckpoint);
  }

  /** Checkpoints beyond the last event: the events they counted are gone. */
  finish(): void {
    while (this.nextCheckpoint) this.close(this.nextCheckpoint);
  }

  private get nextCheckpoint(): LogCheckpoint | undefined {
    return this.checkpoints[this.next];
  }

  private close(checkpoint: LogCheckpoint): void {
    this.next += 1;
    this.checkpointsChecked += 1;
    const range = `tra le posizioni ${this.previousPosition + 1} e ${checkpoint.position}`;
    const found = this.fold.checkpoint(checkpoint.position);
    if (found.chain !== checkpoint.chain) {
      const difference = checkpoint.eventCount - found.eventCount;
      const problem = (kind: AuditProblem['kind'], detail: string) =>
        this.checkpointProblems.push({
          kind,
          stream: null,
          revision: null,
          position: checkpoint.position,
          detail,
        });
      if (difference > 0) problem('removed', `${difference} eventi mancanti ${range} (checkpoint globale)`);
      else if (difference < 0) problem('inserted', `${-difference} eventi in più ${range} (checkpoint globale)`);
      else if (found.digest === checkpoint.digest)
        problem('reordered', `ordine globale degli eventi cambiato ${range} (checkpoint globale)`);
      else problem('altered', `eventi sostituiti ${range} (checkpoint globale)`);
    }
    this.fold.resetTo(checkpoint);
    this.previousPosition = checkpoint.position;
  }
}
