import type { RecordedEvent } from '@tutela/contracts';
import type { ReadModelCommits } from '../read-model-commits';

type CommitListener = (projector: string, events: readonly RecordedEvent[] | null) => void;
type WritingListener = (projector: string, writing: boolean) => void;

/**
 * A projection runtime stand-in for tests: `commit(name, events)` plays a whole batch of that projector as
 * ProjectionRuntime announces it (writing, committed, written); `writing(name)` starts a batch whose transaction has
 * not ended yet, and returns what ends it (with `events`: committed, without: failed).
 */
export function readModelCommitsStandIn(): Required<ReadModelCommits> & {
  commit(projector: string, events?: readonly RecordedEvent[] | null): void;
  writing(projector: string): (events?: readonly RecordedEvent[] | null) => void;
} {
  const commitListeners = new Set<CommitListener>();
  const writingListeners = new Set<WritingListener>();
  const writing = (projector: string) => {
    for (const listener of writingListeners) listener(projector, true);
    return (events?: readonly RecordedEvent[] | null) => {
      if (events !== undefined) for (const listener of commitListeners) listener(projector, events);
      for (const listener of writingListeners) listener(projector, false);
    };
  };
  return {
    onCommit(listener) {
      commitListeners.add(listener);
      return () => commitListeners.delete(listener);
    },
    onWriting(listener) {
      writingListeners.add(listener);
      return () => writingListeners.delete(listener);
    },
    commit(projector, events = []) {
      writing(projector)(events);
    },
    writing,
  };
}
