import type { Database } from '../database/database';
import { quoteIdentifier } from '../database/pg-database';
import type { Projector } from './projector';

const CREATE_INDEX = /^\s*CREATE\s+INDEX\s+IF\s+NOT\s+EXISTS\s+("?)(\w+)\1\s/i;

/**
 * The secondary indexes a rebuild drops and builds again at the end: one sorted build is much cheaper than
 * keeping them up to date row by row over the whole log. Only non-unique indexes declared by the projector's
 * own migrations (`CREATE INDEX IF NOT EXISTS name …`): ON CONFLICT still needs the unique ones, and if the
 * process dies half-way the next start runs the migrations, which create these again before projecting.
 */
export function deferredIndexes(projector: Projector): { name: string; ddl: string }[] {
  return projector.migrations.flatMap((ddl) => {
    const match = CREATE_INDEX.exec(ddl);
    return match ? [{ name: match[2], ddl }] : [];
  });
}

export async function dropDeferredIndexes(db: Database, projector: Projector): Promise<void> {
  const indexes = deferredIndexes(projector);
  if (indexes.length === 0) return;
  await db.query(`DROP INDEX IF EXISTS ${indexes.map(({ name }) => quoteIdentifier(name)).join(', ')}`);
}

export async function createDeferredIndexes(db: Database, projector: Projector): Promise<void> {
  for (const { ddl } of deferredIndexes(projector)) await db.query(ddl);
}
