/**
 * The DVR read model: one row per document (the factory's DVR list and the DVR screen) and one row per signed
 * revision (readable as it was signed after any reopening). Company and factory names are not copied: the
 * queries join the customers read model, so a renamed factory shows its current name.
 */
export const DVR_TABLES = ['dvrs', 'dvr_revisions'] as const;

export const DVR_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS dvrs (
     id text PRIMARY KEY,
     entity_id text NOT NULL,
     customer_id text NOT NULL,
     factory_id text NOT NULL,
     code text NOT NULL,
     title text NOT NULL,
     status integer NOT NULL,
     last_revision integer NOT NULL DEFAULT 0,
     last_signed_at text,
     dvrdata jsonb NOT NULL DEFAULT '{}',
     data_saved boolean NOT NULL DEFAULT false,
     form_code text NOT NULL,
     form_version integer NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     updated_by text NOT NULL,
     revision integer NOT NULL,
     last_position bigint NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS dvr_revisions (
     dvr_id text NOT NULL,
     number integer NOT NULL,
     dvrdata jsonb NOT NULL,
     form_code text NOT NULL,
     form_version integer NOT NULL,
     signed_by_id text NOT NULL,
     signed_by_name text NOT NULL,
     signed_at text NOT NULL,
     document_date text NOT NULL,
     archived boolean NOT NULL DEFAULT false,
     PRIMARY KEY (dvr_id, number)
   )`,
  `CREATE INDEX IF NOT EXISTS dvrs_factory_idx ON dvrs (factory_id, created_at DESC, id)`,
  `CREATE INDEX IF NOT EXISTS dvrs_tenant_idx ON dvrs (entity_id, customer_id, factory_id)`,
];

export interface DvrTableRow {
  id: string;
  entity_id: string;
  customer_id: string;
  factory_id: string;
  code: string;
  title: string;
  status: number;
  last_revision: number;
  last_signed_at: string | null;
  dvrdata: Record<string, unknown>;
  /** Whether data was ever saved: signing needs it. */
  data_saved: boolean;
  form_code: string;
  form_version: number;
  created_at: string | Date;
  updated_at: string | Date;
  updated_by: string;
  revision: number;
  last_position: number | string;
}

export interface DvrRevisionTableRow {
  dvr_id: string;
  number: number;
  dvrdata: Record<string, unknown>;
  form_code: string;
  form_version: number;
  signed_by_id: string;
  signed_by_name: string;
  signed_at: string;
  document_date: string;
  archived: boolean;
}
