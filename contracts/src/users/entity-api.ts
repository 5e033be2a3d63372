/**
 * The "Enti" admin tool (/admtools/entities): HTTP shapes of GET/POST /api/md/entities and
 * GET/POST /api/md/entities/{id}. Field names follow the entity block of getuserdata (snake_case).
 */

/** Level that opens the tool: entity administrators manage their own entity, system administrators all. */
export const ENTITY_ADMIN_MIN_LEVEL = 8;
/** Level that creates entities (system administrators only). */
export const ENTITY_CREATE_MIN_LEVEL = 9;

/** Application flags of an entity, in the md, fr, sr order of the application switch. */
export const ENTITY_APPLICATION_FIELDS = ['active_md', 'active_fr', 'active_sr'] as const;
export type EntityApplicationField = (typeof ENTITY_APPLICATION_FIELDS)[number];

/** A row of GET /api/md/entities (entities read model). */
export interface EntityListRow {
  id: string;
  name: string;
  address_info: string | null;
  active_md: boolean;
  active_fr: boolean;
  active_sr: boolean;
  generic: boolean;
  /** Active users of the entity. */
  users_count: number;
  created_at: string;
  updated_at: string;
}

/** GET /api/md/entities/{id}. */
export interface EntityDetail extends EntityListRow {
  /**
   * Revision of the entity's stream the card shows: sent back as `revision` with an update so a change made
   * meanwhile by someone else is answered 409 instead of being overwritten. null for a row projected before
   * the read model recorded revisions (the update is then accepted without that check).
   */
  revision: number | null;
}

/** POST /api/md/entities (system administrators). Applications default to active, generic to false. */
export interface CreateEntityRequest {
  name: string;
  address_info?: string | null;
  active_md?: boolean;
  active_fr?: boolean;
  active_sr?: boolean;
  generic?: boolean;
}

/** POST /api/md/entities/{id}: only the fields sent change. */
export interface UpdateEntityRequest extends Partial<CreateEntityRequest> {
  /** The card's last known stream revision (optimistic concurrency). */
  revision?: number;
}
