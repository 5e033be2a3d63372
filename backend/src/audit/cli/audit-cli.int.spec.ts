import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { event, newStream, waitForHead } from '../../event-store/testing/event-store-fixtures';
import { runAuditCli } from './audit-cli';

describe('npm run audit -- verify', () => {
  it('exits 0 on an intact log and 1, naming stream and revision, once an event was edited in the database', async () => {
    const db = await testDatabases()[0].create();
    const store = await PostgresEventStore.create(db);
    try {
      const stream = newStream('worker');
      const { position } = await store.append(stream, [event('WorkerHired', { name: 'Maria' }), event('WorkerMoved', 'B')], {
        expectedRevision: 'no_stream',
      });
      await waitForHead(store, position);
      const lines: string[] = [];
      const out = (line: string) => lines.push(line);
      expect(await runAuditCli(['verify'], { db, eventStore: store, out })).toBe(0);
      expect(lines[0]).toContain('REGISTRO INTEGRO');

      await db.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
      await db.query(`UPDATE events SET metadata = metadata || '{"actorName": "Qualcun altro"}' WHERE stream = $1 AND revision = 0`, [
        stream,
      ]);
      lines.length = 0;
      expect(await runAuditCli(['verify'], { db, eventStore: store, out })).toBe(1);
      expect(lines[0]).toContain('PROBLEMI RILEVATI');
      expect(lines).toContainEqual(expect.stringContaining(`MODIFICATO: stream ${stream}, revisione 0`));

      expect(await runAuditCli(['verifica'], { db, eventStore: store, out })).toBe(2);
    } finally {
      await store.close();
      await db.close();
    }
  });
});
