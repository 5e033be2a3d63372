import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { EventStore, WorkerHiredData } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../../create-app';
import type { ApiTestTarget } from '../../platform/testing/api-test-targets';
import { demoAuth } from '../../platform/testing/demo-auth';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { eventIdFor } from '../../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../../shared/event-metadata';
import { EVENT_STORE } from '../../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../../demo/demo-data';

export const OTHER_ENTITY = 'e0e0e0e0-0000-4000-8000-0000000000ee';
export const OTHER_CUSTOMER = 'e0e0e0e0-0000-4000-8000-000000000002';
export const SECOND_CUSTOMER = 'e0e0e0e0-0000-4000-8000-000000000003';
export const WORKER = 'e0e0e0e0-0000-4000-8000-0000000000a1';
export const SECOND_CUSTOMER_WORKER = 'e0e0e0e0-0000-4000-8000-0000000000a2';
export const FOREIGN_WORKER = 'e0e0e0e0-0000-4000-8000-0000000000a3';

export const DOCTOR = 'medico@tutela.demo';
export const SPECIALIZING = 'specializzando@tutela.demo';
export const NURSE = 'infermiere@tutela.demo';
export const SECRETARY = 'segreteria@tutela.demo';
export const CUSTOMER = 'cliente@tutela.demo';
export const ENTITY_ADMIN = 'ente@tutela.demo';

/**
 * The examinations API test's world, set up once per store: the test forms (forms/testing), a second customer of
 * the demo entity and one of another entity, a worker at each, and a health protocol on the demo customer's.
 * Registers its own beforeAll/afterAll; call it at the top of the describe.
 */
export function useExaminationsApi(target: ApiTestTarget) {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const get = async (email: string, path: string) =>
    http()
      .get(path)
      .set(await auth(email));
  const post = async (email: string, path: string, body: object) =>
    http()
      .post(path)
      .set(await auth(email))
      .send(body);

  async function append(stream: string, type: string, data: object, entityId: string, customerId: string): Promise<void> {
    const store = app.get<EventStore>(EVENT_STORE);
    const commandId = `test:${stream}:${type}`;
    const metadata = eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId, { customerId });
    const { position } = await store.append(stream, [{ id: eventIdFor(commandId, 0), type, data, metadata }], { expectedRevision: 'any' });
    await app.get(ProjectionWaiter).waitFor(position);
  }

  async function hire(workerId: string, entityId: string, customerId: string): Promise<void> {
    const data: WorkerHiredData = {
      workerId,
      entityId,
      customerId,
      factoryId: null,
      firstName: 'Mario',
      lastName: 'Visitato',
      sex: 'M',
      birthDate: '1980-01-15',
      birthPlace: 'Roma',
      birthPlaceCode: 'H501',
      fiscalCode: null,
      email: null,
    };
    await append(`worker-${workerId}`, 'WorkerHired', data, entityId, customerId);
  }

  const visit = (timeKey: string, overrides: object = {}) => ({
    worker_id: WORKER,
    time_key: timeKey,
    examinationdate: '2026-03-02',
    type_id: 10,
    status: 0,
    exdata: { giudizio: 'ID', anamnesi: 'Nulla' },
    form_code: 'VIS',
    form_version: 1,
    ...overrides,
  });

  beforeAll(async () => {
    process.env.FORMS_DIR = join(__dirname, '..', 'forms', 'testing');
    created = await target.start();
    app = created.app;
    for (const [customerId, entityId] of [
      [OTHER_CUSTOMER, OTHER_ENTITY],
      [SECOND_CUSTOMER, DEMO_ENTITY.id],
    ]) {
      await append(
        `customer-${customerId}`,
        'CustomerCreated',
        { customerId, entityId, companyName: `Azienda ${customerId.slice(-1)}`, vatNumber: null },
        entityId,
        customerId,
      );
    }
    await hire(WORKER, DEMO_ENTITY.id, DEMO_CUSTOMER.id);
    await hire(SECOND_CUSTOMER_WORKER, DEMO_ENTITY.id, SECOND_CUSTOMER);
    await hire(FOREIGN_WORKER, OTHER_ENTITY, OTHER_CUSTOMER);
    await append(
      `worker-${WORKER}`,
      'WorkerHealthProtocolSet',
      {
        workerId: WORKER,
        protocol: [
          { examinationTypeId: 10, period: 12 },
          { examinationTypeId: 15, period: 24 },
        ],
      },
      DEMO_ENTITY.id,
      DEMO_CUSTOMER.id,
    );
  }, 120_000);
  afterAll(async () => {
    delete process.env.FORMS_DIR;
    await created?.close();
  });

  return { app: () => app, http, auth, get, post, append, visit };
}
