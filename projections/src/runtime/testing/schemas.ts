import type { Database } from '../../database/database';

export async function schemaExists(db: Database, schema: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  return rows.length > 0;
}
