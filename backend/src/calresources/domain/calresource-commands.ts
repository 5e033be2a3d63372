import type { CalResourceFieldsData, CalResourceType } from '@tutela/contracts';

export interface CreateCalResource extends CalResourceFieldsData {
  type: 'CreateCalResource';
  calResourceId: string;
  entityId: string;
  resourceType: CalResourceType;
}

export interface UpdateCalResource {
  type: 'UpdateCalResource';
  changes: Partial<CalResourceFieldsData>;
  /** true/false deactivates or reactivates the record; undefined leaves it as it is. */
  active?: boolean;
}

export type CalResourceCommand = CreateCalResource | UpdateCalResource;

/** Every command with the caller's entity: a record of another entity does not exist for them (404). */
export interface ScopedCalResourceCommand {
  command: CalResourceCommand;
  entityId: string | null;
}
