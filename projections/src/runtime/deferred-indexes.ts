import type { Database } from '../database/database';
import { quoteIdentifier } from '../database/pg-database';
import type { Projector } from './projector';

const CREATE_INDEX = /^\s*CREATE\s+INDEX\s+IF\s+NOT\s+EXISTS\s+("?)(\w+)\1\s/i;
/** trigramIndexSql's block: its CREATE INDEX sits inside a DO body (the extension may be missing). */
const TRIGRAM_INDEX = /^DO \$trigram\$[\s\S]*?CREATE INDEX IF NOT EXISTS (\w+) ON /;

/**
 * The secondary indexes a rebuild drops and builds again at the end: one sorted build is much cheaper than
 * keeping them up to date row by row over the whole log. Only non-unique indexes declared by the projector's
 * own migrations (`CREATE INDEX IF NOT EXISTS name …`, and the trigram GIN indexes of trigramIndexSql, the
 * dearest to keep up row by row): ON CONFLICT still needs the unique ones, and if the process dies half-way the
 * next start runs the migrations, which create these again before projecting.
 */
export function deferredIndexes(projector: Projector): { name: string; ddl: string }[] {
  return projector.migrations.flatMap((ddl) => {
    const name = CREATE_INDEX.exec(ddl)?.[2] ?? TRIGRAM_INDEX.exec(ddl)?.[1];
    return name ? [{ name, ddl }] : [];
  });
}

export async function dropDeferredIndexes(db: Database, projector: Projector): Promise<void> {
  const indexes = deferredIndexes(projector);
  if (indexes.length === 0) return;
  await db.query(`DROP INDEX IF EXISTS ${indexes.map(({ name }) => quoteIdentifier(name)).join(', ')}`);
}

/**
 * Builds at once: a trigram (GIN) build runs on one core for most of its time while the btree builds beside it
 * sort and write, so two lanes shorten the index phase of a rebuild (measured in bench/rebuild.bench.mjs). PGlite
 * has one connection and runs them one after the other all the same.
 */
const INDEX_BUILD_LANES = 2;

export async function createDeferredIndexes(db: Database, projector: Projector): Promise<void> {
  // The trigram builds first: the longest, so the btree builds fill the other lane meanwhile.
  const pending = deferredIndexes(projector).sort((a, b) => Number(isTrigram(b.ddl)) - Number(isTrigram(a.ddl)));
  const lane = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const { ddl } = next;
      // More sort memory than the server's default (64 MB) for these one-off builds: the workers' trigram index
      // of 1,000,000 rows took 66 s with the default, 50 s with 256 MB. SET LOCAL ends with each build.
      await db.transaction(async (tx) => {
        await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
        await tx.query(ddl);
      });
    }
  };
  // allSettled: a failed build must not leave the other lane's build running after this returns.
  const outcomes = await Promise.allSettled(Array.from({ length: INDEX_BUILD_LANES }, lane));
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

const isTrigram = (ddl: string): boolean => TRIGRAM_INDEX.test(ddl);
