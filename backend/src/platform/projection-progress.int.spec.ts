import type { EventStore, Database } from '@tutela/contracts';
import { CHECKPOINTS_TABLE, ProjectionRuntime } from '@tutela/projections';
import { CheckpointTableProgress } from './projection-progress';
import { emptyPglite } from '@tutela/projections/src/testing/test-databases';

describe('CheckpointTableProgress (API process without projections)', () => {
  let db: Database;
  let head = 10;
  const eventStore = { headPosition: async () => head } as unknown as EventStore;

  beforeAll(async () => {
    db = await emptyPglite();
    // The runtime owns the checkpoints DDL; preparing one with no projectors creates the table.
    await new ProjectionRuntime({ db, eventStore, projectors: [] }).prepare();
    await db.query(`INSERT INTO ${CHECKPOINTS_TABLE} (name, position) VALUES ('users', 4), ('activity_log', 10)`);
  });
  afterAll(() => db.close());

  it('reports position and lag per projector from the checkpoints the worker commits', async () => {
    const status = await new CheckpointTableProgress(db, eventStore, ['users', 'activity_log', 'missing']).status();
    expect(status).toEqual({
      headPosition: 10,
      projectors: [
        { name: 'users', position: 4, lag: 6, state: 'running', lastError: null },
        { name: 'activity_log', position: 10, lag: 0, state: 'running', lastError: null },
        // Never committed: the worker has not even started it.
        { name: 'missing', position: 0, lag: 10, state: 'stopped', lastError: null },
      ],
    });
  });

  it('calls a projector that is behind and has not moved for a minute stopped', async () => {
    await db.query(`UPDATE ${CHECKPOINTS_TABLE} SET updated_at = now() - interval '5 minutes' WHERE name = 'users'`);
    const status = await new CheckpointTableProgress(db, eventStore, ['users']).status();
    expect(status.projectors[0].state).toBe('stopped');
    head = 4;
    const caughtUp = await new CheckpointTableProgress(db, eventStore, ['users']).status();
    expect(caughtUp.projectors[0].state).toBe('running');
  });

  it('waits until every projector passed the position, or answers false at the timeout', async () => {
    const progress = new CheckpointTableProgress(db, eventStore, ['users', 'activity_log'], 10);
    expect(await progress.waitForPosition(4, { timeoutMs: 100 })).toBe(true);
    expect(await progress.waitForPosition(7, { timeoutMs: 80 })).toBe(false);
    setTimeout(() => void db.query(`UPDATE ${CHECKPOINTS_TABLE} SET position = 8 WHERE name = 'users'`), 30);
    expect(await progress.waitForPosition(7, { timeoutMs: 2000 })).toBe(true);
  });

  it('does not wait, when asked for read-your-writes, for a projector that has not moved for a minute', async () => {
    await db.query(`UPDATE ${CHECKPOINTS_TABLE} SET position = 4, updated_at = now() - interval '5 minutes' WHERE name = 'users'`);
    await db.query(`UPDATE ${CHECKPOINTS_TABLE} SET position = 10, updated_at = now() WHERE name = 'activity_log'`);
    const progress = new CheckpointTableProgress(db, eventStore, ['users', 'activity_log', 'missing'], 10);
    expect(await progress.waitForPosition(9, { timeoutMs: 80 })).toBe(false);
    const asked = Date.now();
    expect(await progress.waitForPosition(9, { timeoutMs: 2000, exceptFailed: true })).toBe(true);
    expect(Date.now() - asked).toBeLessThan(1000);
    // One that is moving is still waited for.
    await db.query(`UPDATE ${CHECKPOINTS_TABLE} SET position = 8, updated_at = now() WHERE name = 'activity_log'`);
    expect(await progress.waitForPosition(9, { timeoutMs: 80, exceptFailed: true })).toBe(false);
  });
});
