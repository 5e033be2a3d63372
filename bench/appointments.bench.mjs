/* global process, console, performance, URL */
// Issue 35's figures through HTTP, each beside the same SQL on a raw `pg` pool (ratios, never timed assertions):
//
// 1. A booking with its conflict check: `POST /api/md/appointments` of single appointments of the demo doctor on
//    free slots, by the secretary, 1 client (serial) and `connections` clients (closed loop); a refused booking
//    (409, the slot taken) at `connections` clients. Floor: the event row and the physician's interval inserted in
//    one statement into the store's own tables (bench/lib/appointments-floor.mjs), as many clients; for the
//    refusal, the read of the holders in the way that refuses it.
// 2. A weekly series of 52 weeks holding 2 resources and 1 clinic (made through `POST /api/md/calresources`):
//    `POST /api/md/checkbusyresources` (check only) and `POST /api/md/appointments` (52 streams), serial; ms per
//    call and per occurrence. Floor: 52 × (event + 3 intervals), one transaction each.
// 3. Da fissare's first page, `GET /api/md/appointments/tofix?per_page=10`, alone, with customer_id and with a
//    next_visit window, at 1 and `connections` connections, over the registry generator's workers (bench/lib/
//    appointments-registry.mjs: 1,000,000 in the demo entity, next visits spread over two years; the bookings of
//    case 1 name the workers at the head of the list and of the window, so the NOT EXISTS has something to find).
//    Floor: the server's own statement (workersToSchedule + pageStatements) on the raw pool, and a plain
//    `SELECT … FROM workers ORDER BY next_visit, id LIMIT 10`. Twice: the appointments' statistics as the server
//    left them, then after ANALYZE (bench/lib/appointments-to-schedule.mjs); EXPLAIN (ANALYZE, BUFFERS) of each
//    pass's slowest case.
//
//   NX_DAEMON=false npx nx run-many -t build      # the server is the compiled one (backend/dist/main.js)
//   npm run bench -- appointments [--smoke] [--workers 1000000] [--connections 32] [--fresh] [--profile DIR]
//
// The database `bench_appointments_<workers>` is kept (`--fresh` makes it again): the bookings of each run go on
// dates after every booking already in it (year 2040 on), so runs never collide with each other or with the demo.
// Env: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { api, closedLoop, login, ms, startServer } from './lib/bench-http.mjs';
import { registryDatabase, spreadNextVisits, workersToBook } from './lib/appointments-registry.mjs';
import { prepareFloorSchema, rawBooking, rawRefusal, rawSeries, sampleBookedEvent } from './lib/appointments-floor.mjs';
import { measureToSchedule } from './lib/appointments-to-schedule.mjs';

const SECRETARY = 'segreteria@tutela.demo';
const DOCTOR = 'medico@tutela.demo';
const DEMO_PASSWORD = 'Tutela-Demo-2025!';
/** Slots of a bench day: 08:00 to 18:00 in 15-minute steps. */
const SLOTS_PER_DAY = 40;
/** Da fissare's window filter: a month a year after the spread's start (NEXT_VISIT_FROM). */
const WINDOW = { from: '2026-12-01', to: '2026-12-31' };

const DAY = 86_400_000;
const isoDate = (time) => new Date(time).toISOString().slice(0, 10);
const hhmm = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The i-th free 15-minute slot from `firstDay` on: its date and times, and its instants for the floor. */
function slot(firstDay, i) {
  const date = isoDate(firstDay + Math.floor(i / SLOTS_PER_DAY) * DAY);
  const start = 8 * 60 + (i % SLOTS_PER_DAY) * 15;
  return { date, time: hhmm(start), end: hhmm(start + 15), from: `${date}T${hhmm(start)}:00Z`, to: `${date}T${hhmm(start + 15)}:00Z` };
}

/** The single appointment the booking dialog sends for one worker. */
const singleBody = (doctorId, worker, at) => ({
  customer_id: worker.customer_id,
  med_id: doctorId,
  multi: 0,
  worker_id: worker.id,
  visit: 1,
  appointment_date: at.date,
  appointment_time: at.time,
  appointment_date_end: at.date,
  appointment_time_end: at.end,
  send_mail: 0,
  send_mail_to_customer: 0,
  recurring: 1,
});

/** A weekly series on Mondays from `monday` for `weeks` weeks, holding the resources and the clinic. */
const seriesBody = (doctorId, worker, monday, weeks, minutes, rooms) => ({
  ...singleBody(doctorId, worker, { date: monday, time: hhmm(minutes), end: hhmm(minutes + 15) }),
  appointment_date_end: isoDate(Date.parse(monday) + (weeks - 1) * 7 * DAY),
  recurring: 2,
  daysOfWeek: [1],
  resources: rooms.resources,
  classroom_id: rooms.clinic,
});

const round = (value) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : null);

export async function run({ root, smoke = false, options = {} }) {
  const require = createRequire(path.join(root, 'package.json'));
  const pg = require('pg');
  const { DEMO_ENTITY } = require(path.join(root, 'backend/dist/demo/demo-data.js'));
  const workers = Number(options.workers ?? (smoke ? 2_000 : 1_000_000));
  const connections = Number(options.connections ?? (smoke ? 4 : 32));
  const serial = Number(options.serial ?? (smoke ? 5 : 100));
  const loaded = Number(options.bookings ?? (smoke ? 20 : 1_600));
  const refusals = Number(options.refusals ?? (smoke ? 8 : 320));
  const seriesCalls = Number(options.series ?? (smoke ? 1 : 5));
  const weeks = Number(options.weeks ?? 52);
  const reads = { 1: Number(options.reads1 ?? (smoke ? 3 : 30)), [connections]: Number(options.reads ?? (smoke ? 8 : 192)) };
  const adminUrl = String(options.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const lines = [];
  const log = (line) => {
    lines.push(line);
    console.error(`[appointments] ${line}`);
  };
  const database = smoke ? 'bench_appointments_smoke' : `bench_appointments_${workers}`;
  const { url, reused } = await registryDatabase({
    root, pg, adminUrl, database, workers, customers: smoke ? 10 : 100, fresh: smoke || options.fresh === true, log,
  });
  const server = await startServer(root, url, log, { profileDir: typeof options.profile === 'string' ? options.profile : undefined, minutes: 40 });
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const rows = [];
  const report = { database, reused, workers, connections, window: WINDOW, log: lines };
  let ok = true;
  const add = (group, name, result, floorOf) => {
    const row = { group, name, ...result, p50: round(result.p50), p95: round(result.p95), rps: round(result.rps) };
    if (floorOf) row.ratio_p50 = round(result.p50 / floorOf.p50);
    rows.push(row);
    return row;
  };
  try {
    await spreadNextVisits(pool, log);
    await prepareFloorSchema(root, url);
    const token = await login(server.base, SECRETARY, DEMO_PASSWORD);
    const doctorId = (await pool.query('SELECT id FROM users WHERE email = $1', [DOCTOR])).rows[0].id;
    // After every booking in the database (earlier runs), and never before 2040 (the demo books around today).
    const { rows: last } = await pool.query(`SELECT max(upper(during)) AS last FROM stream_bookings`);
    const firstDay = Math.max(Date.parse('2040-01-01'), Date.parse(isoDate(last[0].last ?? 0)) + 7 * DAY);
    const post = (route, body) => api(server.base, 'POST', route, { token, body, headers: { 'idempotency-key': randomUUID() } });

    // 1. Bookings: the serial ones, then the loaded ones, each naming a worker Da fissare lists first.
    const named = await workersToBook(pool, Math.ceil((serial + loaded) / 2), WINDOW);
    const items = named.slice(0, serial + loaded).map((worker, i) => ({ worker, at: slot(firstDay, i) }));
    const book = async ({ worker, at }) => (await post('/api/md/appointments', singleBody(doctorId, worker, at))).status;
    const bookSerial = await closedLoop(items.slice(0, serial), 1, book);
    const bookLoaded = await closedLoop(items.slice(serial), connections, book);
    const refused = await closedLoop(Array.from({ length: refusals }, () => items[0]), connections, book);
    log(`prenotazioni: ${JSON.stringify(bookSerial.statuses)} da solo, ${JSON.stringify(bookLoaded.statuses)} con ${connections} client; rifiutate ${JSON.stringify(refused.statuses)}`);
    if (Object.keys(bookSerial.statuses).join() !== '200' || Object.keys(bookLoaded.statuses).join() !== '200') ok = false;
    if (Object.keys(refused.statuses).join() !== '409') ok = false;
    const event = await sampleBookedEvent(pool);
    // The floor's own physician: its intervals are the same slots, in empty tables of their own.
    const floorKey = `physician:${randomUUID()}`;
    const floorBook = ({ at }) => rawBooking(pool, event, [{ key: floorKey, from: at.from, to: at.to }]);
    const floorSerial = await closedLoop(items.slice(0, serial), 1, floorBook);
    const floorLoaded = await closedLoop(items.slice(serial), connections, floorBook);
    const floorRefused = await closedLoop(Array.from({ length: refusals }, () => items[0]), connections, ({ at }) =>
      rawRefusal(pool, { key: floorKey, from: at.from, to: at.to }),
    );
    add('prenotazione', `POST appointments, 1 client`, bookSerial, floorSerial);
    add('prenotazione', `  pavimento: evento + intervallo, 1 client`, floorSerial);
    add('prenotazione', `POST appointments, ${connections} client`, bookLoaded, floorLoaded);
    add('prenotazione', `  pavimento: evento + intervallo, ${connections} client`, floorLoaded);
    add('prenotazione', `POST appointments rifiutata (409), ${connections} client`, refused, floorRefused);
    add('prenotazione', `  pavimento: lettura degli intervalli in conflitto, ${connections} client`, floorRefused);

    // 2. The series: 2 resources and 1 clinic of the demo entity, then checks and bookings on free Mondays.
    const rooms = { resources: [], clinic: null };
    for (const [type, name] of [['resources', 'Spirometro banco'], ['resources', 'Audiometro banco'], ['classrooms', 'Ambulatorio banco']]) {
      const created = await post('/api/md/calresources', { type, name: `${name} ${randomUUID().slice(0, 8)}`, ...(type === 'classrooms' ? { capacity: 2 } : {}) });
      if (created.status !== 201) throw new Error(`calresources: ${created.status} ${JSON.stringify(created.json)}`);
      if (type === 'resources') rooms.resources.push(created.json.data.id);
      else rooms.clinic = created.json.data.id;
    }
    // The first Monday a week after case 1's last day: the series' 52 weeks lie after every single booking.
    let monday = firstDay + (Math.ceil(items.length / SLOTS_PER_DAY) + 7) * DAY;
    while (new Date(monday).getUTCDay() !== 1) monday += DAY;
    const seriesWorker = named[0];
    const checks = Array.from({ length: Math.max(1, seriesCalls * 2) }, () => seriesBody(doctorId, seriesWorker, isoDate(monday), weeks, 8 * 60, rooms));
    const check = await closedLoop(checks, 1, async (body) => {
      const answer = await post('/api/md/checkbusyresources', body);
      return answer.status === 200 && answer.json.data !== '' ? 'occupato' : answer.status;
    });
    const seriesItems = Array.from({ length: seriesCalls }, (_, k) => seriesBody(doctorId, seriesWorker, isoDate(monday), weeks, 8 * 60 + k * 15, rooms));
    const seriesBooked = await closedLoop(seriesItems, 1, async (body) => {
      const answer = await post('/api/md/appointments', body);
      return answer.status === 200 && answer.json.data.booked.length !== weeks ? `${answer.json.data.booked.length}/${weeks}` : answer.status;
    });
    log(`serie: verifiche ${JSON.stringify(check.statuses)}, prenotazioni ${JSON.stringify(seriesBooked.statuses)}`);
    if (Object.keys(check.statuses).join() !== '200' || Object.keys(seriesBooked.statuses).join() !== '200') ok = false;
    const floorKeys = [floorKey, `resource:${randomUUID()}`, `resource:${randomUUID()}`, `clinic:${randomUUID()}`];
    const occurrences = (k) =>
      Array.from({ length: weeks }, (_, w) => {
        const date = isoDate(monday + w * 7 * DAY);
        const at = { from: `${date}T${hhmm(8 * 60 + k * 15)}:00Z`, to: `${date}T${hhmm(8 * 60 + k * 15 + 15)}:00Z` };
        return floorKeys.map((key) => ({ key, ...at }));
      });
    const floorSeries = await closedLoop(Array.from({ length: seriesCalls }, (_, k) => k), 1, (k) => rawSeries(pool, event, occurrences(k)));
    const perOccurrence = (result) => ({ ...result, p50: result.p50 / weeks, p95: result.p95 / weeks, rps: result.rps * weeks });
    add('serie 52 settimane', `POST checkbusyresources (solo verifica), 1 client`, check, floorSeries);
    add('serie 52 settimane', `POST appointments (${weeks} stream), 1 client`, seriesBooked, floorSeries);
    add('serie 52 settimane', `  pavimento: ${weeks} × (evento + 4 intervalli), 1 client`, floorSeries);
    add('serie 52 settimane', `  per occorrenza: POST appointments`, perOccurrence(seriesBooked), perOccurrence(floorSeries));
    add('serie 52 settimane', `  per occorrenza: pavimento`, perOccurrence(floorSeries));

    // 3. Da fissare: the server's page against its own statement and a plain read, on the same pool size.
    const customer = (await pool.query('SELECT customer_id FROM workers WHERE id = $1', [named[0].id])).rows[0].customer_id;
    const scope = { entityId: DEMO_ENTITY.id, customerIds: null, factoryIds: null };
    const cases = [
      ['senza filtri', '', {}],
      ['customer_id', `&customer_id=${customer}`, { customerId: customer }],
      [`next_visit ${WINDOW.from}…${WINDOW.to}`, `&next_visit_from=${WINDOW.from}&next_visit_to=${WINDOW.to}`, { from: WINDOW.from, to: WINDOW.to }],
    ];
    const booked = (await pool.query(`SELECT count(*)::int AS n FROM appointments WHERE status = 'booked'`)).rows[0].n;
    log(`Da fissare su ${workers} lavoratori, ${booked} appuntamenti prenotati nel read model`);
    const toSchedule = await measureToSchedule({ root, pool, base: server.base, token, scope, cases, connections, reads, add, log });
    report.to_schedule = toSchedule.passes;
    if (!toSchedule.same) ok = false;
    for (const row of rows) if (Object.keys(row.statuses).some((s) => !['200', 'ok', '409', 'busy'].includes(s))) ok = false;
  } finally {
    await pool.end();
    await server.stop();
  }

  const header = '| caso | misura | p50 ms | p95 ms | al s | richieste | stati | p50 / pavimento |\n| --- | --- | --: | --: | --: | --: | --- | --: |';
  const table = [
    header,
    ...rows.map(
      (r) =>
        `| ${r.group} | ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.rps.toFixed(r.rps < 10 ? 2 : 0)} | ${r.total} | ${Object.entries(r.statuses).map(([k, v]) => `${k}×${v}`).join(' ')} | ${r.ratio_p50 ?? ''} |`,
    ),
  ].join('\n');
  return { table, report: { ...report, rows }, ok };
}
