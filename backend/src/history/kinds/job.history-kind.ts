import { QueryBus } from "@nestjs/cqrs";
import type { JobDetail, JobEventType } from "@tutela/contracts";
import { recordScopeOf } from "../../shared/record-scope";
import {
  evolveJob,
  type JobEvent,
  type JobState,
} from "../../jobs/domain/job.decider";
import { GetJobQuery } from "../../jobs/queries/get-job/get-job.query";
import { flattenFields, tolerantFold } from "../domain/record-timeline";
import { defineHistoryKind } from "../history-kind";

const JOB_EVENT_TYPES = [
  "JobCreated",
  "JobUpdated",
  "JobHazardsSet",
  "JobHealthProtocolSet",
  "JobRetired",
] as const satisfies readonly JobEventType[];

export const jobHistoryFold = tolerantFold<JobState>(
  {
    initialState: () => ({ status: "absent" }),
    evolve: (state, event) => evolveJob(state, event as JobEvent),
  },
  JOB_EVENT_TYPES,
);

export function jobHistoryFields(state: JobState): Record<string, unknown> {
  if (state.status === "absent") return {};
  const { status, ...rest } = state;
  return flattenFields({ ...rest, retired: status === "retired" });
}

/** Jobs (mansioni) and risk profiles. */
export const JOB_HISTORY_KIND = defineHistoryKind<JobState, JobDetail, never>({
  kind: "job",
  fold: jobHistoryFold,
  fields: jobHistoryFields,
  status: (state) => state.status,
  current: async (id, { principal, moduleRef }) => {
    const queries = moduleRef.get(QueryBus, { strict: false });
    const { data } = await queries.execute<GetJobQuery, { data: JobDetail }>(
      new GetJobQuery(id, recordScopeOf(principal)),
    );
    return data;
  },
  title: (current) => current.name,
  fieldLabels: { retired: "eliminata" },
});
