import { PassThrough } from 'node:stream';
import { activityLogProjector } from '../activity-log/activity-log.projector';
import type { Database } from '../database/database';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { testDatabases } from '../testing/test-databases';
import { runProjectionsCli } from './projections-cli';
import { CountingProjector } from './testing/counting-projector';
import { appendMany } from './testing/event-fixtures';
import { checkpointOf } from './testing/recording-projector';

function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe.each(testDatabases())('projections CLI on $label', (factory) => {
  let db: Database;
  let store: InMemoryEventStore;

  beforeEach(async () => {
    db = await factory.create();
    store = new InMemoryEventStore();
  });

  afterEach(async () => {
    await store.close();
    await db.close();
  });

  const run = async (...argv: string[]) => {
    const out = capture();
    const err = capture();
    const code = await runProjectionsCli(argv, {
      db,
      eventStore: store,
      projectors: [activityLogProjector(), new CountingProjector()],
      stdout: out.stream,
      stderr: err.stream,
    });
    return { code, out: out.text(), err: err.text() };
  };

  it('rebuilds one projector or all of them up to the head', async () => {
    await appendMany(store, 7, 'WorkerCreated');
    const one = await run('--', 'rebuild', 'activity-log');
    expect(one).toMatchObject({ code: 0, err: '' });
    expect(one.out).toMatch(/Ricostruzione di activity-log completata: posizione 7 raggiunta in \d+,\d s/);
    expect((await db.query('SELECT * FROM activity_log')).rows).toHaveLength(7);
    expect(await checkpointOf(db, 'counting')).toBe(0);

    const all = await run('rebuild', 'all');
    expect(all.code).toBe(0);
    expect(await checkpointOf(db, 'counting')).toBe(7);
    expect((await db.query<{ events: number }>('SELECT events FROM category_counts')).rows).toEqual([{ events: 7 }]);
  });

  it('takes the batch size of a rebuild from --batch-size and rejects a malformed one', async () => {
    await appendMany(store, 7, 'WorkerCreated');
    const small = await run('rebuild', 'counting', '--batch-size=2');
    expect(small).toMatchObject({ code: 0, err: '' });
    expect((await db.query<{ events: number }>('SELECT events FROM category_counts')).rows).toEqual([{ events: 7 }]);
    for (const option of ['--batch-size=0', '--batch-size=x', '--batch=2']) {
      const result = await run('rebuild', 'counting', option);
      expect(result.code).toBe(1);
      expect(result.err).toContain('Uso: npm run projections');
    }
  });

  it('rebuilds beside the tables in use, or in place with --in-place, and rejects an option given twice', async () => {
    await appendMany(store, 7, 'WorkerCreated');
    const beside = await run('rebuild', 'counting', '--batch-size=3');
    expect(beside).toMatchObject({ code: 0, err: '' });
    // Emptied and refilled in place: the same rows, the same checkpoint.
    const inPlace = await run('rebuild', 'counting', '--in-place', '--batch-size=3');
    expect(inPlace).toMatchObject({ code: 0, err: '' });
    expect(inPlace.out).toMatch(/Ricostruzione di counting completata: posizione 7 raggiunta/);
    expect((await db.query<{ events: number }>('SELECT events FROM category_counts')).rows).toEqual([{ events: 7 }]);
    expect(await checkpointOf(db, 'counting')).toBe(7);
    for (const options of [['--in-place', '--in-place'], ['--batch-size=2', '--batch-size=3'], ['--in-place=1'], ['--beside']]) {
      const result = await run('rebuild', 'counting', ...options);
      expect(result.code).toBe(1);
      expect(result.err).toContain('Uso: npm run projections');
    }
    const help = await run('help');
    expect(help.out).toContain('[--in-place]');
  });

  it('rejects an unknown projector listing the valid ones, with exit code 1', async () => {
    const result = await run('rebuild', 'lavoratori');
    expect(result.code).toBe(1);
    expect(result.err).toBe('Proiezione sconosciuta: "lavoratori". Proiezioni valide: activity-log, counting, all\n');
    expect(await db.query("SELECT to_regclass('activity_log') AS t").then((r) => r.rows[0])).toEqual({ t: null });
  });

  it('prints position and lag of every projector', async () => {
    await appendMany(store, 5);
    await run('rebuild', 'counting');
    const result = await run('status');
    expect(result.code).toBe(0);
    expect(result.out.split('\n')).toEqual([
      'Posizione di testa del log: 5',
      'Proiezione    Posizione  Ritardo',
      'activity-log          0        5',
      'counting              5        0',
      '',
    ]);
  });

  it('explains the usage when the command is missing or wrong', async () => {
    for (const argv of [[], ['ricostruisci'], ['rebuild'], ['status', 'extra']]) {
      const result = await run(...argv);
      expect(result.code).toBe(1);
      expect(result.err).toContain('Uso: npm run projections -- <comando>');
    }
    const help = await run('help');
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toContain('Proiezioni: activity-log, counting, all');
  });
});
