/* global process, console, URL, performance, setTimeout */
// `npm run bench -- append [--smoke] [--rounds 5] [--seconds 3] [--ours-dist <backend/dist>]
//                          [--previous-dist <backend/dist>] [--label <x>] [--build]`
//
// Event-store appends on the PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres): our PostgresEventStore against the database's own limit (raw `pg`
// inserts into the same table shape, no checks at all) and against @event-driven-io/emmett-postgresql, with the
// same payload and a pool as large as the writers. Each contender gets a database of its own (bench_append_*,
// created here and dropped at the end, autovacuum off on its tables); every measured cell starts right after a
// VACUUM of that database, and the contenders take turns inside each round (order rotating), so a noisy moment
// of the shared machine does not hit one of them only. Figures are medians over the rounds.
// The lag phase appends at full rate with 8 writers while two subscribers follow the log: one on the writing
// store (this process) and one on a second store and pool (woken by NOTIFY, as another process would be).
// --ours-dist measures another compiled backend instead of backend/dist; --previous-dist adds one as a fourth
// contender ("previous", e.g. a build of an earlier commit) measured in the same rounds, for a before/after.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const SIZES = {
  full: { rounds: 5, seconds: 3, levels: [1, 8, 32], batchLevels: [1], lagWriters: 8, lagSeconds: 5 },
  smoke: { rounds: 1, seconds: 0.3, levels: [1, 4], batchLevels: [1], lagWriters: 4, lagSeconds: 0.5 },
};
const BATCH = 100;

export async function run({ root, smoke, options }) {
  const size = { ...(smoke ? SIZES.smoke : SIZES.full) };
  if (options.rounds) size.rounds = Number(options.rounds);
  if (options.seconds) size.seconds = Number(options.seconds);
  const pg = require('pg');
  const { getPostgreSQLEventStore, STREAM_DOES_NOT_EXIST } = await import('@event-driven-io/emmett-postgresql').then(
    async (module) => ({ ...module, STREAM_DOES_NOT_EXIST: (await import('@event-driven-io/emmett')).STREAM_DOES_NOT_EXIST }),
  );
  const ours = loadOurs(root, options['ours-dist'] ?? process.env.TUTELA_BACKEND_DIST, options.build);
  const previous = typeof options['previous-dist'] === 'string' ? loadOurs(root, options['previous-dist']) : null;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });
  const prefix = `bench_append_${process.pid}`;
  const databases = {};
  const contenders = [
    rawContender(pg),
    emmettContender(pg, getPostgreSQLEventStore, STREAM_DOES_NOT_EXIST),
    oursContender(ours),
    ...(previous ? [oursContender(previous, 'previous')] : []),
  ];

  try {
    for (const contender of contenders) {
      const name = `${prefix}_${contender.name}`;
      await admin.query(`CREATE DATABASE ${name}`);
      databases[contender.name] = withDatabase(serverUrl, name);
      await contender.install(databases[contender.name]);
      await noAutovacuum(pg, databases[contender.name]);
    }
    const serverVersion = (await admin.query('SHOW server_version')).rows[0].server_version;
    console.log(
      `append: ${size.rounds} round(s) of ${size.seconds}s per cell, PostgreSQL ${serverVersion}, ours = ${ours.label}` +
        (previous ? `, previous = ${previous.label}` : '') +
        '\n(shared machine: other work may run at the same time; compare the ratios, taken in the same rounds)',
    );

    const cases = [
      ...size.levels.map((writers) => ({ case: `single event, ${writers} writer${writers > 1 ? 's' : ''}`, writers, batch: 1 })),
      ...size.batchLevels.map((writers) => ({ case: `batch of ${BATCH}, ${writers} writer${writers > 1 ? 's' : ''}`, writers, batch: BATCH })),
    ];
    for (const c of cases) c.rounds = Object.fromEntries(contenders.map((k) => [k.name, []]));
    for (let round = 0; round < size.rounds; round++) {
      for (const [i, c] of cases.entries()) {
        // Rotate who goes first, so no contender always runs right after the VACUUM of another.
        const order = contenders.map((_, k) => contenders[(k + round + i) % contenders.length]);
        for (const contender of order) {
          await vacuum(pg, databases[contender.name]);
          const rate = await measureCell(contender, databases[contender.name], c.writers, c.batch, size.seconds);
          c.rounds[contender.name].push(rate);
        }
      }
      console.log(`round ${round + 1}/${size.rounds} done`);
    }

    await vacuum(pg, databases.ours);
    const lag = await measureLag(ours, databases.ours, size.lagWriters, size.lagSeconds);
    let previousLag = null;
    if (previous) {
      await vacuum(pg, databases.previous);
      previousLag = await measureLag(previous, databases.previous, size.lagWriters, size.lagSeconds);
    }

    const results = cases.map((c) => {
      const median = Object.fromEntries(Object.entries(c.rounds).map(([k, v]) => [k, Math.round(medianOf(v))]));
      return {
        case: c.case,
        writers: c.writers,
        batch: c.batch,
        events_per_s: median,
        rounds: c.rounds,
        ours_vs_raw: ratio(median.ours, median.raw),
        ours_vs_emmett: ratio(median.ours, median.emmett),
        emmett_vs_raw: ratio(median.emmett, median.raw),
        ...(previous ? { previous_vs_raw: ratio(median.previous, median.raw), ours_vs_previous: ratio(median.ours, median.previous) } : {}),
      };
    });
    const table = results.map((r) => ({
      case: r.case,
      'raw pg ev/s': r.events_per_s.raw,
      'Emmett ev/s': r.events_per_s.emmett,
      'ours ev/s': r.events_per_s.ours,
      'ours/raw': r.ours_vs_raw.toFixed(2),
      'ours/Emmett': r.ours_vs_emmett.toFixed(2),
      ...(previous
        ? { 'previous ev/s': r.events_per_s.previous, 'previous/raw': r.previous_vs_raw.toFixed(2), 'ours/previous': r.ours_vs_previous.toFixed(2) }
        : {}),
    }));
    for (const [who, l] of [['ours', lag], ['previous', previousLag]]) {
      if (!l) continue;
      console.log(
        `\n${who}: subscriber lag while ${size.lagWriters} writers append at full rate (${l.events_per_s} ev/s, ${l.events} events):` +
          `\n  same store:   p50 ${l.same_store.p50_ms} ms  p99 ${l.same_store.p99_ms} ms  max ${l.same_store.max_ms} ms` +
          `\n  other store:  p50 ${l.other_store.p50_ms} ms  p99 ${l.other_store.p99_ms} ms  max ${l.other_store.max_ms} ms (NOTIFY)` +
          `\n  oldest transaction of other databases on the server meanwhile: median ${l.other_databases_oldest_transaction_ms.median} ms, max ${l.other_databases_oldest_transaction_ms.max} ms`,
      );
    }
    return {
      table,
      report: {
        server: { url: redact(serverUrl), version: serverVersion },
        ours: ours.label,
        ...(previous ? { previous: previous.label, previous_subscriber_lag: previousLag } : {}),
        settings: {
          ...size,
          batch: BATCH,
          vacuum: 'VACUUM (ANALYZE) of the contender database before every measured cell; autovacuum disabled on its tables',
          pool: 'one pool per cell, max = writers',
          shared_machine: true,
        },
        cases: results,
        subscriber_lag: lag,
      },
    };
  } finally {
    for (const contender of contenders) await contender.close?.().catch(() => undefined);
    for (const name of Object.values(databases).map((d) => d.name)) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(error.message));
    }
    await admin.end();
  }
}

/** Our store from a compiled backend (backend/dist by default, built first if missing or with --build). */
function loadOurs(root, explicit, build = false) {
  const dist = path.resolve(typeof explicit === 'string' ? explicit : path.join(root, 'backend', 'dist'));
  const storeFile = path.join(dist, 'event-store', 'postgres', 'postgres-event-store.js');
  if (typeof explicit !== 'string' && (build || !existsSync(storeFile))) {
    console.log('compiling contracts, projections and backend (tsc)…');
    for (const workspace of ['contracts', 'projections', 'backend']) {
      execFileSync('npx', ['tsc', '-p', path.join(root, workspace, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
    }
  }
  const { PostgresEventStore } = require(storeFile);
  const { PgDatabase } = require(require.resolve('@tutela/projections', { paths: [dist, root] }));
  const relative = path.relative(root, dist);
  return { PostgresEventStore, PgDatabase, label: relative && !relative.startsWith('..') ? relative : dist };
}

function withDatabase(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

function redact(serverUrl) {
  const url = new URL(serverUrl);
  url.password = '';
  return url.toString();
}

/** Each contender: install (schema), open(poolSize) → { append(stream, events, state), close }. */
function oursContender(ours, name = 'ours') {
  return {
    name,
    async install(database) {
      const db = new ours.PgDatabase({ connectionString: database.url, max: 1 });
      await ours.PostgresEventStore.create(db);
      await db.close();
    },
    async open(database, poolSize) {
      const db = new ours.PgDatabase({ connectionString: database.url, max: poolSize });
      const store = await ours.PostgresEventStore.create(db);
      return {
        store,
        async append(stream, events, state) {
          const expectedRevision = state.revision < 0 ? 'no_stream' : state.revision;
          state.revision = (await store.append(stream, events, { expectedRevision })).nextRevision;
        },
        async close() {
          await store.close();
          await db.close();
        },
      };
    },
  };
}

const RAW_TABLE = `CREATE TABLE events (
  position bigserial PRIMARY KEY, stream text NOT NULL, revision integer NOT NULL, id uuid NOT NULL, type text NOT NULL,
  schema_version integer NOT NULL DEFAULT 1, data jsonb NOT NULL, metadata jsonb NOT NULL,
  tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(), recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream, revision), UNIQUE (stream, id))`;
const RAW_SINGLE = {
  name: 'raw_single',
  text: 'INSERT INTO events (stream, revision, id, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)',
};
const RAW_BATCH = {
  name: 'raw_batch',
  text: `INSERT INTO events (stream, revision, id, type, data, metadata)
         SELECT $1, $2::int + x.ord::int - 1, (x.ev->>'id')::uuid, x.ev->>'type', x.ev->'data', x.ev->'metadata'
           FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS x(ev, ord)`,
};

/** The limit: the same table (same indexes), one autocommit INSERT per append, prepared, no checks and no lock. */
function rawContender(pg) {
  return {
    name: 'raw',
    async install(database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(RAW_TABLE);
      await client.end();
    },
    async open(database, poolSize) {
      const pool = new pg.Pool({ connectionString: database.url, max: poolSize });
      return {
        async append(stream, events, state) {
          const first = state.revision + 1;
          if (events.length === 1) {
            const [e] = events;
            await pool.query({ ...RAW_SINGLE, values: [stream, first, e.id, e.type, e.data, e.metadata] });
          } else {
            await pool.query({ ...RAW_BATCH, values: [stream, first, JSON.stringify(events)] });
          }
          state.revision = first + events.length - 1;
        },
        close: () => pool.end(),
      };
    },
  };
}

/** Emmett 0.42 as documented: getPostgreSQLEventStore with our pool (size = writers), appendToStream with versions. */
function emmettContender(pg, getPostgreSQLEventStore, STREAM_DOES_NOT_EXIST) {
  return {
    name: 'emmett',
    async install(database) {
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      const store = getPostgreSQLEventStore(database.url, { connectionOptions: { pool } });
      await store.schema.migrate();
      await store.close().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
    async open(database, poolSize) {
      const pool = new pg.Pool({ connectionString: database.url, max: poolSize });
      const store = getPostgreSQLEventStore(database.url, { connectionOptions: { pool }, schema: { autoMigration: 'None' } });
      return {
        async append(stream, events, state) {
          const expectedStreamVersion = state.revision < 0 ? STREAM_DOES_NOT_EXIST : BigInt(state.revision + 1);
          const result = await store.appendToStream(
            stream,
            events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata })),
            { expectedStreamVersion },
          );
          state.revision = Number(result.nextExpectedStreamVersion) - 1;
        },
        async close() {
          await store.close().catch(() => undefined);
          await pool.end().catch(() => undefined);
        },
      };
    },
  };
}

async function noAutovacuum(pg, database) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    for (const { name } of rows) await client.query(`ALTER TABLE ${name} SET (autovacuum_enabled = false)`);
  } finally {
    await client.end();
  }
}

async function vacuum(pg, database) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end();
  }
}

/** Events per second of `writers` concurrent writers, each on a stream of its own, for `seconds`. */
async function measureCell(contender, database, writers, batch, seconds) {
  const session = await contender.open(database, writers);
  try {
    const streams = Array.from({ length: writers }, () => ({ stream: `bench-${randomUUID()}`, revision: -1 }));
    // Warm-up outside the clock: connections opened, statements prepared, streams created.
    await Promise.all(streams.map((s) => session.append(s.stream, newEvents(batch), s)));
    let events = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      streams.map(async (s) => {
        while (performance.now() < deadline) {
          await session.append(s.stream, newEvents(batch), s);
          events += batch;
        }
      }),
    );
    return events / ((performance.now() - started) / 1000);
  } finally {
    await session.close();
  }
}

/**
 * Lag = time from the append's promise resolving (committed) to the event reaching the subscriber; an event that
 * arrives before its writer's promise resolved counts 0.
 */
async function measureLag(ours, database, writers, seconds) {
  const session = await oursContender(ours).open(database, writers + 2);
  const otherDb = new ours.PgDatabase({ connectionString: database.url, max: 2 });
  const other = await ours.PostgresEventStore.create(otherDb);
  const committedAt = new Map();
  const receivedAt = { same_store: new Map(), other_store: new Map() };
  const head = await session.store.headPosition();
  const follow = (store, received) =>
    store.subscribe({ after: head, onEvent: async (event) => void received.set(event.id, performance.now()) });
  const subscriptions = [await follow(session.store, receivedAt.same_store), await follow(other, receivedAt.other_store)];
  // Readers only see events of transactions older than the oldest one running in the whole server (xmin is
  // cluster-wide): on a shared server another database's long transactions delay every subscriber. Sampled so
  // the figures can be read for what they are.
  const foreign = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await otherDb.query(
        `SELECT coalesce(max(extract(epoch FROM now() - xact_start) * 1000), 0) AS ms FROM pg_stat_activity
          WHERE backend_xid IS NOT NULL AND datname IS DISTINCT FROM current_database()`,
      );
      foreign.push(Number(rows[0].ms));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    const streams = Array.from({ length: writers }, () => ({ stream: `lag-${randomUUID()}`, revision: -1 }));
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      streams.map(async (s) => {
        while (performance.now() < deadline) {
          const events = newEvents(1);
          await session.append(s.stream, events, s);
          committedAt.set(events[0].id, performance.now());
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const waitUntil = performance.now() + 30_000;
    while (Object.values(receivedAt).some((r) => r.size < committedAt.size) && performance.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const summary = (received) => {
      const lags = [...committedAt].map(([id, at]) => Math.max(0, (received.get(id) ?? Infinity) - at)).sort((a, b) => a - b);
      const pct = (p) => Math.round(lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))] * 10) / 10;
      return { p50_ms: pct(50), p99_ms: pct(99), max_ms: pct(100), missing: lags.filter((l) => l === Infinity).length };
    };
    return {
      writers,
      events: committedAt.size,
      events_per_s: Math.round(committedAt.size / elapsed),
      same_store: summary(receivedAt.same_store),
      other_store: summary(receivedAt.other_store),
      other_databases_oldest_transaction_ms: {
        median: Math.round(medianOf(foreign)),
        max: Math.round(Math.max(0, ...foreign)),
      },
    };
  } finally {
    sampling = false;
    await sampler.catch(() => undefined);
    for (const subscription of subscriptions) await subscription.stop();
    await other.close();
    await otherDb.close();
    await session.close();
  }
}

const PAYLOAD = { reparto: 'B', note: 'benchmark', mansioni: ['videoterminalista', 'carrellista'] };

function newEvents(count) {
  return Array.from({ length: count }, () => {
    const commandId = randomUUID();
    return {
      id: randomUUID(),
      type: 'WorkerMoved',
      data: PAYLOAD,
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
  });
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function ratio(a, b) {
  return b > 0 ? Math.round((a / b) * 100) / 100 : 0;
}
