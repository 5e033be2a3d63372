import type { INestApplication } from '@nestjs/common';
import { PERIOD_VDT, type EventStore, type Database } from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DATABASE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../demo/demo-data';
import { workersTableExists } from '@tutela/projections';
import { ANNA, BRUNO, CARLA, FACTORY, WAREHOUSE_HAZARDS, WORKERS, jobsApiHarness } from './testing/jobs-api-harness';

const PROPAGATION_KEY = 'f0f0f0f0-0000-4000-8000-00000000aaaa';

describe.each(apiTestTargets())('job changes propagated to workers on $label', (target) => {
  const jobs = jobsApiHarness(target);
  const { get, post, append, workerEvents } = jobs;
  let app: INestApplication;
  let store: EventStore;
  let jobId = '';

  beforeAll(async () => {
    ({ app, store } = await jobs.start());
    await jobs.hireWorkers();
    // With hazards of its own, so that assigning it copies them to the worker (a WorkerHazardsSet).
    jobId = await jobs.createJob({ name: 'Magazziniere', level: 1, description: 'Carico e scarico' }, { hazards: WAREHOUSE_HAZARDS });
  }, 120_000);
  afterAll(async () => {
    await jobs.close();
  });

  /**
   * The workers read model is the workers context's; where this branch has no workers projector the test keeps
   * the few columns the jobs side reads (job_id, resigned) itself, from the same facts.
   */
  async function workersReadModel(rows: { id: string; jobId: string | null; resigned: boolean }[]): Promise<void> {
    const db = app.get<Database>(DATABASE);
    if (await workersTableExists(db)) {
      const { rows: projected } = await db.query('SELECT 1 FROM workers WHERE id = ANY($1::text[])', [rows.map((row) => row.id)]);
      if (projected.length === rows.length) return;
    }
    await db.query(
      `CREATE TABLE IF NOT EXISTS workers (id text PRIMARY KEY, entity_id text, customer_id text, factory_id text, job_id text, resigned boolean NOT NULL DEFAULT false)`,
    );
    for (const row of rows) {
      await db.query(
        `INSERT INTO workers (id, entity_id, customer_id, factory_id, job_id, resigned) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET job_id = EXCLUDED.job_id, resigned = EXCLUDED.resigned`,
        [row.id, DEMO_ENTITY.id, DEMO_CUSTOMER.id, FACTORY, row.jobId, row.resigned],
      );
    }
  }

  it('assigns the job to workers and propagates a protocol change to the active ones only, once', async () => {
    for (const worker of WORKERS) {
      const res = await post('segreteria@tutela.demo', `/api/md/workers/${worker}/job`, { job_id: jobId, reset_healt_protocol: true });
      expect(res.status).toBe(200);
    }
    expect((await workerEvents(ANNA)).map((e) => e.type)).toEqual(['WorkerHired', 'WorkerJobAssigned', 'WorkerHazardsSet']);
    await append(`worker-${CARLA}`, 'WorkerResigned', { workerId: CARLA, resignedOn: '2025-06-30' }, 'test:resign:carla');
    await workersReadModel(WORKERS.map((id) => ({ id, jobId, resigned: id === CARLA })));
    expect((await get('medico@tutela.demo', `/api/md/jobs/${jobId}`)).body.data.activeWorkers).toBe(2);

    const protocol = {
      protocol: [
        { examination_type_id: 10, period: 12 },
        { examination_type_id: 20, period: PERIOD_VDT },
      ],
      propagate: true,
    };
    const res = await post('medico@tutela.demo', `/api/md/jobs/${jobId}/protocol`, protocol, PROPAGATION_KEY);
    expect(res.status).toBe(200);
    expect(res.body.data.propagatedTo).toBe(2);
    for (const worker of [ANNA, BRUNO]) {
      const last = (await workerEvents(worker)).at(-1);
      expect(last).toEqual({
        type: 'WorkerHealthProtocolSet',
        data: {
          workerId: worker,
          protocol: [
            { examinationTypeId: 10, period: 12, periodInJob: null },
            { examinationTypeId: 20, period: PERIOD_VDT, periodInJob: null },
          ],
          propagatedFromJobId: jobId,
        },
      });
    }
    expect((await workerEvents(CARLA)).some((e) => e.type === 'WorkerHealthProtocolSet')).toBe(false);
    // The same request again (same Idempotency-Key): nothing new on the job or on the workers.
    const before = await store.headPosition();
    expect((await post('medico@tutela.demo', `/api/md/jobs/${jobId}/protocol`, protocol, PROPAGATION_KEY)).status).toBe(200);
    expect(await store.headPosition()).toBe(before);

    const hazards = await post('medico@tutela.demo', `/api/md/jobs/${jobId}/hazards`, {
      hazards: [{ hazard_id: 'VDT', frequency: 5 }],
      propagate: true,
    });
    expect(hazards.body.data.propagatedTo).toBe(2);
    expect((await workerEvents(BRUNO)).at(-1)).toMatchObject({
      type: 'WorkerHazardsSet',
      data: {
        hazards: [{ hazardId: 'VDT', frequency: 5 }],
        propagatedFromJobId: jobId,
      },
    });
  });
});
