/* global process */
// `npm run bench -- frontend [--build]`: runs bench/frontend-bundle.mjs unchanged (it also stays usable on its
// own) and reports its figures in the suite's format. No --smoke variant is needed: measuring a build takes a
// second; only a missing build (or --build) makes it slow.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export async function run({ root, options }) {
  const args = [path.join(root, 'bench', 'frontend-bundle.mjs'), ...(options.build ? ['--build'] : [])];
  const child = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (child.status !== 0 && child.status !== 1) throw new Error(`frontend-bundle.mjs terminato con codice ${child.status}`);
  const measured = JSON.parse(readFileSync(path.join(root, 'bench', 'results', 'frontend-bundle.json'), 'utf8'));
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const table = Object.values(measured.scenarios).map((s) => ({
    screen: s.label,
    'JS gzip kB': kb(s.js_gzip_bytes),
    'JS raw kB': kb(s.js_raw_bytes),
    'CSS gzip kB': kb(s.css_gzip_bytes),
    files: s.js_files,
    target: s.within_target ? 'OK' : 'OVER',
  }));
  // Exit status 1 of the script means a figure is over the target: the suite reports it the same way.
  return { table, report: measured, ok: child.status === 0 };
}
