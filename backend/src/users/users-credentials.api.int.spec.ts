import type { INestApplication } from '@nestjs/common';
import { MESSAGES, USER_MESSAGES, type EventStore, type Database } from '@tutela/contracts';
import request from 'supertest';
import { PasswordResetLinks } from '../auth/password-reset/password-reset-links';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { PasswordHasher } from './infrastructure/password-hasher';
import { DEMO_PASSWORD, demoId } from '../demo/demo-data';

const NEW_PASSWORD = 'Nuova-Password-2025!';

/** Passwords and reset links through the API, and the hashes kept out of the event log (credential_secrets). */
describe.each(apiTestTargets())('users credentials API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const tokens = new Map<string, string>();

  async function login(email: string, password: string = DEMO_PASSWORD): Promise<request.Response> {
    return http().post('/api/auth/login').send({ email, password, rememberme: false });
  }
  async function tokenOf(email: string, password: string = DEMO_PASSWORD): Promise<string> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await login(email, password);
    expect(res.status).toBe(200);
    tokens.set(email, res.body.data.token);
    return res.body.data.token;
  }
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  });
  afterAll(async () => {
    await created?.close();
  });

  it('applies the password policy on userschpwd with the Italian message, then accepts a good one', async () => {
    const token = await tokenOf('segreteria@tutela.demo');
    const weak = await http().post('/api/md/userschpwd').set(auth(token)).send({ password: 'corta1!' });
    expect(weak.status).toBe(422);
    expect(weak.body).toEqual({ message: MESSAGES.PASSWORD_WEAK, errors: { password: [MESSAGES.PASSWORD_WEAK] } });
    const mismatch = await http()
      .post('/api/md/userschpwd')
      .set(auth(token))
      .send({ password: NEW_PASSWORD, password_confirmation: 'altro' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual([MESSAGES.PASSWORD_MISMATCH]);
    // An administrator (level 9) gets the strict variant: 12 characters are not enough.
    const strict = await http()
      .post('/api/md/userschpwd')
      .set(auth(await tokenOf('admin@tutela.demo')))
      .send({ password: 'Abcdef1!ghij' });
    expect(strict.status).toBe(422);
    const ok = await http()
      .post('/api/md/userschpwd')
      .set(auth(token))
      .send({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect((await login('segreteria@tutela.demo')).status).toBe(401);
    expect((await login('segreteria@tutela.demo', NEW_PASSWORD)).status).toBe(200);
  });

  it('resets a password through the mail outbox', async () => {
    const known = await http()
      .post('/api/auth/resetpassword')
      .send({ email: 'medico@tutela.demo', app: 'md', front: 'http://localhost:5173' });
    const unknown = await http()
      .post('/api/auth/resetpassword')
      .send({ email: 'ignoto@tutela.demo', app: 'md', front: 'http://localhost:5173' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await app.get(PasswordResetLinks).settled();

    const db = app.get<Database>(DATABASE);
    const { rows } = await db.query<{ to_address: string; body_text: string; sent_at: Date | null }>(
      'SELECT to_address, body_text, sent_at FROM mail_outbox ORDER BY id',
    );
    expect(rows.map((r) => r.to_address)).toEqual(['medico@tutela.demo']);
    // Without SMTP_URL the row is the delivery: nothing sends it.
    expect(rows[0].sent_at).toBeNull();
    const link = /http:\/\/localhost:5173\/authentication\/reset-password\?token=([^&\s]+)&email=([^\s]+)/.exec(rows[0].body_text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);
    expect(decodeURIComponent(link![2])).toBe('medico@tutela.demo');

    const body = { email: 'medico@tutela.demo', token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const mismatch = await http()
      .post('/api/auth/password/reset')
      .send({ ...body, password_confirmation: 'diversa' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual([MESSAGES.PASSWORD_MISMATCH]);
    const wrongToken = await http()
      .post('/api/auth/password/reset')
      .send({ ...body, token: 'x'.repeat(43) });
    expect(wrongToken.status).toBe(422);
    expect(wrongToken.body.errors.token).toEqual([USER_MESSAGES.RESET_TOKEN_INVALID]);

    expect((await http().post('/api/auth/password/reset').send(body)).status).toBe(200);
    expect((await login('medico@tutela.demo', NEW_PASSWORD)).status).toBe(200);
    // A link works once.
    expect((await http().post('/api/auth/password/reset').send(body)).status).toBe(422);
  });

  it('upgrades an old installation: a user whose events carry the argon2 hash still logs in and changes password', async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    const userId = demoId('user:vecchio-formato');
    const oldStyle = {
      userId,
      entityId: demoId('entity'),
      email: 'vecchio@tutela.demo',
      firstName: 'Vecchio',
      lastName: 'Formato',
      passwordHash: await app.get(PasswordHasher).hash(DEMO_PASSWORD),
      passwordExpiresAt: null,
      mustChangePassword: false,
    };
    const metadata = { ...eventMetadata(SYSTEM_ACTOR, 'vecchio'), entityId: oldStyle.entityId };
    const written = await store.append(
      `user-${userId}`,
      [{ id: eventIdFor('vecchio', 0), type: 'UserCreated', data: oldStyle, metadata }],
      {
        expectedRevision: 'no_stream',
      },
    );
    await app.get(ProjectionWaiter).waitFor(written.position);
    const token = (await login('vecchio@tutela.demo')).body.data.token as string;
    expect(token).toBeDefined();
    const changed = await http()
      .post('/api/md/userschpwd')
      .set(auth(token))
      .send({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await login('vecchio@tutela.demo')).status).toBe(401);
    expect((await login('vecchio@tutela.demo', NEW_PASSWORD)).status).toBe(200);
  });

  // Runs after the tests above created users with passwords, changed one with userschpwd and reset one by link.
  it('keeps every password and reset-token hash out of the events it stored (they are in credential_secrets)', async () => {
    const db = app.get<Database>(DATABASE);
    const { rows: events } = await db.query<{ type: string; data: string }>(
      `SELECT type, data::text AS data FROM events WHERE stream LIKE 'user-%' AND id <> $1`,
      [eventIdFor('vecchio', 0)],
    );
    const types = new Set(events.map((e) => e.type));
    for (const type of ['UserCreated', 'UserPasswordChanged', 'UserPasswordResetRequested']) expect(types).toContain(type);
    for (const event of events) expect(event.data).not.toMatch(/argon2|passwordHash|tokenHash/);
    const { rows: secrets } = await db.query<{ kind: string; secret_hash: string }>('SELECT kind, secret_hash FROM credential_secrets');
    expect(secrets.filter((s) => s.kind === 'password').every((s) => s.secret_hash.startsWith('$argon2id$'))).toBe(true);
    expect(secrets.some((s) => s.kind === 'reset_token')).toBe(true);
    // Every stored reset-token hash is absent from the log too (the event names it by reference).
    const all = events.map((e) => e.data).join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret.secret_hash);
  });
});
