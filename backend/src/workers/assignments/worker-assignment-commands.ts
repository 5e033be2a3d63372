import type { HazardAssignment, HealthProtocolEntry } from '@tutela/contracts';
import type { TenantScope } from '@tutela/contracts';

/** What the assignment needs of a job, read from the job's own stream by the handler. */
export interface JobSnapshot {
  jobId: string;
  name: string;
  entityId: string;
  customerId: string | null;
  factoryId: string | null;
  level: number;
  retired: boolean;
  hazards: HazardAssignment[];
  protocol: HealthProtocolEntry[];
}

/** The job assignment form (part 2 §3.4). */
export interface AssignWorkerJob {
  type: 'AssignWorkerJob';
  job: JobSnapshot | null;
  altJobs: JobSnapshot[];
  riskProfileIds: string[];
  /** Replace the worker's hazards and protocol with the job's. */
  resetHealthProtocol: boolean;
  /** The site; undefined keeps the worker's. */
  factoryId?: string | null;
  departmentId?: string | null;
}

export interface SetWorkerHazards {
  type: 'SetWorkerHazards';
  hazards: HazardAssignment[];
  /** The worker's job is level 1: the hazards keep their detailed forms. */
  detailed: boolean;
  propagatedFromJobId?: string | null;
}

/** One hazard with its pivot, added or replacing the same hazard's pivot. */
export interface SetWorkerHazard {
  type: 'SetWorkerHazard';
  hazard: HazardAssignment;
  detailed: boolean;
}

export interface RemoveWorkerHazard {
  type: 'RemoveWorkerHazard';
  hazardId: string;
}

export interface SetWorkerProtocol {
  type: 'SetWorkerProtocol';
  protocol: HealthProtocolEntry[];
  actorLevel: number;
  /** A job's protocol carried to its workers: the level rule was checked on the job. */
  propagatedFromJobId?: string | null;
}

export type WorkerAssignmentCommand = AssignWorkerJob | SetWorkerHazards | SetWorkerHazard | RemoveWorkerHazard | SetWorkerProtocol;

export interface ScopedWorkerAssignmentCommand {
  command: WorkerAssignmentCommand;
  scope: TenantScope;
}
