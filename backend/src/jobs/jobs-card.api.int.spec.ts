import { REGISTRY_MESSAGES, type JobDetail } from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../demo/demo-data';
import { FOREIGN_JOB, OTHER_ENTITY, WAREHOUSE_HAZARDS, jobsApiHarness } from './testing/jobs-api-harness';

describe.each(apiTestTargets())('job card on $label', (target) => {
  const jobs = jobsApiHarness(target);
  const { get, post, del } = jobs;
  // The job whose card the edit and validation test works on; the creation test makes one of its own.
  let jobId = '';

  beforeAll(async () => {
    await jobs.start();
    await jobs.seedForeignJob();
    jobId = await jobs.createJob({
      name: 'Magazziniere',
      level: 1,
      description: 'Carico e scarico',
    });
  }, 120_000);
  afterAll(async () => {
    await jobs.close();
  });

  it('creates a general job, sets its hazards and answers the card with catalogue names', async () => {
    const res = await post('medico@tutela.demo', '/api/md/jobs', {
      name: 'Magazziniere',
      level: 1,
      description: 'Carico e scarico',
    });
    expect(res.status).toBe(201);
    const createdId = res.body.data.id;
    const hazards = await post('medico@tutela.demo', `/api/md/jobs/${createdId}/hazards`, { hazards: WAREHOUSE_HAZARDS, revision: 0 });
    expect(hazards.status).toBe(200);
    const card = await get('medico@tutela.demo', `/api/md/jobs/${createdId}`);
    expect(card.status).toBe(200);
    const detail = card.body.data as JobDetail;
    expect(detail).toMatchObject({
      name: 'Magazziniere',
      level: 1,
      customer_id: null,
      activeWorkers: 0,
      retired: false,
      revision: 1,
    });
    expect(detail.hazards.map((h) => [h.id, h.description_med, h.pivot.exposition_frequency])).toEqual([
      ['RUMORE', 'Rumore', 3],
      ['MMC', 'Movimentazione manuale dei carichi', 4],
    ]);
    expect(detail.hazards[1].pivot.form_data).toEqual({
      NIOSH: 0.8,
      fpeso: 2,
    });
  });

  it('answers a stale card with 409, bad input with 422, foreign records with 404', async () => {
    const card = (await get('medico@tutela.demo', `/api/md/jobs/${jobId}`)).body.data as JobDetail;
    expect(
      (
        await post('medico@tutela.demo', `/api/md/jobs/${jobId}`, {
          name: 'Magazziniere senior',
          revision: card.revision,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('segreteria@tutela.demo', `/api/md/jobs/${jobId}`, {
          description: 'Altro',
          revision: card.revision,
        })
      ).status,
    ).toBe(409);

    const unknown = await post('medico@tutela.demo', `/api/md/jobs/${jobId}/hazards`, { hazards: [{ hazard_id: 'NON_ESISTE' }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      'hazards.0.hazard_id': [REGISTRY_MESSAGES.UNKNOWN_HAZARD],
    });
    expect(
      (
        await post('medico@tutela.demo', `/api/md/jobs/${jobId}/hazards`, {
          hazards: [{ hazard_id: 'VDT', frequency: 9 }],
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await post('medico@tutela.demo', `/api/md/jobs/${jobId}/protocol`, {
          protocol: [{ examination_type_id: 3, period: 12 }],
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await post('medico@tutela.demo', '/api/md/jobs', {
          name: 'Senza sede',
          customer_id: DEMO_CUSTOMER.id,
        })
      ).status,
    ).toBe(422);

    expect((await get('medico@tutela.demo', `/api/md/jobs/${FOREIGN_JOB}`)).status).toBe(404);
    expect(
      (
        await post('medico@tutela.demo', `/api/md/jobs/${FOREIGN_JOB}`, {
          name: 'Presa',
        })
      ).status,
    ).toBe(404);
    expect((await del('medico@tutela.demo', `/api/md/jobs/${FOREIGN_JOB}`)).status).toBe(404);
    expect((await get('admin@tutela.demo', `/api/md/jobs/${FOREIGN_JOB}`)).status).toBe(200);
    expect((await get('medico@tutela.demo', `/api/md/entities/${OTHER_ENTITY}/hazards`)).status).toBe(404);
    expect((await get('medico@tutela.demo', `/api/md/entities/${DEMO_ENTITY.id}/hazards`)).body.data.length).toBeGreaterThan(5);
  });
});
