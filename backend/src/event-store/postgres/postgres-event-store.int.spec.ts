import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { describeEventStoreContract } from '../event-store.contract';
import { event, newStream } from '../testing/event-store-fixtures';
import { PostgresEventStore } from './postgres-event-store';
import { LOCK_NAMESPACE, LOCK_POSITION_ORDER } from './postgres-event-store.schema';

for (const database of testDatabases()) {
  describeEventStoreContract(`PostgreSQL (${database.label})`, async () => {
    const db = await database.create();
    const store = await PostgresEventStore.create(db, { pollIntervalMs: 200 });
    return {
      store,
      async dispose() {
        await store.close();
        await db.close();
      },
    };
  });

  describe(`PostgresEventStore specifics on ${database.label}`, () => {
    it('migrates idempotently and keeps the events', async () => {
      const db = await database.create();
      try {
        const store = await PostgresEventStore.create(db);
        const stream = newStream('worker');
        await store.append(stream, [event('WorkerHired')], { expectedRevision: 'no_stream' });
        const again = await PostgresEventStore.create(db);
        expect(await again.readStream(stream)).toHaveLength(1);
      } finally {
        await db.close();
      }
    });

    it('refuses to rewrite or delete a recorded event', async () => {
      const db = await database.create();
      try {
        const store = await PostgresEventStore.create(db);
        const stream = newStream('examination');
        await store.append(stream, [event('ExaminationSigned', { esito: 'idoneo' })], { expectedRevision: 'no_stream' });
        await expect(db.query(`UPDATE events SET data = '{"esito":"non idoneo"}'`)).rejects.toThrow(/non si modificano/);
        await expect(db.query('DELETE FROM events')).rejects.toThrow(/non si modificano/);
        expect((await store.readStream(stream))[0].data).toEqual({ esito: 'idoneo' });
      } finally {
        await db.close();
      }
    });

    it('releases the ordering lock when an insert fails, so later appends still go through', async () => {
      const db = await database.create();
      try {
        const store = await PostgresEventStore.create(db);
        // A trigger makes the INSERT fail while it runs, i.e. after it took the session-level ordering lock.
        await db.query(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
                        BEGIN IF NEW.type = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`);
        await db.query('CREATE TRIGGER refuse_boom BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION refuse_boom()');
        await expect(
          store.append(newStream('worker'), [event('WorkerHired'), event('Boom')], { expectedRevision: 'no_stream' }),
        ).rejects.toThrow(/boom/);
        const { rows } = await db.query<{ held: number }>(
          `SELECT count(*) AS held FROM pg_locks
            WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid = $2 AND objsubid = 2
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          [LOCK_NAMESPACE, LOCK_POSITION_ORDER],
        );
        expect(rows[0].held).toBe(0);
        const appended = await Promise.all(
          Array.from({ length: 12 }, () => store.append(newStream('worker'), [event('WorkerHired')], { expectedRevision: 'no_stream' })),
        );
        expect(appended).toHaveLength(12);
      } finally {
        await db.close();
      }
    });
  });
}
