/**
 * A migration creating a pg_trgm GIN index over `expressions` of `table`, so that `expression ILIKE '%text%'`
 * (the lists' quick search) is answered from the index instead of a scan of every row.
 *
 * An extension lives in one schema per database, while the API tests run each app in a schema of its own
 * (search_path = that schema only) and drop it afterwards. So the extension is created in `public`, which
 * outlives every test schema, and the operator class is named with the schema the extension really lives in
 * (an older install may have put it elsewhere): the index then never depends on the search_path, and the query
 * needs nothing from it (ILIKE is a core operator). Where the extension cannot be had (not installed on the
 * server, no right to create it, an embedded store without it), the index is skipped and the search scans as
 * before: slower, never wrong.
 */
export function trigramIndexSql(index: string, table: string, expressions: readonly string[]): string {
  const columns = expressions.map((expression) => `(${expression}) %1$I.gin_trgm_ops`).join(', ');
  const statement = `CREATE INDEX IF NOT EXISTS ${index} ON ${table} USING gin (${columns})`.replace(/'/g, "''");
  return `DO $trigram$
DECLARE
  ops_schema text;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm non disponibile: % senza indice di ricerca', '${table}';
  END;
  SELECT n.nspname INTO ops_schema FROM pg_extension x JOIN pg_namespace n ON n.oid = x.extnamespace WHERE x.extname = 'pg_trgm';
  IF ops_schema IS NOT NULL THEN
    EXECUTE format('${statement}', ops_schema);
  END IF;
END $trigram$`;
}
