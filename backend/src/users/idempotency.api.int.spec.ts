import type { INestApplication } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER, type EventStore, type Database } from '@tutela/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { HTTP_MESSAGES } from '../http/http-messages';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { DEMO_PASSWORD } from '../demo/demo-data';

describe.each(apiTestTargets())('Idempotency-Key on the user and entity commands on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  let admin: string;
  const http = () => request(app.getHttpServer());
  const head = () => app.get<EventStore>(EVENT_STORE).headPosition();
  /** The stored answers are lost (a crash between append and recording): only the event store can help. */
  const forgetAnswers = () => app.get<Database>(DATABASE).query('DELETE FROM idempotency_keys');

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    const login = await http().post('/api/auth/login').send({ email: 'admin@tutela.demo', password: DEMO_PASSWORD });
    admin = `Bearer ${login.body.data.token}`;
  });
  afterAll(async () => {
    await created?.close();
  });

  const post = (path: string, key: string, body: object, token = admin) =>
    http().post(path).set('Authorization', token).set(IDEMPOTENCY_KEY_HEADER, key).send(body);

  it('creates a user once: a retry gets the first answer and appends nothing, also when that answer was lost', async () => {
    const key = randomUUID();
    const body = { email: 'ripetuto@tutela.demo', first_name: 'Ripetuto', last_name: 'Rossi', password: DEMO_PASSWORD };
    const first = await post('/api/md/users', key, body);
    expect(first.status).toBe(201);
    const after = await head();
    const retry = await post('/api/md/users', key, body);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await head()).toBe(after);

    await forgetAnswers();
    const blind = await post('/api/md/users', key, body);
    expect(blind.status).toBe(201);
    expect(blind.body.data).toMatchObject({ id: first.body.data.id, revision: first.body.data.revision });
    expect(await head()).toBe(after);
    const list = await http().get('/api/md/users').query({ search: 'ripetuto', hide_inactive: '0' }).set('Authorization', admin);
    expect(list.body.meta.total).toBe(1);
  });

  it('refuses the same key with another body, and a key that is not a UUID, in Italian (422)', async () => {
    const key = randomUUID();
    const body = { email: 'chiave@tutela.demo', first_name: 'Chiave', last_name: 'Usata' };
    expect((await post('/api/md/users', key, body)).status).toBe(201);
    const before = await head();
    const other = await post('/api/md/users', key, { ...body, email: 'altra@tutela.demo' });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      message: HTTP_MESSAGES.idempotencyKeyReused,
      errors: { [IDEMPOTENCY_KEY_HEADER]: [HTTP_MESSAGES.idempotencyKeyReused] },
    });
    const invalid = await post('/api/md/users', 'chiave-123', { ...body, email: 'terza@tutela.demo' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[IDEMPOTENCY_KEY_HEADER]).toEqual([HTTP_MESSAGES.idempotencyKeyInvalid]);
    expect(await head()).toBe(before);
  });

  it('updates a user once: the retry of a card save is not a 409 against its own change', async () => {
    const create = await post('/api/md/users', randomUUID(), { email: 'modifica@tutela.demo', first_name: 'Prima', last_name: 'Versione' });
    const id = create.body.data.id as string;
    const key = randomUUID();
    const body = { first_name: 'Seconda', revision: create.body.data.revision };
    const first = await post(`/api/md/users/${id}`, key, body);
    expect(first.status).toBe(200);
    const after = await head();
    expect((await post(`/api/md/users/${id}`, key, body)).body).toEqual(first.body);
    await forgetAnswers();
    const blind = await post(`/api/md/users/${id}`, key, body);
    expect(blind.status).toBe(200);
    expect(blind.body.data.revision).toBe(first.body.data.revision);
    expect(await head()).toBe(after);
  });

  it('creates an entity once', async () => {
    const key = randomUUID();
    const body = { name: 'Ente Ripetuto S.r.l.', address_info: 'Via Roma 1' };
    const first = await post('/api/md/entities', key, body);
    expect(first.status).toBe(201);
    const after = await head();
    expect((await post('/api/md/entities', key, body)).body).toEqual(first.body);
    await forgetAnswers();
    expect((await post('/api/md/entities', key, body)).body.data.id).toBe(first.body.data.id);
    expect(await head()).toBe(after);
    const list = await http().get('/api/md/entities').query({ search: 'Ente Ripetuto' }).set('Authorization', admin);
    expect(list.body.meta.total).toBe(1);
  });

  it('changes a password once: a blind retry is not refused as "the same as the current password"', async () => {
    const email = 'cambio@tutela.demo';
    expect(
      (await post('/api/md/users', randomUUID(), { email, first_name: 'Cambio', last_name: 'Password', password: DEMO_PASSWORD })).status,
    ).toBe(201);
    const own = `Bearer ${(await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD })).body.data.token}`;
    const key = randomUUID();
    const body = { password: 'Nuova-Password-2025!', password_confirmation: 'Nuova-Password-2025!' };
    const first = await post('/api/md/userschpwd', key, body, own);
    expect(first.status).toBe(200);
    const after = await head();
    // The change ended the session it was made with: a retry on the old token is 401 and runs nothing.
    expect((await post('/api/md/userschpwd', key, body, own)).status).toBe(401);
    await forgetAnswers();
    // On the fresh token of the answer, the same key finds the command's events and answers its first outcome.
    expect((await post('/api/md/userschpwd', key, body, `Bearer ${first.body.data.token}`)).status).toBe(200);
    expect(await head()).toBe(after);
    expect((await http().post('/api/auth/login').send({ email, password: 'Nuova-Password-2025!' })).status).toBe(200);
  });
});
