import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import type { Database } from '@tutela/contracts';
import { ensurePlatformSchema } from '../../platform/platform-schema';
import { IdempotencyStore, type KeyedRequest } from './idempotency.store';

const request = (over: Partial<KeyedRequest> = {}): KeyedRequest => ({
  scope: 'u1',
  key: '0b9a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  method: 'POST',
  path: '/api/md/users',
  requestHash: 'h1',
  ...over,
});

describe.each(testDatabases())('idempotency store on $label', (factory) => {
  let db: Database;
  const store = (options: ConstructorParameters<typeof IdempotencyStore>[1] = {}) =>
    new IdempotencyStore(db, { waitMs: 0, pollMs: 5, ...options });

  beforeAll(async () => {
    db = await factory.create();
    await ensurePlatformSchema(db);
    await ensurePlatformSchema(db);
  });
  beforeEach(() => db.query('DELETE FROM idempotency_keys'));
  afterAll(() => db.close());

  it('lets the first request run, keeps duplicates out while it runs, then repeats its answer', async () => {
    const s = store();
    expect(await s.claim(request())).toEqual({ kind: 'owner' });
    expect(await s.claim(request())).toEqual({ kind: 'in_progress' });
    await s.complete(request(), 201, { data: { id: 'x', revision: 0 } });
    expect(await s.claim(request())).toEqual({ kind: 'replay', status: 201, body: { data: { id: 'x', revision: 0 } } });
  });

  it('answers mismatch for the same key with another body, method or path, and keeps callers apart', async () => {
    const s = store();
    await s.claim(request());
    await s.complete(request(), 200, { ok: true });
    expect(await s.claim(request({ requestHash: 'h2' }))).toEqual({ kind: 'mismatch' });
    expect(await s.claim(request({ method: 'DELETE' }))).toEqual({ kind: 'mismatch' });
    expect(await s.claim(request({ path: '/api/md/entities' }))).toEqual({ kind: 'mismatch' });
    expect(await s.claim(request({ scope: 'u2', requestHash: 'h2' }))).toEqual({ kind: 'owner' });
  });

  it('gives a key to exactly one of many concurrent first requests', async () => {
    const s = store();
    const claims = await Promise.all(Array.from({ length: 6 }, () => s.claim(request())));
    expect(claims.filter((c) => c.kind === 'owner')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'in_progress')).toHaveLength(5);
  });

  it('makes a duplicate wait for the first answer when it comes in time', async () => {
    const s = store({ waitMs: 2_000 });
    await s.claim(request());
    const waiting = s.claim(request());
    setTimeout(() => void s.complete(request(), 200, { data: 'primo' }), 100);
    expect(await waiting).toEqual({ kind: 'replay', status: 200, body: { data: 'primo' } });
  });

  it('forgets a released claim, takes over a dead one of the same request only, and starts over after expiry', async () => {
    const s = store();
    await s.claim(request());
    await s.release(request());
    expect(await s.claim(request())).toEqual({ kind: 'owner' });
    // The process answering it died: past the lease, a retry of the same request takes it over; another request does not.
    await db.query("UPDATE idempotency_keys SET locked_until = now() - interval '1 second'");
    expect(await s.claim(request({ requestHash: 'h2' }))).toEqual({ kind: 'mismatch' });
    expect(await s.claim(request())).toEqual({ kind: 'owner' });
    await s.complete(request(), 200, { data: 1 });
    // A release never drops an answered key.
    await s.release(request());
    expect(await s.claim(request())).toMatchObject({ kind: 'replay' });
    await db.query("UPDATE idempotency_keys SET expires_at = now() - interval '1 second'");
    expect(await s.claim(request({ requestHash: 'h2' }))).toEqual({ kind: 'owner' });
  });

  it('remembers keys for 24 hours by default', async () => {
    await new IdempotencyStore(db).claim(request());
    const { rows } = await db.query<{ hours: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM idempotency_keys',
    );
    expect(rows[0].hours).toBe(24);
  });
});
