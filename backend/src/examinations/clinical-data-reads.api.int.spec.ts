import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { routeTable, routeUrl, type ApiRoute } from '../http/testing/route-table';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../demo/demo-data';
import type { EventStore, WorkerHiredData, Database } from '@tutela/contracts';

/**
 * Issue 33: one rule decides who reads clinical data, on every route that returns any part of a visit, and every
 * such read leaves exactly one row in health_data_reads ("Accessi ai dati sanitari"), none when refused. The
 * routes come from the route table (those marked @ClinicalData()); each needs a request below, so a clinical
 * route added later without one fails here, and so does a visit route left unmarked.
 */

const WORKER = 'c1c1c1c1-0000-4000-8000-0000000000a1';
const TIME_KEY = '20260302090000000';
const CLINICAL_USER = 'ente@tutela.demo';
/** Non-clinical callers: level 8 in sr (the reproduction), provider staff without a clinical role, customer side. */
const NON_CLINICAL = ['hse@tutela.demo', 'segreteria@tutela.demo', 'amministrazione@tutela.demo', 'cliente@tutela.demo'];

interface Visit {
  id: string;
  key: string;
  fileId: string;
}

/** The request each clinical route is walked with (the handler's name in the route table). */
const REQUESTS: Record<string, (visit: Visit) => Record<string, string>> = {
  'ExaminationsController.get': (v) => ({ id: v.id }),
  'ExaminationsController.byKey': (v) => ({ key: v.key }),
  'ExaminationsController.version': (v) => ({ id: v.id, version: '1' }),
  'ExaminationsController.downloadAll': () => ({ id: WORKER }),
  'ExaminationFilesController.download': (v) => ({ id: v.id, fileId: v.fileId }),
  'ExaminationFilesController.downloadPdf': (v) => ({ id: v.id }),
  'RecordHistoryController.timeline': (v) => ({ kind: 'examination', id: v.id }),
  'RecordHistoryController.state': (v) => ({ kind: 'examination', id: v.id }),
  'HistoryExportController.export': (v) => ({ kind: 'examination', id: v.id }),
};
const QUERIES: Record<string, string> = { 'RecordHistoryController.state': '?revision=0' };

/** Visit routes that return no clinical data (lists: dates, state and the outcome under their own rule; the read log). */
const NOT_CLINICAL = new Set([
  'GET /api/md/examinations',
  'GET /api/md/workers/:id/examinations',
  'GET /api/md/workers/:id/health-data-reads',
]);

describe.each(apiTestTargets())('clinical data reads on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  let visit: Visit;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);

  const clinicalRoutes = () => routeTable(app).filter((route) => route.method === 'GET' && route.clinical !== null);
  const urlOf = (route: ApiRoute) => {
    const params = REQUESTS[route.handler](visit);
    return routeUrl(route, (name) => params[name]) + (QUERIES[route.handler] ?? '');
  };
  const readCount = async () =>
    Number((await app.get<Database>(DATABASE).query<{ n: string }>('SELECT count(*) AS n FROM health_data_reads')).rows[0].n);

  beforeAll(async () => {
    // The test forms (no required fields): what is counted here is reads, not what a signature needs.
    process.env.FORMS_DIR = join(__dirname, 'forms', 'testing');
    created = await target.start();
    app = created.app;
    const data: WorkerHiredData = {
      workerId: WORKER,
      entityId: DEMO_ENTITY.id,
      customerId: DEMO_CUSTOMER.id,
      factoryId: null,
      firstName: 'Clara',
      lastName: 'Clinica',
      sex: 'F',
      birthDate: '1984-05-20',
      birthPlace: 'Roma',
      birthPlaceCode: 'H501',
      fiscalCode: null,
      email: null,
    };
    const store = app.get<EventStore>(EVENT_STORE);
    const commandId = 'clinical-reads:hire';
    const { position } = await store.append(
      `worker-${WORKER}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: 'WorkerHired',
          data,
          metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId: DEMO_ENTITY.id }, commandId, { customerId: DEMO_CUSTOMER.id }),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await app.get(ProjectionWaiter).waitFor(position);
    // A signed visit with an attachment: the worker's only signed visit, so its zip holds one PDF.
    const doctor = await auth('medico@tutela.demo');
    const body = {
      worker_id: WORKER,
      time_key: TIME_KEY,
      examinationdate: '2026-03-02',
      type_id: 10,
      status: 0,
      exdata: { giudizio: 'ID', anamnesi: 'Allergia' },
      form_code: 'VIS',
      form_version: 1,
    };
    const saved = await http().post('/api/md/examinations').set(doctor).send(body).expect(200);
    const id = saved.body.data.id as string;
    const file = await http()
      .post(`/api/md/examinations/${id}/files`)
      .set(doctor)
      .attach('file', Buffer.from('%PDF-1.4 referto'), 'referto.pdf')
      .expect(201);
    const current = await http().get(`/api/md/examinations/${id}`).set(doctor).expect(200);
    await http()
      .post('/api/md/examinations')
      .set(doctor)
      .send({ ...body, status: 1, revision: current.body.data.revision })
      .expect(200);
    const key = await http().post('/api/md/examination-keys').set(doctor).send({ worker_id: WORKER, time_key: TIME_KEY }).expect(200);
    visit = { id, key: key.body.data.key, fileId: file.body.data.id };
  }, 120_000);
  afterAll(async () => {
    delete process.env.FORMS_DIR;
    await created?.close();
  });

  it('marks every route that returns a visit’s clinical data, and only those, in every application', () => {
    const marked = clinicalRoutes();
    expect([...new Set(marked.map((route) => route.handler))].sort()).toEqual(Object.keys(REQUESTS).sort());
    // The history routes answer under every application: each spelling is marked.
    expect(marked.filter((route) => route.handler === 'HistoryExportController.export').map((route) => route.path)).toEqual([
      '/api/fr/history/:kind/:id/export',
      '/api/md/history/:kind/:id/export',
      '/api/sr/history/:kind/:id/export',
    ]);
    const visitReads = routeTable(app).filter((route) => route.method === 'GET' && /examination|history\/:kind/.test(route.path));
    const unmarked = visitReads.filter((route) => route.clinical === null && !NOT_CLINICAL.has(`${route.method} ${route.path}`));
    expect(unmarked.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('writes exactly one health-data read per successful read, on every clinical route', async () => {
    const header = await auth(CLINICAL_USER);
    const misses: string[] = [];
    for (const route of clinicalRoutes()) {
      const url = urlOf(route);
      const before = await readCount();
      const res = await http().get(url).set(header);
      const added = (await readCount()) - before;
      if (res.status !== 200 || added !== 1) misses.push(`${url}: ${res.status}, +${added}`);
    }
    expect(misses).toEqual([]);
    const exported = await app
      .get<Database>(DATABASE)
      .query<{ what: string; worker_id: string; user_role: string }>(
        "SELECT what, worker_id, user_role FROM health_data_reads WHERE examination_id = $1 AND what = 'esportazione storico'",
        [visit.id],
      );
    expect(exported.rows).toEqual(Array(3).fill({ what: 'esportazione storico', worker_id: WORKER, user_role: 'entity_administrator' }));
  });

  it('refuses every clinical route to callers without a clinical role, whatever the application, and logs no read', async () => {
    // The reproduction: the hse manager is level 8 in sr, where the export answered 200 with the whole visit.
    const hse = await auth('hse@tutela.demo');
    expect((await http().get(`/api/sr/history/examination/${visit.id}/export`).set(hse)).status).toBe(403);
    const misses: string[] = [];
    for (const email of NON_CLINICAL) {
      const header = await auth(email);
      for (const route of clinicalRoutes()) {
        const url = urlOf(route);
        const before = await readCount();
        const res = await http().get(url).set(header);
        const added = (await readCount()) - before;
        if (res.status !== 403 || added !== 0) misses.push(`${email} ${url}: ${res.status}, +${added}`);
      }
    }
    expect(misses).toEqual([]);
    // Other kinds of record stay the auditors' own: the hse manager still exports a worker's history in sr.
    expect((await http().get(`/api/sr/history/worker/${WORKER}/export`).set(hse)).status).toBe(200);
  });
});
