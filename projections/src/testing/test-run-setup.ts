import { Client } from 'pg';

// Plain `pg` here and in the teardown: jest loads these before its module mapping, so not the workspace sources.

/**
 * Jest global setup: names the run for every worker (they inherit the environment), and drops what a killed run
 * left on the test server: databases `tutela_test_<time>x<pid>_…` whose jest process is no longer alive.
 */
export default async function setup(): Promise<void> {
  process.env.TUTELA_TEST_RUN = `${Date.now().toString(36)}x${process.pid}`;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'tutela\\_test\\_%'");
    for (const { datname } of rows) {
      const pid = Number(/^tutela_test_[0-9a-z]+x(\d+)_/.exec(datname)?.[1]);
      if (pid && !isAlive(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
