import type { Actor } from '../../../shared/event-metadata';
import type { AdminScope } from '../../domain/user-admin-scope';
import type { EntityFields } from '../../domain/entity-commands';

export class UpdateEntityCommand {
  constructor(
    readonly entityId: string,
    /** Only the fields present change; additional data is not edited through this command. */
    readonly changes: Partial<Omit<EntityFields, 'additionalData'>>,
    readonly options: {
      actor: Actor;
      commandId: string;
      scope: AdminScope;
      /** The revision the caller's card was loaded with: a newer stream answers 409. */
      expectedRevision?: number;
    },
  ) {}
}
