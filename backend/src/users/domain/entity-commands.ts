export interface EntityFields {
  name: string;
  addressInfo: string | null;
  activeMd: boolean;
  activeFr: boolean;
  activeSr: boolean;
  generic: boolean;
  additionalData?: Record<string, unknown> | null;
}

export interface CreateEntity extends EntityFields {
  type: 'CreateEntity';
  entityId: string;
}

export interface UpdateEntity {
  type: 'UpdateEntity';
  changes: Partial<EntityFields>;
}

export type EntityCommand = CreateEntity | UpdateEntity;
