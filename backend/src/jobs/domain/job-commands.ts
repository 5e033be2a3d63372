import type { HazardAssignment, HealthProtocolEntry, JobType } from '@tutela/contracts';
import type { TenantScope } from '@tutela/contracts';

export interface JobFields {
  name: string;
  nameEng: string | null;
  description: string | null;
  level: number;
}

export interface CreateJob extends JobFields {
  type: 'CreateJob';
  jobId: string;
  entityId: string;
  /** Both null: a general job of the entity's catalogue (glist). */
  customerId: string | null;
  factoryId: string | null;
  jobType: JobType;
}

export interface UpdateJob {
  type: 'UpdateJob';
  changes: Partial<JobFields>;
}

export interface SetJobHazards {
  type: 'SetJobHazards';
  hazards: HazardAssignment[];
  propagate: boolean;
}

export interface SetJobProtocol {
  type: 'SetJobProtocol';
  protocol: HealthProtocolEntry[];
  propagate: boolean;
  /** The caller's level: changing a period needs PROTOCOL_PERIOD_MIN_LEVEL. */
  actorLevel: number;
}

export interface RetireJob {
  type: 'RetireJob';
}

export type JobCommand = CreateJob | UpdateJob | SetJobHazards | SetJobProtocol | RetireJob;

/** Every job command with the caller's scope: a job outside it does not exist for them. */
export interface ScopedJobCommand {
  command: JobCommand;
  scope: TenantScope;
}
