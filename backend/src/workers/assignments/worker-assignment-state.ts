import type { HazardAssignment, HealthProtocolEntry, WorkerEventMap } from '@tutela/contracts';

export type WorkerEvent = { [K in keyof WorkerEventMap]: { type: K; data: WorkerEventMap[K] } }[keyof WorkerEventMap];

interface WorkerAssignmentBody {
  workerId: string;
  entityId: string;
  customerId: string;
  factoryId: string | null;
  departmentId: string | null;
  jobId: string | null;
  altJobIds: string[];
  riskProfileIds: string[];
  hazards: HazardAssignment[];
  protocol: HealthProtocolEntry[];
}

/**
 * What the job, hazard and protocol commands need of a worker's stream: its tenant, whether it is still
 * employed, and its current assignment. The rest of the worker (personal data, employment) is the workers
 * context's own state; events this slice does not need leave it unchanged.
 */
export type WorkerAssignmentState =
  { status: 'unknown' } | ({ status: 'active' } & WorkerAssignmentBody) | ({ status: 'resigned' } & WorkerAssignmentBody);

export function evolveWorkerAssignment(state: WorkerAssignmentState, event: WorkerEvent): WorkerAssignmentState {
  switch (event.type) {
    case 'WorkerHired': {
      const d = event.data;
      return {
        status: 'active',
        workerId: d.workerId,
        entityId: d.entityId,
        customerId: d.customerId,
        factoryId: d.factoryId,
        departmentId: null,
        jobId: null,
        altJobIds: [],
        riskProfileIds: [],
        hazards: [],
        protocol: [],
      };
    }
    case 'WorkerResigned':
      return state.status === 'unknown' ? state : { ...state, status: 'resigned' };
    case 'WorkerReinstated':
      return state.status === 'unknown' ? state : { ...state, status: 'active' };
    case 'WorkerTransferred':
      return state.status === 'unknown' ? state : { ...state, customerId: event.data.customerId, factoryId: event.data.factoryId };
    case 'WorkerJobAssigned': {
      if (state.status === 'unknown') return state;
      const d = event.data;
      return {
        ...state,
        customerId: d.customerId,
        factoryId: d.factoryId,
        departmentId: d.departmentId,
        jobId: d.jobId,
        altJobIds: d.altJobIds,
        riskProfileIds: d.riskProfileIds ?? [],
      };
    }
    case 'WorkerHazardsSet':
      return state.status === 'unknown' ? state : { ...state, hazards: event.data.hazards };
    case 'WorkerHealthProtocolSet':
      return state.status === 'unknown' ? state : { ...state, protocol: event.data.protocol };
    case 'WorkerPersonalDataUpdated':
    case 'WorkerEmploymentUpdated':
      return state;
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
