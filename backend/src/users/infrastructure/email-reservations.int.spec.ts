import type { EventMetadata, Database } from '@tutela/contracts';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { EmailReservations } from './email-reservations';
import { ensureUsersStorageSchema } from './users-storage.schema';

const metadata = {
  actorId: 's',
  actorName: 'S',
  actorRole: 's',
  entityId: null,
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt: '2025-01-01T00:00:00Z',
} as EventMetadata;

describe.each(testDatabases())('email reservations on $label', (factory) => {
  let db: Database;
  let store: InMemoryEventStore;
  let reservations: EmailReservations;

  beforeEach(async () => {
    db = await factory.create();
    await ensureUsersStorageSchema(db);
    await ensureUsersStorageSchema(db);
    store = new InMemoryEventStore();
    reservations = new EmailReservations(db, store);
  });
  afterEach(() => db.close());

  it('gives an address to exactly one of many concurrent claimants', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => reservations.claim('a@b.it', `u${i}`)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM user_email_reservations');
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('lets the same user claim again (retries) and frees a pending claim on release', async () => {
    expect(await reservations.claim('a@b.it', 'u1')).toBe(true);
    expect(await reservations.claim('a@b.it', 'u1')).toBe(true);
    await reservations.release('a@b.it', 'u1');
    expect(await reservations.claim('a@b.it', 'u2')).toBe(true);
    await reservations.confirm('a@b.it', 'u2');
    await reservations.release('a@b.it', 'u2');
    expect(await reservations.claim('a@b.it', 'u3')).toBe(false);
  });

  it('abandoning keeps the address when the user stream was written anyway', async () => {
    await reservations.claim('a@b.it', 'u1');
    await store.append('user-u1', [{ id: 'e1', type: 'UserCreated', data: {}, metadata }], { expectedRevision: 'no_stream' });
    await reservations.abandon('a@b.it', 'u1');
    expect(await reservations.claim('a@b.it', 'u2')).toBe(false);
  });

  it('takes over a stale pending claim only when its user was never created', async () => {
    await db.query(
      "INSERT INTO user_email_reservations (email, user_id, state, claimed_at) VALUES ('x@b.it', 'ghost', 'pending', now() - interval '1 hour')",
    );
    expect(await reservations.claim('x@b.it', 'u2')).toBe(true);

    await db.query(
      "INSERT INTO user_email_reservations (email, user_id, state, claimed_at) VALUES ('y@b.it', 'real', 'pending', now() - interval '1 hour')",
    );
    await store.append('user-real', [{ id: 'e2', type: 'UserCreated', data: {}, metadata }], { expectedRevision: 'no_stream' });
    expect(await reservations.claim('y@b.it', 'u3')).toBe(false);
    const { rows } = await db.query("SELECT state FROM user_email_reservations WHERE email = 'y@b.it'");
    expect(rows[0]).toEqual({ state: 'confirmed' });
  });

  it('frees the old address after an e-mail change', async () => {
    await reservations.claim('old@b.it', 'u1');
    await reservations.confirm('old@b.it', 'u1');
    await reservations.claim('new@b.it', 'u1');
    await reservations.confirm('new@b.it', 'u1');
    await reservations.releaseOthers('u1', 'new@b.it');
    expect(await reservations.claim('old@b.it', 'u2')).toBe(true);
    expect(await reservations.claim('new@b.it', 'u2')).toBe(false);
  });
});
