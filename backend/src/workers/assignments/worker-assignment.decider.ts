import {
  inScope,
  hasErrors,
  normalizeHazards,
  normalizeProtocol,
  PROTOCOL_PERIOD_MIN_LEVEL,
  protocolPeriodsChanged,
  REGISTRY_MESSAGES,
  type HazardAssignment,
  type HealthProtocolEntry,
  type WorkerJobAssignedData,
} from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { JobSnapshot, ScopedWorkerAssignmentCommand, WorkerAssignmentCommand } from './worker-assignment-commands';
import { evolveWorkerAssignment, type WorkerAssignmentState, type WorkerEvent } from './worker-assignment-state';

type Employed = Extract<WorkerAssignmentState, { status: 'active' }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function failOn(errors: Record<string, string[]>): void {
  if (hasErrors(errors)) throw new DomainError(REGISTRY_MESSAGES.REQUIRED_FIELDS_MISSING, 'validation', errors);
}

/** A job fits a worker when it is general or belongs to the worker's customer and (if specific) to the site. */
function requireFittingJob(job: JobSnapshot, worker: Employed, factoryId: string | null, field: string): void {
  const fits =
    !job.retired &&
    job.entityId === worker.entityId &&
    (job.customerId === null || (job.customerId === worker.customerId && (job.factoryId === null || job.factoryId === factoryId)));
  if (!fits) throw DomainError.validation(field, REGISTRY_MESSAGES.JOB_NOT_FOR_WORKER);
}

function hazardsEvent(worker: Employed, hazards: HazardAssignment[], propagatedFromJobId: string | null = null): WorkerEvent[] {
  if (same(hazards, worker.hazards)) return [];
  return [
    { type: 'WorkerHazardsSet', data: { workerId: worker.workerId, hazards, ...(propagatedFromJobId ? { propagatedFromJobId } : {}) } },
  ];
}

function protocolEvent(worker: Employed, protocol: HealthProtocolEntry[], propagatedFromJobId: string | null = null): WorkerEvent[] {
  if (same(protocol, worker.protocol)) return [];
  return [
    {
      type: 'WorkerHealthProtocolSet',
      data: { workerId: worker.workerId, protocol, ...(propagatedFromJobId ? { propagatedFromJobId } : {}) },
    },
  ];
}

function decide(command: WorkerAssignmentCommand, worker: Employed): WorkerEvent[] {
  switch (command.type) {
    case 'AssignWorkerJob': {
      const factoryId = command.factoryId === undefined ? worker.factoryId : command.factoryId;
      if (command.job) requireFittingJob(command.job, worker, factoryId, 'job_id');
      command.altJobs.forEach((job) => requireFittingJob(job, worker, factoryId, 'altjobs'));
      const data: WorkerJobAssignedData = {
        workerId: worker.workerId,
        customerId: worker.customerId,
        factoryId,
        departmentId: command.departmentId === undefined ? worker.departmentId : command.departmentId,
        jobId: command.job?.jobId ?? null,
        jobName: command.job?.name ?? null,
        altJobIds: [...new Set(command.altJobs.map((job) => job.jobId))],
        riskProfileIds: [...new Set(command.riskProfileIds)],
        resetHealthProtocol: command.resetHealthProtocol,
      };
      const unchanged =
        data.factoryId === worker.factoryId &&
        data.departmentId === worker.departmentId &&
        data.jobId === worker.jobId &&
        same(data.altJobIds, worker.altJobIds) &&
        same(data.riskProfileIds, worker.riskProfileIds);
      const events: WorkerEvent[] = unchanged && !command.resetHealthProtocol ? [] : [{ type: 'WorkerJobAssigned', data }];
      if (command.resetHealthProtocol) {
        // The job's lists were checked when the job stored them: copied as they are.
        events.push(...hazardsEvent(worker, command.job?.hazards ?? []), ...protocolEvent(worker, command.job?.protocol ?? []));
      }
      return events;
    }
    case 'SetWorkerHazards': {
      const { hazards, errors } = normalizeHazards(command.hazards, { detailed: command.detailed });
      failOn(errors);
      return hazardsEvent(worker, hazards, command.propagatedFromJobId ?? null);
    }
    case 'SetWorkerHazard': {
      const others = worker.hazards.filter((hazard) => hazard.hazardId !== command.hazard.hazardId);
      const { hazards, errors } = normalizeHazards([...others, command.hazard], { detailed: command.detailed });
      // The one hazard sent is the last of the list: its errors are reported as the form's fields.
      const own = `hazards.${others.length}.`;
      failOn(
        Object.fromEntries(
          Object.entries(errors).map(([field, messages]) => [field.startsWith(own) ? field.slice(own.length) : field, messages]),
        ),
      );
      return hazardsEvent(worker, hazards);
    }
    case 'RemoveWorkerHazard': {
      if (!worker.hazards.some((hazard) => hazard.hazardId === command.hazardId)) {
        throw new DomainError(REGISTRY_MESSAGES.HAZARD_NOT_ASSIGNED, 'not_found');
      }
      return hazardsEvent(
        worker,
        worker.hazards.filter((hazard) => hazard.hazardId !== command.hazardId),
      );
    }
    case 'SetWorkerProtocol': {
      const { protocol, errors } = normalizeProtocol(command.protocol);
      failOn(errors);
      if (
        !command.propagatedFromJobId &&
        protocolPeriodsChanged(worker.protocol, protocol) &&
        command.actorLevel < PROTOCOL_PERIOD_MIN_LEVEL
      ) {
        throw new DomainError(REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS, 'forbidden', {
          protocol: [REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS],
        });
      }
      return protocolEvent(worker, protocol, command.propagatedFromJobId ?? null);
    }
    default: {
      const unknownCommand: never = command;
      throw new Error(`Comando sconosciuto: ${JSON.stringify(unknownCommand)}`);
    }
  }
}

/**
 * The worker-side slice of the job, hazard and protocol commands, on the worker's own stream. A worker outside
 * the caller's scope, or unknown, answers 404; a resigned worker takes no change (422).
 */
export const workerAssignmentDecider: Decider<ScopedWorkerAssignmentCommand, WorkerAssignmentState, WorkerEvent> = {
  initialState: () => ({ status: 'unknown' }),
  evolve: evolveWorkerAssignment,
  decide({ command, scope }, state) {
    if (state.status === 'unknown' || !inScope(scope, state)) throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
    if (state.status === 'resigned') throw DomainError.validation('id', REGISTRY_MESSAGES.WORKER_RESIGNED);
    return decide(command, state);
  },
};

export const workerStream = (workerId: string) => `worker-${workerId}`;
