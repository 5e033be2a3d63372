/**
 * Events of an `entity-<uuid>` stream: the provider organisation that owns users, customers and settings.
 */
export interface EntityCreatedData {
  entityId: string;
  name: string;
  addressInfo: string | null;
  activeMd: boolean;
  activeFr: boolean;
  activeSr: boolean;
  /** Generic version of the product (spec: some entries hidden "in the generic version"). */
  generic: boolean;
  /** Free settings of the entity returned by getuserdata as entity.additional_data (optional, added later). */
  additionalData?: Record<string, unknown> | null;
}

export type EntityUpdatedData = Partial<Omit<EntityCreatedData, 'entityId'>>;

export interface EntityEventMap {
  EntityCreated: EntityCreatedData;
  EntityUpdated: EntityUpdatedData;
}
export type EntityEventType = keyof EntityEventMap;
