import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { ACTIVITY_OPERATIONS, type EventStore, type RecordHistoryExport, type WorkerHiredData } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD } from '../demo/demo-data';
import { GENESIS_HASH, expectedEventHash } from '../shared/event-chain/event-chain';

const OWN_WORKER = randomUUID();
const OTHER_WORKER = randomUUID();

describe.each(apiTestTargets().slice(0, 1))('audit API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const tokens = new Map<string, string>();
  const http = () => request(app.getHttpServer());
  const as = async (email: string) => {
    if (!tokens.has(email)) {
      const res = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false }).expect(200);
      tokens.set(email, res.body.data.token);
    }
    return `Bearer ${tokens.get(email)}`;
  };

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    const store = app.get<EventStore>(EVENT_STORE);
    for (const [workerId, entityId] of [
      [OWN_WORKER, DEMO_ENTITY.id],
      [OTHER_WORKER, randomUUID()],
    ]) {
      const data: WorkerHiredData = {
        workerId,
        entityId,
        customerId: DEMO_CUSTOMER.id,
        factoryId: null,
        firstName: 'Ada',
        lastName: 'Ispezione',
        sex: 'F',
        birthDate: '1980-01-01',
        birthPlace: 'Pisa',
        birthPlaceCode: 'G702',
        fiscalCode: 'SPZDAA80A41G702X',
        email: null,
      };
      const commandId = `audit-spec:${workerId}`;
      const metadata = eventMetadata(SYSTEM_ACTOR, commandId, {
        customerId: DEMO_CUSTOMER.id,
      });
      await store.append(`worker-${workerId}`, [{ id: eventIdFor(commandId, 0), type: 'WorkerHired', data, metadata }], {
        expectedRevision: 'no_stream',
      });
    }
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('lets only level 9 start a verification, level 8 read the runs without the problem details', async () => {
    await http()
      .get('/api/md/audit/verifications')
      .set('Authorization', await as('medico@tutela.demo'))
      .expect(403);
    await http()
      .post('/api/md/audit/verify')
      .set('Authorization', await as('ente@tutela.demo'))
      .expect(403);
    const run = await http()
      .post('/api/md/audit/verify')
      .set('Authorization', await as('admin@tutela.demo'))
      .expect(201);
    expect(run.body.data).toMatchObject({
      ok: true,
      problem_count: 0,
      source: 'api',
      actor_name: 'Alberto Amministratore',
    });
    expect(run.body.data.events_checked).toBeGreaterThan(10);
    const list = await http()
      .get('/api/md/audit/verifications')
      .set('Authorization', await as('ente@tutela.demo'))
      .expect(200);
    expect(list.body.data[0]).toMatchObject({
      id: run.body.data.id,
      ok: true,
      problems: [],
    });
  });

  it("downloads a record's history with its chain for level 8 inside the scope, 404 outside it", async () => {
    const ente = await as('ente@tutela.demo');
    const res = await http().get(`/api/md/history/worker/${OWN_WORKER}/export`).set('Authorization', ente).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="storico-worker-${OWN_WORKER}.json"`);
    const file = res.body as RecordHistoryExport;
    expect(file).toMatchObject({
      kind: 'worker',
      record_id: OWN_WORKER,
      stream: `worker-${OWN_WORKER}`,
      chain: { ok: true, problems: [] },
    });
    expect(file.events).toHaveLength(1);
    // The file alone is enough to re-check the chain.
    expect(file.events[0]).toMatchObject({
      previousHash: GENESIS_HASH,
      hash: expectedEventHash(GENESIS_HASH, file.events[0]),
      bodyHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      redacted: false,
    });

    await http().get(`/api/md/history/worker/${OTHER_WORKER}/export`).set('Authorization', ente).expect(404);
    await http().get(`/api/md/history/worker/${randomUUID()}/export`).set('Authorization', ente).expect(404);
    await http().get(`/api/md/history/ricetta/${OWN_WORKER}/export`).set('Authorization', ente).expect(404);
    await http()
      .get(`/api/md/history/worker/${OWN_WORKER}/export`)
      .set('Authorization', await as('medico@tutela.demo'))
      .expect(403);
    await http()
      .get(`/api/md/history/worker/${OTHER_WORKER}/export`)
      .set('Authorization', await as('admin@tutela.demo'))
      .expect(200);
    const entity = await http().get(`/api/md/history/entity/${DEMO_ENTITY.id}/export`).set('Authorization', ente).expect(200);
    expect(entity.body.events.length).toBeGreaterThan(0);
  });

  it("shows verifications and exports in 'Ultime attività' with who did them", async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    await app.get(ProjectionWaiter).waitFor(await store.headPosition(), 30_000);
    const log = await http()
      .get('/api/md/activities/log?logName=audit')
      .set('Authorization', await as('admin@tutela.demo'))
      .expect(200);
    const rows = log.body.data as Array<{
      description: string;
      causer_name: string;
      summary: string;
    }>;
    expect(rows).toContainEqual(
      expect.objectContaining({
        description: ACTIVITY_OPERATIONS.verified,
        causer_name: 'Alberto Amministratore',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        description: ACTIVITY_OPERATIONS.exported,
        causer_name: 'Elena Conti',
        summary: expect.stringContaining(OWN_WORKER),
      }),
    );
  });
});
