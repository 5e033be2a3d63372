/* global console, URL, performance, process */
// `npm run bench -- long-stream [--smoke] [--rounds 5] [--commands 40] [--label <x>]`
//
// What a command pays for its record's stream as the stream grows: read it whole, fold it (the chat decider, a chat
// being the record that grows longest), append one event with the revision read. Three contenders on the
// PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server), each on its own streams of
// the same length in one database made for the run (bench_long_stream_*, autovacuum off, dropped at the end):
//   - raw: a plain `pg` SELECT of the stream's rows and a plain INSERT, no checks (the floor of reading it all);
//   - adapter: our PostgresEventStore alone (every command reads the whole stream);
//   - cached: the same adapter behind LongStreamCachingEventStore, as the app builds it (a kept stream is read
//     from its last kept event on).
// Rounds interleave the contenders in a rotating order; figures are medians over the rounds of each cell's median
// command time. The database is VACUUMed after it is filled, before the first round.
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

const require = createRequire(import.meta.url);

const SIZES = {
  full: { rounds: 5, commands: 40, lengths: [10, 100, 1_000, 5_000] },
  smoke: { rounds: 1, commands: 5, lengths: [10, 100] },
};

export async function run({ root, smoke, options }) {
  const size = { ...(smoke ? SIZES.smoke : SIZES.full) };
  if (options.rounds) size.rounds = Number(options.rounds);
  if (options.commands) size.commands = Number(options.commands);
  const pg = require('pg');
  const dist = path.join(root, 'backend', 'dist');
  const { PostgresEventStore } = require(path.join(dist, 'event-store', 'postgres', 'postgres-event-store.js'));
  const { LongStreamCachingEventStore, LONG_STREAM_LIMITS } = require(path.join(dist, 'event-store', 'long-stream-cache.js'));
  const { chatDecider } = require(path.join(dist, 'chats', 'domain', 'chat.decider.js'));
  const { PgDatabase } = require(require.resolve('@tutela/projections', { paths: [dist, root] }));

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_long_stream_${process.pid}`;
  const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = new PgDatabase({ connectionString: url.toString(), max: 2 });
  const raw = new pg.Pool({ connectionString: url.toString(), max: 1 });
  // An idle client the server closes (a restart, another job's DROP … WITH (FORCE)) is only logged: the pool
  // opens a new one for the next query, where an unheard 'error' event would end the whole run.
  for (const pool of [admin, raw])
    pool.on('error', (error) => console.error(`[long-stream] connessione inattiva chiusa: ${error.message}`));
  try {
    const adapter = await PostgresEventStore.create(db);
    await raw.query(`ALTER TABLE events SET (autovacuum_enabled = false)`);
    const cached = new LongStreamCachingEventStore(adapter, LONG_STREAM_LIMITS);
    const contenders = {
      raw: rawCommand(raw, chatDecider),
      adapter: storeCommand(adapter, chatDecider),
      cached: storeCommand(cached, chatDecider),
    };

    // One chat per contender and length, filled through the adapter (the same rows for all three).
    const chats = {};
    for (const length of size.lengths) {
      for (const contender of Object.keys(contenders)) {
        const stream = `chat-${randomUUID()}`;
        await fill(adapter, stream, length);
        chats[`${contender}:${length}`] = { stream, revision: length - 1 };
      }
    }
    await raw.query('VACUUM ANALYZE events');
    console.log(`[long-stream] ${size.lengths.join(', ')} eventi per chat, ${size.rounds} giri di ${size.commands} comandi`);

    const cells = {};
    const names = Object.keys(contenders);
    for (let round = 0; round < size.rounds; round++) {
      for (const length of size.lengths) {
        // Rotating order inside each round: no contender always runs first (cold) or last.
        const order = names.map((_, i) => names[(i + round) % names.length]);
        for (const contender of order) {
          const chat = chats[`${contender}:${length}`];
          const times = [];
          for (let i = 0; i < size.commands; i++) {
            const started = performance.now();
            chat.revision = await contenders[contender](chat.stream, chat.revision);
            times.push(performance.now() - started);
          }
          (cells[`${contender}:${length}`] ??= []).push(medianOf(times));
        }
      }
    }

    const rows = size.lengths.map((length) => {
      const ms = Object.fromEntries(names.map((contender) => [contender, round2(medianOf(cells[`${contender}:${length}`]))]));
      return {
        events_at_start: length,
        raw_ms: ms.raw,
        adapter_ms: ms.adapter,
        cached_ms: ms.cached,
        adapter_vs_raw: ratio(ms.adapter, ms.raw),
        cached_vs_adapter: ratio(ms.cached, ms.adapter),
      };
    });
    return {
      table: rows,
      report: {
        what: 'one command on a chat: read the whole stream, fold it, append one message (median ms per command)',
        vacuum: 'after VACUUM ANALYZE of the filled table',
        sizes: size,
        limits: LONG_STREAM_LIMITS,
        rows,
        rounds: cells,
      },
    };
  } finally {
    await raw.end();
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const AUTHOR = { userId: '00000000-0000-4000-8000-000000000001', name: 'Dott.ssa Bianchi' };

function message(stream, n) {
  return {
    id: randomUUID(),
    type: 'ChatMessagePosted',
    data: {
      chatId: stream.slice('chat-'.length),
      messageId: randomUUID(),
      text: `Messaggio ${n}: il lavoratore ha portato gli esami ematochimici richiesti alla visita periodica.`,
      author: AUTHOR,
    },
    metadata: metadataOf(),
  };
}

function metadataOf() {
  const commandId = randomUUID();
  return {
    actorId: '00000000-0000-4000-8000-000000000001',
    actorName: 'Dott.ssa Bianchi',
    actorRole: 'medico',
    entityId: null,
    customerId: null,
    factoryId: null,
    correlationId: commandId,
    causationId: null,
    commandId,
    occurredAt: new Date().toISOString(),
  };
}

async function fill(store, stream, length) {
  const opened = {
    id: randomUUID(),
    type: 'ChatOpened',
    data: {
      chatId: stream.slice('chat-'.length),
      entityId: '00000000-0000-4000-8000-000000000002',
      type: 'SEG',
      customerId: null,
      title: 'Esami',
      createdBy: AUTHOR,
      participants: [AUTHOR],
    },
    metadata: metadataOf(),
  };
  let revision = (await store.append(stream, [opened], { expectedRevision: 'no_stream' })).nextRevision;
  for (let n = 1; n < length; n += 100) {
    const batch = Array.from({ length: Math.min(100, length - n) }, (_, k) => message(stream, n + k));
    revision = (await store.append(stream, batch, { expectedRevision: revision })).nextRevision;
  }
}

/** Our store's command: read whole, fold, append one message with the revision read. */
function storeCommand(store, decider) {
  return async (stream) => {
    const recorded = await store.readStream(stream);
    const state = recorded.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data }), decider.initialState());
    if (state.status !== 'open') throw new Error(`chat ${stream} non aperta`);
    const revision = recorded[recorded.length - 1].revision;
    return (await store.append(stream, [message(stream, state.messageCount + 1)], { expectedRevision: revision })).nextRevision;
  };
}

/** The floor of reading it all: the rows by plain SQL, folded, one plain INSERT. */
function rawCommand(pool, decider) {
  return async (stream) => {
    const { rows } = await pool.query('SELECT revision, type, data FROM events WHERE stream = $1 ORDER BY revision', [stream]);
    const state = rows.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data }), decider.initialState());
    const revision = rows[rows.length - 1].revision;
    const next = message(stream, state.messageCount + 1);
    await pool.query('INSERT INTO events (stream, revision, id, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)', [
      stream,
      revision + 1,
      next.id,
      next.type,
      next.data,
      next.metadata,
    ]);
    return revision + 1;
  };
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round2 = (n) => Math.round(n * 100) / 100;
const ratio = (a, b) => (b > 0 ? `${Math.round((a / b) * 100) / 100}x` : '');
