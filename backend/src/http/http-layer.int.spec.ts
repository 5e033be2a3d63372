import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { TokenService } from '../auth/tokens/token.service';
import { MAX_PAGE } from '@tutela/contracts';
import { HTTP_MESSAGES } from './http-messages';
import { MAX_INPUT_DEPTH } from './input/input-rules';
import { createHttpLayerHarness, type HttpLayerHarness } from './testing/http-layer-harness';

const SESSION = { message: HTTP_MESSAGES.sessionInvalid };
const FORBIDDEN = { message: 'Utente non autorizzato' };

function expectNoInternals(body: unknown): void {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\bat .*\.(ts|js):\d+|stack|postgres:\/\/|TypeError/);
}

describe('HTTP layer', () => {
  let h: HttpLayerHarness;
  let tokens: TokenService;
  const server = () => h.app.getHttpServer();

  beforeAll(async () => {
    h = await createHttpLayerHarness();
    tokens = h.app.get(TokenService);
    h.loader.users.set('u-staff', { level: 6, role: 'secretary', secondRole: 'doctor' });
    h.loader.users.set('u-admin', { level: 9, role: 'system_administrator' });
    h.loader.users.set('u-customer', {
      level: 3,
      role: 'customer',
      roles: [{ grantId: 'g1', name: 'RSPP', customerId: 'c1', factoryId: null }],
    });
    h.loader.users.set('u-expired', { passwordExpired: true });
  });
  afterAll(() => h.close());

  const bearer = (userId: string, app: 'md' | 'fr' | 'sr' = 'md') => `Bearer ${tokens.issue({ userId, app }).token}`;

  describe('authentication', () => {
    it('opens @Public() routes to anonymous callers', async () => {
      await request(server()).get('/api/md/probe/public').expect(200, { data: 'aperto' });
    });

    it('denies by default: no token, a forged one, an expired one, a malformed header → 401', async () => {
      const forged = new JwtService({ secret: 'another-secret-another-secret-12345' }).sign({ sub: 'u-staff', app: 'md', jti: 'x' });
      const expired = new JwtService({ secret: h.config.jwtSecret }).sign({
        sub: 'u-staff',
        app: 'md',
        jti: 'y',
        exp: Math.floor(Date.now() / 1000) - 60,
      });
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"u-staff","app":"md","jti":"z"}').toString('base64url')}.`;
      for (const authorization of [undefined, `Bearer ${forged}`, `Bearer ${expired}`, `Bearer ${none}`, 'Basic abc', 'Bearer']) {
        const req = request(server()).get('/api/md/probe/me');
        const res = await (authorization ? req.set('Authorization', authorization) : req);
        expect({ authorization, status: res.status, body: res.body }).toEqual({ authorization, status: 401, body: SESSION });
      }
    });

    it('rejects a token whose user no longer loads (deactivated or deleted)', async () => {
      await request(server()).get('/api/md/probe/me').set('Authorization', bearer('u-ghost')).expect(401, SESSION);
    });

    it('rejects a revoked token and purges revocations of expired tokens', async () => {
      const issued = tokens.issue({ userId: 'u-staff', app: 'md' });
      await request(server()).get('/api/md/probe/me').set('Authorization', `Bearer ${issued.token}`).expect(200);
      await tokens.revoke('old-token', new Date(Date.now() - 1000));
      await tokens.revoke(issued.tokenId, issued.expiresAt);
      await request(server()).get('/api/md/probe/me').set('Authorization', `Bearer ${issued.token}`).expect(401, SESSION);
      expect(await tokens.isRevoked('old-token')).toBe(false);
    });

    it('issues 12 h tokens, 30 days with remember-me', () => {
      const hours = (d: Date) => (d.getTime() - Date.now()) / 3_600_000;
      expect(hours(tokens.issue({ userId: 'u', app: 'md' }).expiresAt)).toBeCloseTo(12, 1);
      expect(hours(tokens.issue({ userId: 'u', app: 'md', rememberMe: true }).expiresAt)).toBeCloseTo(720, 1);
    });

    it('takes the application from the path, then the header, then the token; exposes the token expiry', async () => {
      const token = bearer('u-staff', 'fr');
      const me = await request(server()).get('/api/md/probe/me').set('Authorization', token).expect(200);
      expect(me.body.data.app).toBe('md');
      expect(new Date(me.body.data.tokenExpiresAt).getTime()).toBeGreaterThan(Date.now());
      const fromToken = await request(server()).get('/api/getuserdata').set('Authorization', token).expect(200);
      expect(fromToken.body.data.app).toBe('fr');
      const fromHeader = await request(server()).get('/api/getuserdata').set('Authorization', token).set('x-tutela-app', 'sr');
      expect(fromHeader.body.data.app).toBe('sr');
    });
  });

  describe('authorization', () => {
    it('answers 403 "Utente non autorizzato" below the required level', async () => {
      await request(server()).get('/api/md/probe/admin').set('Authorization', bearer('u-staff')).expect(403, FORBIDDEN);
      await request(server()).get('/api/md/probe/admin').set('Authorization', bearer('u-admin')).expect(200);
    });

    it('matches required roles against role, second role and grants', async () => {
      await request(server()).get('/api/md/probe/doctors').set('Authorization', bearer('u-staff')).expect(200);
      await request(server()).get('/api/md/probe/doctors').set('Authorization', bearer('u-customer')).expect(403, FORBIDDEN);
      h.loader.users.set('u-granted', { role: 'secretary', roles: [{ grantId: 'g', name: 'doctor', customerId: null, factoryId: null }] });
      await request(server()).get('/api/md/probe/doctors').set('Authorization', bearer('u-granted')).expect(200);
    });

    it('lets a user whose password expired reach only getuserdata, userschpwd and logout', async () => {
      const token = bearer('u-expired');
      const refused = await request(server()).get('/api/md/probe/me').set('Authorization', token).expect(403);
      expect(refused.body).toEqual({ message: HTTP_MESSAGES.passwordChangeRequired });
      await request(server()).get('/api/getuserdata').set('Authorization', token).expect(200);
    });
  });

  describe('routing is exact', () => {
    it('reaches a handler only with the route spelled exactly: other letter cases and trailing slashes are 404', async () => {
      const admin = bearer('u-admin');
      const staff = bearer('u-staff', 'sr');
      await request(server()).get('/api/md/probe/admin').set('Authorization', admin).expect(200);
      for (const path of [
        '/api/MD/probe/admin',
        '/API/md/probe/admin',
        '/api/md/PROBE/admin',
        '/api/Md/probe/Admin',
        '/api/md/probe/admin/',
      ]) {
        for (const authorization of [admin, staff]) {
          const res = await request(server()).get(path).set('Authorization', authorization).set('x-tutela-app', 'md');
          expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: { message: 'Risorsa non trovata' } });
        }
      }
    });

    it('takes the level of the path application, whatever the header or the token says', async () => {
      h.loader.users.set('u-sr-admin', { level: 8, role: 'hse_manager' });
      const srToken = bearer('u-sr-admin', 'sr');
      const me = await request(server()).get('/api/md/probe/me').set('Authorization', srToken).set('x-tutela-app', 'sr').expect(200);
      expect(me.body.data.app).toBe('md');
    });
  });

  describe('security headers', () => {
    it('sends CSP, no-sniff, no framing and a referrer policy; API answers are never cached', async () => {
      const res = await request(server()).get('/api/md/probe/me').set('Authorization', bearer('u-staff')).expect(200);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      const login = await request(server()).get('/api/md/probe/public').expect(200);
      expect(login.headers['cache-control']).toBe('no-store');
    });
  });

  describe('errors', () => {
    const post = (body: string, type = 'application/json') =>
      request(server()).post('/api/md/probe/echo').set('Authorization', bearer('u-staff')).set('Content-Type', type).send(body);

    it('answers a valid body', async () => {
      const body = { email: 'a@b.it', name: 'Mario', address: { city: 'Roma' } };
      await post(JSON.stringify(body)).expect(201, { data: body });
    });

    it('answers 422 with an Italian errors map, nested paths and unknown fields', async () => {
      const res = await post(JSON.stringify({ email: 'x', name: 'Al', address: { city: '' }, admin: true }));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Dati non validi',
        errors: {
          email: ['Email non valida'],
          name: ['Deve contenere almeno 3 caratteri'],
          'address.city': ['Campo obbligatorio'],
          admin: ['Campo non ammesso'],
        },
      });
    });

    it('answers 400 on malformed JSON and 413 on a body over the limit', async () => {
      const bad = await post('{"email": ');
      expect([bad.status, bad.body]).toEqual([400, { message: 'Il corpo della richiesta non è un JSON valido' }]);
      const big = await post(JSON.stringify({ email: 'a@b.it', name: 'x'.repeat(5000), address: { city: 'Roma' } }));
      expect([big.status, big.body]).toEqual([413, { message: 'Richiesta troppo grande' }]);
    });

    it('maps DomainError to 422 with its field errors and a revision conflict to 409', async () => {
      const domain = await request(server()).get('/api/md/probe/domain').set('Authorization', bearer('u-staff')).expect(422);
      expect(domain.body).toEqual({
        message: 'Non è possibile salvare una visita senza giuidizio di idoneità',
        errors: { giudizio: ['Non è possibile salvare una visita senza giuidizio di idoneità'] },
      });
      const conflict = await request(server()).get('/api/md/probe/conflict').set('Authorization', bearer('u-staff')).expect(409);
      expect(conflict.body.message).toMatch(/^Il record è stato modificato da un altro utente/);
    });

    it('hides unexpected errors behind a generic 500', async () => {
      const res = await request(server()).get('/api/md/probe/crash').set('Authorization', bearer('u-staff')).expect(500);
      expect(res.body).toEqual({ message: 'Errore interno del server' });
      expectNoInternals(res.body);
    });

    it('answers unknown API routes with a JSON 404, authenticated or not', async () => {
      for (const path of ['/api/nope', '/api/md/nope/deeper', '/api']) {
        const res = await request(server()).get(path).expect(404);
        expect(res.headers['content-type']).toMatch(/json/);
        expect(res.body).toEqual({ message: 'Risorsa non trovata' });
      }
      await request(server()).delete('/api/md/probe/public').expect(404, { message: 'Risorsa non trovata' });
    });
  });

  describe('input rules (every endpoint inherits them)', () => {
    const invalid = (errors: Record<string, string[]>) => ({ message: HTTP_MESSAGES.invalidData, errors });
    const postJson = (path: string, json: string, authorization: string | null = bearer('u-staff')) => {
      const req = request(server()).post(path).set('Content-Type', 'application/json');
      return (authorization ? req.set('Authorization', authorization) : req).send(json);
    };
    const get = (path: string) => request(server()).get(path).set('Authorization', bearer('u-staff'));
    const valid = { email: 'a@b.it', name: 'Mario', address: { city: 'Roma' } };

    it('refuses a NUL character in any body string, nested ones included, before the handler', async () => {
      const res = await postJson('/api/md/probe/echo', JSON.stringify({ ...valid, name: 'Ma\u0000rio', address: { city: 'R\u0000' } }));
      expect([res.status, res.body]).toEqual([
        422,
        invalid({ 'address.city': [HTTP_MESSAGES.forbiddenCharacters], name: [HTTP_MESSAGES.forbiddenCharacters] }),
      ]);
      // Before authentication, like a malformed JSON body: an anonymous caller gets the same 422.
      const anonymous = await postJson('/api/md/probe/echo', JSON.stringify({ ...valid, name: '\u0000' }), null);
      expect(anonymous.status).toBe(422);
    });

    it('refuses half of a surrogate pair (which also made the e-mail validator throw) and other control characters', async () => {
      const lone = await postJson('/api/md/probe/echo', '{"email":"a\\ud800@b.it","name":"Mario","address":{"city":"Roma"}}');
      expect([lone.status, lone.body]).toEqual([422, invalid({ email: [HTTP_MESSAGES.forbiddenCharacters] })]);
      const lowHalf = await postJson('/api/md/probe/echo', JSON.stringify({ ...valid, name: 'x\udc00yz' }));
      expect(lowHalf.body.errors).toEqual({ name: [HTTP_MESSAGES.forbiddenCharacters] });
      const escape = await postJson('/api/md/probe/echo', JSON.stringify({ ...valid, name: 'Mario\u001b[31m' }));
      expect(escape.status).toBe(422);
      // Whole pairs, tabs and line breaks are ordinary text.
      const fine = { ...valid, name: 'Mario 🙂\tRossi\r\nsecondo rigo' };
      await postJson('/api/md/probe/echo', JSON.stringify(fine)).expect(201, { data: fine });
    });

    it('refuses the same characters in query strings and path segments, and malformed %-encoding with a 400', async () => {
      await get('/api/md/probe/list?search=a%00b').expect(422, invalid({ search: [HTTP_MESSAGES.forbiddenCharacters] }));
      await get('/api/md/probe/items/%00').expect(422, invalid({ path: [HTTP_MESSAGES.forbiddenCharacters] }));
      await get('/api/md/probe/items/a%1Fb').expect(422);
      for (const malformed of ['%E0%A4%A', '%ED%A0%80', '%zz', '%']) {
        const res = await get(`/api/md/probe/items/${malformed}`);
        expect([malformed, res.status, res.body]).toEqual([malformed, 400, { message: HTTP_MESSAGES.invalidPath }]);
      }
      await get('/api/md/probe/items/Mario%20Rossi%20%F0%9F%99%82').expect(200, { data: 'Mario Rossi 🙂' });
    });

    it('refuses null for a field that may only be left out, with one message; accepts it where the DTO says nullable', async () => {
      const res = await postJson('/api/md/probe/optional', JSON.stringify({ nickname: null }));
      expect([res.status, res.body]).toEqual([422, invalid({ nickname: [HTTP_MESSAGES.nullNotAllowed] })]);
      await postJson('/api/md/probe/optional', JSON.stringify({ note: null })).expect(201, { data: { note: null } });
      await postJson('/api/md/probe/optional', '{}').expect(201, { data: {} });
      const wrongType = await postJson('/api/md/probe/optional', JSON.stringify({ nickname: 5 }));
      expect(wrongType.body.errors.nickname).toContain('Deve essere un testo');
    });

    it('bounds page to 1…MAX_PAGE and per_page to the page sizes, with Italian messages', async () => {
      for (const page of ['1e18', '100001', '0', '-1', '1.5', 'abc', '99999999999999999999']) {
        const res = await get(`/api/md/probe/list?page=${page}`);
        expect([page, res.status, res.body]).toEqual([page, 422, invalid({ page: [HTTP_MESSAGES.pageOutOfRange] })]);
      }
      const last = await get(`/api/md/probe/list?page=${MAX_PAGE}&per_page=100`).expect(200);
      expect(last.body.data).toMatchObject({ page: MAX_PAGE, per_page: 100 });
      await get('/api/md/probe/list?per_page=7').expect(422, invalid({ per_page: [HTTP_MESSAGES.perPageNotAllowed] }));
    });

    it('answers one Italian message when the body is JSON but not an object', async () => {
      for (const json of ['[]', '[{"email":"a@b.it"}]']) {
        const res = await postJson('/api/md/probe/echo', json);
        expect([json, res.status, res.body]).toEqual([
          json,
          422,
          { message: HTTP_MESSAGES.bodyNotObject, errors: { _: [HTTP_MESSAGES.bodyNotObject] } },
        ]);
      }
      // A bare scalar is not even accepted by the JSON parser (strict mode).
      await postJson('/api/md/probe/echo', '"testo"').expect(400, { message: HTTP_MESSAGES.invalidJson });
    });

    it('refuses __proto__, constructor and prototype keys anywhere instead of dropping them', async () => {
      const top = await postJson('/api/md/probe/echo', `{"__proto__":{"admin":true},${JSON.stringify(valid).slice(1)}`);
      expect([top.status, top.body]).toEqual([422, invalid({ ['__proto__']: [HTTP_MESSAGES.fieldNotAllowed] })]);
      const nested = await postJson(
        '/api/md/probe/echo',
        JSON.stringify({ ...valid, address: { city: 'Roma', constructor: { prototype: 1 } } }),
      );
      expect(nested.body).toEqual(invalid({ 'address.constructor': [HTTP_MESSAGES.fieldNotAllowed] }));
      await get('/api/md/probe/list?prototype=1').expect(422, invalid({ prototype: [HTTP_MESSAGES.fieldNotAllowed] }));
      const form = await request(server())
        .post('/api/md/probe/echo')
        .set('Authorization', bearer('u-staff'))
        .type('form')
        .send('email=a%40b.it&name=Mario&address[city]=Roma&__proto__[admin]=1');
      expect([form.status, form.body]).toEqual([422, invalid({ '__proto__[admin]': [HTTP_MESSAGES.fieldNotAllowed] })]);
    });

    it('refuses nesting deeper than the validators can walk', async () => {
      const deep = '['.repeat(MAX_INPUT_DEPTH + 5) + ']'.repeat(MAX_INPUT_DEPTH + 5);
      const res = await postJson('/api/md/probe/echo', JSON.stringify({ ...valid }).replace('"Roma"', deep));
      expect(res.status).toBe(422);
      expect(Object.values(res.body.errors).flat()).toContain(HTTP_MESSAGES.tooDeep);
    });
  });

  describe('health and OpenAPI', () => {
    it('serves health publicly with the lag of each projector', async () => {
      const res = await request(server()).get('/api/health').expect(200);
      expect(res.body).toEqual({
        status: 'ok',
        store: 'pglite',
        head: 3,
        projections: { headPosition: 3, projectors: [{ name: 'users', position: 1, lag: 2, state: 'running', lastError: null }] },
      });
    });

    it('serves the OpenAPI document with bearer auth declared', async () => {
      const res = await request(server()).get('/api/docs-json').expect(200);
      expect(res.body.openapi).toMatch(/^3\./);
      expect(res.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/md/probe/echo']));
      // Every command declares the optional Idempotency-Key; reads do not.
      const header = (operation: { parameters?: { name: string; in: string }[] }) =>
        operation.parameters?.some((p) => p.name === 'Idempotency-Key' && p.in === 'header');
      expect(header(res.body.paths['/api/md/probe/echo'].post)).toBe(true);
      expect(header(res.body.paths['/api/health'].get)).toBeFalsy();
      await request(server()).get('/api/docs').expect(200).expect('Content-Type', /html/);
    });

    it('does not serve the OpenAPI document when API_DOCS is off', async () => {
      const closed = await createHttpLayerHarness({ apiDocs: false });
      try {
        for (const path of ['/api/docs', '/api/docs-json', '/api/docs-yaml']) {
          await request(closed.app.getHttpServer()).get(path).expect(404);
        }
      } finally {
        await closed.close();
      }
    });
  });
});

describe('web UI', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('explains in Italian how to build the UI when it is not built', async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'tutela-web-'));
    const h = await createHttpLayerHarness({ webDist: dist });
    try {
      const res = await request(h.app.getHttpServer()).get('/').expect(200).expect('Content-Type', /html/);
      expect(res.text).toContain("l'interfaccia web non è ancora stata compilata");
      expect(res.text).toContain('npm run build');
      await request(h.app.getHttpServer()).get('/api/nope').expect(404, { message: 'Risorsa non trovata' });
    } finally {
      await h.close();
    }
  });

  it('serves files, falls back to index.html for client routes, never for /api or missing assets', async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'tutela-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tutela SPA</title>');
    writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const h = await createHttpLayerHarness({ webDist: dist });
    const server = h.app.getHttpServer();
    try {
      for (const route of ['/', '/authentication/login', '/customers/list/card/42']) {
        const res = await request(server).get(route).expect(200);
        expect(res.text).toContain('Tutela SPA');
      }
      const asset = await request(server).get('/assets/app-123.js').expect(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      await request(server).get('/assets/missing.js').expect(404, { message: 'Risorsa non trovata' });
      await request(server).get('/api/md/unknown').expect(404, { message: 'Risorsa non trovata' });
      await request(server).get('/API/md/probe/admin').expect(404, { message: 'Risorsa non trovata' });
      await request(server).post('/customers').expect(404);
    } finally {
      await h.close();
    }
  });
});
