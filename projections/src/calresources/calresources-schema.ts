/**
 * The calresources read model: 'Risorse' and 'Ambulatori' of each entity, one row per record. `revision` is the
 * stream's, sent back with an edit so a stale card answers 409; `last_position` makes replays harmless.
 */
export const CALRESOURCES_TABLES = ['calresources'] as const;

export const CALRESOURCES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS calresources (
     id text PRIMARY KEY,
     entity_id text NOT NULL,
     type text NOT NULL,
     name text NOT NULL,
     kind text,
     location text,
     address text,
     capacity integer,
     active boolean NOT NULL DEFAULT true,
     revision integer NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     last_position bigint NOT NULL
   )`,
  // The list: one entity's records of one type, active first, by name.
  `CREATE INDEX IF NOT EXISTS calresources_list_idx ON calresources (entity_id, type, active DESC, lower(name), id)`,
];
