import type { INestApplication } from '@nestjs/common';
import { DVR_MESSAGES, EXAMINATION_MESSAGES, type EventStore } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { formIdFor } from '../examinations/forms/form-files';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../demo/demo-data';
import { seedOtherTenants } from './testing/authorization-matrix-seed';
import {
  OTHER_ENTITY_CUSTOMER,
  OTHER_ENTITY_DVR,
  OTHER_ENTITY_EXAMINATION,
  OTHER_TARGET_USER,
  OWN_DVR,
  OWN_EXAMINATION,
  OWN_FACTORY,
  OWN_TARGET_USER,
  OWN_WORKER,
  SECOND_CUSTOMER_WORKER,
} from './testing/authorization-matrix-tenants';

const ADMIN = 'admin@tutela.demo';
const ENTITY_ADMIN = 'ente@tutela.demo';
const DOCTOR = 'medico@tutela.demo';
const NURSE = 'infermiere@tutela.demo';
const HSE = 'hse@tutela.demo';
const CUSTOMER = 'cliente@tutela.demo';

/**
 * The call shapes the spec's client uses (part 1 §7, part 2 §7.2), served as aliases over the existing handlers: the
 * same answer, level, roles and tenant rules as the route each one fronts. The authorization matrix and the fuzz test
 * cover them like every route; this file checks each alias's shape and that it is the handler it claims to be.
 */
describe.each(apiTestTargets())('spec call shapes on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const get = async (email: string, path: string, appHeader?: string) => {
    const req = http()
      .get(path)
      .set(await auth(email));
    return appHeader ? req.set('X-Tutela-App', appHeader) : req;
  };
  const post = async (email: string, path: string, body: object) =>
    http()
      .post(path)
      .set(await auth(email))
      .send(body);

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    await seedOtherTenants(app);
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('serves formio/1 (the visit form) and formio/{number} at /api/formio, besides codes and published ids', async () => {
    const visit = await get(DOCTOR, '/api/formio/1');
    expect(visit.status).toBe(200);
    expect(visit.body.data).toMatchObject({ code: 'VIS', kind: 'VIS', id: formIdFor('VIS', visit.body.data.version) });
    expect((await get(DOCTOR, '/api/md/formio/1')).body).toEqual(visit.body);
    expect((await get(DOCTOR, `/api/formio/${visit.body.data.id}`)).body).toEqual(visit.body);
    expect((await get(DOCTOR, '/api/formio/VIS')).body).toEqual(visit.body);
    expect((await get(DOCTOR, '/api/formio/22')).body.data).toMatchObject({ code: 'INV' });
    expect((await get(DOCTOR, '/api/formio/9')).body.data).toMatchObject({ code: 'VAC' });
    expect((await get(HSE, '/api/formio/105?version=1', 'sr')).body.data).toMatchObject({ code: 'DVR-SEDE', version: 1 });
    const unknown = await get(DOCTOR, '/api/formio/2');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(EXAMINATION_MESSAGES.FORM_NOT_FOUND);
    expect((await http().get('/api/formio/1')).status).toBe(401);
  });

  it('deletes a visit attachment with POST /api/md/examinations/delfile { examinationID, fileID }', async () => {
    const upload = await http()
      .post(`/api/md/examinations/${OWN_EXAMINATION}/files`)
      .set(await auth(DOCTOR))
      .attach('file', Buffer.from('%PDF-1.4 x'), 'referto.pdf');
    expect(upload.status).toBe(201);
    const fileID = upload.body.data.id as string;

    const missing = await post(DOCTOR, '/api/md/examinations/delfile', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['examinationID', 'fileID']);
    // The role rule of the handler it fronts: a nurse may not change a visit's attachments.
    const nurse = await post(NURSE, '/api/md/examinations/delfile', { examinationID: OWN_EXAMINATION, fileID });
    expect(nurse.status).toBe(403);
    // Another entity's visit is nowhere.
    expect((await post(DOCTOR, '/api/md/examinations/delfile', { examinationID: OTHER_ENTITY_EXAMINATION, fileID })).status).toBe(404);

    const removed = await post(DOCTOR, '/api/md/examinations/delfile', { examinationID: OWN_EXAMINATION, fileID });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(EXAMINATION_MESSAGES.FILE_DELETED);
    expect((await get(DOCTOR, `/api/md/examinations/${OWN_EXAMINATION}`)).body.data.files).toEqual([]);
    const again = await post(DOCTOR, '/api/md/examinations/delfile', { examinationID: OWN_EXAMINATION, fileID });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(EXAMINATION_MESSAGES.FILE_NOT_FOUND);
  });

  it('saves DVR data without a revision on the last one, and a change landing meanwhile is still a 409', async () => {
    const body = (dvrdata: object) => ({
      customer: DEMO_CUSTOMER.id,
      factory_id: OWN_FACTORY,
      dvr_id: OWN_DVR,
      code: 'RUM',
      dvrdata,
      tosave: true,
      form_code: 'DVR-RUM',
      form_version: 1,
    });
    const before = (await get(HSE, `/api/sr/dvrs/${OWN_DVR}`)).body.data.revision as number;
    const saved = await post(HSE, '/api/sr/dvrs/storedata', body({ card: { note: 'senza revisione' } }));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: OWN_DVR, revision: before + 1 });
    expect(
      (await post(HSE, '/api/sr/dvrs/storedata', { ...body({}), dvr_id: OTHER_ENTITY_DVR, customer: OTHER_ENTITY_CUSTOMER })).status,
    ).toBe(404);
    expect((await post(CUSTOMER, '/api/sr/dvrs/storedata', body({ card: { note: 'cliente' } }))).status).toBe(403);

    // Another save lands between the handler's read of the stream and its append.
    const store = app.get<EventStore>(EVENT_STORE);
    const read = store.readStream.bind(store);
    let raced = false;
    const spy = jest.spyOn(store, 'readStream').mockImplementation(async (stream, options) => {
      const events = await read(stream, options);
      if (stream === `dvr-${OWN_DVR}` && !raced) {
        raced = true;
        const commandId = 'test:dvr:concurrent-save';
        const data = { dvrId: OWN_DVR, data: { card: { note: 'altra scheda' } }, formCode: 'DVR-RUM', formVersion: 1, sections: ['card'] };
        const metadata = eventMetadata({ ...SYSTEM_ACTOR, entityId: DEMO_ENTITY.id }, commandId, {
          customerId: DEMO_CUSTOMER.id,
          factoryId: OWN_FACTORY,
        });
        await store.append(stream, [{ id: eventIdFor(commandId, 0), type: 'DvrDataSaved', data, metadata }], {
          expectedRevision: events[events.length - 1].revision,
        });
      }
      return events;
    });
    try {
      const conflict = await post(HSE, '/api/sr/dvrs/storedata', body({ card: { note: 'sovrascrive?' } }));
      expect(raced).toBe(true);
      expect(conflict.status).toBe(409);
      expect(conflict.body.message).toBe(DVR_MESSAGES.CONFLICT);
    } finally {
      spy.mockRestore();
    }
    const kept = (await store.readStream(`dvr-${OWN_DVR}`)).at(-1)!;
    expect((kept.data as { data: unknown }).data).toEqual({ card: { note: 'altra scheda' } });
  });

  it('answers usersmd/dashboardata, usersfr/… and userssr/… as the dashboard of the application they name', async () => {
    for (const code of ['md', 'fr', 'sr']) {
      const alias = await get(HSE, `/api/users${code}/dashboardata?anno=2026`, code === 'md' ? 'sr' : 'md');
      expect(alias.status).toBe(200);
      expect(alias.body).toEqual((await get(HSE, `/api/${code}/dashboardata?anno=2026`)).body);
    }
    expect((await get(DOCTOR, `/api/usersmd/dashboardata?customer_id=${OTHER_ENTITY_CUSTOMER}`)).status).toBe(404);
    expect((await get(DOCTOR, '/api/usersmd/dashboardata?mcview=2')).status).toBe(422);
    expect((await http().get('/api/usersmd/dashboardata')).status).toBe(401);
  });

  it('lists the assignable roles at GET /api/getRoles, at level 8 in the application the caller works in', async () => {
    const roles = await get(ENTITY_ADMIN, '/api/getRoles?available-in-entity=0&with-allowed-users=1');
    expect(roles.status).toBe(200);
    expect(roles.body).toEqual((await get(ENTITY_ADMIN, '/api/md/roles')).body);
    const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
    const inEntity = names((await get(ENTITY_ADMIN, '/api/getRoles?available-in-entity=1')).body.data);
    expect(inEntity).toEqual(expect.arrayContaining(['doctor', 'nurse', 'hse_manager', 'RSPP']));
    expect(inEntity).not.toContain('fr_junior');
    expect(names(roles.body.data)).toContain('fr_junior');
    const bad = await get(ENTITY_ADMIN, '/api/getRoles?available-in-entity=2');
    expect(bad.status).toBe(422);
    expect(bad.body.errors['available-in-entity']).toBeDefined();
    expect((await get(DOCTOR, '/api/getRoles')).status).toBe(403);
    // hse_manager: level 4 in Medicina, 8 in Sicurezza.
    expect((await get(HSE, '/api/getRoles', 'md')).status).toBe(403);
    expect((await get(HSE, '/api/getRoles', 'sr')).status).toBe(200);
  });

  it('opens a user card at GET /api/getuser/{id}: level 8, and a user of another entity is a 404', async () => {
    const own = await get(ENTITY_ADMIN, `/api/getuser/${OWN_TARGET_USER}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual((await get(ENTITY_ADMIN, `/api/md/users/${OWN_TARGET_USER}`)).body);
    expect((await get(ENTITY_ADMIN, `/api/getuser/${OTHER_TARGET_USER}`)).status).toBe(404);
    expect((await get(ADMIN, `/api/getuser/${OTHER_TARGET_USER}`)).status).toBe(200);
    expect((await get(DOCTOR, `/api/getuser/${OWN_TARGET_USER}`)).status).toBe(403);
    expect((await get(DOCTOR, '/api/getUserRole')).body.data).toMatchObject({ level: 6, role: 'doctor', app: 'md' });
  });

  it('lists the workers of every company at /api/md/cumulativeworkers, with the list’s shape and scope', async () => {
    const cumulative = await get(DOCTOR, '/api/md/cumulativeworkers?per_page=100&sort=name');
    expect(cumulative.status).toBe(200);
    expect(cumulative.body.data.length).toBe(100);
    expect(cumulative.body).toEqual((await get(DOCTOR, '/api/md/workers?per_page=100&sort=name')).body);
    // The workers seeded for the matrix are all named Matrice: one of the demo customer, one of a second customer.
    const ids = (body: { data: Array<{ id: string }> }) => body.data.map((row) => row.id);
    const search = '?name=Matrice&include_resigned=true';
    const staff = await get(DOCTOR, `/api/md/cumulativeworkers${search}`);
    expect(staff.body).toEqual((await get(DOCTOR, `/api/md/workers${search}`)).body);
    expect(ids(staff.body)).toEqual(expect.arrayContaining([OWN_WORKER, SECOND_CUSTOMER_WORKER]));
    const customer = await get(CUSTOMER, `/api/md/cumulativeworkers${search}`);
    expect(customer.status).toBe(200);
    expect(ids(customer.body)).toContain(OWN_WORKER);
    expect(ids(customer.body)).not.toContain(SECOND_CUSTOMER_WORKER);
  });

  it("filters the activity log by the spec's subject names in any letter case (Worker, Customer, Examination, Job)", async () => {
    // The matrix's records are written by the system without an entity: the system administrator sees them.
    const byCategory = await get(ADMIN, `/api/md/activities/log?logName=worker&subjectId=${OWN_WORKER}`);
    expect(byCategory.body.data.length).toBeGreaterThan(0);
    for (const name of ['Worker', 'WORKER']) {
      expect((await get(ADMIN, `/api/md/activities/log?logName=${name}&subjectId=${OWN_WORKER}`)).body).toEqual(byCategory.body);
    }
    expect((await get(ADMIN, `/api/md/activities/log?logName=Examination&subjectId=${OWN_EXAMINATION}`)).body.data.length).toBeGreaterThan(
      0,
    );
    expect((await get(ADMIN, `/api/md/activities/log?logName=Customer&subjectId=${DEMO_CUSTOMER.id}`)).body.data.length).toBeGreaterThan(0);
    expect((await get(DOCTOR, '/api/md/activities/log?logName=Worker')).status).toBe(403);
  });
});
