import type { WorkerCommandContext } from '../../worker-command-context';

export class RemoveWorkerHazardCommand {
  constructor(
    readonly workerId: string,
    readonly hazardId: string,
    readonly context: WorkerCommandContext,
  ) {}
}
