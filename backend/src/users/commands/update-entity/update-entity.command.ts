import type { Actor } from '../../../shared/event-metadata';
import type { TenantScope } from '@tutela/contracts';
import type { EntityFields } from '../../domain/entity-commands';

export class UpdateEntityCommand {
  constructor(
    readonly entityId: string,
    /** Only the fields present change; additional data is not edited through this command. */
    readonly changes: Partial<Omit<EntityFields, 'additionalData'>>,
    readonly options: {
      actor: Actor;
      commandId: string;
      scope: TenantScope;
      /** The revision the caller's card was loaded with: a newer stream answers 409. */
      expectedRevision?: number;
    },
  ) {}
}
