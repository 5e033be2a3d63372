import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { createApp, type CreatedApp } from './create-app';

const SESSION = { message: "Sessione non valida o scaduta: effettuare di nuovo l'accesso" };
const NOT_FOUND = { message: 'Risorsa non trovata' };

/** The whole API as `npm start` builds it (on in-memory PGlite), driven over HTTP. */
describe('Tutela API (createApp)', () => {
  let created: CreatedApp;
  let bootMs = 0;
  const bodies: unknown[] = [];
  const http = () => request(created.app.getHttpServer());
  /** Every body the tests see, checked at the end for stack traces and internals. */
  const seen = (res: request.Response) => {
    bodies.push(res.body && Object.keys(res.body).length ? res.body : res.text);
    return res;
  };

  beforeAll(async () => {
    const started = Date.now();
    created = await createApp({ inMemory: true, seed: true, config: { logLevel: 'silent', webDist: '/nonexistent/tutela-web' } });
    bootMs = Date.now() - started;
  });
  afterAll(async () => {
    await created?.close();
  });

  it('boots the whole API with the demo seed quickly enough for tests', () => {
    // Generous for loaded CI machines; a healthy boot takes a few seconds.
    expect(bootMs).toBeLessThan(45_000);
    expect(created.seedReport?.users.length).toBeGreaterThan(0);
    expect(created.stores).toBe('eventi e read model su PGlite incorporato in memoria');
    expect(created.config.jwtSecretSource).toBe(process.env.JWT_SECRET ? 'env' : 'database');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = seen(await http().get('/api/does/not/exist').expect(404));
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual(NOT_FOUND);
    seen(await http().post('/api/md/nothing-here').send({}).expect(404, NOT_FOUND));
  });

  it('refuses a protected route without a token, with a forged token and with an expired token', async () => {
    seen(await http().get('/api/getuserdata').expect(401, SESSION));
    const forged = new JwtService({ secret: 'not-the-server-secret-not-the-server-secret' }).sign({ sub: 'x', app: 'md', jti: 'f' });
    seen(await http().get('/api/getuserdata').set('Authorization', `Bearer ${forged}`).expect(401, SESSION));
    const expired = new JwtService({ secret: created.config.jwtSecret }).sign({
      sub: 'x',
      app: 'md',
      jti: 'e',
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    seen(await http().get('/api/md/getuserdata').set('Authorization', `Bearer ${expired}`).expect(401, SESSION));
  });

  it('answers 400 on malformed JSON and 413 on an oversized body', async () => {
    const bad = seen(await http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":'));
    expect([bad.status, bad.body]).toEqual([400, { message: 'Il corpo della richiesta non è un JSON valido' }]);
    const huge = JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(2 * 1024 * 1024) });
    const big = seen(await http().post('/api/auth/login').set('Content-Type', 'application/json').send(huge));
    expect([big.status, big.body]).toEqual([413, { message: 'Richiesta troppo grande' }]);
  });

  it('answers 422 with an errors map for unknown and missing fields', async () => {
    const res = seen(await http().post('/api/auth/login').send({ email: 'a@b.it', isAdmin: true }).expect(422));
    expect(res.body).toEqual({
      message: 'Dati non validi',
      errors: { isAdmin: ['Campo non ammesso'], password: expect.arrayContaining(['Campo obbligatorio']) },
    });
  });

  it('serves health with the lag of each projector', async () => {
    const res = seen(await http().get('/api/health').expect(200));
    expect(res.body).toMatchObject({ status: 'ok', store: 'pglite' });
    expect(res.body.head).toBeGreaterThan(0);
    expect(res.body.projections.headPosition).toBe(res.body.head);
    expect(res.body.projections.projectors.length).toBeGreaterThan(0);
    for (const projector of res.body.projections.projectors) {
      expect(projector).toEqual({
        name: expect.any(String),
        position: expect.any(Number),
        lag: expect.any(Number),
        state: 'running',
        lastError: null,
      });
      // The seed waited for the projections: nothing is behind.
      expect(projector.lag).toBe(0);
    }
  });

  it('serves the OpenAPI document generated from the controllers', async () => {
    const res = seen(await http().get('/api/docs-json').expect(200));
    expect(res.body.info.title).toBe('Tutela API');
    expect(res.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/login', '/api/getuserdata']));
  });

  it('explains at / that the web UI is not built, without touching /api', async () => {
    const res = seen(await http().get('/').expect(200));
    expect(res.text).toContain("l'interfaccia web non è ancora stata compilata");
  });

  it('logs a seeded user in end to end through the guard, and logout revokes the token', async () => {
    const user = created.seedReport!.users[0];
    const login = seen(await http().post('/api/auth/login').send({ email: user.email, password: user.password, rememberme: false }));
    expect(login.status).toBe(200);
    const token: string = login.body.data.token;
    const me = seen(await http().get('/api/md/getuserdata').set('Authorization', `Bearer ${token}`).expect(200));
    expect(me.body.data.email).toBe(user.email);
    seen(await http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(200));
    seen(await http().get('/api/md/getuserdata').set('Authorization', `Bearer ${token}`).expect(401, SESSION));
  });

  it('never put a stack trace or an internal detail in any answer above', () => {
    expect(bodies.length).toBeGreaterThan(10);
    const all = JSON.stringify(bodies);
    expect(all).not.toMatch(/\n\s+at |\.ts:\d+|node_modules|"stack"|SyntaxError|Unexpected token|Cannot (GET|POST)/);
  });
});
