import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The name of this test run, shared by its jest workers: set once by the global setup (test-run-setup.ts), which
 * they inherit the environment of; without it (a script), one per parent process. Lower-case letters, digits and
 * `x`, so it can go in a database name unquoted.
 */
export function testRunName(): string {
  return process.env.TUTELA_TEST_RUN ?? `p${process.ppid}`;
}

/** Where this run keeps its files (the seeded PGlite dump). */
export function testRunDir(): string {
  return join(tmpdir(), `tutela-test-${testRunName()}`);
}

/** The prefix of every database this run creates on the test server. */
export function testRunDatabasePrefix(): string {
  return `tutela_test_${testRunName()}_`;
}
