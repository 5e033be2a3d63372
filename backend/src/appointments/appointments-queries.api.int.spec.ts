import type { INestApplication } from '@nestjs/common';
import type { AppointmentRow, EventStore } from '@tutela/contracts';
import { bookedData, romeSlot } from '@tutela/projections/src/appointments/appointment-event-fixtures';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { DEMO_CUSTOMERS } from '../customers/seed/customers-demo-data';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD, demoId } from '../demo/demo-data';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, type Actor } from '../shared/event-metadata';
import { EVENT_STORE } from '../shared/tokens';

const OWN = 'a0a0a0a0-0000-4000-8000-000000000001';
const OTHER_CUSTOMERS = 'a0a0a0a0-0000-4000-8000-000000000002';
const FOREIGN_ENTITY = 'a0a0a0a0-0000-4000-8000-000000000003';
const CANCELLED = 'a0a0a0a0-0000-4000-8000-000000000004';
const RESOURCE = 'a0a0a0a0-0000-4000-8000-0000000000b1';
const CLINIC = 'a0a0a0a0-0000-4000-8000-0000000000c1';
const OTHER_CLINIC = 'a0a0a0a0-0000-4000-8000-0000000000c2';
const OTHER_ENTITY_ID = 'a0a0a0a0-0000-4000-8000-0000000000ee';
const OTHER_CUSTOMER = DEMO_CUSTOMERS[1].id;
const DOCTOR = demoId('user:medico');
const SECRETARY = demoId('user:segreteria');
const ACTOR: Actor = { userId: SECRETARY, name: 'Sara Galli', role: 'secretary', entityId: DEMO_ENTITY.id };

describe.each(apiTestTargets())('appointments read side on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const tokens = new Map<string, string>();
  const http = () => request(app.getHttpServer());
  const get = async (email: string, path: string) => {
    if (!tokens.has(email)) {
      const login = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
      expect(login.status).toBe(200);
      tokens.set(email, login.body.data.token as string);
    }
    return http()
      .get(path)
      .set({ Authorization: `Bearer ${tokens.get(email)}` });
  };
  const ids = (rows: AppointmentRow[]) => rows.map((row) => row.id);
  /** The demo's own booked fortnight also awaits confirmations: the badge is compared with its count before this test's events. */
  const badgeBefore = { secretary: 0, client: 0 };
  const badge = async (email: string) => (await get(email, '/api/md/appointments/awaiting-confirmation')).body.data.count as number;

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    badgeBefore.secretary = await badge('segreteria@tutela.demo');
    badgeBefore.client = await badge('cliente@tutela.demo');
    const store = app.get<EventStore>(EVENT_STORE);
    let position = 0;
    const append = async (id: string, entityId: string, customerId: string, events: Array<[string, object]>) => {
      for (const [index, [type, data]] of events.entries()) {
        const key = `appointments-queries-test:${id}:${index}`;
        const metadata = eventMetadata({ ...ACTOR, entityId }, key, { customerId });
        ({ position } = await store.append(`appointment-${id}`, [{ id: eventIdFor(key, 0), type, data, metadata }], {
          expectedRevision: 'any',
        }));
      }
    };
    const base = {
      physicianId: DOCTOR,
      resourceIds: [RESOURCE],
      clinicId: CLINIC,
      details: { coordination: { required: true, userId: SECRETARY, date: '2026-06-01' } },
    };
    await append(OWN, DEMO_ENTITY.id, DEMO_CUSTOMER.id, [
      ['AppointmentBooked', bookedData({ ...base, appointmentId: OWN, entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id })],
    ]);
    await append(OTHER_CUSTOMERS, DEMO_ENTITY.id, OTHER_CUSTOMER, [
      [
        'AppointmentBooked',
        bookedData({
          ...base,
          appointmentId: OTHER_CUSTOMERS,
          entityId: DEMO_ENTITY.id,
          customerId: OTHER_CUSTOMER,
          resourceIds: [],
          clinicId: OTHER_CLINIC,
          slot: romeSlot('2026-06-11', '14:00', '15:00'),
          confirmed: true,
        }),
      ],
    ]);
    await append(CANCELLED, DEMO_ENTITY.id, DEMO_CUSTOMER.id, [
      [
        'AppointmentBooked',
        bookedData({
          ...base,
          appointmentId: CANCELLED,
          entityId: DEMO_ENTITY.id,
          customerId: DEMO_CUSTOMER.id,
          slot: romeSlot('2026-06-12', '08:00', '08:15'),
        }),
      ],
      ['AppointmentCancelled', { appointmentId: CANCELLED, scope: 'this', reason: null }],
    ]);
    await append(FOREIGN_ENTITY, OTHER_ENTITY_ID, DEMO_CUSTOMER.id, [
      [
        'AppointmentBooked',
        bookedData({ ...base, appointmentId: FOREIGN_ENTITY, entityId: OTHER_ENTITY_ID, customerId: DEMO_CUSTOMER.id }),
      ],
    ]);
    await app.get(ProjectionWaiter).waitFor(position);
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  const WEEK = 'from=2026-06-08&to=2026-06-14';

  it("gives the secretary (level 6) every physician's agenda of the entity, by physician id or name, under md and fr", async () => {
    const all = await get('segreteria@tutela.demo', `/api/md/calappointments?${WEEK}`);
    expect(all.status).toBe(200);
    expect(ids(all.body.data)).toEqual([OWN, OTHER_CUSTOMERS]);
    expect(all.body.data[0]).toMatchObject({
      med_id: DOCTOR,
      med_name: 'Bianchi Marco',
      customer_id: DEMO_CUSTOMER.id,
      appointment_date: '2026-06-10',
      appointment_time: '09:00',
      appointment_time_end: '09:30',
      start: '2026-06-10T07:00:00.000Z',
      confirmed: 0,
      status: 'booked',
      require_coordination: 'YES',
      user_id: SECRETARY,
    });
    expect(ids((await get('segreteria@tutela.demo', `/api/md/calappointments?${WEEK}&med=${DOCTOR}`)).body.data)).toHaveLength(2);
    expect(ids((await get('segreteria@tutela.demo', `/api/md/calappointments?${WEEK}&medname=bianchi`)).body.data)).toHaveLength(2);
    expect((await get('segreteria@tutela.demo', `/api/md/calappointments?${WEEK}&medname=nessuno`)).body.data).toEqual([]);
    const withCancelled = await get('segreteria@tutela.demo', `/api/fr/calappointments?${WEEK}&include_cancelled=1`);
    expect(ids(withCancelled.body.data)).toEqual([OWN, OTHER_CUSTOMERS, CANCELLED]);
  });

  it('lists Fissati paged with its filters, and the header badge counts what awaits the coordinator', async () => {
    const list = await get('segreteria@tutela.demo', `/api/md/appointments?per_page=10&${WEEK}`);
    expect(list.status).toBe(200);
    expect(ids(list.body.data)).toEqual([OWN, OTHER_CUSTOMERS, CANCELLED]);
    expect(list.body.meta).toMatchObject({ total: 3 });
    expect(ids((await get('segreteria@tutela.demo', `/api/md/appointments?order=desc&${WEEK}`)).body.data)).toEqual([
      CANCELLED,
      OTHER_CUSTOMERS,
      OWN,
    ]);
    expect(ids((await get('segreteria@tutela.demo', `/api/md/appointments?confirmed=1&${WEEK}`)).body.data)).toEqual([OTHER_CUSTOMERS]);
    expect(ids((await get('segreteria@tutela.demo', `/api/md/appointments?status=cancelled&${WEEK}`)).body.data)).toEqual([CANCELLED]);
    expect(ids((await get('segreteria@tutela.demo', `/api/md/appointments?customer_id=${OTHER_CUSTOMER}&${WEEK}`)).body.data)).toEqual([
      OTHER_CUSTOMERS,
    ]);
    expect(ids((await get('segreteria@tutela.demo', '/api/md/appointments?from=2026-06-11&to=2026-06-11')).body.data)).toEqual([
      OTHER_CUSTOMERS,
    ]);
    expect(await badge('segreteria@tutela.demo')).toBe(badgeBefore.secretary + 1);
    const one = await get('segreteria@tutela.demo', `/api/md/appointments/${OWN}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: OWN, workers: ['w1'] });
  });

  it("shows a customer-side user their own company only: another company's or entity's id reads as unknown", async () => {
    const client = 'cliente@tutela.demo';
    expect(ids((await get(client, `/api/md/calappointments?${WEEK}`)).body.data)).toEqual([OWN]);
    expect(ids((await get(client, `/api/md/appointments?${WEEK}`)).body.data)).toEqual([OWN, CANCELLED]);
    expect((await get(client, `/api/md/appointments?customer_id=${OTHER_CUSTOMER}`)).status).toBe(404);
    expect((await get(client, `/api/md/calappointments?${WEEK}&customer_id=${OTHER_CUSTOMER}`)).status).toBe(404);
    expect((await get(client, `/api/md/appointments/${OTHER_CUSTOMERS}`)).status).toBe(404);
    expect((await get(client, `/api/md/appointments/${OWN}`)).status).toBe(200);
    expect(await badge(client)).toBe(badgeBefore.client + 1);
    expect((await get('segreteria@tutela.demo', `/api/md/appointments/${FOREIGN_ENTITY}`)).status).toBe(404);
    expect((await get('segreteria@tutela.demo', '/api/md/appointments/non-un-id')).status).toBe(404);
  });

  it('answers Calendario risorse / ambulatori per resource or clinic, inside the scope', async () => {
    const path = (query: string) => `/api/md/calappointments/resources?${WEEK}&${query}`;
    expect(ids((await get('segreteria@tutela.demo', path(`resource_ids=${RESOURCE}`))).body.data)).toEqual([OWN]);
    expect(ids((await get('segreteria@tutela.demo', path(`classroom_ids=${OTHER_CLINIC},${CLINIC}`))).body.data)).toEqual([
      OWN,
      OTHER_CUSTOMERS,
    ]);
    expect(ids((await get('cliente@tutela.demo', path(`classroom_ids=${OTHER_CLINIC}`))).body.data)).toEqual([]);
    expect((await get('segreteria@tutela.demo', path('resource_ids=spiro'))).status).toBe(422);
    expect((await get('infermiere@tutela.demo', path(`resource_ids=${RESOURCE}`))).status).toBe(403);
  });

  it('lets the nurse (level 5) read Calendario and Fissati, refuses staff below and answers bad input with 422, never 5xx', async () => {
    expect((await get('infermiere@tutela.demo', `/api/md/calappointments?${WEEK}`)).status).toBe(200);
    expect((await get('infermiere@tutela.demo', '/api/md/appointments')).status).toBe(200);
    expect((await get('hse@tutela.demo', '/api/md/appointments')).status).toBe(403);
    const secretary = (path: string) => get('segreteria@tutela.demo', path);
    for (const path of [
      '/api/md/calappointments',
      '/api/md/calappointments?from=2026-06-08',
      '/api/md/calappointments?from=2026-06-14&to=2026-06-08',
      '/api/md/calappointments?from=2026-01-01&to=2026-12-31',
      '/api/md/calappointments?from=2026-02-30&to=2026-03-01',
      `/api/md/calappointments?${WEEK}&med=doc1`,
      '/api/md/appointments?status=altro',
      '/api/md/appointments?confirmed=2',
      '/api/md/appointments?from=2026-06-14&to=2026-06-08',
    ]) {
      const res = await secretary(path);
      expect({ path, status: res.status }).toEqual({ path, status: 422 });
    }
  });
});
