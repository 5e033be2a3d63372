import type { WorkerCommandContext } from '../../worker-assignment-runner';

export class RemoveWorkerHazardCommand {
  constructor(
    readonly workerId: string,
    readonly hazardId: string,
    readonly context: WorkerCommandContext,
  ) {}
}
