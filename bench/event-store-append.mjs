/* global process, console, performance, setTimeout */
// Append throughput and subscription lag of the PostgreSQL event store on a real server.
//
//   npm run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/event-store-append.mjs
//
// Optional: BENCH_CONCURRENCY=1,8,32 (writers, each on its own stream), BENCH_APPENDS=1600 (per level),
// TUTELA_BACKEND_DIST (compiled backend, default backend/dist). Works in a throw-away schema, dropped at the end.
// Appends to one stream are serialised by design; different streams append concurrently, the only global step
// being the reservation of the transaction id and positions (see tutela_append_events). The subscriber lag shows
// how long a committed event takes to reach a live subscriber. `npm run bench -- append` is the full comparison
// (raw pg and Emmett, medians over rounds); this script stays for a quick look at our store alone.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.TUTELA_BACKEND_DIST ?? path.join(root, 'backend/dist'));
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('BENCH_DATABASE_URL (o TEST_DATABASE_URL) non impostato: serve un server PostgreSQL');
  process.exit(2);
}

let PostgresEventStore;
let PgDatabase;
try {
  ({ PostgresEventStore } = require(path.join(dist, 'event-store/postgres/postgres-event-store.js')));
  ({ PgDatabase } = require(require.resolve('@tutela/projections', { paths: [dist, root] })));
} catch (error) {
  console.error(`Backend compilato non trovato in ${dist}: eseguire prima "npm run build" (${error.message})`);
  process.exit(2);
}

const levels = (process.env.BENCH_CONCURRENCY ?? '1,8,32').split(',').map(Number);
const appendsPerLevel = Number(process.env.BENCH_APPENDS ?? 1600);
const schema = `bench_${process.pid}_${Date.now()}`;

const admin = PgDatabase.fromUrl(url);
await admin.query(`CREATE SCHEMA ${schema}`);
const db = new PgDatabase({ connectionString: url, options: `-c search_path=${schema}`, max: Math.max(...levels) + 4 });
try {
  const store = await PostgresEventStore.create(db);
  const lags = [];
  const appendedAt = new Map();
  const subscription = await store.subscribe({
    after: await store.headPosition(),
    onEvent: async (event) => {
      const at = appendedAt.get(event.id);
      if (at !== undefined) lags.push(performance.now() - at);
    },
  });

  for (const writers of levels) {
    const perWriter = Math.max(1, Math.ceil(appendsPerLevel / writers));
    lags.length = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async () => {
        const stream = `worker-${randomUUID()}`;
        for (let revision = -1; revision < perWriter - 1; revision++) {
          const event = newEvent();
          appendedAt.set(event.id, performance.now());
          await store.append(stream, [event], { expectedRevision: revision < 0 ? 'no_stream' : revision });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const total = writers * perWriter;
    while (lags.length < total) await new Promise((resolve) => setTimeout(resolve, 20));
    lags.sort((a, b) => a - b);
    const pct = (p) => lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))].toFixed(1);
    console.log(
      `writers=${String(writers).padStart(3)} appends=${total} ${Math.round(total / seconds)}/s ` +
        `subscriber lag p50=${pct(50)}ms p99=${pct(99)}ms max=${pct(100)}ms`,
    );
  }
  await subscription.stop();
} finally {
  await db.close();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.close();
}

function newEvent() {
  const commandId = randomUUID();
  return {
    id: randomUUID(),
    type: 'WorkerMoved',
    data: { reparto: 'B', note: 'benchmark' },
    metadata: {
      actorId: 'bench',
      actorName: 'Benchmark',
      actorRole: 'system',
      entityId: null,
      correlationId: commandId,
      causationId: null,
      commandId,
      occurredAt: new Date().toISOString(),
    },
  };
}
