import { PERIOD_VDT, REGISTRY_MESSAGES } from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { ANNA, CARLA, OTHER_CUSTOMER_JOB, jobsApiHarness } from './testing/jobs-api-harness';

describe.each(apiTestTargets())("rules on a job's and a worker's hazards and protocol on $label", (target) => {
  const jobs = jobsApiHarness(target);
  const { post, del, workerEvents } = jobs;
  let jobId = '';

  beforeAll(async () => {
    await jobs.start();
    await jobs.seedOtherCustomerJob();
    await jobs.hireWorkers([ANNA, CARLA]);
    // Anna holds the job's VDT hazard and protocol (12 months, VDT) as an assignment copies them; Carla has left.
    jobId = await jobs.createJob(
      { name: 'Magazziniere', level: 1, description: 'Carico e scarico' },
      {
        hazards: [{ hazard_id: 'VDT', frequency: 5 }],
        protocol: [
          { examination_type_id: 10, period: 12 },
          { examination_type_id: 20, period: PERIOD_VDT },
        ],
      },
    );
    await jobs.assignJob(ANNA, jobId);
    await jobs.resign(CARLA);
  }, 120_000);
  afterAll(async () => {
    await jobs.close();
  });

  it("needs level 6 to change a period: 'Permessi insufficienti' for a nurse (level 5), period_in_job is fine", async () => {
    const stale = await post('infermiere@tutela.demo', `/api/md/jobs/${jobId}/protocol`, {
      protocol: [
        { examination_type_id: 10, period: 24 },
        { examination_type_id: 20, period: PERIOD_VDT },
      ],
    });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe(REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS);
    const ok = await post('infermiere@tutela.demo', `/api/md/jobs/${jobId}/protocol`, {
      protocol: [
        { examination_type_id: 10, period: 12, period_in_job: 6 },
        { examination_type_id: 20, period: PERIOD_VDT },
      ],
    });
    expect(ok.status).toBe(200);
    const worker = await post('infermiere@tutela.demo', `/api/md/workers/${ANNA}/protocol`, {
      protocol: [{ examination_type_id: 10, period: 6 }],
    });
    expect(worker.status).toBe(403);
  });

  it("refuses another customer's job for a worker, a resigned worker, and edits one hazard's pivot", async () => {
    const foreign = await post('segreteria@tutela.demo', `/api/md/workers/${ANNA}/job`, { job_id: OTHER_CUSTOMER_JOB });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({
      job_id: [REGISTRY_MESSAGES.JOB_NOT_FOR_WORKER],
    });
    const resigned = await post('segreteria@tutela.demo', `/api/md/workers/${CARLA}/hazards`, { hazards: [] });
    expect(resigned.status).toBe(422);
    expect(resigned.body.message).toBe(REGISTRY_MESSAGES.WORKER_RESIGNED);
    expect(
      (await post('segreteria@tutela.demo', `/api/md/workers/f0f0f0f0-0000-4000-8000-00000000ffff/hazards`, { hazards: [] })).status,
    ).toBe(404);

    expect(
      (await post('segreteria@tutela.demo', `/api/md/workers/${ANNA}/hazards`, { hazard: { hazard_id: 'MMC', frequency: 2 } })).status,
    ).toBe(200);
    expect((await workerEvents(ANNA)).at(-1)).toMatchObject({
      type: 'WorkerHazardsSet',
      data: {
        hazards: [{ hazardId: 'MMC', frequency: 2 }, { hazardId: 'VDT' }],
      },
    });
    expect((await del('segreteria@tutela.demo', `/api/md/workers/${ANNA}/hazards/VDT`)).status).toBe(200);
    expect((await workerEvents(ANNA)).at(-1)).toMatchObject({
      data: { hazards: [{ hazardId: 'MMC' }] },
    });
    expect((await del('segreteria@tutela.demo', `/api/md/workers/${ANNA}/hazards/VDT`)).status).toBe(404);
  });
});
