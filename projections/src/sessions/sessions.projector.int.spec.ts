import type { EventMetadata, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testDatabases } from '../testing/test-databases';
import { sessionsProjector } from './sessions.projector';

const USER = '44444444-4444-4444-8444-444444444444';

function recorded(type: string, position: number, occurredAt: string): RecordedEvent {
  const metadata: EventMetadata = {
    actorId: USER,
    actorName: 'Mario Rossi',
    actorRole: 'doctor',
    entityId: 'e',
    correlationId: 'c',
    causationId: null,
    commandId: `c${position}`,
    occurredAt,
  };
  return { id: `e${position}`, stream: `user-${USER}`, revision: position, position, type, schemaVersion: 1, data: {}, metadata };
}

describe.each(testDatabases())('sessions projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
    for (const migration of sessionsProjector.migrations) await db.query(migration);
  });
  afterEach(() => db.close());

  const epoch = async () => {
    const { rows } = await db.query<{ valid_from: string | Date }>('SELECT valid_from FROM user_session_epochs WHERE user_id = $1', [USER]);
    return rows.length ? new Date(rows[0].valid_from).toISOString() : null;
  };

  it('moves the epoch to each password change or deactivation, never backwards', async () => {
    expect(sessionsProjector.handles).toEqual(['UserPasswordChanged', 'UserDeactivated', 'UserReactivated']);
    await db.transaction((tx) => sessionsProjector.apply(recorded('UserPasswordChanged', 3, '2025-05-01T10:00:00.000Z'), tx));
    expect(await epoch()).toBe('2025-05-01T10:00:00.000Z');
    await db.transaction((tx) => sessionsProjector.apply(recorded('UserDeactivated', 5, '2025-05-02T08:00:00.000Z'), tx));
    expect(await epoch()).toBe('2025-05-02T08:00:00.000Z');
    // A replayed older event leaves it where it is.
    await db.transaction((tx) => sessionsProjector.apply(recorded('UserPasswordChanged', 3, '2025-05-01T10:00:00.000Z'), tx));
    expect(await epoch()).toBe('2025-05-02T08:00:00.000Z');
  });
});
