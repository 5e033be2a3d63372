import { CommandPipeline, commandAnswerOf } from '../../shared/command-pipeline';
import type { CommandContext } from '../../shared/command-context';
import type { CommandResult } from '../../shared/command-runner';
import type { WorkerAssignmentCommand } from './worker-assignment-commands';
import { workerAssignmentStreamDeclaration } from './worker-assignment.stream';

/** A worker-side command's context; `wait: false` when the caller waits once for the last of several (a seed). */
export type WorkerCommandContext = CommandContext & { wait?: boolean };

/** A worker-side command through the pipeline, with the caller's scope for the decider's visibility check. */
export async function runWorkerCommand(
  pipeline: CommandPipeline,
  workerId: string,
  command: WorkerAssignmentCommand,
  context: WorkerCommandContext,
): Promise<CommandResult> {
  const scoped = { command, scope: context.scope };
  return commandAnswerOf(await pipeline.run(workerAssignmentStreamDeclaration, workerId, scoped, context, { wait: context.wait }));
}
