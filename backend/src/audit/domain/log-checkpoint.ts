import { createHash } from 'node:crypto';

/**
 * A global checkpoint: after `position`, the log held `eventCount` events whose stored hashes, folded in
 * position order, give `chain`; `digest` is the XOR of the hashes of the segment since the previous checkpoint.
 * The per-stream chains cannot see an event removed from the end of a stream or two streams' events swapped in
 * the global order; the checkpoints can, and the digest tells a reordering (same hashes) from a removal.
 */
export interface LogCheckpoint {
  position: number;
  eventCount: number;
  chain: string;
  digest: string;
}

export const CHAIN_START = '0'.repeat(64);
const ZERO_DIGEST = Buffer.alloc(32);

/** The running fold of the log that checkpoints are made of (and checked against). */
export class LogFold {
  eventCount: number;
  chain: string;
  private digest = Buffer.from(ZERO_DIGEST);

  constructor(from: Pick<LogCheckpoint, 'eventCount' | 'chain'> | null = null) {
    this.eventCount = from?.eventCount ?? 0;
    this.chain = from?.chain ?? CHAIN_START;
  }

  add(hash: string | null): void {
    this.eventCount += 1;
    this.chain = createHash('sha256')
      .update(`${this.chain}:${hash ?? ''}`)
      .digest('hex');
    if (hash && /^[0-9a-f]{64}$/.test(hash)) {
      const bytes = Buffer.from(hash, 'hex');
      for (let i = 0; i < 32; i++) this.digest[i] ^= bytes[i];
    }
  }

  segmentDigest(): string {
    return this.digest.toString('hex');
  }

  /** Starts the next segment from a checkpoint (its values are trusted, so one finding does not cascade). */
  resetTo(checkpoint: Pick<LogCheckpoint, 'eventCount' | 'chain'>): void {
    this.eventCount = checkpoint.eventCount;
    this.chain = checkpoint.chain;
    this.digest = Buffer.from(ZERO_DIGEST);
  }

  checkpoint(position: number): LogCheckpoint {
    return {
      position,
      eventCount: this.eventCount,
      chain: this.chain,
      digest: this.segmentDigest(),
    };
  }
}
