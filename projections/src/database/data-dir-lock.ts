import { closeSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two servers started on the same folder both write its files, and the
 * store is corrupt at the next start ("RuntimeError: Aborted()"). So the folder gets a lock file holding the
 * process id, taken before PGlite opens and removed when it closes.
 *
 * A lock left by a process that is gone (a crash, a kill -9) is stale and taken over. A process id can be reused
 * after a restart, so a live id counts only when it is a Node process other than this one: in a container the
 * server is often pid 1 at every start, and its own old lock must not keep it out.
 */
export const LOCK_FILE = 'tutela.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `La cartella dati ${dataDir} è già in uso da un altro processo Tutela (pid ${holderPid}). ` +
        `Fermare quel processo oppure usare un'altra DATA_DIR; se nessun processo la usa, eliminare ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Folders this process holds: its own pid in a lock file would otherwise read as a stale lock. */
const heldHere = new Set<string>();

/** Whether `pid` is a running Node process other than this one (Linux: /proc; elsewhere: any live process). */
function heldByAnotherProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user, still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return /node|tutela/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc (macOS, Windows): trust the live id
  }
}

function readHolder(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * Takes the lock of `dataDir` (which must exist) or throws DataDirInUseError. `wx` creates the file only if it
 * is absent, so of two processes starting together exactly one wins; the loser sees the winner's live pid.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  if (heldHere.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (heldByAnotherProcess(holder)) throw new DataDirInUseError(dataDir, holder);
      // An empty file may be a winner that has not written its pid yet: give it a moment before calling it stale.
      if (Number.isNaN(holder) && attempt === 0) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      // Two processes taking over the same stale lock at the same instant could both win here; a start after a
      // crash is one process, so that window is left open rather than made complex.
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    heldHere.add(file);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        heldHere.delete(file);
        // Remove only our own lock: a stale-lock takeover by another process must not be undone by us.
        if (readHolder(file) === process.pid) unlinkSync(file);
      },
    };
  }
  throw new DataDirInUseError(dataDir, readHolder(file));
}
