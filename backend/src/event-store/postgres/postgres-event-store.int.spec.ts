import { IdempotencyMismatchError, WrongExpectedRevisionError } from '@tutela/contracts';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { GENESIS_HASH, expectedEventHash } from '../../shared/event-chain/event-chain';
import { describeEventStoreContract } from '../event-store.contract';
import { event, newStream, waitForHead } from '../testing/event-store-fixtures';
import { PostgresEventStore } from './postgres-event-store';
import { LOCK_NAMESPACE, LOCK_POSITION_ORDER } from './postgres-event-store.schema';
import { installPreviousSchema, previousAppend } from './testing/previous-version';

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

    it('upgrades an installation of the previous release in place: old events, revisions and ids carry on', async () => {
      const db = await database.create();
      try {
        await installPreviousSchema(db);
        const a = newStream('worker');
        const b = newStream('customer');
        const oldBatch = [event('WorkerHired', 0), event('WorkerMoved', 1)];
        const old = await previousAppend(db, a, oldBatch);
        const last = await previousAppend(db, b, [event('CustomerRegistered', 2)]);

        const store = await PostgresEventStore.create(db);
        await waitForHead(store, last.position);
        expect((await store.readAll({ after: 0, limit: 10 })).map((e) => e.data)).toEqual([0, 1, 2]);
        // The retry of a batch the old release wrote is recognised, and the revisions continue from its rows.
        await expect(store.append(a, oldBatch, { expectedRevision: 'no_stream' })).resolves.toEqual({
          nextRevision: 1,
          position: old.position,
        });
        const error = await store.append(a, [event('WorkerMoved')], { expectedRevision: 0 }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ actual: 1 });
        const next = await store.append(a, [event('WorkerMoved', 3), event('WorkerMoved', 4)], { expectedRevision: 1 });
        expect(next.nextRevision).toBe(3);
        await waitForHead(store, next.position);
        const all = await store.readAll({ after: 0, limit: 10 });
        expect(all.map((e) => e.data)).toEqual([0, 1, 2, 3, 4]);
        expect(all.at(-1)?.position).toBe(next.position);
        expect(all.map((e) => e.position)).toEqual([...all.map((e) => e.position)].sort((x, y) => x - y));
        // The migration back-filled the old events' chain, and the new ones carry it on.
        let previous = GENESIS_HASH;
        for (const link of await store.readChain(a)) {
          expect(link).toMatchObject({ previousHash: previous, hash: expectedEventHash(previous, link) });
          previous = link.hash!;
        }
        expect((await store.readChain(a)).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
      } finally {
        await db.close();
      }
    });

    it('rejects a retry whose first id is new but a later one is stored, writing nothing', async () => {
      const db = await database.create();
      try {
        const store = await PostgresEventStore.create(db);
        const stream = newStream('dvr');
        const stored = event('DvrDrafted');
        await store.append(stream, [stored], { expectedRevision: 'no_stream' });
        const error = await store.append(stream, [event('DvrApproved'), stored], { expectedRevision: 0 }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(IdempotencyMismatchError);
        expect(await store.readStream(stream)).toHaveLength(1);
        // A stale revision on such a batch still reads as the mismatch it is.
        const stale = await store
          .append(stream, [event('DvrApproved'), stored], { expectedRevision: 'no_stream' })
          .catch((e: unknown) => e);
        expect(stale).toBeInstanceOf(IdempotencyMismatchError);
      } finally {
        await db.close();
      }
    });

    it('answers an expected revision beyond any stored one as a conflict, not a database error', async () => {
      const db = await database.create();
      try {
        const store = await PostgresEventStore.create(db);
        const stream = newStream('job');
        await store.append(stream, [event('JobOpened')], { expectedRevision: 'no_stream' });
        const error = await store
          .append(stream, [event('JobRenamed')], { expectedRevision: Number.MAX_SAFE_INTEGER })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ expected: Number.MAX_SAFE_INTEGER, actual: 0 });
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
