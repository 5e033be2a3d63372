import type { EventMetadata, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testDatabases } from '../testing/test-databases';
import { usersProjector } from './users.projector';

const USER = '11111111-1111-4111-8111-111111111111';
const ENTITY = '22222222-2222-4222-8222-222222222222';

function metadata(occurredAt: string): EventMetadata {
  return {
    actorId: 'system',
    actorName: 'Sistema',
    actorRole: 'system',
    entityId: ENTITY,
    correlationId: 'c',
    causationId: null,
    commandId: 'c',
    occurredAt,
  };
}

let position = 0;
function recorded(stream: string, type: string, data: unknown, occurredAt = '2025-03-01T10:00:00.000Z'): RecordedEvent {
  position += 1;
  return { id: `e${position}`, stream, revision: position, position, type, schemaVersion: 1, data, metadata: metadata(occurredAt) };
}

function history(): RecordedEvent[] {
  position = 0;
  const user = `user-${USER}`;
  return [
    recorded(`entity-${ENTITY}`, 'EntityCreated', {
      entityId: ENTITY,
      name: 'Tutela Demo',
      addressInfo: 'Via Roma 1',
      activeMd: true,
      activeFr: true,
      activeSr: false,
      generic: false,
    }),
    recorded(`entity-${ENTITY}`, 'EntityUpdated', { activeSr: true, additionalData: { logo: 'x.png' } }),
    recorded(user, 'UserCreated', {
      userId: USER,
      entityId: ENTITY,
      email: 'mario@x.it',
      firstName: 'Mario',
      lastName: 'Rossi',
      passwordHash: 'h1',
      passwordExpiresAt: '2025-09-01T00:00:00.000Z',
      mustChangePassword: true,
    }),
    recorded(user, 'UserRoleGranted', { grantId: 'g1', role: 'doctor', customerId: null, factoryId: null }),
    recorded(user, 'UserRoleGranted', { grantId: 'g2', role: 'RSPP', customerId: 'c1', factoryId: 'f1', app: 'sr' }),
    recorded(user, 'UserRoleGranted', { grantId: 'g3', role: 'nurse', customerId: null, factoryId: null }),
    recorded(user, 'UserRoleRevoked', { grantId: 'g3' }),
    recorded(user, 'UserUpdated', {
      email: 'mario.rossi@x.it',
      phone: '333',
      customerSettings: { level: 3, level_md: null, level_fr: null, factories_id: [], is_self_manage_workers_enabled: false },
    }),
    recorded(user, 'UserPasswordResetRequested', { tokenHash: 'th', expiresAt: '2025-03-01T11:00:00.000Z', app: 'md' }),
    recorded(
      user,
      'UserPasswordChanged',
      { passwordHash: 'h2', passwordExpiresAt: '2025-12-01T00:00:00.000Z', via: 'reset' },
      '2025-03-02T08:00:00.000Z',
    ),
    recorded(user, 'UserPasswordResetRequested', { tokenHash: 'th2', expiresAt: '2025-03-03T11:00:00.000Z' }),
    recorded(user, 'UserDeactivated', { reason: null }, '2025-03-03T09:00:00.000Z'),
  ];
}

async function project(db: Database, events: RecordedEvent[]): Promise<void> {
  for (const event of events) await db.transaction((tx) => usersProjector.apply(event, tx));
}

async function snapshot(db: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of usersProjector.tables) out[table] = (await db.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
  return out;
}

describe.each(testDatabases())('users projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
    for (const ddl of usersProjector.migrations) await db.query(ddl);
    // Migrations are idempotent: running them twice must not fail.
    for (const ddl of usersProjector.migrations) await db.query(ddl);
  });
  afterEach(() => db.close());

  it('builds the user, grants, credentials, reset token and entity rows', async () => {
    await project(db, history());

    const { rows: users } = await db.query<Record<string, unknown>>('SELECT * FROM users');
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      id: USER,
      entity_id: ENTITY,
      email: 'mario.rossi@x.it',
      first_name: 'Mario',
      last_name: 'Rossi',
      phone: '333',
      active: false,
      roles: ['RSPP', 'doctor'],
      must_change_password: false,
      last_position: 12,
      customer_settings: { level: 3, level_md: null, level_fr: null, factories_id: [], is_self_manage_workers_enabled: false },
    });
    expect(new Date(users[0].password_expires_at as string).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(new Date(users[0].updated_at as string).toISOString()).toBe('2025-03-03T09:00:00.000Z');

    const { rows: grants } = await db.query('SELECT grant_id, role, customer_id, factory_id, app FROM user_role_grants ORDER BY grant_id');
    expect(grants).toEqual([
      { grant_id: 'g1', role: 'doctor', customer_id: null, factory_id: null, app: null },
      { grant_id: 'g2', role: 'RSPP', customer_id: 'c1', factory_id: 'f1', app: 'sr' },
    ]);

    const { rows: credentials } = await db.query(
      'SELECT user_id, email, password_hash, active, must_change_password FROM user_credentials',
    );
    expect(credentials).toEqual([
      { user_id: USER, email: 'mario.rossi@x.it', password_hash: 'h2', active: false, must_change_password: false },
    ]);

    const { rows: tokens } = await db.query('SELECT user_id, token_hash, app FROM password_reset_tokens');
    expect(tokens).toEqual([{ user_id: USER, token_hash: 'th2', app: null }]);

    const { rows: entities } = await db.query(
      'SELECT id, name, address_info, additional_data, active_md, active_fr, active_sr, generic, revision FROM entities',
    );
    expect(entities).toEqual([
      {
        id: ENTITY,
        name: 'Tutela Demo',
        address_info: 'Via Roma 1',
        additional_data: { logo: 'x.png' },
        active_md: true,
        active_fr: true,
        active_sr: true,
        generic: false,
        revision: 2,
      },
    ]);
  });

  it('is idempotent: replaying every event leaves the same rows', async () => {
    const events = history();
    await project(db, events);
    const first = await snapshot(db);
    await project(db, events);
    await project(db, events.slice(3, 7));
    expect(await snapshot(db)).toEqual(first);
  });

  it('reactivation and a forced password change show up in users and credentials', async () => {
    const events = history();
    const user = `user-${USER}`;
    events.push(recorded(user, 'UserReactivated', {}), recorded(user, 'UserPasswordChangeForced', { reason: null }));
    await project(db, events);
    const { rows } = await db.query(
      'SELECT u.active, u.must_change_password, c.active AS c_active, c.must_change_password AS c_must FROM users u JOIN user_credentials c ON c.user_id = u.id',
    );
    expect(rows).toEqual([{ active: true, must_change_password: true, c_active: true, c_must: true }]);
  });

  it('records new events by reference (no hash), and a new password replaces an old-style hash', async () => {
    const events = history().slice(0, 3);
    const user = `user-${USER}`;
    await project(db, events);
    const credentials = () => db.query('SELECT password_hash, password_ref FROM user_credentials');
    // Old-style UserCreated: the hash it carried, as before.
    expect((await credentials()).rows).toEqual([{ password_hash: 'h1', password_ref: null }]);
    await project(db, [
      recorded(user, 'UserPasswordResetRequested', { tokenRef: 't-ref', expiresAt: '2025-03-03T11:00:00.000Z', app: 'md' }),
      recorded(user, 'UserPasswordChanged', { passwordRef: 'p-ref', passwordExpiresAt: null, via: 'self' }),
    ]);
    expect((await credentials()).rows).toEqual([{ password_hash: null, password_ref: 'p-ref' }]);
    // The change also dropped the pending link; a new one by reference keeps no hash either.
    await project(db, [recorded(user, 'UserPasswordResetRequested', { tokenRef: 't-ref2', expiresAt: '2025-03-04T11:00:00.000Z' })]);
    expect((await db.query('SELECT token_hash FROM password_reset_tokens')).rows).toEqual([{ token_hash: null }]);

    position = 100;
    const other = 'user-33333333-3333-4333-8333-333333333333';
    await project(db, [
      recorded(other, 'UserCreated', {
        userId: '33333333-3333-4333-8333-333333333333',
        entityId: ENTITY,
        email: 'nuovo@x.it',
        firstName: 'N',
        lastName: 'U',
        passwordRef: 'p-new',
        passwordExpiresAt: null,
        mustChangePassword: true,
      }),
    ]);
    const { rows } = await db.query("SELECT password_hash, password_ref FROM user_credentials WHERE email = 'nuovo@x.it'");
    expect(rows).toEqual([{ password_hash: null, password_ref: 'p-new' }]);
  });

  it('keeps the stream revision of the last entity event, and an older replayed event does not take it back', async () => {
    const events = history();
    await project(db, events.slice(0, 1));
    expect((await db.query('SELECT revision FROM entities')).rows).toEqual([{ revision: 1 }]);
    await project(db, events.slice(0, 2));
    await project(db, events.slice(0, 1));
    expect((await db.query('SELECT revision, active_sr FROM entities')).rows).toEqual([{ revision: 2, active_sr: true }]);
  });
});

describe.each(testDatabases())('users read model upgrade on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
  });
  afterEach(() => db.close());

  it('adds the entities revision to a database created before it, keeping the rows', async () => {
    const revisionMigration = usersProjector.migrations.findIndex((ddl) => ddl.includes('ADD COLUMN IF NOT EXISTS revision'));
    expect(revisionMigration).toBeGreaterThan(0);
    for (const ddl of usersProjector.migrations.slice(0, revisionMigration)) await db.query(ddl);
    await db.query(`INSERT INTO entities (id, name, created_at, updated_at, last_position) VALUES ($1, 'Ente storico', now(), now(), 1)`, [
      ENTITY,
    ]);
    for (const ddl of usersProjector.migrations) await db.query(ddl);
    expect((await db.query('SELECT name, revision FROM entities')).rows).toEqual([{ name: 'Ente storico', revision: null }]);

    position = 1;
    await project(db, [recorded(`entity-${ENTITY}`, 'EntityUpdated', { activeFr: false })]);
    expect((await db.query('SELECT active_fr, revision FROM entities')).rows).toEqual([{ active_fr: false, revision: 2 }]);
  });
});
