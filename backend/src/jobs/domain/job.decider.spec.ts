import { MESSAGES, PERIOD_VDT, REGISTRY_MESSAGES, type HazardAssignment } from '@tutela/contracts';
import { ALL_TENANTS as EVERY_RECORD, type TenantScope as RecordScope } from '@tutela/contracts';
import { deciderSpec } from '../../users/testing/decider-specification';
import type { JobCommand } from './job-commands';
import { jobDecider, type JobEvent } from './job.decider';

const spec = deciderSpec(jobDecider);
const staff: RecordScope = { entityId: 'e1', customerIds: null, factoryIds: null };
const when = (command: JobCommand, scope: RecordScope = staff) => ({ command, scope });

const createSpecific: JobCommand = {
  type: 'CreateJob',
  jobId: 'j1',
  entityId: 'e1',
  customerId: 'c1',
  factoryId: 'f1',
  name: ' Saldatore ',
  nameEng: '',
  description: null,
  level: 1,
  jobType: 'JOB',
};
const created: JobEvent = {
  type: 'JobCreated',
  data: {
    jobId: 'j1',
    entityId: 'e1',
    customerId: 'c1',
    factoryId: 'f1',
    name: 'Saldatore',
    nameEng: null,
    description: null,
    level: 1,
    jobType: 'JOB',
  },
};
const noise: HazardAssignment = {
  hazardId: 'RUMORE',
  evaluationDate: '2025-03-01',
  expositionDays: 220,
  frequency: 4,
  formData: { Rlevel: 2, LEXD: 86 },
};
const vdt: HazardAssignment = { hazardId: 'VDT', evaluationDate: null, expositionDays: null, frequency: 5, formData: null };
const protocolSet: JobEvent = {
  type: 'JobHealthProtocolSet',
  data: { jobId: 'j1', protocol: [{ examinationTypeId: 10, period: 12, periodInJob: null }], propagate: false },
};

describe('job decider', () => {
  it('creates a general job (no customer, no factory) or a specific one (both), once', () => {
    spec.given([]).when(when(createSpecific)).then([created]);
    spec
      .given([])
      .when(when({ ...createSpecific, customerId: null, factoryId: null }))
      .then([{ type: 'JobCreated', data: { ...created.data, customerId: null, factoryId: null } }]);
    spec
      .given([])
      .when(when({ ...createSpecific, factoryId: null }))
      .thenFails('validation', REGISTRY_MESSAGES.JOB_FACTORY_REQUIRED, 'factory_id');
    spec.given([created]).when(when(createSpecific)).thenFails('conflict', REGISTRY_MESSAGES.JOB_ALREADY_EXISTS);
  });

  it('requires a name and a known level', () => {
    spec
      .given([])
      .when(when({ ...createSpecific, name: '  ' }))
      .thenFails('validation', MESSAGES.REQUIRED, 'name');
    spec
      .given([])
      .when(when({ ...createSpecific, level: 7 }))
      .thenFails('validation', REGISTRY_MESSAGES.JOB_LEVEL_INVALID, 'level');
    spec
      .given([created])
      .when(when({ type: 'UpdateJob', changes: { level: 0 } }))
      .thenFails('validation', undefined, 'level');
  });

  it('records only the fields that change', () => {
    spec
      .given([created])
      .when(when({ type: 'UpdateJob', changes: { name: 'Saldatore', description: 'Saldatura a filo', level: 2 } }))
      .then([{ type: 'JobUpdated', data: { jobId: 'j1', description: 'Saldatura a filo', level: 2 } }]);
    spec
      .given([created])
      .when(when({ type: 'UpdateJob', changes: { name: ' Saldatore ', nameEng: ' ' } }))
      .thenNothing();
  });

  it('answers 404 for a job outside the scope, and for a job that does not exist', () => {
    spec
      .given([created])
      .when(when({ type: 'RetireJob' }, { entityId: 'e2', customerIds: null, factoryIds: null }))
      .thenFails('not_found');
    spec
      .given([created])
      .when(when({ type: 'RetireJob' }, { entityId: 'e1', customerIds: ['c2'], factoryIds: null }))
      .thenFails('not_found');
    spec
      .given([])
      .when(when({ type: 'UpdateJob', changes: { name: 'X' } }, EVERY_RECORD))
      .thenFails('not_found', REGISTRY_MESSAGES.JOB_NOT_FOUND);
    spec
      .given([])
      .when(when(createSpecific, { entityId: 'e2', customerIds: null, factoryIds: null }))
      .thenFails('not_found');
  });

  it('keeps the hazards in catalogue order, with the detailed forms only for a level-1 job', () => {
    spec
      .given([created])
      .when(when({ type: 'SetJobHazards', hazards: [vdt, noise], propagate: true }))
      .then([{ type: 'JobHazardsSet', data: { jobId: 'j1', hazards: [noise, vdt], propagate: true } }]);
    const level2: JobEvent = { type: 'JobUpdated', data: { jobId: 'j1', level: 2 } };
    spec
      .given([created, level2])
      .when(when({ type: 'SetJobHazards', hazards: [noise], propagate: false }))
      .then([{ type: 'JobHazardsSet', data: { jobId: 'j1', hazards: [{ ...noise, formData: null }], propagate: false } }]);
  });

  it('refuses unknown hazards, repeated ones and out-of-range pivots, field by field', () => {
    spec
      .given([created])
      .when(when({ type: 'SetJobHazards', hazards: [{ ...noise, hazardId: 'NOPE' }], propagate: false }))
      .thenFails('validation', undefined, 'hazards.0.hazard_id');
    spec
      .given([created])
      .when(when({ type: 'SetJobHazards', hazards: [vdt, vdt], propagate: false }))
      .thenFails('validation', undefined, 'hazards.1.hazard_id');
    spec
      .given([created])
      .when(
        when({
          type: 'SetJobHazards',
          hazards: [{ ...noise, frequency: 6 as never, expositionDays: 400, evaluationDate: '2025-02-30' }],
          propagate: false,
        }),
      )
      .thenFails('validation', undefined, 'hazards.0.frequency');
  });

  it('sets a protocol; changing a period needs level 6, period_in_job does not', () => {
    const protocol = [{ examinationTypeId: 10, period: 12 }];
    spec
      .given([created])
      .when(when({ type: 'SetJobProtocol', protocol, propagate: false, actorLevel: 6 }))
      .then([protocolSet]);
    spec
      .given([created])
      .when(when({ type: 'SetJobProtocol', protocol, propagate: false, actorLevel: 5 }))
      .thenFails('forbidden', REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS, 'protocol');
    spec
      .given([created, protocolSet])
      .when(when({ type: 'SetJobProtocol', protocol: [{ examinationTypeId: 10, period: PERIOD_VDT }], propagate: false, actorLevel: 5 }))
      .thenFails('forbidden', REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS);
    spec
      .given([created, protocolSet])
      .when(
        when({
          type: 'SetJobProtocol',
          protocol: [
            { examinationTypeId: 10, period: 12, periodInJob: 6 },
            { examinationTypeId: 14, period: 0 },
          ],
          propagate: false,
          actorLevel: 5,
        }),
      )
      .then([
        {
          type: 'JobHealthProtocolSet',
          data: {
            jobId: 'j1',
            protocol: [
              { examinationTypeId: 10, period: 12, periodInJob: 6 },
              { examinationTypeId: 14, period: 0, periodInJob: null },
            ],
            propagate: false,
          },
        },
      ]);
    spec
      .given([created, protocolSet])
      .when(when({ type: 'SetJobProtocol', protocol, propagate: false, actorLevel: 5 }))
      .thenNothing();
  });

  it('refuses examination types outside protocols and invalid periods', () => {
    spec
      .given([created])
      .when(when({ type: 'SetJobProtocol', protocol: [{ examinationTypeId: 3, period: 12 }], propagate: false, actorLevel: 9 }))
      .thenFails('validation', REGISTRY_MESSAGES.REQUIRED_FIELDS_MISSING, 'protocol.0.examination_type_id');
    spec
      .given([created])
      .when(when({ type: 'SetJobProtocol', protocol: [{ examinationTypeId: 10, period: -7 }], propagate: false, actorLevel: 9 }))
      .thenFails('validation', undefined, 'protocol.0.period');
  });

  it('retires a job once; a retired job takes no change', () => {
    const retired: JobEvent = { type: 'JobRetired', data: { jobId: 'j1' } };
    spec
      .given([created])
      .when(when({ type: 'RetireJob' }))
      .then([retired]);
    spec
      .given([created, retired])
      .when(when({ type: 'RetireJob' }))
      .thenNothing();
    spec
      .given([created, retired])
      .when(when({ type: 'SetJobHazards', hazards: [], propagate: false }))
      .thenFails('validation', REGISTRY_MESSAGES.JOB_RETIRED);
  });
});
