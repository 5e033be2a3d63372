import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { APPOINTMENT_MESSAGES, MESSAGES, type Database, type EventStore } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { DEMO_CALRESOURCES, DEMO_CUSTOMER, DEMO_ENTITY } from '../demo/demo-data';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { demoWorkerId } from '../workers/public';

const SECRETARY = 'segreteria@tutela.demo';
const DOCTOR = 'medico@tutela.demo';
const CLIENT = 'cliente@tutela.demo';
const NURSE = 'infermiere@tutela.demo';
const OTHER_CUSTOMER = 'a0a0a0a0-0000-4000-8000-000000000035';

describe.each(apiTestTargets())('appointments API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  let physician: string;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const store = () => app.get<EventStore>(EVENT_STORE);
  const head = () => store().headPosition();
  const post = async (email: string, path: string, body: object, key: string = randomUUID()) =>
    http()
      .post(`/api/md/${path}`)
      .set(await auth(email))
      .set('Idempotency-Key', key)
      .send(body);

  /** A single 30-minute visit of the demo physician for the demo customer. */
  const visit = (date: string, time = '09:00', end = '09:30', extra: object = {}) => ({
    customer_id: DEMO_CUSTOMER.id,
    med_id: physician,
    multi: 0,
    worker_id: demoWorkerId(0),
    visit: 1,
    appointment_date: date,
    appointment_time: time,
    appointment_date_end: date,
    appointment_time_end: end,
    send_mail: 0,
    send_mail_to_customer: 0,
    recurring: 1,
    ...extra,
  });
  /** Weekly on Monday and Wednesday, 10:00–10:30, 1–17 March 2027 (6 dates). */
  const series = (extra: object = {}) => ({
    ...visit('2038-03-01', '10:00', '10:30'),
    appointment_date_end: '2038-03-17',
    multi: 1,
    select_workers: 0,
    appointment_duration: 15,
    send_mail_multi: 0,
    recurring: 2,
    daysOfWeek: [1, 3],
    ...extra,
  });

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    const db = app.get<Database>(DATABASE);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DOCTOR]);
    physician = rows[0].id;
    const metadata = eventMetadata({ ...SYSTEM_ACTOR, entityId: DEMO_ENTITY.id }, 'test:appointments:other-customer', {
      customerId: OTHER_CUSTOMER,
    });
    const data = { customerId: OTHER_CUSTOMER, entityId: DEMO_ENTITY.id, companyName: 'Altra Azienda S.r.l.', vatNumber: null };
    const { position } = await store().append(
      `customer-${OTHER_CUSTOMER}`,
      [{ id: eventIdFor('test:appointments:other-customer', 0), type: 'CustomerCreated', data, metadata }],
      { expectedRevision: 'any' },
    );
    await app.get(ProjectionWaiter).waitFor(position);
  });

  afterAll(async () => {
    await created?.close();
  });

  it('a secretary books; the same physician slot again is 409 with the conflicts; checkbusyresources says so, appending nothing', async () => {
    const booked = await post(SECRETARY, 'appointments', visit('2038-02-01'));
    expect(booked.status).toBe(200);
    expect(booked.body.data.booked).toHaveLength(1);
    const id = booked.body.data.id as string;

    const before = await head();
    const busy = await post(DOCTOR, 'appointments', visit('2038-02-01', '09:15', '09:45'));
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(MESSAGES.RESOURCES_BUSY);
    expect(busy.body.conflicts).toEqual([
      expect.objectContaining({ kind: 'physician', id: physician, appointment_id: id, date: '01/02/2038', from: '09:00', to: '09:30' }),
    ]);
    const check = await post(SECRETARY, 'checkbusyresources', visit('2038-02-01', '09:29', '09:40'));
    expect(check.status).toBe(200);
    expect(check.body.data).toContain(MESSAGES.RESOURCES_BUSY);
    expect(check.body.data).toContain('01/02/2038 dalle 09:00 alle 09:30');
    const free = await post(SECRETARY, 'checkbusyresources', visit('2038-02-01', '09:30', '10:00'));
    expect(free.body).toEqual({ data: '' });
    expect(await head()).toBe(before);
  });

  it('bad input is 422 with Italian messages per field, unknown physician or customer included; nothing appended', async () => {
    const before = await head();
    const missing = await post(SECRETARY, 'appointments', { ...visit('2038-02-02'), med_id: null, appointment_time: '9' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.med_id).toEqual([MESSAGES.REQUIRED]);
    expect(missing.body.errors.appointment_time).toEqual([APPOINTMENT_MESSAGES.TIME_INVALID]);
    const unknown = await post(SECRETARY, 'appointments', { ...visit('2038-02-02'), med_id: 'a0a0a0a0-0000-4000-8000-0000000000ff' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.med_id).toEqual([APPOINTMENT_MESSAGES.PHYSICIAN_NOT_FOUND]);
    const worker = await post(SECRETARY, 'appointments', { ...visit('2038-02-02'), worker_id: randomUUID() });
    expect(worker.status).toBe(422);
    expect(worker.body.errors.worker_id).toEqual([APPOINTMENT_MESSAGES.WORKER_NOT_FOUND]);
    // Resources and clinics are the entity's active 'Risorse' / 'Ambulatori' of the right type.
    const resource = await post(SECRETARY, 'appointments', { ...visit('2038-02-02'), resources: [DEMO_CALRESOURCES.ambulatorio1] });
    expect(resource.body.errors.resources).toEqual([APPOINTMENT_MESSAGES.RESOURCE_NOT_FOUND]);
    const clinic = await post(SECRETARY, 'appointments', { ...visit('2038-02-02'), classroom_id: randomUUID() });
    expect(clinic.body.errors.classroom_id).toEqual([APPOINTMENT_MESSAGES.CLINIC_NOT_FOUND]);
    const rooms = { resources: [DEMO_CALRESOURCES.spirometro], classroom_id: DEMO_CALRESOURCES.ambulatorio1 };
    expect((await post(SECRETARY, 'checkbusyresources', { ...visit('2038-02-02'), ...rooms })).status).toBe(200);
    const long = await post(SECRETARY, 'appointments', { ...visit('2038-02-02'), appointment_time_end: null, appointment_duration: 1e18 });
    expect(long.status).toBe(422);
    expect(long.body.errors.appointment_duration).toEqual([APPOINTMENT_MESSAGES.DURATION_INVALID]);
    const wrongType = await post(SECRETARY, 'appointments', { ...visit('2038-02-02'), daysOfWeek: 'lun' });
    expect(wrongType.status).toBe(422);
    const customer = await post(SECRETARY, 'appointments', { ...visit('2038-02-02'), customer_id: 'nope' });
    expect(customer.status).toBe(422);
    expect(customer.body.errors.customer_id).toEqual([APPOINTMENT_MESSAGES.CUSTOMER_NOT_FOUND]);
    expect(await head()).toBe(before);
  });

  it('levels: a nurse may not book (403); a customer-side user confirms their own, 404 on another customer’s', async () => {
    expect((await post(NURSE, 'appointments', visit('2038-02-03'))).status).toBe(403);
    expect((await post(CLIENT, 'appointments', visit('2038-02-03'))).status).toBe(403);
    const own = (await post(SECRETARY, 'appointments', visit('2038-02-03'))).body.data.id as string;
    const other = await post(
      SECRETARY,
      'appointments',
      visit('2038-02-03', '11:00', '11:30', { customer_id: OTHER_CUSTOMER, worker_id: null }),
    );
    expect(other.status).toBe(200);
    const confirmed = await post(CLIENT, `appointments/${own}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const events = await store().readStream(`appointment-${own}`);
    expect(events.map((event) => event.type)).toEqual(['AppointmentBooked', 'AppointmentConfirmed']);
    expect((await post(CLIENT, `appointments/${other.body.data.id}/confirm`, {})).status).toBe(404);
    expect((await post(CLIENT, `appointments/${own}/cancel`, {})).status).toBe(403);
    expect((await post(SECRETARY, 'appointments/not-an-id/cancel', {})).status).toBe(404);
  });

  it('proposes the first free slots where the physician and the clinic are both free, appending nothing', async () => {
    const rooms = { classroom_id: DEMO_CALRESOURCES.ambulatorio2 };
    expect((await post(SECRETARY, 'appointments', visit('2038-02-08', '09:00', '09:30'))).status).toBe(200);
    // The physician is held 09:00–09:30, the clinic 09:30–10:00 by another physician: 10:00 is the first half hour free
    // for both.
    const { rows } = await app
      .get<Database>(DATABASE)
      .query<{ id: string }>('SELECT id FROM users WHERE email = $1', ['specializzando@tutela.demo']);
    const other = { ...rooms, med_id: rows[0].id };
    expect((await post(SECRETARY, 'appointments', visit('2038-02-08', '09:30', '10:00', other))).status).toBe(200);
    const before = await head();
    const slots = await post(SECRETARY, 'appointments/free-slots', visit('2038-02-08', '09:00', '09:30', rooms));
    expect(slots.status).toBe(200);
    expect(slots.body.data.slice(0, 2)).toEqual([
      { appointment_date: '2038-02-08', appointment_time: '10:00', appointment_date_end: '2038-02-08', appointment_time_end: '10:30' },
      { appointment_date: '2038-02-08', appointment_time: '10:30', appointment_date_end: '2038-02-08', appointment_time_end: '11:00' },
    ]);
    expect(await head()).toBe(before);
    expect((await post(SECRETARY, 'appointments/free-slots', { ...visit('2038-02-08'), appointment_time: '25:00' })).status).toBe(422);
    expect((await post(NURSE, 'appointments/free-slots', visit('2038-02-08'))).status).toBe(403);
  });

  it('an idempotent retry appends nothing and answers the same', async () => {
    const retryKey = randomUUID();
    const first = await post(SECRETARY, 'appointments', visit('2038-02-04'), retryKey);
    expect(first.status).toBe(200);
    const before = await head();
    const again = await post(SECRETARY, 'appointments', visit('2038-02-04'), retryKey);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await head()).toBe(before);
  });

  it('a series with one conflicting date: refused whole with the date, then booked with book_free_occurrences', async () => {
    await post(SECRETARY, 'appointments', visit('2038-03-08', '10:15', '10:45'));
    const before = await head();
    const refused = await post(SECRETARY, 'appointments', series());
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts).toEqual([expect.objectContaining({ requested_date: '08/03/2038', from: '10:15', to: '10:45' })]);
    expect(await head()).toBe(before);

    const partly = await post(SECRETARY, 'appointments', series({ book_free_occurrences: true }));
    expect(partly.status).toBe(200);
    expect(partly.body.data.booked.map((occurrence: { date: string }) => occurrence.date)).toEqual([
      '2038-03-01',
      '2038-03-03',
      '2038-03-10',
      '2038-03-15',
      '2038-03-17',
    ]);
    expect(partly.body.data.refused).toEqual([expect.objectContaining({ date: '2038-03-08' })]);
    const [first, second, third, fourth] = partly.body.data.booked as { id: string }[];

    // Move this and the following to 12:00: the old slots are freed, the new ones held.
    const moved = await post(SECRETARY, `appointments/${second.id}/move`, {
      scope: 'following',
      appointment_time: '12:00',
      appointment_time_end: '12:30',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.changed).toHaveLength(4);
    expect((await post(SECRETARY, 'checkbusyresources', visit('2038-03-03', '10:00', '10:30'))).body.data).toBe('');
    expect((await post(SECRETARY, 'checkbusyresources', visit('2038-03-03', '12:00', '12:30'))).body.data).not.toBe('');
    expect((await post(SECRETARY, 'checkbusyresources', visit('2038-03-01', '10:00', '10:30'))).body.data).not.toBe('');

    // Cancel this one only, then all: every slot is free again.
    const one = await post(SECRETARY, `appointments/${third.id}/cancel`, { scope: 'this' });
    expect(one.body.data.changed).toEqual([third.id]);
    const all = await post(SECRETARY, `appointments/${fourth.id}/cancel`, { scope: 'all', reason: 'Ferie' });
    expect(all.status).toBe(200);
    expect(all.body.data.changed).toHaveLength(4);
    expect((await post(SECRETARY, 'checkbusyresources', series())).body.data).not.toContain('01/03/2038 dalle 10:00');
    expect((await store().readStream(`appointment-${first.id}`)).map((event) => event.type)).toEqual([
      'AppointmentBooked',
      'AppointmentCancelled',
    ]);
  });

  it('a move into a busy slot is 409 with the conflicts; a completed appointment keeps its slot', async () => {
    const a = (await post(SECRETARY, 'appointments', visit('2038-02-05', '08:00', '08:30'))).body.data.id as string;
    await post(SECRETARY, 'appointments', visit('2038-02-05', '09:00', '09:30'));
    const busy = await post(SECRETARY, `appointments/${a}/move`, {
      appointment_date: '2038-02-05',
      appointment_time: '09:00',
      appointment_time_end: '09:15',
    });
    expect(busy.status).toBe(409);
    expect(busy.body.conflicts).toHaveLength(1);
    expect((await post(DOCTOR, `appointments/${a}/complete`, {})).status).toBe(200);
    expect((await post(SECRETARY, 'checkbusyresources', visit('2038-02-05', '08:00', '08:30'))).body.data).not.toBe('');
    expect((await post(SECRETARY, `appointments/${a}/cancel`, {})).status).toBe(422);
  });

  it('12 concurrent bookings of one physician slot: exactly one wins, the others 409, one stream created', async () => {
    const headers = await auth(SECRETARY);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        http()
          .post('/api/md/appointments')
          .set(headers)
          .set('Idempotency-Key', randomUUID())
          .send(visit('2038-04-05', '09:00', '09:15')),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const db = app.get<Database>(DATABASE);
    const ids = answers.map((answer) => `appointment-${answer.body.data?.id ?? ''}`);
    const { rows } = await db.query<{ count: string }>(
      "SELECT count(*)::text AS count FROM stream_bookings WHERE scope = 'appointment-slot' AND key = $1 AND during && tstzrange('2038-04-05T07:00Z', '2038-04-05T08:00Z')",
      [`physician:${physician}`],
    );
    expect(rows[0].count).toBe('1');
    const streams = await Promise.all(ids.map(async (stream) => (await store().readStream(stream)).length));
    expect(streams.filter((length) => length > 0)).toHaveLength(1);
  });
});
