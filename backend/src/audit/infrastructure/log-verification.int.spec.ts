import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import type { Database } from '@tutela/contracts';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { event, newStream, waitForHead } from '../../event-store/testing/event-store-fixtures';
import { SYSTEM_ACTOR } from '../../shared/event-metadata';
import { migrateAuditStorage } from './audit-storage.schema';
import { listVerifications, verifyLog } from './log-verification';

/**
 * Tamper evidence end to end: a clean log verifies, then someone with database access edits the events table
 * directly (trigger switched off, as an intruder would) and the next verification names the stream, the
 * revision and the position of what changed.
 */
for (const database of testDatabases()) {
  describe(`log verification on ${database.label}`, () => {
    let db: Database;
    let store: PostgresEventStore;
    let streams: { a: string; b: string; c: string };
    const verify = () =>
      verifyLog(db, store, store, {
        source: 'cli',
        actor: SYSTEM_ACTOR,
        checkpointEvery: 3,
      });
    const tamper = async (sql: string, params: unknown[]) => {
      await db.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
      await db.query(sql, params);
      await db.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
    };
    const positionOf = async (stream: string, revision: number) =>
      Number(
        (await db.query<{ position: string }>('SELECT position FROM events WHERE stream = $1 AND revision = $2', [stream, revision]))
          .rows[0].position,
      );

    beforeEach(async () => {
      db = await database.create();
      store = await PostgresEventStore.create(db);
      await migrateAuditStorage(db);
      streams = {
        a: newStream('worker'),
        b: newStream('customer'),
        c: newStream('job'),
      };
      for (const stream of Object.values(streams)) {
        await store.append(stream, [event('Created', { n: 0 }), event('Updated', { n: 1 }), event('Updated', { n: 2 })], {
          expectedRevision: 'no_stream',
        });
      }
      // Interleave the streams in the global order, so checkpoints cover several streams.
      let last = 0;
      for (const stream of Object.values(streams))
        ({ position: last } = await store.append(stream, [event('Updated', { n: 3 })], { expectedRevision: 2 }));
      // The verifier reads what readers may see: wait until every append is visible (the server is shared).
      await waitForHead(store, last);
      const clean = await verify();
      expect(clean).toMatchObject({
        ok: true,
        problem_count: 0,
        events_checked: 12,
        streams_checked: 3,
      });
    });
    afterEach(async () => {
      await store.close();
      await db.close();
    });

    it('passes again on an untouched log, now against its checkpoints, and lists its runs newest first', async () => {
      const again = await verify();
      expect(again).toMatchObject({ ok: true, problems: [] });
      expect(again.checkpoints_checked).toBeGreaterThanOrEqual(4);
      const runs = await listVerifications(db, 10);
      expect(runs.map((run) => run.id)).toEqual([again.id, expect.any(String)]);
    });

    it('reports an event whose data was UPDATEd in the database, with stream, revision and position', async () => {
      const position = await positionOf(streams.a, 1);
      await tamper(`UPDATE events SET data = '{"n": 100}' WHERE stream = $1 AND revision = 1`, [streams.a]);
      const result = await verify();
      expect(result.ok).toBe(false);
      expect(result.problems).toEqual([
        {
          kind: 'altered',
          stream: streams.a,
          revision: 1,
          position,
          detail: expect.any(String),
        },
      ]);
    });

    it('reports a DELETEd event as removed, in its stream and in the global checkpoints', async () => {
      await tamper('DELETE FROM events WHERE stream = $1 AND revision = 1', [streams.b]);
      const result = await verify();
      expect(result.ok).toBe(false);
      expect(result.problems).toContainEqual({
        kind: 'removed',
        stream: streams.b,
        revision: 1,
        position: null,
        detail: expect.any(String),
      });
      expect(result.problems).toContainEqual(
        expect.objectContaining({
          kind: 'removed',
          stream: null,
          detail: expect.stringContaining('1 eventi mancanti'),
        }),
      );
    });

    it('reports the last event of a stream DELETEd through the checkpoints alone', async () => {
      const position = await positionOf(streams.c, 3);
      await tamper('DELETE FROM events WHERE stream = $1 AND revision = 3', [streams.c]);
      const result = await verify();
      expect(result.problems).toEqual([
        expect.objectContaining({
          kind: 'removed',
          stream: null,
          position: expect.any(Number),
        }),
      ]);
      expect(result.problems[0].position).toBeGreaterThanOrEqual(position);
    });

    it('reports two events of a stream swapped in the database as reordered, at both revisions', async () => {
      const [first, second] = [await positionOf(streams.c, 1), await positionOf(streams.c, 2)];
      // Through free revisions: the (stream, revision) constraint is checked row by row.
      await tamper(`UPDATE events SET revision = 1000 + CASE revision WHEN 1 THEN 2 ELSE 1 END WHERE stream = $1 AND revision IN (1, 2)`, [
        streams.c,
      ]);
      await tamper('UPDATE events SET revision = revision - 1000 WHERE stream = $1 AND revision >= 1000', [streams.c]);
      const result = await verify();
      expect(result.problems).toEqual([
        {
          kind: 'reordered',
          stream: streams.c,
          revision: 1,
          position: second,
          detail: 'registrato alla revisione 2, ora alla 1',
        },
        {
          kind: 'reordered',
          stream: streams.c,
          revision: 2,
          position: first,
          detail: 'registrato alla revisione 1, ora alla 2',
        },
      ]);
    });

    it('reports two streams swapped in the global order through the checkpoints', async () => {
      const [a, b] = [await positionOf(streams.a, 3), await positionOf(streams.b, 3)];
      await tamper('UPDATE events SET position = -position WHERE position IN ($1, $2)', [a, b]);
      await tamper('UPDATE events SET position = CASE WHEN position = -$1::bigint THEN $2::bigint ELSE $1::bigint END WHERE position < 0', [
        a,
        b,
      ]);
      const result = await verify();
      expect(result.problems).toEqual([expect.objectContaining({ kind: 'reordered', stream: null })]);
    });
  });
}
