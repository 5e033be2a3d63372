import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';
import { openDatabase } from './open-database';

/** A process that stays alive until killed, and the pid it runs as. */
async function running(command: string, args: string[]): Promise<ChildProcess & { pid: number }> {
  const child = spawn(command, args, { stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', () => resolve());
    child.once('error', reject);
  });
  return child as ChildProcess & { pid: number };
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

describe('lockDataDir', () => {
  let dir: string;
  const lockFile = () => path.join(dir, LOCK_FILE);
  const children: ChildProcess[] = [];

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tutela-lock-'));
  });

  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes this process id and removes the file on release', () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a second lock of the same folder in this process until the first is released', () => {
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    lockDataDir(dir).release();
  });

  it('refuses a folder held by another live Node process, naming its pid in Italian', async () => {
    const holder = await running(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(holder);
    writeFileSync(lockFile(), `${holder.pid}\n`);

    let thrown: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirInUseError);
    expect((thrown as DataDirInUseError).holderPid).toBe(holder.pid);
    expect((thrown as Error).message).toContain(`già in uso da un altro processo Tutela (pid ${holder.pid})`);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(holder.pid)); // left to its holder
  });

  it('takes over the lock of a process that has exited', async () => {
    const gone = await running(process.execPath, ['-e', '']);
    await exited(gone);
    writeFileSync(lockFile(), `${gone.pid}\n`);

    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock whose pid was reused by a process that is not Node', async () => {
    const other = await running('sleep', ['60']);
    children.push(other);
    writeFileSync(lockFile(), `${other.pid}\n`);

    lockDataDir(dir).release();
  });

  it('takes over its own pid left by an earlier run (a container restarts as the same pid)', () => {
    writeFileSync(lockFile(), `${process.pid}\n`);
    lockDataDir(dir).release();
  });

  it('takes over an empty or unreadable lock file', () => {
    writeFileSync(lockFile(), '');
    lockDataDir(dir).release();
    writeFileSync(lockFile(), 'not a pid');
    lockDataDir(dir).release();
  });

  it('does not remove a lock that another process took over meanwhile', async () => {
    const lock = lockDataDir(dir);
    const holder = await running(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(holder);
    writeFileSync(lockFile(), `${holder.pid}\n`);

    lock.release();
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(holder.pid));
  });
});

describe('openDatabase on a data folder', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tutela-data-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the folder while open: a second open fails before touching the store, and the data survives', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.query('CREATE TABLE kept (v text)');
    await first.query("INSERT INTO kept VALUES ('ok')");

    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await first.close();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const again = await openDatabase({ dataDir: dir });
    try {
      expect((await again.query<{ v: string }>('SELECT v FROM kept')).rows).toEqual([{ v: 'ok' }]);
    } finally {
      await again.close();
    }
  });
});
