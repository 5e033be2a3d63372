import type { JobRow } from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { jobsApiHarness } from './testing/jobs-api-harness';

describe.each(apiTestTargets())('job retirement on $label', (target) => {
  const jobs = jobsApiHarness(target);
  const { get, post, del } = jobs;
  let jobId = '';

  beforeAll(async () => {
    await jobs.start();
    jobId = await jobs.createSeniorJob();
  }, 120_000);
  afterAll(async () => {
    await jobs.close();
  });

  it('retires a job: still readable, hidden from the list, no more changes', async () => {
    expect((await del('medico@tutela.demo', `/api/md/jobs/${jobId}`)).status).toBe(200);
    expect((await get('medico@tutela.demo', `/api/md/jobs/${jobId}`)).body.data.retired).toBe(true);
    const names = async (query: string) =>
      ((await get('medico@tutela.demo', `/api/md/jobs?general=1&per_page=100${query}`)).body.data as JobRow[]).map((row) => row.name);
    expect(await names('')).not.toContain('Magazziniere senior');
    expect(await names('&hide_inactive=0')).toContain('Magazziniere senior');
    expect(
      (
        await post('medico@tutela.demo', `/api/md/jobs/${jobId}/hazards`, {
          hazards: [],
        })
      ).status,
    ).toBe(422);
  });
});
