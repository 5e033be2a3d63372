import {
  inScope,
  hasErrors,
  JOB_LEVELS,
  MESSAGES,
  normalizeHazards,
  normalizeProtocol,
  PROTOCOL_PERIOD_MIN_LEVEL,
  protocolPeriodsChanged,
  REGISTRY_MESSAGES,
  type HazardAssignment,
  type HealthProtocolEntry,
  type JobCreatedData,
  type JobEventMap,
  type JobUpdatedData,
} from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { JobCommand, JobFields, ScopedJobCommand } from './job-commands';

export type JobEvent = { [K in keyof JobEventMap]: { type: K; data: JobEventMap[K] } }[keyof JobEventMap];

interface JobBody extends Omit<JobCreatedData, 'nameEng' | 'description' | 'jobType'> {
  nameEng: string | null;
  description: string | null;
  jobType: 'JOB' | 'RISK_PROFILE';
  hazards: HazardAssignment[];
  protocol: HealthProtocolEntry[];
}

/** A retired job stays readable (workers' history names it) but takes no change. */
export type JobState = { status: 'absent' } | ({ status: 'active' } & JobBody) | ({ status: 'retired' } & JobBody);

export function evolveJob(state: JobState, event: JobEvent): JobState {
  switch (event.type) {
    case 'JobCreated': {
      const d = event.data;
      return {
        status: 'active',
        ...d,
        nameEng: d.nameEng ?? null,
        description: d.description ?? null,
        jobType: d.jobType ?? 'JOB',
        hazards: [],
        protocol: [],
      };
    }
    case 'JobUpdated': {
      if (state.status === 'absent') return state;
      const { jobId: _jobId, ...changes } = event.data;
      return { ...state, ...changes } as JobState;
    }
    case 'JobHazardsSet':
      return state.status === 'absent' ? state : { ...state, hazards: event.data.hazards };
    case 'JobHealthProtocolSet':
      return state.status === 'absent' ? state : { ...state, protocol: event.data.protocol };
    case 'JobRetired':
      return state.status === 'absent' ? state : { ...state, status: 'retired' };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw DomainError.validation('name', MESSAGES.REQUIRED);
  return trimmed;
}

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

function requireLevel(level: number): number {
  if (!(JOB_LEVELS as readonly number[]).includes(level)) throw DomainError.validation('level', REGISTRY_MESSAGES.JOB_LEVEL_INVALID);
  return level;
}

function failOn(errors: Record<string, string[]>): void {
  if (hasErrors(errors)) throw new DomainError(REGISTRY_MESSAGES.REQUIRED_FIELDS_MISSING, 'validation', errors);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function decide(command: JobCommand, state: JobState): JobEvent[] {
  if (command.type === 'CreateJob') {
    if (state.status !== 'absent') throw new DomainError(REGISTRY_MESSAGES.JOB_ALREADY_EXISTS, 'conflict');
    // A specific job belongs to one factory of one customer; a general one to neither.
    if ((command.customerId === null) !== (command.factoryId === null))
      throw DomainError.validation('factory_id', REGISTRY_MESSAGES.JOB_FACTORY_REQUIRED);
    const data: JobCreatedData = {
      jobId: command.jobId,
      entityId: command.entityId,
      customerId: command.customerId,
      factoryId: command.factoryId,
      name: requireName(command.name),
      nameEng: blankToNull(command.nameEng),
      description: blankToNull(command.description),
      level: requireLevel(command.level),
      jobType: command.jobType,
    };
    return [{ type: 'JobCreated', data }];
  }
  if (state.status === 'absent') throw new DomainError(REGISTRY_MESSAGES.JOB_NOT_FOUND, 'not_found');
  if (command.type === 'RetireJob') return state.status === 'retired' ? [] : [{ type: 'JobRetired', data: { jobId: state.jobId } }];
  if (state.status === 'retired') throw DomainError.validation('id', REGISTRY_MESSAGES.JOB_RETIRED);
  switch (command.type) {
    case 'UpdateJob': {
      const changes: JobUpdatedData = { jobId: state.jobId };
      for (const [key, raw] of Object.entries(command.changes) as [keyof JobFields, unknown][]) {
        if (raw === undefined) continue;
        const value =
          key === 'name' ? requireName(raw as string) : key === 'level' ? requireLevel(raw as number) : blankToNull(raw as string | null);
        if (!same(value, state[key])) Object.assign(changes, { [key]: value });
      }
      return Object.keys(changes).length > 1 ? [{ type: 'JobUpdated', data: changes }] : [];
    }
    case 'SetJobHazards': {
      const { hazards, errors } = normalizeHazards(command.hazards, { detailed: state.level === 1 });
      failOn(errors);
      // A propagation is asked for even when the job's list is unchanged: the workers may differ from it.
      if (same(hazards, state.hazards) && !command.propagate) return [];
      return [{ type: 'JobHazardsSet', data: { jobId: state.jobId, hazards, propagate: command.propagate } }];
    }
    case 'SetJobProtocol': {
      const { protocol, errors } = normalizeProtocol(command.protocol);
      failOn(errors);
      if (protocolPeriodsChanged(state.protocol, protocol) && command.actorLevel < PROTOCOL_PERIOD_MIN_LEVEL) {
        throw new DomainError(REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS, 'forbidden', {
          protocol: [REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS],
        });
      }
      if (same(protocol, state.protocol) && !command.propagate) return [];
      return [{ type: 'JobHealthProtocolSet', data: { jobId: state.jobId, protocol, propagate: command.propagate } }];
    }
    default: {
      const unknownCommand: never = command;
      throw new Error(`Comando sconosciuto: ${JSON.stringify(unknownCommand)}`);
    }
  }
}

/**
 * The job decider behind the caller's scope: the check runs on the state folded from the stream, so a job of
 * another entity or customer answers 404 whatever the read model says.
 */
export const jobDecider: Decider<ScopedJobCommand, JobState, JobEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: evolveJob,
  decide({ command, scope }, state) {
    const tenant =
      command.type === 'CreateJob'
        ? command
        : state.status === 'absent'
          ? null
          : { entityId: state.entityId, customerId: state.customerId, factoryId: state.factoryId };
    if (tenant && !inScope(scope, tenant)) throw new DomainError(REGISTRY_MESSAGES.JOB_NOT_FOUND, 'not_found');
    return decide(command, state);
  },
};

export const jobStream = (jobId: string) => `job-${jobId}`;
