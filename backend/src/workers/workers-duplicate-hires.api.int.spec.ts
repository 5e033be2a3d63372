import type { INestApplication } from '@nestjs/common';
import type { WorkerDetail, WorkerHiredData } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoApi } from '../platform/testing/demo-api';
import { DEMO_HISTORY_EVENTS } from './seed/demo-history-seed';
import { DEMO_CUSTOMER } from '../demo/demo-data';
import { taxCodeTaken } from './domain/worker.decider';

const SEGRETERIA = 'segreteria@tutela.demo';
const WORKER = {
  first_name: 'Donato',
  last_name: 'Doppione',
  sex: 'M',
  birth_date: '1988-03-14',
  birth_place: 'Roma',
  birth_place_code: 'H501',
  customer_id: DEMO_CUSTOMER.id,
};

/**
 * One active employment per tax code and customer, kept by the database in the hire's own transaction: twenty
 * identical hires sent at once without an Idempotency-Key make one worker, and the others are told who it is.
 */
describe.each(apiTestTargets())('duplicate hires on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const { get, post } = demoApi(() => request(app.getHttpServer()));

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('hires once out of twenty identical concurrent hires; the others get 409 naming the worker', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(SEGRETERIA, '/api/md/workers', WORKER)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    const hired = answers.find((res) => res.status === 201)!;
    const card = (await get(SEGRETERIA, `/api/md/workers/${hired.body.data.id}`)).body.data as WorkerDetail;
    const message = taxCodeTaken(card.fiscal_code as string, 'Donato Doppione');
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(res.body).toEqual({ message, errors: { fiscal_code: [message] } });
    }
    expect((await get(SEGRETERIA, '/api/md/workers?name=doppione')).body.data).toHaveLength(1);
  }, 60_000);

  it('hires again after a dismissal, and then refuses to reinstate the first one', async () => {
    const worker = { ...WORKER, first_name: 'Rita', last_name: 'Riassunta' };
    const first = await post(SEGRETERIA, '/api/md/workers', worker);
    expect(first.status).toBe(201);
    expect((await post(SEGRETERIA, '/api/md/workers', worker)).status).toBe(409);
    expect((await post(SEGRETERIA, `/api/md/workers/${first.body.data.id}/resign`, { resigned_on: '2026-06-30' })).status).toBe(200);

    const second = await post(SEGRETERIA, '/api/md/workers', worker);
    expect(second.status).toBe(201);
    const card = (await get(SEGRETERIA, `/api/md/workers/${second.body.data.id}`)).body.data as WorkerDetail;
    const reinstated = await post(SEGRETERIA, `/api/md/workers/${first.body.data.id}/reinstate`, {});
    expect(reinstated.status).toBe(409);
    expect(reinstated.body.message).toBe(taxCodeTaken(card.fiscal_code as string, 'Rita Riassunta'));
  }, 60_000);

  it('refuses to hire again a worker the demo seed wrote directly to the log (the seed takes the key too)', async () => {
    const seeded = DEMO_HISTORY_EVENTS[0].data as WorkerHiredData;
    const again = await post(SEGRETERIA, '/api/md/workers', {
      first_name: seeded.firstName,
      last_name: seeded.lastName,
      sex: seeded.sex,
      birth_date: seeded.birthDate,
      birth_place: seeded.birthPlace,
      birth_place_code: seeded.birthPlaceCode,
      customer_id: seeded.customerId,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(taxCodeTaken(seeded.fiscalCode as string, `${seeded.firstName} ${seeded.lastName}`));
  }, 60_000);
});
