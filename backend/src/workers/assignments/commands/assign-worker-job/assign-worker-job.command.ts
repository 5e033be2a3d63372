import type { WorkerCommandContext } from '../../worker-command-context';

export class AssignWorkerJobCommand {
  constructor(
    readonly workerId: string,
    readonly form: {
      jobId: string | null;
      altJobIds: string[];
      riskProfileIds: string[];
      resetHealthProtocol: boolean;
      /** undefined keeps the worker's site / department. */
      factoryId?: string | null;
      departmentId?: string | null;
    },
    readonly context: WorkerCommandContext,
  ) {}
}
