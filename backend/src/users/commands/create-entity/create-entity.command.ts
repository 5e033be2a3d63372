import type { Actor } from '../../../shared/event-metadata';
import type { EntityFields } from '../../domain/entity-commands';

export class CreateEntityCommand {
  constructor(
    readonly entityId: string,
    readonly fields: EntityFields,
    readonly actor: Actor,
    readonly commandId: string,
  ) {}
}
