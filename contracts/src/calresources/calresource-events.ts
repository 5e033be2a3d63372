/**
 * Events of a `calresource-<uuid>` stream, owned by the calresources context: a resource ('Risorse') or a clinic /
 * classroom ('Ambulatori', the rooms the training app books too) of one entity, which is its tenant.
 */
export type CalResourceType = 'resources' | 'classrooms';

export interface CalResourceFieldsData {
  name: string;
  /** The kind of resource (e.g. 'Ecografo') or the clinic's description. */
  kind: string | null;
  location: string | null;
  address: string | null;
  /** Seats of a classroom (integer ≥ 1); null for a resource. */
  capacity: number | null;
}

export interface CalResourceCreatedData extends CalResourceFieldsData {
  calResourceId: string;
  entityId: string;
  type: CalResourceType;
}

export type CalResourceUpdatedData = { calResourceId: string } & Partial<CalResourceFieldsData>;

export interface CalResourceDeactivatedData {
  calResourceId: string;
}

export interface CalResourceReactivatedData {
  calResourceId: string;
}

export interface CalResourceEventMap {
  CalResourceCreated: CalResourceCreatedData;
  CalResourceUpdated: CalResourceUpdatedData;
  CalResourceDeactivated: CalResourceDeactivatedData;
  CalResourceReactivated: CalResourceReactivatedData;
}
export type CalResourceEventType = keyof CalResourceEventMap;
export const CALRESOURCE_STREAM_PREFIX = 'calresource-';
