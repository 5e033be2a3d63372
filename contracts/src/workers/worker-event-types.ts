import type { WorkerEventMap, WorkerEventType } from './worker-events';

/** Every event type of a `worker-` stream: the projectors' `handles` lists and the decider's union. */
export const WORKER_EVENT_TYPES = [
  'WorkerHired',
  'WorkerPersonalDataUpdated',
  'WorkerEmploymentUpdated',
  'WorkerJobAssigned',
  'WorkerHazardsSet',
  'WorkerHealthProtocolSet',
  'WorkerResigned',
  'WorkerReinstated',
  'WorkerTransferred',
] as const satisfies readonly WorkerEventType[];

export type WorkerEvent = {
  [K in WorkerEventType]: { type: K; data: WorkerEventMap[K] };
}[WorkerEventType];
