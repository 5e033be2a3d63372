import type { Sql } from '@tutela/contracts';

/** `db` whose every query's text is pushed to `statements` first: what a list asked the database, in order. */
export function statementSpy<Db extends Sql>(db: Db, statements: string[]): Db {
  const spy: Db = Object.create(db);
  spy.query = ((text: string, ...rest: unknown[]) => {
    statements.push(text);
    return (db.query as (...args: unknown[]) => unknown).call(db, text, ...rest);
  }) as Db['query'];
  return spy;
}
