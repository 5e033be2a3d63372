import {
  type HazardAssignment,
  type HealthProtocolEntry,
  scopeOf,
  WORKER_EVENT_TYPES,
  type WorkerDetail,
  workerDisplayName,
  type WorkerEvent,
  ageOn,
} from '@tutela/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { evolveWorkerAssignment, type WorkerAssignmentState } from '../assignments/worker-assignment-state';
import { evolveWorker, initialWorkerState, type WorkerState } from '../domain/worker-state';
import { GetWorkerQuery } from '../queries/get-worker/get-worker.query';
import { toHazardRows, toProtocolRows } from '../worker-row-mapping';
import { defineHistoryKind, flattenFields, tolerantFold } from '../../history/public';

/** A worker stream is written by two deciders: the workers context (person, employment) and the job assignment. */
export interface WorkerHistoryState {
  worker: WorkerState;
  assignment: WorkerAssignmentState;
}

export const workerHistoryFold = tolerantFold<WorkerHistoryState>(
  {
    initialState: () => ({
      worker: initialWorkerState(),
      assignment: { status: 'unknown' },
    }),
    evolve: (state, event) => ({
      worker: evolveWorker(state.worker, event as WorkerEvent),
      assignment: evolveWorkerAssignment(state.assignment, event as WorkerEvent),
    }),
  },
  WORKER_EVENT_TYPES,
);

export function workerHistoryFields(state: WorkerHistoryState): Record<string, unknown> {
  const { worker, assignment } = state;
  if (worker.status === 'absent') return {};
  const { status: _status, workerId: _workerId, entityId: _entityId, ...rest } = worker;
  const jobs =
    assignment.status === 'unknown'
      ? {}
      : {
          departmentId: assignment.departmentId,
          jobId: assignment.jobId,
          altJobIds: assignment.altJobIds,
          riskProfileIds: assignment.riskProfileIds,
          hazards: assignment.hazards,
          protocol: assignment.protocol,
        };
  return flattenFields({
    ...rest,
    resigned: worker.status === 'resigned',
    ...jobs,
  });
}

/**
 * WorkerDetail as it stood: the person, employment, tenant, job and hazards from the fold; names of linked
 * records (company, factory, department, jobs) from today's card, blanked where the id has changed since.
 */
export function workerDetailAt(
  state: WorkerHistoryState,
  current: WorkerDetail,
  at: { revision: number; occurredAt: Date },
): WorkerDetail | null {
  const { worker, assignment } = state;
  if (worker.status === 'absent') return null;
  const p = worker.personal;
  const assigned = assignment.status === 'unknown' ? null : assignment;
  const age = ageOn(p.birthDate, at.occurredAt);
  const jobId = assigned?.jobId ?? null;
  const departmentId = assigned?.departmentId ?? null;
  return {
    ...current,
    customer_id: worker.customerId,
    factory_id: worker.factoryId,
    customer: worker.customerId === current.customer_id ? current.customer : { company_name: '' },
    factory: worker.factoryId === null ? null : worker.factoryId === current.factory_id ? current.factory : { name: '' },
    first_name: p.firstName,
    last_name: p.lastName,
    name: workerDisplayName(p.firstName, p.lastName),
    fiscal_code: p.fiscalCode,
    birth_date: p.birthDate,
    birth_place: { comune: p.birthPlace },
    birth_place_code: p.birthPlaceCode,
    sex: p.sex,
    age,
    email: p.email,
    email_personal: p.emailPersonal ?? null,
    phone: p.phone ?? null,
    contract: worker.contract,
    suitability: worker.suitability,
    business_impact: worker.businessImpact,
    exclude_ss: worker.excludeSs,
    resigned: worker.status === 'resigned' ? 1 : 0,
    resigned_on: worker.status === 'resigned' ? worker.resignedOn : null,
    job_id: jobId,
    job: jobId === null ? null : jobId === current.job_id ? current.job : { name: '' },
    department:
      departmentId === null ? null : departmentId === current.department?.id ? current.department : { id: departmentId, name: '' },
    alt_jobs: (assigned?.altJobIds ?? []).map((id) => current.alt_jobs.find((job) => job.id === id) ?? { id, name: null }),
    hazards: toHazardRows((assigned?.hazards ?? []) as HazardAssignment[]),
    health_protocol: toProtocolRows((assigned?.protocol ?? []) as HealthProtocolEntry[], age),
    revision: at.revision,
    // A past state is for reading only.
    can_edit: false,
  };
}

export const WORKER_HISTORY_KIND = defineHistoryKind<WorkerHistoryState, WorkerDetail, WorkerDetail>({
  kind: 'worker',
  fold: workerHistoryFold,
  fields: workerHistoryFields,
  status: (state) => state.worker.status,
  current: async (id, { principal, moduleRef }) => {
    const queries = moduleRef.get(QueryBus, { strict: false });
    const { data } = await queries.execute<GetWorkerQuery, { data: WorkerDetail }>(new GetWorkerQuery(id, scopeOf(principal), principal));
    return data;
  },
  title: (current) => current.name,
  detailAt: workerDetailAt,
  asOfToday: 'nomi collegati come sono oggi (azienda, sede, reparto, mansione)',
  fieldLabels: {
    'personal.phone': 'telefono',
    resigned: 'dimesso',
    resignedOn: 'data di dimissione',
  },
});
