import type { UpdateCalResource } from '../../domain/calresource-commands';
import type { CommandContext } from '../../../shared/command-context';

export class UpdateCalResourceCommand {
  constructor(
    readonly calResourceId: string,
    readonly update: Omit<UpdateCalResource, 'type'>,
    readonly context: CommandContext,
  ) {}
}
