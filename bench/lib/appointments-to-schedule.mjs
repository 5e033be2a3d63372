// Case 3 of bench/appointments.bench.mjs: Da fissare's first page through the server against the same statement on
// a raw pool and a plain first page of workers, in two passes: the appointments' statistics as the server left
// them (this bench server runs with autovacuum off, so a table filled since the last ANALYZE has none), then after
// `ANALYZE appointments` (what autovacuum gives a production server after a burst of bookings, some time later).
import { api, closedLoop } from './bench-http.mjs';
import { PLAIN_FIRST_PAGE, toScheduleStatement } from './appointments-floor.mjs';

async function appointmentsStatistics(pool) {
  const { rows } = await pool.query(
    `SELECT n_live_tup::int AS live, n_mod_since_analyze::int AS changed_since_analyze, last_analyze, last_autoanalyze,
            current_setting('autovacuum') AS autovacuum, current_setting('jit') AS jit
       FROM pg_stat_user_tables WHERE relname = 'appointments'`,
  );
  return rows[0];
}

/**
 * Every case at 1 and `connections` connections, both passes; `add(group, name, result, floor)` records a row.
 * Answers the passes' statistics and the EXPLAIN (ANALYZE, BUFFERS) of each pass's slowest case, and whether the
 * server's pages were the raw statement's.
 */
export async function measureToSchedule({ root, pool, base, token, scope, cases, connections, reads, add, log }) {
  const passes = [];
  let same = true;
  for (const pass of ['statistiche come lasciate', 'dopo ANALYZE appointments']) {
    if (pass.startsWith('dopo')) await pool.query('ANALYZE appointments');
    const statistics = await appointmentsStatistics(pool);
    log(`Da fissare, ${pass}: ${JSON.stringify(statistics)}`);
    let slowest = null;
    for (const [label, query, filter] of cases) {
      const statement = toScheduleStatement(root, scope, filter, 10);
      const route = `/api/md/appointments/tofix?per_page=10${query}`;
      // The floor answers what the server answers: the same rows in the same order.
      const served = await api(base, 'GET', route, { token });
      const raw = await pool.query(statement.text, statement.params);
      if (served.status !== 200 || JSON.stringify(served.json.data.map((r) => r.id)) !== JSON.stringify(raw.rows.map((r) => r.id))) {
        log(`Da fissare (${label}): la pagina del server non è quella dell'istruzione grezza`);
        same = false;
      }
      for (const clients of [1, connections]) {
        const n = Array.from({ length: reads[clients] }, (_, i) => i);
        const http = await closedLoop(n, clients, async () => (await api(base, 'GET', route, { token })).status);
        const floor = await closedLoop(n, clients, async () => (await pool.query(statement.text, statement.params), 'ok'));
        const row = add(`Da fissare, ${pass}`, `GET tofix ${label}, ${clients} conn.`, http, floor);
        add(`Da fissare, ${pass}`, `  pavimento: stessa SELECT, ${clients} conn.`, floor);
        if (!slowest || row.p50 > slowest.row.p50) slowest = { row, statement };
      }
    }
    for (const clients of [1, connections]) {
      const n = Array.from({ length: reads[clients] }, (_, i) => i);
      const plain = await closedLoop(n, clients, async () => (await pool.query(PLAIN_FIRST_PAGE), 'ok'));
      add(`Da fissare, ${pass}`, `  SELECT … ORDER BY next_visit, id LIMIT 10, ${clients} conn.`, plain);
    }
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${slowest.statement.text}`, slowest.statement.params);
    const explain = { case: slowest.row.name, statement: slowest.statement, plan: plan.rows.map((r) => r['QUERY PLAN']) };
    log(`piano del caso più lento (${pass}, ${explain.case}):\n${explain.plan.join('\n')}`);
    passes.push({ pass, statistics, explain });
  }
  return { passes, same };
}
