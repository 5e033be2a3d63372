import type { CreateCalResource } from '../../domain/calresource-commands';
import type { CommandContext } from '../../../shared/command-context';

export class CreateCalResourceCommand {
  constructor(
    /** entityId is the caller's own: the record belongs to their entity. */
    readonly record: Omit<CreateCalResource, 'type' | 'entityId'>,
    readonly context: CommandContext,
  ) {}
}
