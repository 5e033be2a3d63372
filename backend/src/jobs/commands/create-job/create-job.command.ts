import type { CreateJob } from '../../domain/job-commands';
import type { CommandContext } from '../../../shared/command-context';

export class CreateJobCommand {
  constructor(
    /** entityId is resolved by the handler: the customer's entity, or the actor's for a general job. */
    readonly job: Omit<CreateJob, 'type' | 'entityId'>,
    readonly context: CommandContext,
  ) {}
}
