import type { INestApplication } from '@nestjs/common';
import type { WorkerListRow } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoApi } from '../platform/testing/demo-api';
import { DEMO_CUSTOMER } from '../demo/demo-data';

const SECRETARY = 'segreteria@tutela.demo';

/** Keyset paging of the workers list through the API, on the demo registry (the paging itself: http/paging). */
describe.each(apiTestTargets())('workers list cursors on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const { get } = demoApi(() => request(app.getHttpServer()));

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('pages on from the cursor it answers, and refuses a cursor that is not one with a 422 in Italian', async () => {
    const base = `/api/md/workers?customer_id=${DEMO_CUSTOMER.id}&per_page=5&sort=name&order=asc`;
    const first = await get(SECRETARY, `${base}&page=1`);
    const byNumber = await get(SECRETARY, `${base}&page=2`);
    const cursor = first.body.meta.next_cursor as string;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const byCursor = await get(SECRETARY, `${base}&page=2&after=${cursor}`);
    expect(byCursor.status).toBe(200);
    expect((byCursor.body.data as WorkerListRow[]).map((row) => row.id)).toEqual(
      (byNumber.body.data as WorkerListRow[]).map((row) => row.id),
    );
    const back = await get(SECRETARY, `${base}&page=1&before=${byCursor.body.meta.prev_cursor as string}`);
    expect((back.body.data as WorkerListRow[]).map((row) => row.id)).toEqual((first.body.data as WorkerListRow[]).map((row) => row.id));
    const message = "Posizione nell'elenco non valida: tornare alla prima pagina";
    for (const bad of ['non+un+cursore', 'QUJD', `${cursor}&sort=birth_date`]) {
      const refused = await get(SECRETARY, `${base.replace('&sort=name', '')}&page=2&after=${bad}`);
      expect([bad, refused.status, refused.body.errors]).toEqual([bad, 422, { after: [message] }]);
    }
  });
});
