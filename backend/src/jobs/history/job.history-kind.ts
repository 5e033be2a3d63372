import { QueryBus } from '@nestjs/cqrs';
import { type JobDetail, type JobEventType, scopeOf } from '@tutela/contracts';
import { toHazardRows, toProtocolRows } from '@tutela/projections';
import { evolveJob, type JobEvent, type JobState } from '../domain/job.decider';
import { GetJobQuery } from '../queries/get-job/get-job.query';
import { defineHistoryKind, flattenFields, tolerantFold } from '../../history/public';

const JOB_EVENT_TYPES = [
  'JobCreated',
  'JobUpdated',
  'JobHazardsSet',
  'JobHealthProtocolSet',
  'JobRetired',
] as const satisfies readonly JobEventType[];

export const jobHistoryFold = tolerantFold<JobState>(
  {
    initialState: () => ({ status: 'absent' }),
    evolve: (state, event) => evolveJob(state, event as JobEvent),
  },
  JOB_EVENT_TYPES,
);

export function jobHistoryFields(state: JobState): Record<string, unknown> {
  if (state.status === 'absent') return {};
  const { status, ...rest } = state;
  return flattenFields({ ...rest, retired: status === 'retired' });
}

/**
 * JobDetail as it stood: names, level, hazards and health protocol from the fold; the customer's and factory's
 * names and the count of active workers from today's card.
 */
export function jobDetailAt(state: JobState, current: JobDetail, at: { revision: number }): JobDetail | null {
  if (state.status === 'absent') return null;
  return {
    ...current,
    name: state.name,
    name_eng: state.nameEng,
    description: state.description,
    level: state.level,
    job_type: state.jobType,
    retired: state.status === 'retired',
    hazards: toHazardRows(state.hazards),
    health_protocol: toProtocolRows(state.protocol),
    revision: at.revision,
  };
}

/** Jobs (mansioni) and risk profiles. */
export const JOB_HISTORY_KIND = defineHistoryKind<JobState, JobDetail, JobDetail>({
  kind: 'job',
  fold: jobHistoryFold,
  fields: jobHistoryFields,
  status: (state) => state.status,
  current: async (id, { principal, moduleRef }) => {
    const queries = moduleRef.get(QueryBus, { strict: false });
    const { data } = await queries.execute<GetJobQuery, { data: JobDetail }>(new GetJobQuery(id, scopeOf(principal)));
    return data;
  },
  title: (current) => current.name,
  detailAt: jobDetailAt,
  asOfToday: 'nomi di azienda e sede e numero di lavoratori attivi come sono oggi',
  fieldLabels: { retired: 'eliminata' },
});
