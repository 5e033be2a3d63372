import type { INestApplication } from '@nestjs/common';
import { MESSAGES, USER_MESSAGES, type EntityDetail, type EntityListRow } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DEMO_ENTITY, DEMO_PASSWORD, DEMO_USERS } from '../demo/demo-data';

describe.each(apiTestTargets())('entities admin API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const tokens = new Map<string, string>();

  async function tokenOf(email: string): Promise<string> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
    expect(res.status).toBe(200);
    tokens.set(email, res.body.data.token);
    return res.body.data.token;
  }
  const as = async (email: string) => ({ Authorization: `Bearer ${await tokenOf(email)}` });
  const card = async (id: string, email = 'ente@tutela.demo'): Promise<EntityDetail> => {
    const res = await http()
      .get(`/api/md/entities/${id}`)
      .set(await as(email));
    expect(res.status).toBe(200);
    return res.body.data;
  };

  /** A second entity, created over HTTP by the system administrator (once per app). */
  let otherEntityId: string;

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    const res = await http()
      .post('/api/md/entities')
      .set(await as('admin@tutela.demo'))
      .send({ name: '  Altro Ente S.p.A. ', address_info: 'Corso Italia 5, Torino', active_sr: false });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ id: expect.any(String), revision: 0, position: expect.any(Number) });
    otherEntityId = res.body.data.id;
  });
  afterAll(async () => {
    await created?.close();
  });

  it('lists every entity to the system administrator and only their own to the entity administrator; 403 below 8', async () => {
    const admin = await http()
      .get('/api/md/entities')
      .query({ sort: 'name', per_page: 100 })
      .set(await as('admin@tutela.demo'));
    expect(admin.status).toBe(200);
    expect(admin.body.data.map((e: EntityListRow) => e.name)).toEqual(['Altro Ente S.p.A.', DEMO_ENTITY.name]);
    expect(admin.body.meta).toEqual({ total: 2, page: 1, per_page: 100, sort: 'name', order: 'asc' });
    const other = admin.body.data.find((e: EntityListRow) => e.id === otherEntityId);
    expect(other).toMatchObject({
      address_info: 'Corso Italia 5, Torino',
      active_md: true,
      active_fr: true,
      active_sr: false,
      generic: false,
      users_count: 0,
    });

    const ente = await http()
      .get('/api/md/entities')
      .set(await as('ente@tutela.demo'));
    expect(ente.status).toBe(200);
    expect(ente.body.meta.total).toBe(1);
    expect(ente.body.data).toEqual([
      {
        id: DEMO_ENTITY.id,
        name: DEMO_ENTITY.name,
        address_info: DEMO_ENTITY.addressInfo,
        active_md: true,
        active_fr: true,
        active_sr: true,
        generic: false,
        users_count: DEMO_USERS.length,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);

    expect(
      (
        await http()
          .get('/api/md/entities')
          .set(await as('medico@tutela.demo'))
      ).status,
    ).toBe(403);
    expect(
      (
        await http()
          .get(`/api/md/entities/${DEMO_ENTITY.id}`)
          .set(await as('medico@tutela.demo'))
      ).status,
    ).toBe(403);
    expect((await http().get('/api/md/entities')).status).toBe(401);
  });

  it('searches, sorts and pages like the other lists, and refuses unknown parameters', async () => {
    const admin = await as('admin@tutela.demo');
    const found = await http().get('/api/md/entities').query({ search: 'torino' }).set(admin);
    expect(found.body.data.map((e: EntityListRow) => e.id)).toEqual([otherEntityId]);
    const byUsers = await http().get('/api/md/entities').query({ sort: 'users_count', order: 'desc', per_page: 5 }).set(admin);
    expect(byUsers.body.data.map((e: EntityListRow) => e.users_count)).toEqual([DEMO_USERS.length, 0]);
    const second = await http().get('/api/md/entities').query({ sort: 'name', per_page: 5, page: 2 }).set(admin);
    expect(second.body).toMatchObject({ data: [], meta: { total: 2, page: 2 } });
    const bad = await http().get('/api/md/entities').query({ sort: 'password', colore: 'blu' }).set(admin);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['colore', 'sort']);
  });

  it("answers an entity outside the caller's scope with 404 and the Italian message", async () => {
    const ente = await as('ente@tutela.demo');
    const hidden = await http().get(`/api/md/entities/${otherEntityId}`).set(ente);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: USER_MESSAGES.ENTITY_NOT_FOUND });
    const unknown = await http()
      .get('/api/md/entities/00000000-0000-4000-8000-000000000000')
      .set(await as('admin@tutela.demo'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(hidden.body);
    const write = await http().post(`/api/md/entities/${otherEntityId}`).set(ente).send({ active_fr: false });
    expect(write.status).toBe(404);
    expect((await card(otherEntityId, 'admin@tutela.demo')).active_fr).toBe(true);
  });

  it('lets only a system administrator create an entity, with the usual 422 for bad input', async () => {
    const refused = await http()
      .post('/api/md/entities')
      .set(await as('ente@tutela.demo'))
      .send({ name: 'Ente abusivo' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MESSAGES.UNAUTHORIZED });

    const admin = await as('admin@tutela.demo');
    const invalid = await http().post('/api/md/entities').set(admin).send({ address_info: 'x', active_md: 'si', colore: 'blu' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      name: expect.arrayContaining([MESSAGES.REQUIRED]),
      active_md: ['Deve essere vero o falso'],
      colore: ['Campo non ammesso'],
    });
    const blank = await http().post('/api/md/entities').set(admin).send({ name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: [MESSAGES.REQUIRED] });
    const nothingActive = await http()
      .post('/api/md/entities')
      .set(admin)
      .send({ name: 'Ente spento', active_md: false, active_fr: false, active_sr: false });
    expect(nothingActive.status).toBe(422);
    expect(nothingActive.body).toEqual({
      message: USER_MESSAGES.ENTITY_NEEDS_APPLICATION,
      errors: { applications: [USER_MESSAGES.ENTITY_NEEDS_APPLICATION] },
    });
    expect((await http().get('/api/md/entities').set(admin)).body.meta.total).toBe(2);
  });

  it('lets the entity administrator switch off an application: getuserdata follows, the log names her', async () => {
    const ente = await as('ente@tutela.demo');
    const before = await card(DEMO_ENTITY.id);
    expect(before).toMatchObject({ active_fr: true, revision: expect.any(Number) });

    const saved = await http().post(`/api/md/entities/${DEMO_ENTITY.id}`).set(ente).send({
      name: DEMO_ENTITY.name,
      address_info: DEMO_ENTITY.addressInfo,
      active_md: true,
      active_fr: false,
      active_sr: true,
      generic: false,
      revision: before.revision,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: DEMO_ENTITY.id, revision: before.revision! + 1, position: expect.any(Number) });

    // Read-your-writes: the card, the list and every user's getuserdata already show it.
    expect(await card(DEMO_ENTITY.id)).toMatchObject({ active_fr: false, revision: before.revision! + 1 });
    const userData = await http()
      .get('/api/md/getuserdata')
      .set(await as('hse@tutela.demo'));
    expect(userData.body.data.entity).toMatchObject({ active_md: true, active_fr: false, active_sr: true });

    const log = await http().get('/api/md/activities/log').query({ logName: 'entity', subjectId: DEMO_ENTITY.id }).set(ente);
    expect(log.status).toBe(200);
    expect(log.body.data[0]).toMatchObject({ description: 'MODIFICA', causer_name: 'Elena Conti', subject_id: DEMO_ENTITY.id });
    expect(log.body.data[0].summary).toContain('Modifica ente');
    expect(log.body.data[0].summary).toContain('Formazione attiva');
    expect(log.body.data.at(-1)).toMatchObject({ description: 'INSERIMENTO' });

    // Saving the same form again changes nothing and records nothing.
    const same = await http()
      .post(`/api/md/entities/${DEMO_ENTITY.id}`)
      .set(ente)
      .send({ active_fr: false, name: ` ${DEMO_ENTITY.name} ` });
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual({ id: DEMO_ENTITY.id, revision: before.revision! + 1, position: 0 });
    const logAfter = await http().get('/api/md/activities/log').query({ logName: 'entity', subjectId: DEMO_ENTITY.id }).set(ente);
    expect(logAfter.body.meta.total).toBe(log.body.meta.total);
  });

  it('refuses to switch off the last active application with 422', async () => {
    const ente = await as('ente@tutela.demo');
    const current = await card(DEMO_ENTITY.id);
    const res = await http()
      .post(`/api/md/entities/${DEMO_ENTITY.id}`)
      .set(ente)
      .send({ active_md: false, active_fr: false, active_sr: false, revision: current.revision });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: USER_MESSAGES.ENTITY_NEEDS_APPLICATION,
      errors: { applications: [USER_MESSAGES.ENTITY_NEEDS_APPLICATION] },
    });
    expect(await card(DEMO_ENTITY.id)).toEqual(current);
  });

  it('answers a save based on a stale card with 409 and the conflict message, and keeps the newer change', async () => {
    const ente = await as('ente@tutela.demo');
    const admin = await as('admin@tutela.demo');
    const seenByBoth = await card(DEMO_ENTITY.id);
    const first = await http().post(`/api/md/entities/${DEMO_ENTITY.id}`).set(admin).send({ generic: true, revision: seenByBoth.revision });
    expect(first.status).toBe(200);

    const stale = await http().post(`/api/md/entities/${DEMO_ENTITY.id}`).set(ente).send({ generic: false, revision: seenByBoth.revision });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain(MESSAGES.CONCURRENT_CHANGE);
    expect(await card(DEMO_ENTITY.id)).toMatchObject({ generic: true, revision: seenByBoth.revision! + 1 });

    // Reloaded, the same change goes through.
    const reloaded = await card(DEMO_ENTITY.id);
    const retry = await http().post(`/api/md/entities/${DEMO_ENTITY.id}`).set(ente).send({ generic: false, revision: reloaded.revision });
    expect(retry.status).toBe(200);
  });

  it('validates update fields like the rest of the API', async () => {
    const ente = await as('ente@tutela.demo');
    const res = await http()
      .post(`/api/md/entities/${DEMO_ENTITY.id}`)
      .set(ente)
      .send({ name: null, active_sr: 1, revision: -1, entity_id: otherEntityId });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['active_sr', 'entity_id', 'name', 'revision']);
    expect(res.body.errors.entity_id).toEqual(['Campo non ammesso']);
    const blank = await http().post(`/api/md/entities/${DEMO_ENTITY.id}`).set(ente).send({ name: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: [MESSAGES.REQUIRED] });
  });

  it('lets the system administrator edit any entity', async () => {
    const admin = await as('admin@tutela.demo');
    const before = await card(otherEntityId, 'admin@tutela.demo');
    const res = await http()
      .post(`/api/md/entities/${otherEntityId}`)
      .set(admin)
      .send({ active_sr: true, address_info: '', revision: before.revision });
    expect(res.status).toBe(200);
    expect(await card(otherEntityId, 'admin@tutela.demo')).toMatchObject({
      active_sr: true,
      address_info: null,
      revision: before.revision! + 1,
    });
    // Its own entity's log shows the change, with the system administrator as the causer.
    const log = await http().get('/api/md/activities/log').query({ logName: 'entity', subjectId: otherEntityId }).set(admin);
    expect(log.body.data.map((r: { description: string; causer_name: string }) => [r.description, r.causer_name])).toEqual([
      ['MODIFICA', 'Alberto Amministratore'],
      ['INSERIMENTO', 'Alberto Amministratore'],
    ]);
  });
});
