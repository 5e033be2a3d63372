import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { addDays, type ToScheduleRow } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { DEMO_CUSTOMER, demoId } from '../demo/demo-data';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';

const SECRETARY = 'segreteria@tutela.demo';
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

describe.each(apiTestTargets())('Da fissare (appointments/tofix) on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const get = async (email: string, query: string) =>
    http()
      .get(`/api/md/appointments/tofix?${query}`)
      .set(await auth(email));
  const ids = (rows: ToScheduleRow[]) => rows.map((row) => row.id);

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  });
  afterAll(async () => {
    await created?.close();
  });

  it('lists the demo workers falling due, most overdue first, and the window narrows them', async () => {
    const all = await get(SECRETARY, 'per_page=50');
    expect(all.status).toBe(200);
    const rows = all.body.data as ToScheduleRow[];
    // The demo signs twelve yearly visits a year ago: due from ten days ago to about six weeks ahead.
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const dates = rows.map((row) => row.next_visit);
    expect(dates).toEqual([...dates].sort());
    expect(rows.every((row) => row.customer_id && row.last_name && row.company_name)).toBe(true);
    const window = await get(SECRETARY, `fromdate=${TODAY}&todate=${addDays(TODAY, 14)}&per_page=50`);
    const inWindow = window.body.data as ToScheduleRow[];
    // The generic list's own names for the window (part 2 §3.1) give the same page.
    expect((await get(SECRETARY, `next_visit_from=${TODAY}&next_visit_to=${addDays(TODAY, 14)}&per_page=50`)).body.data).toEqual(inWindow);
    expect(inWindow.length).toBeGreaterThan(0);
    expect(inWindow.length).toBeLessThan(rows.length);
    expect(inWindow.every((row) => row.next_visit >= TODAY && row.next_visit <= addDays(TODAY, 14))).toBe(true);
    expect((await get(SECRETARY, `customer_id=${DEMO_CUSTOMER.id}&per_page=50`)).body.data.length).toBe(
      rows.filter((row) => row.customer_id === DEMO_CUSTOMER.id).length,
    );
  });

  it('takes a worker off once booked, and puts them back when the appointment is cancelled', async () => {
    const first = ((await get(SECRETARY, 'per_page=5')).body.data as ToScheduleRow[])[0];
    const date = addDays(TODAY, 7 * 30);
    const booking = await http()
      .post('/api/md/appointments')
      .set(await auth(SECRETARY))
      .set('Idempotency-Key', randomUUID())
      .send({
        customer_id: first.customer_id,
        med_id: demoId('user:medico'),
        multi: 0,
        worker_id: first.id,
        visit: 1,
        appointment_date: date,
        appointment_time: '18:00',
        appointment_date_end: date,
        appointment_time_end: '18:15',
        send_mail: 0,
        send_mail_to_customer: 0,
        recurring: 1,
      });
    expect(booking.status).toBe(200);
    expect(ids((await get(SECRETARY, 'per_page=100')).body.data)).not.toContain(first.id);
    const cancel = await http()
      .post(`/api/md/appointments/${booking.body.data.id}/cancel`)
      .set(await auth(SECRETARY))
      .set('Idempotency-Key', randomUUID())
      .send({ scope: 'this', reason: 'prova' });
    expect(cancel.status).toBe(200);
    expect(ids((await get(SECRETARY, 'per_page=100')).body.data)).toContain(first.id);
  });

  it('scopes by role: the nurse reads, a customer-side user sees their own company, others are refused', async () => {
    expect((await get('infermiere@tutela.demo', 'per_page=5')).status).toBe(200);
    expect((await get('hse@tutela.demo', 'per_page=5')).status).toBe(403);
    const client = await get('cliente@tutela.demo', 'per_page=100');
    expect(client.status).toBe(200);
    expect((client.body.data as ToScheduleRow[]).every((row) => row.customer_id === DEMO_CUSTOMER.id)).toBe(true);
    expect((await get('cliente@tutela.demo', `customer_id=${randomUUID()}`)).status).toBe(404);
  });

  it('answers bad input with 422 in Italian, never 5xx', async () => {
    for (const query of [
      'fromdate=2026-02-30',
      'todate=domani',
      `fromdate=${TODAY}&todate=${addDays(TODAY, -1)}`,
      'med=x',
      'extype=abc',
      'sort=name',
      'next_visit_from=2026-13-01',
    ]) {
      const res = await get(SECRETARY, query);
      expect(res.status).toBe(422);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
