import type { RecordedEvent } from '@tutela/contracts';

/**
 * The projection runtime's commit notifications (ProjectionRuntime.onCommit), as the caches that must hear of
 * every read-model change see them: the principal cache and the lists' paging cache. Provided as
 * READ_MODEL_COMMITS only where this process runs the projections.
 */
export interface ReadModelCommits {
  onCommit(listener: (projector: string, events: readonly RecordedEvent[] | null) => void): () => void;
  /**
   * ProjectionRuntime.onWriting: `true` once a projector's batch is written and its COMMIT is about to be sent,
   * `false` once the transaction has ended (after onCommit heard of its commit, or after the COMMIT failed).
   */
  onWriting?(listener: (projector: string, writing: boolean) => void): () => void;
}
