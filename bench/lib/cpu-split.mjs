/* global process */
// Where a benchmark's CPU went: the server process (Node) against the database server's processes, read from
// /proc before and after a measured window. Linux only; elsewhere every figure is null.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second of /proc/<pid>/stat (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ticks; 0 once it has gone. */
function processTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The local PostgreSQL server's processes (postmaster children are named "postgres: …"). */
function databasePids() {
  try {
    return execFileSync('pgrep', ['-f', '^postgres: ']).toString().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Starts a window; `end(requests)` gives the CPU microseconds per request of the server process and of the
 * database's processes (backends that end inside the window are not counted: their CPU is lost with them).
 */
export function cpuWindow(serverPid) {
  if (process.platform !== 'linux') return { end: () => ({ serverMicrosPerRequest: null, databaseMicrosPerRequest: null }) };
  const server = processTicks(serverPid);
  const database = new Map(databasePids().map((pid) => [pid, processTicks(pid)]));
  return {
    end(requests) {
      const serverTicks = processTicks(serverPid) - server;
      const databaseTicks = databasePids().reduce((sum, pid) => sum + processTicks(pid) - (database.get(pid) ?? 0), 0);
      const perRequest = (ticks) => (requests > 0 ? Math.round((ticks * 1e6) / TICKS_PER_SECOND / requests) : null);
      return { serverMicrosPerRequest: perRequest(serverTicks), databaseMicrosPerRequest: perRequest(databaseTicks) };
    },
  };
}
