import type { ActivityLogRow } from '@tutela/contracts';
import type { Database } from '../database/database';
import { ProjectionRuntime } from '../runtime/projection-runtime';
import { silentRuntimeLogger } from '../runtime/runtime-logger';
import { newEvent } from '../runtime/testing/event-fixtures';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { testDatabases } from '../testing/test-databases';
import { activityLogProjector } from './activity-log.projector';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VncmV0bw$segretissimo';
const TOKEN_HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe.each(testDatabases())('activity-log projector on $label', (factory) => {
  let db: Database;
  let store: InMemoryEventStore;
  let runtime: ProjectionRuntime;

  beforeEach(async () => {
    db = await factory.create();
    store = new InMemoryEventStore();
    runtime = new ProjectionRuntime({ db, eventStore: store, projectors: [activityLogProjector()], logger: silentRuntimeLogger });
    await runtime.start();
  });

  afterEach(async () => {
    await runtime.stop();
    await store.close();
    await db.close();
  });

  const rows = async () =>
    (await db.query<ActivityLogRow>('SELECT * FROM activity_log ORDER BY position')).rows.map((row) => ({
      ...row,
      operation_date: new Date(row.operation_date).toISOString(),
    }));

  it('writes one row per event with operation, subject, user and a summary without secrets', async () => {
    const user = { userId: 'u-1', entityId: 'entity-1', email: 'mario@example.it', firstName: 'Mario', lastName: 'Rossi' };
    await store.append(
      'user-u-1',
      [
        newEvent('UserCreated', { ...user, passwordHash: HASH, passwordExpiresAt: null, mustChangePassword: true }),
        newEvent('UserRoleGranted', { grantId: 'g-1', role: 'doctor', customerId: null, factoryId: null }),
        newEvent('UserPasswordChanged', { passwordHash: HASH, passwordExpiresAt: '2026-09-01', via: 'self' }),
        newEvent('UserPasswordResetRequested', { tokenHash: TOKEN_HASH, expiresAt: '2026-03-01T10:00:00.000Z', app: 'md' }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await store.append('worker-w-1', [newEvent('WorkerCreated', { first_name: 'Anna' }, { customerId: 'c-1', factoryId: 'f-1' })], {
      expectedRevision: 'no_stream',
    });
    await store.append(
      'customer-c-1',
      [newEvent('CustomerDeleted', {}, { actorId: 'u-9', actorName: 'Bruno Bianchi', actorRole: 'secretary' })],
      {
        expectedRevision: 'no_stream',
      },
    );
    const { position } = await store.append('examination-e-1', [newEvent('ExaminationDownloaded', { examinationId: 'e-1' })], {
      expectedRevision: 'no_stream',
    });
    expect(await runtime.waitForPosition(position, { timeoutMs: 5_000 })).toBe(true);

    const log = await rows();
    expect(log.map((row) => [row.position, row.log_name, row.subject_type, row.subject_id, row.description, row.causer_name])).toEqual([
      [1, 'user', 'UTENTE', 'u-1', 'INSERIMENTO', 'Anna Amministratrice'],
      [2, 'user', 'UTENTE', 'u-1', 'MODIFICA', 'Anna Amministratrice'],
      [3, 'user', 'UTENTE', 'u-1', 'MODIFICA', 'Anna Amministratrice'],
      [4, 'user', 'UTENTE', 'u-1', 'MODIFICA', 'Anna Amministratrice'],
      [5, 'worker', 'LAVORATORE', 'w-1', 'INSERIMENTO', 'Anna Amministratrice'],
      [6, 'customer', 'CLIENTE', 'c-1', 'ELIMINAZIONE', 'Bruno Bianchi'],
      [7, 'examination', 'ESAME', 'e-1', 'DOWNLOAD ESAME', 'Anna Amministratrice'],
    ]);
    expect(log.map((row) => row.summary)).toEqual([
      'Inserimento utente: email «mario@example.it», nome «Mario», cognome «Rossi», cambio password obbligatorio «sì».',
      "Ruolo assegnato all'utente: ruolo «Medico competente».",
      "Password modificata: scadenza password «01/09/2026», modalità «dall'utente».",
      'Richiesta reimpostazione password: scadenza «01/03/2026 11:00», applicazione «Medicina del lavoro».',
      'Inserimento lavoratore: nome «Anna».',
      'Eliminazione cliente.',
      'Download esame.',
    ]);
    expect(log[0]).toMatchObject({
      event_type: 'UserCreated',
      operation_date: '2026-03-01T09:30:00.000Z',
      causer_id: 'user-admin',
      causer_role: 'entity_administrator',
      entity_id: 'entity-1',
      customer_id: null,
      properties: { attributes: { ...user, passwordExpiresAt: null, mustChangePassword: true }, revision: 0, schemaVersion: 1 },
    });
    expect(log[4]).toMatchObject({ customer_id: 'c-1', factory_id: 'f-1' });
    expect(log[5]).toMatchObject({ customer_id: 'c-1', causer_id: 'u-9', causer_role: 'secretary' });

    const everything = JSON.stringify(log);
    expect(everything).not.toContain(HASH);
    expect(everything).not.toContain(TOKEN_HASH);
    expect(everything).not.toMatch(/passwordHash|tokenHash/);
  });

  it('projects users named with emoji, accents and invisible marks, whatever their length (half an emoji made its json refused)', async () => {
    const names = ['😀'.repeat(60), `a${'😀'.repeat(60)}`, '👨‍👩‍👧‍👦'.repeat(12), `${'e\u0301'.repeat(40)}\u202e\u200b`];
    let position = 0;
    for (const [index, firstName] of names.entries()) {
      ({ position } = await store.append(`user-u-${index}`, [newEvent('UserCreated', { userId: `u-${index}`, firstName, lastName: '𝔘' })], {
        expectedRevision: 'no_stream',
      }));
    }
    expect(await runtime.waitForPosition(position, { timeoutMs: 5_000 })).toBe(true);
    const log = await rows();
    expect(log.map((row) => row.summary)).toEqual(names.map((name) => expect.stringContaining(`nome «${[...name].slice(0, 2).join('')}`)));
    expect((await runtime.status()).projectors[0]).toMatchObject({ state: 'running', lag: 0 });
  });

  it('is idempotent: applying an event again adds nothing', async () => {
    const { position } = await store.append('job-j-1', [newEvent('JobCreated', { name: 'Saldatore' })], { expectedRevision: 'no_stream' });
    expect(await runtime.waitForPosition(position, { timeoutMs: 5_000 })).toBe(true);
    const [event] = await store.readAll({ limit: 1 });
    await db.transaction((tx) => activityLogProjector().apply(event, tx));
    expect(await rows()).toEqual([
      expect.objectContaining({
        position: 1,
        subject_type: 'MANSIONE',
        description: 'INSERIMENTO',
        summary: 'Inserimento mansione: nome «Saldatore».',
      }),
    ]);
  });
});
