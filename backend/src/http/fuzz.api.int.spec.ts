import type { INestApplication } from '@nestjs/common';
import type { EventStore } from '@tutela/contracts';
import fc from 'fast-check';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMERS } from '../customers/seed/customers-demo-data';
import { demoFactoryId } from '../customers/seed/customers-demo-seed';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD, demoId } from '../demo/demo-data';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { examinationIdFor } from '../examinations/domain/examination-identity';
import { demoWorkerId } from '../workers/seed/demo-workers-seed';
import { TokenService } from '../auth/tokens/token.service';
import { dtoFields, expressRoutes, percentEncode, routeTable, routeUrl, type ApiRoute } from './testing/route-table';
import { EDGE_SAMPLE } from './testing/unicode-edge-texts';
import { answerProblem, realIdFor, requestArbitrary, WRONG_VALUES, type FuzzRequest, type RealIds } from './testing/fuzz-requests';

/**
 * Fuzzing of every route the app serves (discovered by the route table, never listed here), sent by a level-9
 * user (so requests reach validation and the handlers) and anonymously:
 * - a sweep: each wrong value (null, wrong type, forbidden characters, oversized…) alone in each field a DTO
 *   knows, on records that exist — a single bad field among good ones is what reaches a handler;
 * - a seeded fast-check property: malformed, oversized, wrongly typed, control-character, lone-surrogate,
 *   prototype-pollution and injection payloads mixed in path, query and body.
 * Whatever arrives, the answer is never a 5xx, a refused request appends no event, and every 4xx has the JSON
 * shape of error-response.ts. FUZZ_SEED and FUZZ_RUNS reproduce or deepen a run; the seed is printed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/**
 * Cases per route and caller. The embedded store gets the longer run; the server store, which shares the HTTP
 * pipeline and the validation with it and differs only below the store port, a shorter one, so that the suite
 * stays within CI's time as routes are added (319 routes: 12 cases are about 10,000 requests). FUZZ_RUNS sets both.
 */
const RUNS_BY_STORE: Record<string, number> = { pglite: 12, postgres: 8 };
const runsFor = (label: string) => Number(process.env.FUZZ_RUNS ?? RUNS_BY_STORE[label] ?? 20);

describe.each(apiTestTargets())('fuzz of every route on $label', (target) => {
  const RUNS = runsFor(target.label);
  // Every wrong value of every field is answered by the input rules and the validation pipe, which do not depend
  // on the store: once, on the first store, is enough (the property fuzz below still runs on every store).
  const everyWrongValue = target.label === apiTestTargets()[0].label ? it : it.skip;
  let created: CreatedApp;
  let app: INestApplication;
  let store: EventStore;
  let adminId: string;
  let realIds: RealIds;
  let routes: ApiRoute[];
  let sent = 0;
  const statuses = new Map<number, number>();

  /** Sends one request and throws when the answer breaks the contract or a refusal appended an event. */
  async function check(caller: 'admin' | 'anonimo', method: string, url: string, body: FuzzRequest['body']): Promise<void> {
    const headBefore = await store.headPosition();
    const sentAt = new Date().toISOString();
    let req = request(app.getHttpServer())[method.toLowerCase() as 'get'](url);
    // A fresh token each time: the fuzzer may log the admin out or change their password.
    if (caller === 'admin') req = req.set('Authorization', `Bearer ${app.get(TokenService).issue({ userId: adminId, app: 'md' }).token}`);
    if (body) req = req.set('Content-Type', body.type).send(body.text);
    const res = await req;
    sent += 1;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const problem = answerProblem(res.status, res.body, res.headers['content-type']);
    if (problem) throw new Error(`${caller}: ${problem}\n${method} ${url}\n${body?.text ?? ''}\n→ ${res.text.slice(0, 300)}`);
    if (res.status >= 400) {
      const headAfter = await store.headPosition();
      // The head a reader sees can lag behind a commit while another transaction is open (the store's gap-hazard
      // rule), so it may move during this request to show an earlier success's events: only events this request
      // could have written (occurred since it was sent) count.
      const appended =
        headAfter === headBefore
          ? []
          : (await store.readAll({ after: headBefore, limit: 1000 })).filter((event) => event.metadata.occurredAt >= sentAt);
      if (appended.length > 0)
        throw new Error(
          `${caller}: ${res.status} ma eventi aggiunti (${appended.map((event) => `${event.type} ${event.stream}`).join(', ')})\n${method} ${url}`,
        );
    }
  }

  const realUrl = (route: ApiRoute) =>
    routeUrl(route, (param) => realIdFor(route, param, realIds) ?? '00000000-0000-4000-8000-000000000000');

  beforeAll(async () => {
    created = await target.start({ webDist: '/nonexistent/tutela-web' });
    app = created.app;
    store = app.get<EventStore>(EVENT_STORE);
    routes = routeTable(app);
    const http = () => request(app.getHttpServer());
    const login = await http().post('/api/auth/login').send({ email: 'admin@tutela.demo', password: DEMO_PASSWORD });
    const auth = { Authorization: `Bearer ${login.body.data.token}` };
    adminId = (await http().get('/api/md/getuserdata').set(auth)).body.data.id;
    // Records of their own for the ids in paths: whatever the fuzzer does to them, the demo stays usable.
    const entity = await http().post('/api/md/entities').set(auth).send({ name: 'Ente bersaglio del fuzz' });
    const user = await http()
      .post('/api/md/users')
      .set(auth)
      .send({ email: 'bersaglio.fuzz@tutela.test', first_name: 'Bersaglio', last_name: 'Fuzz', entity_id: entity.body.data.id });
    expect([entity.status, user.status]).toEqual([201, 201]);
    // Registry records of the demo seed: a worker with a job, a general job, the demo customer's first factory and department.
    const demoCustomer = DEMO_CUSTOMERS[0];
    const factory = demoCustomer.factories[0];
    // A DVR of that factory, saved once (appended directly: the DVR forms of deploy/forms may be absent here).
    const dvrId = demoId('fuzz:dvr');
    const dvrMetadata = (index: number) => ({
      id: eventIdFor('fuzz:dvr', index),
      metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId: DEMO_ENTITY.id }, 'fuzz:dvr', { customerId: DEMO_CUSTOMER.id }),
    });
    const dvr = {
      dvrId,
      entityId: DEMO_ENTITY.id,
      customerId: DEMO_CUSTOMER.id,
      factoryId: demoFactoryId(demoCustomer, factory),
      code: 'SEDE',
      title: 'DVR di sede',
      formCode: 'DVR-SEDE',
      formVersion: 1,
    };
    await store.append(
      `dvr-${dvrId}`,
      [
        { ...dvrMetadata(0), type: 'DvrCreated', data: dvr },
        {
          ...dvrMetadata(1),
          type: 'DvrDataSaved',
          data: { dvrId, data: { card: {} }, formCode: 'DVR-SEDE', formVersion: 1, sections: ['card'] },
        },
      ],
      { expectedRevision: 'any' },
    );
    const appointmentId = await seedAppointment(store);
    realIds = {
      appointments: appointmentId,
      dvrs: dvrId,
      entities: entity.body.data.id,
      users: user.body.data.id,
      getuser: user.body.data.id,
      customers: DEMO_CUSTOMER.id,
      workers: demoWorkerId(0),
      // The demo seed's first visit (signed).
      examinations: examinationIdFor(demoWorkerId(0), 'demo1'),
      jobs: demoId('job:impiegato'),
      factories: demoFactoryId(demoCustomer, factory),
      departments: demoId(`department:${demoCustomer.key}:${factory.key}:${factory.departments[0]}`),
    };
    console.log(`fuzz ${target.label}: seed ${SEED}, ${RUNS} casi per route e chiamante (FUZZ_SEED, FUZZ_RUNS per ripetere)`);
  });
  afterAll(async () => {
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(`fuzz ${target.label}: ${sent} richieste su ${routes?.length ?? 0} route (${byStatus})`);
    await created?.close();
  });

  it('finds every route Express serves in the route table, and only those', () => {
    const served = new Set(expressRoutes(app));
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    expect(listed.filter((route) => !served.has(route))).toEqual([]);
    // Not declared by a controller: the OpenAPI pages and Nest's catch-all 404 handlers.
    const undeclared = [...served].filter((route) => !listed.includes(route));
    expect(undeclared.filter((route) => !route.startsWith('GET /api/docs') && !/^ALL \/api(\/\{\*\w+\})?$/.test(route))).toEqual([]);
    expect(routes.find((route) => route.path === '/api/md/users/:id' && route.method === 'POST')).toMatchObject({
      public: false,
      level: 8,
      pathParams: ['id'],
      body: expect.any(Function),
    });
    expect(routes.find((route) => route.path === '/api/auth/login')).toMatchObject({ public: true, level: null });
  });

  everyWrongValue(
    'answers every wrong value of every field a DTO knows, alone, on an existing record, without a 5xx',
    async () => {
      const before = sent;
      // The md, fr and sr spellings of a route share one handler and one DTO: the input rules answer alike, so each
      // handler is tried once here (the property fuzz below still sends to every spelling).
      const handlers = new Set<string>();
      for (const route of routes) {
        const handler = `${route.method} ${route.handler} ${route.path.replace(/^\/api\/(md|fr|sr)\//, '/api/{app}/')}`;
        if (handlers.has(handler)) continue;
        handlers.add(handler);
        const url = realUrl(route);
        for (const field of route.body ? dtoFields(route.body) : []) {
          for (const value of [...WRONG_VALUES, ...EDGE_SAMPLE]) {
            await check('admin', route.method, url, { type: 'application/json', text: JSON.stringify({ [field]: value }) });
          }
        }
        for (const field of route.query ? dtoFields(route.query) : []) {
          for (const value of WRONG_VALUES.filter((v): v is string => typeof v === 'string')) {
            await check('admin', route.method, `${url}?${field}=${percentEncode(value)}`, null);
          }
        }
      }
      expect(sent - before).toBeGreaterThan(100);
    },
    600_000,
  );

  it(
    'never answers 5xx, never appends on a refusal, always answers errors in the Italian JSON shape',
    async () => {
      const before = sent;
      for (const route of routes) {
        for (const caller of ['admin', 'anonimo'] as const) {
          await fc.assert(
            fc.asyncProperty(requestArbitrary(route, realIds), (fuzz) => check(caller, route.method, fuzz.url, fuzz.body)),
            { seed: SEED, numRuns: RUNS },
          );
        }
      }
      expect(sent - before).toBe(routes.length * 2 * RUNS);
      // Some requests must get through validation, or the fuzzer only tests the input rules.
      expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
      expect(statuses.get(422)).toBeGreaterThan(0);
      // Only a guard against a hang: about 6 s per case on a quiet machine (every route, every caller), and a CI
      // runner shared with other jobs took more than twice that (a 160 s limit failed a run that passed locally).
    },
    120_000 + RUNS * 20_000,
  );

  // A text no read model could store once stopped one for good (a summary cut inside an emoji): after all of the
  // above, every projector must still be running and reach the head.
  it('leaves every projector running and caught up with the log', async () => {
    type Projector = { name: string; state: string; lag: number; lastError: string | null };
    const behind = async () => {
      const health = await request(app.getHttpServer()).get('/api/health');
      return (health.body.projections.projectors as Projector[]).filter((projector) => projector.state !== 'running' || projector.lag > 0);
    };
    const deadline = Date.now() + 30_000;
    let late = await behind();
    while (late.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      late = await behind();
    }
    expect(late).toEqual([]);
  }, 40_000);
});

/** A booked appointment of the demo customer (appended directly: it holds no interval, so every move is free). */
async function seedAppointment(store: EventStore): Promise<string> {
  const appointmentId = demoId('fuzz:appointment');
  const slot = { date: '2030-01-07', endDate: '2030-01-07', startTime: '09:00', endTime: '09:15' };
  const details = {
    visit: 1,
    title: null,
    multi: false,
    workerIds: [],
    durationMinutes: null,
    examinations: [],
    addExaminationProtocol: false,
  };
  const data = {
    appointmentId,
    entityId: DEMO_ENTITY.id,
    customerId: DEMO_CUSTOMER.id,
    physicianId: demoId('fuzz:physician'),
    resourceIds: [],
    clinicId: null,
    slot: { ...slot, start: '2030-01-07T08:00:00.000Z', end: '2030-01-07T08:15:00.000Z' },
    series: null,
    details: {
      ...details,
      location: null,
      locationAddress: null,
      note: null,
      mail: { worker: false, workers: false, customer: false, workerAddresses: [], customerAddresses: [] },
      coordination: { required: false, userId: null, date: null },
    },
    confirmed: false,
  };
  const metadata = eventMetadata({ ...SYSTEM_ACTOR, entityId: DEMO_ENTITY.id }, 'fuzz:appointment', { customerId: DEMO_CUSTOMER.id });
  await store.append(
    `appointment-${appointmentId}`,
    [{ id: eventIdFor('fuzz:appointment', 0), type: 'AppointmentBooked', data, metadata }],
    {
      expectedRevision: 'any',
    },
  );
  return appointmentId;
}
