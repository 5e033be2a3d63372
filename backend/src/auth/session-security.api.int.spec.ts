import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { MESSAGES, type Database } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { TokenService } from './tokens/token.service';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { APP_CONFIG, DATABASE } from '../shared/tokens';
import type { ResolvedAppConfig } from '../config/app-config';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { PasswordResetLinks } from './password-reset/password-reset-links';

const NEW_PASSWORD = 'Nuova-Password-2025!';
const OTHER_PASSWORD = 'Altra-Password-2026!';

/**
 * Sessions end when they must (password change, reset, deactivation, the server's lifetime cap), the login
 * throttle cannot be turned into a lock-out, and a reset mail carries nothing of the caller's `front` but
 * its vetted origin. TRUST_PROXY=loopback lets each test speak from an address of its own.
 */
describe.each(apiTestTargets())('session security on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function login(email: string, password: string = DEMO_PASSWORD, ip = '203.0.113.10'): Promise<request.Response> {
    return http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password, rememberme: false });
  }
  async function tokenOf(email: string, password: string = DEMO_PASSWORD): Promise<string> {
    const res = await login(email, password);
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  }
  async function idOf(token: string): Promise<string> {
    return (await http().get('/api/md/getuserdata').set(auth(token)).expect(200)).body.data.id as string;
  }
  async function resetLinkMail(email: string): Promise<string> {
    await app.get(PasswordResetLinks).settled();
    const db = app.get<Database>(DATABASE);
    const { rows } = await db.query<{ body_text: string }>(
      'SELECT body_text FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    expect(rows).toHaveLength(1);
    return rows[0].body_text;
  }

  beforeAll(async () => {
    created = await target.start({ trustProxy: 'loopback' });
    app = created.app;
  });
  afterAll(async () => {
    await created?.close();
  });

  describe('sessions end', () => {
    it('after the user changes the password: every earlier token is 401, the answer carries a working one', async () => {
      const other = await tokenOf('infermiere@tutela.demo');
      const current = await tokenOf('infermiere@tutela.demo');
      const changed = await http()
        .post('/api/md/userschpwd')
        .set(auth(current))
        .send({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(changed.status).toBe(200);
      await http().get('/api/md/getuserdata').set(auth(other)).expect(401);
      await http().get('/api/md/getuserdata').set(auth(current)).expect(401);
      await http().get('/api/md/getuserdata').set(auth(changed.body.data.token)).expect(200);
      await tokenOf('infermiere@tutela.demo', NEW_PASSWORD);
    });

    it('after a reset through the mail link: a token issued before it is 401', async () => {
      const before = await tokenOf('segreteria@tutela.demo');
      await http().post('/api/auth/resetpassword').send({ email: 'segreteria@tutela.demo', front: 'http://localhost:3000' }).expect(200);
      const mail = await resetLinkMail('segreteria@tutela.demo');
      const token = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(mail)![1]);
      await http()
        .post('/api/auth/password/reset')
        .send({ email: 'segreteria@tutela.demo', token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
        .expect(200);
      await http().get('/api/md/getuserdata').set(auth(before)).expect(401);
      await http()
        .get('/api/md/getuserdata')
        .set(auth(await tokenOf('segreteria@tutela.demo', NEW_PASSWORD)))
        .expect(200);
    });

    it('after a deactivation, even once the user is reactivated', async () => {
      const admin = await tokenOf('admin@tutela.demo');
      const before = await tokenOf('specializzando@tutela.demo');
      const userId = await idOf(before);
      await http()
        .post(`/api/md/users/${userId}/deactivate`)
        .set(auth(admin))
        .send({})
        .expect((res) => expect(res.status).toBeLessThan(300));
      await http().get('/api/md/getuserdata').set(auth(before)).expect(401);
      await http()
        .post(`/api/md/users/${userId}/reactivate`)
        .set(auth(admin))
        .send({})
        .expect((res) => expect(res.status).toBeLessThan(300));
      await http().get('/api/md/getuserdata').set(auth(before)).expect(401);
      await http()
        .get('/api/md/getuserdata')
        .set(auth(await tokenOf('specializzando@tutela.demo')))
        .expect(200);
    });

    it('a session just used (its principal cached) gets a granted or revoked role at the next request', async () => {
      const admin = await tokenOf('admin@tutela.demo');
      const hse = await tokenOf('hse@tutela.demo');
      const userId = await idOf(hse);
      await http().get('/api/md/users').set(auth(hse)).expect(403);
      await http().post(`/api/md/users/${userId}/roles`).set(auth(admin)).send({ role: 'entity_administrator' }).expect(201);
      await http().get('/api/md/users').set(auth(hse)).expect(200);
      const card = await http().get(`/api/md/users/${userId}`).set(auth(admin)).expect(200);
      const granted = (card.body.data.role_grants as Array<{ grant_id: string; name: string }>).find(
        (g) => g.name === 'entity_administrator',
      )!;
      await http().delete(`/api/md/users/${userId}/roles/${granted.grant_id}`).set(auth(admin)).expect(200);
      await http().get('/api/md/users').set(auth(hse)).expect(403);
    });

    it('when a token claims a longer life than the server gives, whatever its exp', async () => {
      const tokens = app.get(TokenService);
      const config = app.get<ResolvedAppConfig>(APP_CONFIG);
      const userId = await idOf(await tokenOf('hse@tutela.demo'));
      const jwt = new JwtService({ secret: config.jwtSecret });
      const now = Date.now();
      const sign = (claims: Record<string, unknown>) =>
        jwt.sign({ sub: userId, app: 'md', jti: `t-${Math.random()}`, ...claims }, { algorithm: 'HS256' });
      const yearLong = sign({ ims: now, rm: false, exp: Math.floor(now / 1000) + 365 * 86400 });
      const oldIssued = sign({ ims: now - 13 * 3600_000, rm: false, exp: Math.floor(now / 1000) + 3600 });
      const oldBuild = sign({ iat: Math.floor(now / 1000) - 31 * 86400, exp: Math.floor(now / 1000) + 3600 });
      const fresh = sign({ ims: now, rm: true, exp: Math.floor(now / 1000) + 20 * 86400 });
      for (const token of [yearLong, oldIssued, oldBuild]) await http().get('/api/md/getuserdata').set(auth(token)).expect(401);
      await http().get('/api/md/getuserdata').set(auth(fresh)).expect(200);
      expect(tokens.verify(fresh).rememberMe).toBe(true);
    });
  });

  describe('login throttling', () => {
    it('refuses the address that failed, never the owner from another address (who is only slowed down)', async () => {
      const attacker = '198.51.100.7';
      for (let i = 0; i < 5; i++) expect((await login('rspp@tutela.demo', `Errata-${i}-2025!`, attacker)).status).toBe(401);
      const refused = await login('rspp@tutela.demo', DEMO_PASSWORD, attacker);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: MESSAGES.TOO_MANY_LOGIN_ATTEMPTS });

      const started = Date.now();
      const owner = await login('rspp@tutela.demo', DEMO_PASSWORD, '192.0.2.44');
      expect(owner.status).toBe(200);
      // Slowed by the account-wide delay (250 ms after five failures), not refused.
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
      // The owner's success clears the account's failures: the attacker's address starts from zero again.
      expect((await login('rspp@tutela.demo', DEMO_PASSWORD, attacker)).status).toBe(200);
    });

    it('refuses an address that sprays wrong passwords over many accounts', async () => {
      const sprayer = '198.51.100.99';
      for (let i = 0; i < 20; i++) expect((await login(`nessuno${i}@tutela.demo`, 'Errata-2025!', sprayer)).status).toBe(401);
      expect((await login('cliente@tutela.demo', DEMO_PASSWORD, sprayer)).status).toBe(429);
      expect((await login('cliente@tutela.demo', DEMO_PASSWORD, '192.0.2.45')).status).toBe(200);
    });
  });

  describe('reset mail', () => {
    it('builds the link from the validated origin only: injected text never reaches the mail', async () => {
      const front = 'http://localhost:3000/\n\nNuovo collegamento sicuro: https://evil.example/x';
      await http().post('/api/auth/resetpassword').send({ email: 'ente@tutela.demo', front }).expect(200);
      const mail = await resetLinkMail('ente@tutela.demo');
      expect(mail).not.toContain('evil.example');
      expect(mail).not.toContain('Nuovo collegamento');
      const links = mail.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(/^http:\/\/localhost:3000\/authentication\/reset-password\?token=[\w%-]+&email=ente%40tutela\.demo$/);
      // The link works (and ends the earlier sessions of that account).
      const token = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(links[0] ?? '')![1]);
      await http()
        .post('/api/auth/password/reset')
        .send({ email: 'ente@tutela.demo', token, password: OTHER_PASSWORD, password_confirmation: OTHER_PASSWORD })
        .expect(200);
    });
  });
});
