import { PERIOD_ONCE, REGISTRY_MESSAGES, type HazardAssignment } from '@tutela/contracts';
import type { TenantScope as RecordScope } from '@tutela/contracts';
import { deciderSpec } from '../../users/testing/decider-specification';
import type { JobSnapshot, WorkerAssignmentCommand } from './worker-assignment-commands';
import { workerAssignmentDecider } from './worker-assignment.decider';
import type { WorkerEvent } from './worker-assignment-state';

const spec = deciderSpec(workerAssignmentDecider);
const staff: RecordScope = { entityId: 'e1', customerIds: null, factoryIds: null };
const when = (command: WorkerAssignmentCommand, scope: RecordScope = staff) => ({ command, scope });

const hired: WorkerEvent = {
  type: 'WorkerHired',
  data: {
    workerId: 'w1',
    entityId: 'e1',
    customerId: 'c1',
    factoryId: 'f1',
    firstName: 'Mario',
    lastName: 'Rossi',
    sex: 'M',
    birthDate: '1980-01-01',
    birthPlace: 'ROMA',
    birthPlaceCode: 'H501',
    fiscalCode: null,
    email: null,
  },
};
const resigned: WorkerEvent = { type: 'WorkerResigned', data: { workerId: 'w1', resignedOn: '2025-06-30' } };
const noise: HazardAssignment = {
  hazardId: 'RUMORE',
  evaluationDate: '2025-03-01',
  expositionDays: 220,
  frequency: 4,
  formData: { LEXD: 86 },
};
const mmc: HazardAssignment = { hazardId: 'MMC', evaluationDate: null, expositionDays: 200, frequency: 3, formData: null };
const job: JobSnapshot = {
  jobId: 'j1',
  name: 'Magazziniere',
  entityId: 'e1',
  customerId: null,
  factoryId: null,
  level: 2,
  retired: false,
  hazards: [mmc],
  protocol: [{ examinationTypeId: 10, period: 12, periodInJob: null }],
};
const assign = (extra: Partial<Extract<WorkerAssignmentCommand, { type: 'AssignWorkerJob' }>> = {}): WorkerAssignmentCommand => ({
  type: 'AssignWorkerJob',
  job,
  altJobs: [],
  riskProfileIds: [],
  resetHealthProtocol: false,
  ...extra,
});
const assigned = (extra: Partial<Extract<WorkerEvent, { type: 'WorkerJobAssigned' }>['data']> = {}): WorkerEvent => ({
  type: 'WorkerJobAssigned',
  data: {
    workerId: 'w1',
    customerId: 'c1',
    factoryId: 'f1',
    departmentId: null,
    jobId: 'j1',
    jobName: 'Magazziniere',
    altJobIds: [],
    riskProfileIds: [],
    resetHealthProtocol: false,
    ...extra,
  },
});

describe('worker assignment decider', () => {
  it('assigns a general job; with reset it copies the job hazards and protocol', () => {
    spec.given([hired]).when(when(assign())).then([assigned()]);
    spec
      .given([hired])
      .when(when(assign({ resetHealthProtocol: true, departmentId: 'd1' })))
      .then([
        assigned({ resetHealthProtocol: true, departmentId: 'd1' }),
        { type: 'WorkerHazardsSet', data: { workerId: 'w1', hazards: [mmc] } },
        { type: 'WorkerHealthProtocolSet', data: { workerId: 'w1', protocol: job.protocol } },
      ]);
    spec.given([hired, assigned()]).when(when(assign())).thenNothing();
  });

  it("accepts a specific job of the worker's customer and site only", () => {
    const specific = { ...job, jobId: 'j2', customerId: 'c1', factoryId: 'f1' };
    spec
      .given([hired])
      .when(when(assign({ job: specific })))
      .then([assigned({ jobId: 'j2' })]);
    spec
      .given([hired])
      .when(when(assign({ job: { ...specific, factoryId: 'f2' } })))
      .thenFails('validation', REGISTRY_MESSAGES.JOB_NOT_FOR_WORKER, 'job_id');
    spec
      .given([hired])
      .when(when(assign({ job: specific, factoryId: 'f2' })))
      .thenFails('validation', undefined, 'job_id');
    spec
      .given([hired])
      .when(when(assign({ job: { ...specific, customerId: 'c2' } })))
      .thenFails('validation', undefined, 'job_id');
    spec
      .given([hired])
      .when(when(assign({ altJobs: [{ ...job, jobId: 'j3', retired: true }] })))
      .thenFails('validation', undefined, 'altjobs');
  });

  it('refuses an unknown worker (404), one outside the scope (404) and a resigned one (422)', () => {
    spec.given([]).when(when(assign())).thenFails('not_found', REGISTRY_MESSAGES.WORKER_NOT_FOUND);
    spec
      .given([hired])
      .when(when(assign(), { entityId: 'e1', customerIds: ['c9'], factoryIds: null }))
      .thenFails('not_found');
    spec.given([hired, resigned]).when(when(assign())).thenFails('validation', REGISTRY_MESSAGES.WORKER_RESIGNED);
    spec
      .given([hired, resigned])
      .when(when({ type: 'SetWorkerHazards', hazards: [noise], detailed: true, propagatedFromJobId: 'j1' }))
      .thenFails('validation', REGISTRY_MESSAGES.WORKER_RESIGNED);
    spec
      .given([hired, resigned, { type: 'WorkerReinstated', data: { workerId: 'w1' } }])
      .when(when(assign()))
      .then([assigned()]);
  });

  it('sets the whole hazard list, adds or replaces one hazard, removes one', () => {
    const set: WorkerEvent = { type: 'WorkerHazardsSet', data: { workerId: 'w1', hazards: [noise, mmc] } };
    spec
      .given([hired])
      .when(when({ type: 'SetWorkerHazards', hazards: [mmc, noise], detailed: true }))
      .then([set]);
    spec
      .given([hired, set])
      .when(when({ type: 'SetWorkerHazard', hazard: { ...mmc, frequency: 5 }, detailed: true }))
      .then([{ type: 'WorkerHazardsSet', data: { workerId: 'w1', hazards: [noise, { ...mmc, frequency: 5 }] } }]);
    spec
      .given([hired, set])
      .when(when({ type: 'SetWorkerHazard', hazard: { ...mmc, frequency: 9 as never }, detailed: true }))
      .thenFails('validation', undefined, 'frequency');
    spec
      .given([hired, set])
      .when(when({ type: 'RemoveWorkerHazard', hazardId: 'RUMORE' }))
      .then([{ type: 'WorkerHazardsSet', data: { workerId: 'w1', hazards: [mmc] } }]);
    spec
      .given([hired, set])
      .when(when({ type: 'RemoveWorkerHazard', hazardId: 'VDT' }))
      .thenFails('not_found', REGISTRY_MESSAGES.HAZARD_NOT_ASSIGNED);
  });

  it('marks a propagated change with its job', () => {
    spec
      .given([hired])
      .when(
        when({
          type: 'SetWorkerProtocol',
          protocol: [{ examinationTypeId: 1, period: PERIOD_ONCE }],
          actorLevel: 5,
          propagatedFromJobId: 'j1',
        }),
      )
      .then([
        {
          type: 'WorkerHealthProtocolSet',
          data: { workerId: 'w1', protocol: [{ examinationTypeId: 1, period: PERIOD_ONCE, periodInJob: null }], propagatedFromJobId: 'j1' },
        },
      ]);
  });

  it("needs level 6 to change a period of the worker's own protocol", () => {
    const protocol = [{ examinationTypeId: 10, period: 12 }];
    spec
      .given([hired])
      .when(when({ type: 'SetWorkerProtocol', protocol, actorLevel: 5 }))
      .thenFails('forbidden', REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS);
    spec
      .given([hired])
      .when(when({ type: 'SetWorkerProtocol', protocol, actorLevel: 6 }))
      .then([
        { type: 'WorkerHealthProtocolSet', data: { workerId: 'w1', protocol: [{ examinationTypeId: 10, period: 12, periodInJob: null }] } },
      ]);
  });
});
