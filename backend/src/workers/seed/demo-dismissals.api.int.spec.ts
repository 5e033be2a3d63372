import type { INestApplication } from '@nestjs/common';
import type { EventStore, WorkerHiredData, WorkerListRow } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../../create-app';
import { apiTestTargets } from '../../platform/testing/api-test-targets';
import { demoApi } from '../../platform/testing/demo-api';
import { SYSTEM_ACTOR } from '../../shared/event-metadata';
import { EVENT_STORE } from '../../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../../demo/demo-data';
import { workerStream } from '../domain/worker.decider';
import { DEMO_DISMISSAL_DATE, DEMO_DISMISSED_WORKER_INDEX, seedDemoDismissals } from './demo-dismissals-seed';
import { demoWorkerId } from './demo-workers-seed';

const SECRETARY = 'segreteria@tutela.demo';
const DISMISSED = demoWorkerId(DEMO_DISMISSED_WORKER_INDEX);

/** The demo data has one worker who left, so DIMESSO and 'Nascondi i non attivi' show something from the first start. */
describe.each(apiTestTargets())('demo dismissed worker on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const { get, post } = demoApi(() => request(app.getHttpServer()));
  const customerList = (hideInactive: '0' | '1') =>
    get(SECRETARY, `/api/md/workers?customer_id=${DEMO_CUSTOMER.id}&per_page=100&hide_inactive=${hideInactive}`);

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('lists one DIMESSO worker with every worker shown, none when the inactive are hidden, dismissed on a past date', async () => {
    const all = (await customerList('0')).body.data as WorkerListRow[];
    expect(all.filter((row) => row.resigned === 1).map((row) => row.id)).toEqual([DISMISSED]);
    const active = (await customerList('1')).body.data as WorkerListRow[];
    expect(active.length).toBe(all.length - 1);
    expect(active.map((row) => row.id)).not.toContain(DISMISSED);
    const card = await get(SECRETARY, `/api/md/workers/${DISMISSED}`);
    expect(card.body.data).toMatchObject({ resigned_on: DEMO_DISMISSAL_DATE });
    expect(DEMO_DISMISSAL_DATE < new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('writes what a dismissal writes (the tax code is free again: the same person can be hired anew) and only once', async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    const head = await store.headPosition();
    expect(await seedDemoDismissals(store, { ...SYSTEM_ACTOR, entityId: DEMO_ENTITY.id })).toBe(false);
    expect(await store.headPosition()).toBe(head);
    const recorded = await store.readStream(workerStream(DISMISSED));
    expect(recorded.at(-1)).toMatchObject({ type: 'WorkerResigned', data: { workerId: DISMISSED, resignedOn: DEMO_DISMISSAL_DATE } });
    const hired = recorded[0].data as WorkerHiredData;
    const again = await post(SECRETARY, '/api/md/workers', {
      first_name: hired.firstName,
      last_name: hired.lastName,
      sex: hired.sex,
      birth_date: hired.birthDate,
      birth_place: hired.birthPlace,
      birth_place_code: hired.birthPlaceCode,
      fiscal_code: hired.fiscalCode,
      customer_id: DEMO_CUSTOMER.id,
    });
    expect(again.status).toBe(201);
  });
});
