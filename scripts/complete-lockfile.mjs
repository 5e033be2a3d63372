#!/usr/bin/env node
/* global process, console */
// The npm registry mirror of this workplace lacks some other-platform optional binaries (e.g.
// @swc/core-darwin-arm64 answers 404). npm then leaves them out of package-lock.json and `npm ci` refuses the
// lock as out of sync. This records each missing optional dependency with the os/cpu/libc its name declares,
// so npm skips it on this platform without fetching, exactly as it would with a complete lock.
// Run after `npm install` whenever dependencies change: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes('eabi') || parts.includes('gnueabihf') || parts.includes('musleabihf') ? 'arm' : undefined);
  const libc = os === 'linux' ? (parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p.startsWith('gnu')) ? 'glibc' : undefined) : undefined;
  return { os, cpu, libc };
}

const matchesHere = ({ os, cpu }) => os === process.platform && cpu === process.arch;

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    // A binary for this very platform that is missing is a real problem: never paper over it.
    if (!platform.os || !platform.cpu || matchesHere(platform)) continue;
    lock.packages[`node_modules/${dep}`] = {
      version: String(spec).replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
    };
    added.push(dep);
  }
}
// Keep npm's own order (root first, then paths by locale order) so `npm install` leaves the file unchanged.
const ordered = Object.keys(lock.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')));
lock.packages = Object.fromEntries(ordered.map((key) => [key, lock.packages[key]]));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Voci opzionali aggiunte al lock: ${added.join(', ')}` : 'Lock già completo.');
