import type { ProjectionProgress } from './projection-progress';
import { ProjectionWaiter } from './projection-waiter';
import type { Reactions } from './reactions/reactions';

/** Reactions whose reactors write, for each position they are waited for, what `writes` says (a chain of hops). */
function chainedReactions(writes: Record<number, number>): { reactions: Reactions; waitedFor: number[] } {
  const waitedFor: number[] = [];
  let caused = 0;
  const reactions = {
    waitFor: async (position: number) => {
      waitedFor.push(position);
      caused = Math.max(caused, writes[position] ?? 0);
      return true;
    },
    get causedPosition() {
      return caused;
    },
  } as unknown as Reactions;
  return { reactions, waitedFor };
}

function recordingProgress(reachable = (_position: number) => true): { progress: ProjectionProgress; waitedFor: number[] } {
  const waitedFor: number[] = [];
  const progress: ProjectionProgress = {
    status: async () => ({}) as never,
    waitForPosition: async (position) => {
      waitedFor.push(position);
      return reachable(position);
    },
  };
  return { progress, waitedFor };
}

describe('ProjectionWaiter', () => {
  it('follows chained reactions hop by hop: a DVR signature (5) sets jobs (10), whose change reaches the workers (20)', async () => {
    const { progress, waitedFor: projected } = recordingProgress();
    const { reactions, waitedFor: reacted } = chainedReactions({ 5: 10, 10: 20 });
    await expect(new ProjectionWaiter(progress, reactions).waitFor(5, 1000)).resolves.toBe(true);
    expect(projected).toEqual([5, 10, 20]);
    expect(reacted).toEqual([5, 10, 20]);
  });

  it('stops at the first hop the read models do not reach in time', async () => {
    const { progress, waitedFor: projected } = recordingProgress((position) => position < 10);
    const { reactions, waitedFor: reacted } = chainedReactions({ 5: 10, 10: 20 });
    await expect(new ProjectionWaiter(progress, reactions).waitFor(5, 1000)).resolves.toBe(false);
    expect(projected).toEqual([5, 10]);
    expect(reacted).toEqual([5]);
  });

  it('waits for nothing when the command wrote nothing', async () => {
    const { progress, waitedFor } = recordingProgress();
    await expect(new ProjectionWaiter(progress).waitFor(0)).resolves.toBe(true);
    expect(waitedFor).toEqual([]);
  });
});
