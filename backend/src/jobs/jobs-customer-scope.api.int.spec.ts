import type { JobRow } from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DEMO_CUSTOMER } from '../demo/demo-data';
import { FACTORY, OTHER_CUSTOMER_JOB, jobsApiHarness } from './testing/jobs-api-harness';

describe.each(apiTestTargets())('jobs a customer-side user may see on $label', (target) => {
  const jobs = jobsApiHarness(target);
  const { get, post } = jobs;
  // A general job of the provider, which no customer-side user may read.
  let jobId = '';

  beforeAll(async () => {
    await jobs.start();
    await jobs.seedOtherCustomerJob();
    jobId = await jobs.createSeniorJob();
  }, 120_000);
  afterAll(async () => {
    await jobs.close();
  });

  it('lets a customer-side user read only their own company jobs, and write none', async () => {
    const specific = await post('medico@tutela.demo', '/api/md/jobs', {
      name: 'Saldatore di prova',
      customer_id: DEMO_CUSTOMER.id,
      factory_id: FACTORY,
      level: 2,
    });
    expect(specific.status).toBe(201);
    const list = await get('cliente@tutela.demo', '/api/md/jobs');
    const names = (list.body.data as JobRow[]).map((row) => row.name);
    expect(names).toContain('Saldatore di prova');
    expect((list.body.data as JobRow[]).find((row) => row.name === 'Saldatore di prova')?.customer).toEqual({
      company_name: 'Officine Demo S.p.A.',
    });
    expect(names.every((name) => !['Magazziniere senior', 'Gruista', 'Impiegato amministrativo'].includes(name))).toBe(true);
    expect((await get('cliente@tutela.demo', `/api/md/jobs/${jobId}`)).status).toBe(404);
    expect((await get('cliente@tutela.demo', `/api/md/jobs/${OTHER_CUSTOMER_JOB}`)).status).toBe(404);
    expect((await get('rspp@tutela.demo', `/api/sr/jobs/${specific.body.data.id}`)).status).toBe(200);
    const write = await post('rspp@tutela.demo', `/api/sr/jobs/${specific.body.data.id}`, { name: 'Preso' });
    expect(write.status).toBe(403);

    const staff = await get('medico@tutela.demo', '/api/md/jobs?general=1&per_page=100');
    const general = (staff.body.data as JobRow[]).map((row) => row.name);
    // The test's job among the demo seed's catalogue (Impiegato amministrativo, Magazziniere, …), no specific job.
    expect(general).toEqual(expect.arrayContaining(['Magazziniere senior', 'Impiegato amministrativo', 'Autista']));
    expect(general).not.toContain('Saldatore di prova');
    const lookup = await get('segreteria@tutela.demo', `/api/md/lookups/jobs?factory_id=${FACTORY}`);
    const offered = lookup.body.data.map((row: { name: string; general: boolean }) => [row.name, row.general]);
    // The factory's jobs first (of any customer: the worker's customer is checked on assignment), then the general ones.
    // The seed gives the demo factory its own specific jobs too (Saldatore, Carrellista).
    const specificCount = offered.filter(([, isGeneral]: [string, boolean]) => !isGeneral).length;
    expect(offered.slice(0, specificCount)).toEqual(
      expect.arrayContaining([
        ['Gruista', false],
        ['Saldatore di prova', false],
      ]),
    );
    expect(offered.slice(specificCount).every(([, isGeneral]: [string, boolean]) => isGeneral)).toBe(true);
    expect(offered).toContainEqual(['Magazziniere senior', true]);
    expect(
      (await get('medico@tutela.demo', '/api/md/extypes?health_protocol=1')).body.data.every(
        (t: { health_protocol: boolean }) => t.health_protocol,
      ),
    ).toBe(true);
  });
});
