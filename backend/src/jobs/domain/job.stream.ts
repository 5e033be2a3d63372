import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { ScopedJobCommand } from './job-commands';
import { jobDecider, jobStream, type JobEvent, type JobState } from './job.decider';

/**
 * Which later events make each part of the job card stale: a change of the same part, and the job's retirement.
 * The level decides whether the hazards' detailed forms are kept, so a level change makes the hazard form stale.
 */
const PART_EVENTS: Partial<Record<ScopedJobCommand['command']['type'], readonly JobEvent['type'][]>> = {
  UpdateJob: ['JobUpdated'],
  SetJobHazards: ['JobHazardsSet', 'JobUpdated'],
  SetJobProtocol: ['JobHealthProtocolSet'],
};

/**
 * The jobs' streams for the command pipeline. Events are tagged with the job's entity, customer and factory (not
 * the actor's) so each tenant's activity log shows them; the decider checks the caller's scope (404 outside it).
 */
export const jobStreamDeclaration: StreamDeclaration<ScopedJobCommand, JobState, JobEvent> = {
  streamName: jobStream,
  decider: jobDecider,
  tenantOf: (state, { command }) => {
    const job = state.status !== 'absent' ? state : command.type === 'CreateJob' ? command : null;
    return job && { entityId: job.entityId, customerId: job.customerId, factoryId: job.factoryId };
  },
  conflictsWith: ({ command }, event) =>
    event.type === 'JobRetired' || (PART_EVENTS[command.type] ?? []).includes(event.type as JobEvent['type']),
};
