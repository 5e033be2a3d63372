import type { RecordedEvent } from "@tutela/contracts";
import type { ReadModelCommits } from "../read-model-commits";

/** A projection runtime stand-in for tests: `commit(name, events)` plays ProjectionRuntime.onCommit for that projector. */
export function readModelCommitsStandIn(): ReadModelCommits & {
  commit(projector: string, events?: readonly RecordedEvent[] | null): void;
} {
  const listeners = new Set<(projector: string, events: readonly RecordedEvent[] | null) => void>();
  return {
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    commit(projector, events = []) {
      for (const listener of listeners) listener(projector, events);
    },
  };
}
