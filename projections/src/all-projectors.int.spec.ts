import { allProjectors } from './all-projectors';
import { ProjectionRuntime } from './runtime/projection-runtime';
import { silentRuntimeLogger } from './runtime/runtime-logger';
import { InMemoryEventStore } from './testing/in-memory-event-store';
import { testDatabases } from './testing/test-databases';

describe.each(testDatabases())('allProjectors on $label', (factory) => {
  it('registers unique names and migrations that can run again on an existing database', async () => {
    const projectors = allProjectors();
    expect(projectors.map((projector) => projector.name)).toContain('activity-log');
    expect(new Set(projectors.map((projector) => projector.name)).size).toBe(projectors.length);
    const db = await factory.create();
    const store = new InMemoryEventStore();
    try {
      for (let run = 0; run < 2; run++) {
        await new ProjectionRuntime({ db, eventStore: store, projectors: allProjectors(), logger: silentRuntimeLogger }).prepare();
      }
      for (const table of projectors.flatMap((projector) => projector.tables)) {
        const { rows } = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
        expect(rows[0].found).toBe(table);
      }
    } finally {
      await store.close();
      await db.close();
    }
  });
});
