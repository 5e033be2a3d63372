#!/usr/bin/env node
/* global process, console */
// Initial JavaScript of the web client, measured from the production build's Vite manifest: what the
// browser must download before the login page, and before the standard layout (sidebar + header +
// dashboard home), can render. Routes are code-split, so each figure is the entry chunk plus the lazy
// route chunks of that screen, with all their static imports, each file gzip-compressed (level 9).
//
// Usage: node bench/frontend-bundle.mjs [--build]   (builds first when asked or when no build exists)
// Writes bench/results/frontend-bundle.json; exits 1 when a figure exceeds the 300 kB gzip target.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'frontend', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
const TARGET_GZIP_BYTES = 300 * 1024;

const SCENARIOS = {
  login: {
    label: 'Login (/authentication/login)',
    routes: ['src/routes/_blank.tsx?tsr-split=component', 'src/routes/_blank/authentication/login.tsx?tsr-split=component'],
  },
  standard: {
    label: 'Standard layout (/dashboards/home)',
    routes: ['src/routes/_standard.tsx?tsr-split=component', 'src/routes/_standard/dashboards/home.tsx?tsr-split=component'],
  },
};

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  console.log('building the frontend (vite build)…');
  execFileSync('npm', ['run', 'build', '-w', '@tutela/frontend'], { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');

/** The chunks a set of chunks needs before running: themselves and their static imports, recursively. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`chunk ${key} not in the manifest (was the route renamed?)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

function measure(routes) {
  const chunks = closure([entryKey, ...routes]);
  const jsFiles = [...new Set([...chunks].map((key) => manifest[key].file))];
  const cssFiles = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
  const total = (files) => files.reduce((acc, f) => ({ raw: acc.raw + sizes(f).raw, gzip: acc.gzip + sizes(f).gzip }), { raw: 0, gzip: 0 });
  const js = total(jsFiles);
  const css = total(cssFiles);
  return {
    js_gzip_bytes: js.gzip,
    js_raw_bytes: js.raw,
    css_gzip_bytes: css.gzip,
    js_files: jsFiles.length,
    within_target: js.gzip <= TARGET_GZIP_BYTES,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const results = {};
console.log(`\nInitial JavaScript (gzip level 9), target < ${kb(TARGET_GZIP_BYTES)}:`);
for (const [name, scenario] of Object.entries(SCENARIOS)) {
  const m = measure(scenario.routes);
  results[name] = { label: scenario.label, ...m };
  console.log(
    `  ${scenario.label.padEnd(38)} JS ${kb(m.js_gzip_bytes).padStart(9)} gzip (${kb(m.js_raw_bytes)} raw, ${m.js_files} files)` +
      `  CSS ${kb(m.css_gzip_bytes)} gzip  ${m.within_target ? 'OK' : 'OVER TARGET'}`,
  );
}

const report = {
  measured_at: new Date().toISOString(),
  source: path.relative(root, manifestPath),
  target_js_gzip_bytes: TARGET_GZIP_BYTES,
  scenarios: results,
};
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'results', 'frontend-bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwritten bench/results/frontend-bundle.json');
process.exit(Object.values(results).every((r) => r.within_target) ? 0 : 1);
