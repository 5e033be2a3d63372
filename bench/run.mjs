#!/usr/bin/env node
/* global process, console */
// The benchmark suite: `npm run bench -- <name> [--smoke] [options]`.
// Each benchmark prints a table and writes bench/results/<name>.json (bench/results/<name>-<label>.json with
// --label, to keep e.g. a before/after pair). --smoke runs a tiny size in seconds, so CI can check it still runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BENCHMARKS = {
  append: {
    module: './append.bench.mjs',
    about: 'event-store appends: ours vs raw pg vs Emmett, 1/8/32 writers and batches of 100, subscriber lag',
  },
  frontend: { module: './frontend.bench.mjs', about: 'initial JavaScript of the login route and the standard layout' },
  rebuild: {
    module: './rebuild.bench.mjs',
    about: 'rebuild all and each projector on 1,000,000 events vs raw INSERT … SELECT, table bloat, live projector lag',
  },
  registry: {
    module: './registry-generator.mjs',
    about: '100 customers and 1,000,000 workers through the real store, then the workers read model rebuilt and queried',
  },
  'workers-http': {
    module: './workers-http.bench.mjs',
    about: 'workers list (pages, sorts, filters, search), header search and card through the server on the registry database',
  },
  examinations: {
    module: './examinations.bench.mjs',
    about: 'sign-visit and save round trip through HTTP (read-your-writes included) vs a plain GET of the visit, before/after VACUUM',
  },
  appointments: {
    module: './appointments.bench.mjs',
    about: 'booking with its conflict check (1/32 clients, 409), a 52-week series with 3 resources, Da fissare at 1,000,000 workers, vs raw pg',
  },
  'long-stream': {
    module: './long-stream.bench.mjs',
    about: 'a command on a chat of 10 to 5,000 events: raw pg vs our store alone vs behind the long-stream cache',
  },
  'page-load': {
    module: './page-load.mjs',
    about: 'login page, login → dashboard, workers list and visit form in chromium on an office line; --before <checkout> beside this one',
  },
  http: {
    module: './http.bench.mjs',
    about: 'lists, card vs raw pool, command with revision, login, read-your-writes lag through the server at 1,000,000 users',
  },
};

const [name, ...rest] = process.argv.slice(2);
const benchmark = BENCHMARKS[name];
if (!benchmark) {
  console.error(`Uso: npm run bench -- <nome> [--smoke] [opzioni]\n\nBenchmark disponibili:`);
  for (const [key, { about }] of Object.entries(BENCHMARKS)) console.error(`  ${key.padEnd(10)} ${about}`);
  process.exit(name ? 2 : 0);
}

const options = parseOptions(rest);
const { run } = await import(benchmark.module);
const started = Date.now();
const outcome = await run({ root, smoke: options.smoke === true, options });

printTable(outcome.table);
const report = {
  benchmark: name,
  measured_at: new Date(started).toISOString(),
  duration_s: Math.round((Date.now() - started) / 100) / 10,
  smoke: options.smoke === true,
  machine: { cpus: os.cpus().length, load_average: os.loadavg().map((n) => Math.round(n * 100) / 100), node: process.version },
  ...outcome.report,
};
// A smoke run (CI) never overwrites the figures of a real one.
const suffix = `${options.smoke === true ? '-smoke' : ''}${typeof options.label === 'string' ? `-${options.label}` : ''}`;
const file = path.join(root, 'bench', 'results', `${name}${suffix}.json`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten ${path.relative(root, file)}`);
process.exit(outcome.ok === false ? 1 : 0);

/** `--flag` → true, `--key value` → 'value'. */
function parseOptions(args) {
  const parsed = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) throw new Error(`Argomento non riconosciuto: ${arg}`);
    // --key=value, --key value, or a bare --flag.
    const equals = arg.indexOf('=');
    if (equals > 2) {
      parsed[arg.slice(2, equals)] = arg.slice(equals + 1);
      continue;
    }
    const key = arg.slice(2);
    const next = args[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      parsed[key] = next;
      i++;
    } else parsed[key] = true;
  }
  return parsed;
}

/** Rows of equal keys as an aligned text table (numbers right-aligned); a benchmark may hand a ready text table. */
function printTable(rows) {
  if (typeof rows === 'string') {
    console.log(rows);
    return;
  }
  if (!rows?.length) return;
  const columns = Object.keys(rows[0]);
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '')));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((row) => row[i].length)));
  const line = (values) =>
    values.map((value, i) => (/^[-\d.,x%]+$/.test(value) && i > 0 ? value.padStart(widths[i]) : value.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(columns)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of cells) console.log(line(row));
}
