import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { demoId } from '../demo/demo-data';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';

const AUDITOR = 'ente@tutela.demo';
/** The demo appointment the client asked to cancel (demo-appointments-seed): booked, then cancelled. */
const CANCELLED = demoId('appointment:4');

describe.each(apiTestTargets())('appointment Cronologia on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const get = async (email: string, path: string) =>
    http()
      .get(path)
      .set(await auth(email));

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  });
  afterAll(async () => {
    await created?.close();
  });

  it('tells who booked and who cancelled, with the status change, and the appointment as it stood before', async () => {
    const timeline = await get(AUDITOR, `/api/md/history/appointment/${CANCELLED}`);
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.kind_label).toBe('Appuntamento');
    expect(timeline.body.data.title).toMatch(/^Appuntamento del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} – /);
    const [cancelled, booked] = timeline.body.data.entries as { summary: string; changes: { field: string; after: unknown }[] }[];
    expect(booked.summary).toMatch(/^Appuntamento fissato/);
    expect(cancelled.summary).toMatch(/^Appuntamento annullato/);
    expect(cancelled.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'status', after: 'cancelled' })]));
    const before = await get(AUDITOR, `/api/md/history/appointment/${CANCELLED}/state?revision=0`);
    expect(before.status).toBe(200);
    expect(before.body.data.detail).toMatchObject({ id: CANCELLED, status: 'booked' });
  });

  it('is for level 8 in scope: below it 403, an unknown appointment 404', async () => {
    expect((await get('segreteria@tutela.demo', `/api/md/history/appointment/${CANCELLED}`)).status).toBe(403);
    expect((await get(AUDITOR, `/api/md/history/appointment/${demoId('appointment:none')}`)).status).toBe(404);
  });
});
