import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { DayPlanPreview, EventStore } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { DEMO_CUSTOMER, demoId } from '../demo/demo-data';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';
import { EVENT_STORE } from '../shared/tokens';

const SECRETARY = 'segreteria@tutela.demo';
/** A Monday far from the demo's booked fortnight: every due worker of the demo customer is overdue by then. */
const DAY = '2038-03-01';

describe.each(apiTestTargets())('Pianifica giornata on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const head = () => app.get<EventStore>(EVENT_STORE).headPosition();
  const post = async (path: string, body: object, key: string = randomUUID(), email = SECRETARY) =>
    http()
      .post(`/api/md/${path}`)
      .set(await auth(email))
      .set('Idempotency-Key', key)
      .send(body);
  const plan = (extra: object = {}) => ({
    customer_id: DEMO_CUSTOMER.id,
    med_id: demoId('user:medico'),
    date: DAY,
    start_time: '09:00',
    end_time: '12:00',
    minutes: 20,
    ...extra,
  });

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  });
  afterAll(async () => {
    await created?.close();
  });

  it("previews consecutive slots for the site's due workers around the physician's held time, appending nothing", async () => {
    const held = await post('appointments', {
      customer_id: DEMO_CUSTOMER.id,
      med_id: demoId('user:medico'),
      multi: 1,
      select_workers: 0,
      visit: 3,
      appointment_date: DAY,
      appointment_time: '09:20',
      appointment_date_end: DAY,
      appointment_time_end: '09:40',
      appointment_duration: 20,
      send_mail: 0,
      send_mail_multi: 0,
      send_mail_to_customer: 0,
      recurring: 1,
    });
    expect(held.status).toBe(200);
    const before = await head();
    const preview = await post('appointments/day-plan/preview', plan());
    expect(preview.status).toBe(200);
    const { rows } = preview.body.data as DayPlanPreview;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.slice(0, 3).map((row) => `${row.appointment_time}–${row.appointment_time_end}`)).toEqual([
      '09:00–09:20',
      '09:40–10:00',
      '10:00–10:20',
    ]);
    expect(rows.map((row) => row.next_visit)).toEqual([...rows.map((row) => row.next_visit)].sort());
    expect(await head()).toBe(before);
  });

  it('books the chosen rows as one command; they leave Da fissare, and a retry books nothing twice', async () => {
    const { rows } = (await post('appointments/day-plan/preview', plan())).body.data as DayPlanPreview;
    const chosen = rows.slice(0, 2).map((row) => row.worker_id);
    const key = randomUUID();
    const first = await post('appointments/day-plan', plan({ worker_ids: chosen }), key);
    expect(first.status).toBe(200);
    expect(first.body.data.booked.map((row: { worker_id: string }) => row.worker_id)).toEqual(chosen);
    expect(first.body.data.refused).toEqual([]);
    const headAfter = await head();
    const retry = await post('appointments/day-plan', plan({ worker_ids: chosen }), key);
    expect(retry.body).toEqual(first.body);
    expect(await head()).toBe(headAfter);
    const due = await http()
      .get('/api/md/appointments/tofix?per_page=100')
      .set(await auth(SECRETARY));
    const ids = (due.body.data as { id: string }[]).map((row) => row.id);
    for (const worker of chosen) expect(ids).not.toContain(worker);
  });

  it('answers bad input with 422 by field, a nurse with 403, and never appends on a refusal', async () => {
    const before = await head();
    const cases: [object, string][] = [
      [plan({ minutes: 0 }), 'minutes'],
      [plan({ end_time: '08:00' }), 'end_time'],
      [plan({ customer_id: null }), 'customer_id'],
      [plan({ date: '2038-02-30' }), 'date'],
      [plan({ customer_id: randomUUID() }), 'customer_id'],
    ];
    for (const [body, field] of cases) {
      const res = await post('appointments/day-plan', body);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await post('appointments/day-plan/preview', plan(), randomUUID(), 'infermiere@tutela.demo')).status).toBe(403);
    expect(await head()).toBe(before);
  });
});
