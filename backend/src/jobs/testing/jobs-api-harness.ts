import type { INestApplication } from '@nestjs/common';
import type { EventStore, JobCreatedData, WorkerHiredData } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../../create-app';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import type { ApiTestTarget } from '../../platform/testing/api-test-targets';
import { demoApi } from '../../platform/testing/demo-api';
import { eventIdFor } from '../../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../../shared/event-metadata';
import { EVENT_STORE } from '../../shared/tokens';
import { DEMO_CUSTOMERS } from '../../customers/seed/customers-demo-data';
import { demoFactoryId } from '../../customers/seed/customers-demo-seed';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../../demo/demo-data';

// A factory of the demo customer from the demo seed: specific jobs and sites are checked against the customers' read model.
export const FACTORY = demoFactoryId(DEMO_CUSTOMERS[0], DEMO_CUSTOMERS[0].factories[0]);
export const OTHER_CUSTOMER = 'f0f0f0f0-0000-4000-8000-0000000000c2';
export const OTHER_ENTITY = 'f0f0f0f0-0000-4000-8000-0000000000e2';
export const FOREIGN_JOB = 'f0f0f0f0-0000-4000-8000-0000000000a1';
export const OTHER_CUSTOMER_JOB = 'f0f0f0f0-0000-4000-8000-0000000000a2';
export const WORKERS = [
  'f0f0f0f0-0000-4000-8000-0000000000b1',
  'f0f0f0f0-0000-4000-8000-0000000000b2',
  'f0f0f0f0-0000-4000-8000-0000000000b3',
];
export const [ANNA, BRUNO, CARLA] = WORKERS;
const FIRST_NAMES = ['Anna', 'Bruno', 'Carla'];

// Two hazards with their evaluation data: enough for a test to see the catalogue names on the card and the copy on a worker.
export const WAREHOUSE_HAZARDS = [
  {
    hazard_id: 'MMC',
    evaluation_date: '2025-02-01',
    exposition_days: 220,
    frequency: 4,
    form_data: { NIOSH: 0.8, fpeso: 2 },
  },
  {
    hazard_id: 'RUMORE',
    frequency: 3,
    form_data: { Rlevel: 1, LEXD: 82 },
  },
];

/**
 * The whole app with the demo seed for the jobs API specs, and the facts they start from. Each spec file makes its
 * own harness (`jobsApiHarness(target)`, then `start()` in beforeAll and `close()` in afterAll) and seeds only what
 * its tests read, so no file leans on another's state.
 */
export function jobsApiHarness(target: ApiTestTarget) {
  let created: CreatedApp | undefined;
  const app = (): INestApplication => {
    if (!created) throw new Error('jobsApiHarness: start() first');
    return created.app;
  };
  const store = () => app().get<EventStore>(EVENT_STORE);
  const http = () => request(app().getHttpServer());
  const { get, post, del } = demoApi(http);

  /** Appends a fact straight to the store, bypassing the commands, and waits until the read models have it. */
  async function append(stream: string, type: string, data: object, key: string, scope: { customerId?: string } = {}): Promise<void> {
    const { position } = await store().append(
      stream,
      [
        {
          id: eventIdFor(key, 0),
          type,
          data,
          metadata: eventMetadata(SYSTEM_ACTOR, key, scope),
        },
      ],
      { expectedRevision: 'any' },
    );
    await app().get(ProjectionWaiter).waitFor(position);
  }

  async function hire(workerId: string, firstName: string): Promise<void> {
    const data: WorkerHiredData = {
      workerId,
      entityId: DEMO_ENTITY.id,
      customerId: DEMO_CUSTOMER.id,
      factoryId: FACTORY,
      firstName,
      lastName: 'Prova',
      sex: 'F',
      birthDate: '1985-05-05',
      birthPlace: 'BERGAMO',
      birthPlaceCode: 'A794',
      fiscalCode: null,
      email: null,
    };
    await append(`worker-${workerId}`, 'WorkerHired', data, `test:hire:${workerId}`, { customerId: DEMO_CUSTOMER.id });
  }

  /** A job the doctor creates through the API, with the hazards and protocol a test starts from. */
  async function createJob(body: object, lists: { hazards?: object[]; protocol?: object[] } = {}): Promise<string> {
    const res = await post('medico@tutela.demo', '/api/md/jobs', body);
    expect(res.status).toBe(201);
    const jobId: string = res.body.data.id;
    if (lists.hazards) {
      const hazards = await post('medico@tutela.demo', `/api/md/jobs/${jobId}/hazards`, { hazards: lists.hazards });
      expect(hazards.status).toBe(200);
    }
    if (lists.protocol) {
      const protocol = await post('medico@tutela.demo', `/api/md/jobs/${jobId}/protocol`, { protocol: lists.protocol });
      expect(protocol.status).toBe(200);
    }
    return jobId;
  }

  const workerEvents = async (workerId: string) =>
    (await store().readStream(`worker-${workerId}`)).map((event) => ({
      type: event.type,
      data: event.data,
    }));

  return {
    get,
    post,
    del,
    append,
    workerEvents,

    async start(): Promise<{ app: INestApplication; store: EventStore }> {
      created = await target.start();
      return { app: app(), store: store() };
    },
    async close(): Promise<void> {
      await created?.close();
    },

    /** A job of an entity the demo users do not belong to: every one of them but the system administrator gets 404. */
    async seedForeignJob(): Promise<void> {
      const foreign: JobCreatedData = {
        jobId: FOREIGN_JOB,
        entityId: OTHER_ENTITY,
        customerId: null,
        factoryId: null,
        name: 'Mansione altrui',
        level: 2,
      };
      await append(`job-${FOREIGN_JOB}`, 'JobCreated', foreign, 'test:job:foreign');
    },

    /** A second customer of the demo entity with a job ('Gruista') in the demo factory, which the demo customer must not see. */
    async seedOtherCustomerJob(): Promise<void> {
      await append(
        `customer-${OTHER_CUSTOMER}`,
        'CustomerCreated',
        {
          customerId: OTHER_CUSTOMER,
          entityId: DEMO_ENTITY.id,
          companyName: 'Altra S.r.l.',
          vatNumber: null,
        },
        'test:customer:other',
      );
      const otherCustomerJob: JobCreatedData = {
        jobId: OTHER_CUSTOMER_JOB,
        entityId: DEMO_ENTITY.id,
        customerId: OTHER_CUSTOMER,
        factoryId: FACTORY,
        name: 'Gruista',
        level: 2,
      };
      await append(`job-${OTHER_CUSTOMER_JOB}`, 'JobCreated', otherCustomerJob, 'test:job:other-customer');
    },

    /** Hires Anna, Bruno and Carla (or some of them) in the demo customer's factory, with no job yet. */
    async hireWorkers(ids: readonly string[] = WORKERS): Promise<void> {
      for (const id of ids) await hire(id, FIRST_NAMES[WORKERS.indexOf(id)]);
    },

    async resign(workerId: string): Promise<void> {
      await append(`worker-${workerId}`, 'WorkerResigned', { workerId, resignedOn: '2025-06-30' }, `test:resign:${workerId}`);
    },

    createJob,

    /** The general job 'Magazziniere senior' of the provider, for the files that retire it or hide it from customers. */
    createSeniorJob: () =>
      createJob({
        name: 'Magazziniere senior',
        level: 1,
        description: 'Carico e scarico',
      }),

    /** Assigns the job as the secretary does, copying its hazards and protocol to the worker. */
    async assignJob(workerId: string, jobId: string): Promise<void> {
      const res = await post('segreteria@tutela.demo', `/api/md/workers/${workerId}/job`, { job_id: jobId, reset_healt_protocol: true });
      expect(res.status).toBe(200);
    },
  };
}

export type JobsApiHarness = ReturnType<typeof jobsApiHarness>;
