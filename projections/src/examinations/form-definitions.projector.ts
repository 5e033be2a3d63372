import type { FormVersionPublishedData, RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import type { Projector } from '../runtime/projector';

export const FORM_DEFINITIONS_PROJECTOR_NAME = 'form-definitions';

export interface FormDefinitionRow {
  id: number;
  code: string;
  version: number;
  title: string;
  kind: string;
  schema: { display?: string; components: unknown[]; [key: string]: unknown };
  sha256: string;
  published_at: string;
}

/** Every published version of every form: a record renders with the version it was filled with. */
export const formDefinitionsProjector: Projector = {
  name: FORM_DEFINITIONS_PROJECTOR_NAME,
  migrations: [
    `CREATE TABLE IF NOT EXISTS form_definitions (
       id integer PRIMARY KEY,
       code text NOT NULL,
       version integer NOT NULL,
       title text NOT NULL,
       kind text NOT NULL,
       schema jsonb NOT NULL,
       sha256 text NOT NULL,
       published_at timestamptz NOT NULL,
       UNIQUE (code, version)
     )`,
  ],
  tables: ['form_definitions'],
  handles: ['FormVersionPublished'],
  async apply(event: RecordedEvent, tx: Sql): Promise<void> {
    const d = event.data as FormVersionPublishedData;
    await tx.query(
      `INSERT INTO form_definitions (id, code, version, title, kind, schema, sha256, published_at)
       VALUES ($1,$2,$3,$4,$5,$6::jsonb,$7,$8) ON CONFLICT (id) DO NOTHING`,
      [d.formId, d.code, d.version, d.title, d.kind, JSON.stringify(d.schema), d.sha256, event.metadata.occurredAt],
    );
  },
};
